import Link from 'next/link';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import styles from './pwa.module.css';

const TALENT_SCREENS = [
  { href: TALENT_ROUTES.profile, label: 'Your profile' },
  { href: TALENT_ROUTES.savedJobs, label: 'Saved jobs' },
  { href: TALENT_ROUTES.appliedJobs, label: 'Applied jobs, their stages and interviews' },
  { href: TALENT_ROUTES.jobs, label: 'The last page of jobs you looked at' },
  { href: TALENT_ROUTES.messages, label: 'Your conversations' },
];

const COMPANY_SCREENS = [
  { href: COMPANY_ROUTES.jobs, label: 'Your jobs and the pipeline you opened last' },
  { href: COMPANY_ROUTES.messages, label: 'Your conversations' },
];

function ScreenLinks({ screens }: { screens: { href: string; label: string }[] }) {
  return (
    <ul className={styles.links}>
      {screens.map((s) => (
        <li key={s.href}>
          <Link href={s.href} prefetch={false}>
            {s.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the service worker shows for a page it has never kept: the device is offline, what can still be read here
 * and how. Static (prerendered and precached), so it needs no script to be read.
 */
export function OfflineScreen() {
  return (
    <div className={styles.offline}>
      <PageTitle title="Offline" />
      <h1>You are offline</h1>
      <p className={styles.lead}>
        This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you opened
        while online open again here without one. Anything you type in a form or a message is kept on this device, and
        messages are sent when the connection returns.
      </p>
      <h2>For talents</h2>
      <ScreenLinks screens={TALENT_SCREENS} />
      <h2>For companies</h2>
      <ScreenLinks screens={COMPANY_SCREENS} />
      <p className={styles.lead}>
        Applying, RSVPs, assessments, moving applicants and posting jobs wait for the network.
      </p>
    </div>
  );
}
