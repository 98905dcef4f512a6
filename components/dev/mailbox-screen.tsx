import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/components/ui/download-text';
import { PageTitle } from '@/components/ui/page-title';
import { useLocalMails } from '@/hooks/use-local-mailbox';
import type { LocalMailboxEntry } from '@/services/backend/local/local-mailbox';
import styles from './mailbox-screen.module.css';
import { formatDateTime } from '@/services/format/dates';

/** Auth mails carry an action link; notifications and digests link to the screen they are about. */
const linkLabel = (link: string) =>
  link.includes('mode=resetPassword')
    ? 'Open the password-reset link'
    : link.includes('mode=')
      ? 'Open the verification link'
      : `Open ${link}`;

function MailList({ mails }: { mails: LocalMailboxEntry[] }) {
  if (mails.length === 0) {
    return (
      <p className={styles.empty}>
        No mail yet. Sign up, ask for a password reset or resend a verification email, and it appears here.
      </p>
    );
  }
  return (
    <ol className={styles.list} aria-label="Mails, newest first">
      {mails.map((mail) => (
        <li key={mail.id} className={styles.mail}>
          <div className={styles.head}>
            <strong>{mail.subject}</strong>
            <time dateTime={new Date(mail.sentAt).toISOString()}>{formatDateTime(mail.sentAt)}</time>
          </div>
          <p className={styles.to}>To: {mail.to}</p>
          <Link href={mail.link} className={styles.link}>
            {linkLabel(mail.link)}
          </Link>
          <details className={styles.body}>
            <summary>Full text</summary>
            <pre>
              {[...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`), mail.text].join(
                '\n\n',
              )}
            </pre>
          </details>
          {mail.attachments?.map((file) => (
            <Button
              key={file.filename}
              variant="ghost"
              size="small"
              onClick={() => downloadText(file.content, file.filename, file.contentType)}
            >
              Download attachment {file.filename}
            </Button>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** Developer page: the emails the local backend "sent", so sign-up and reset flows work without a mail server. */
export function MailboxScreen() {
  const { state, reload } = useLocalMails();

  return (
    <section className={styles.wrapper} aria-labelledby="mailbox-title">
      <PageTitle title="Local mailbox" />
      <h1 id="mailbox-title">Local mailbox</h1>
      {state.status === 'unavailable' ? (
        <Alert tone="info">
          The local mailbox is not available: this app uses Firebase, which sends real emails (with the Auth emulator,
          read them in the Emulator UI).
        </Alert>
      ) : state.status === 'off' ? (
        <Alert tone="info">
          The local mailbox is off on this server. It shows every user&apos;s password-reset and verification links, so
          it is on only under <code>next dev</code> and in test runs; a production start serves it only when started
          with LOCAL_MAILBOX=on. The links are also printed in the server log.
        </Alert>
      ) : (
        <>
          <p className={styles.lead}>
            Emails sent by the embedded local backend land here instead of a real inbox (each is also printed in the
            server log). It exists only with the local backend and only answers this machine.
          </p>
          <Button variant="secondary" size="small" onClick={reload}>
            Refresh
          </Button>
          {state.status === 'loading' && <p role="status">Loading the mailbox…</p>}
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          {state.status === 'ready' && <MailList mails={state.mails} />}
        </>
      )}
    </section>
  );
}
