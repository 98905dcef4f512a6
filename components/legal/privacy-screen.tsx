import Link from 'next/link';
import { PageTitle } from '@/components/ui/page-title';
import { RETENTION } from '@/constants/retention';
import styles from './privacy.module.css';

/**
 * How long the marketplace keeps what, and how to get or remove one's data. Every period is read from
 * constants/retention.ts, the file the scheduled jobs enforce, so the page cannot promise what the jobs do not do.
 */
export function PrivacyScreen() {
  const r = RETENTION;
  return (
    <article className={styles.page}>
      <PageTitle title="Privacy and data retention" />
      <h1>Privacy and data retention</h1>
      <p>
        We keep what you give us only as long as the marketplace needs it. These periods are enforced by scheduled jobs,
        not by hand.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Inactive accounts.</strong> If you do not sign in for {r.inactiveMonths} months, we email you. If you
          still have not signed in {r.deletionNoticeDays} days later, your account is deleted, with your profile, files
          and messages, as if you had deleted it yourself. Signing in once is enough to keep it.
        </li>
        <li>
          <strong>Closed applications.</strong> {r.closedApplicationMonths} months after an application is closed
          (hired, rejected or withdrawn), the company no longer has your email, phone number or the CV you sent with it.
          It keeps only that you applied and how the application went.
        </li>
        <li>
          <strong>Back-office records.</strong> Entries of the administrators&rsquo; audit log older than{' '}
          {r.auditDetailMonths} months keep only ids (who, what, about whom, when), no names, reasons or details.
        </li>
        <li>
          <strong>Downloads of your data.</strong> A download link works once, for {r.exportLinkMinutes} minutes; then
          the file is deleted.
        </li>
      </ul>
      <h2>Your data, your choice</h2>
      <p>
        In Settings you can download everything we hold about you (one zip file: your data as JSON and the files you
        uploaded) and delete your account at any time. Companies see your contact details and CV only for jobs you
        applied to, or once you accept their message.
      </p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </article>
  );
}
