import Head from 'next/head';
import Link from 'next/link';
import styles from '@/components/jobs/jobs.module.css';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { PUBLIC_ROUTES, TALENT_ROUTES, withNext } from '@/constants/routes';
import type { JobAlertUnsubscribe } from '@/services/schemas/saved-search';

const SIGN_IN_TO_SEARCHES = withNext(TALENT_ROUTES.login, TALENT_ROUTES.savedSearches);

const COPY: Record<JobAlertUnsubscribe['status'], { title: string; tone: 'success' | 'info' | 'error' }> = {
  confirm: { title: 'Turn off these job alerts?', tone: 'info' },
  off: { title: 'Job alerts turned off', tone: 'success' },
  gone: { title: 'This saved search no longer exists', tone: 'info' },
  invalid: { title: 'This unsubscribe link does not work', tone: 'error' },
};

/**
 * Opening the link changes nothing (mail scanners open links unasked): the button posts back to this same address,
 * whose server side turns the alerts off. A plain form, so it works before the page's script has loaded.
 */
function Confirm({ name }: { name?: string }) {
  return (
    <>
      {name === undefined ? (
        <p>
          You will get no more new jobs for any of your saved searches, neither in your notifications nor by email. Your
          saved searches stay in your list, so you can turn their alerts back on later.
        </p>
      ) : (
        <p>
          You will get no more new jobs for <strong>{name}</strong>, neither in your notifications nor by email. The
          saved search stays in your list, so you can turn its alerts back on later.
        </p>
      )}
      <form method="post">
        <Button type="submit">Turn off job alerts</Button>
      </form>
    </>
  );
}

function Message(props: JobAlertUnsubscribe) {
  if (props.status === 'off' && props.name === undefined) {
    return (
      <p>
        You will get no more new jobs for any of your saved searches, neither in your notifications nor by email. They
        stay in your list: to turn their alerts back on, sign in and open Saved searches.
      </p>
    );
  }
  if (props.status === 'off') {
    return (
      <p>
        You will get no more new jobs for <strong>{props.name}</strong>, neither in your notifications nor by email. The
        saved search stays in your list: to turn its alerts back on, sign in and open Saved searches.
      </p>
    );
  }
  if (props.status === 'gone') return <p>It was deleted, so it sends no alerts. Nothing else was changed.</p>;
  return (
    <p>
      It may have expired (a link works for 90 days) or been cut short when copied. Nothing was changed. Sign in to turn
      off alerts from your saved searches, or use the link in a newer email.
    </p>
  );
}

/** A job alert's unsubscribe link: asks to confirm, then says what it did, plainly; it works signed out. */
export function JobAlertUnsubscribeScreen(props: JobAlertUnsubscribe) {
  const copy = COPY[props.status] ?? COPY.invalid;
  return (
    <div
      className={styles.center}
      style={{ maxWidth: '36rem', margin: '0 auto', padding: 'var(--space-6) var(--space-4)' }}
    >
      <PageTitle title={copy.title} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={styles.sectionTitle}>{copy.title}</h1>
      {props.status === 'confirm' ? (
        <Confirm name={props.name} />
      ) : (
        <Alert tone={copy.tone}>
          <Message {...props} />
        </Alert>
      )}
      <p>
        <ButtonLink href={SIGN_IN_TO_SEARCHES} variant={props.status === 'confirm' ? 'secondary' : 'primary'}>
          Sign in to manage saved searches
        </ButtonLink>
      </p>
      <p className={styles.muted}>
        <Link href={PUBLIC_ROUTES.landing}>Back to the home page</Link>
      </p>
    </div>
  );
}
