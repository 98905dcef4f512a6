import Link from 'next/link';
import type { NextRouter } from 'next/router';
import { TALENT_ROUTES } from '@/constants/routes';
import styles from '@/components/ui/tabs.module.css';

/** The Saved tab lives in the URL (`?tab=saved`), so it survives a reload and the back button returns to it. */
export const isSavedTab = (query: NextRouter['query']) => query.tab === 'saved';

/** All jobs or the talent's saved ones: two links, the current one marked for assistive tech. */
export function JobsTabs({ saved }: { saved: boolean }) {
  return (
    <nav className={styles.tabs} aria-label="Job lists">
      <Link href={TALENT_ROUTES.jobs} prefetch={false} aria-current={saved ? undefined : 'page'} className={styles.tab}>
        All jobs
      </Link>
      <Link href={TALENT_ROUTES.savedJobs} prefetch={false} aria-current={saved ? 'page' : undefined} className={styles.tab}>
        Saved
      </Link>
    </nav>
  );
}
