import Link from 'next/link';
import type { NextRouter } from 'next/router';
import { TALENT_ROUTES } from '@/constants/routes';
import styles from '@/components/ui/tabs.module.css';

export type JobsTab = 'all' | 'saved' | 'searches';

/** The tab lives in the URL (`?tab=saved`, `?tab=searches`), so it survives a reload and the back button returns to it. */
export const jobsTabOf = (query: NextRouter['query']): JobsTab =>
  query.tab === 'saved' ? 'saved' : query.tab === 'searches' ? 'searches' : 'all';

const TABS: { tab: JobsTab; href: string; label: string }[] = [
  { tab: 'all', href: TALENT_ROUTES.jobs, label: 'All jobs' },
  { tab: 'saved', href: TALENT_ROUTES.savedJobs, label: 'Saved' },
  { tab: 'searches', href: TALENT_ROUTES.savedSearches, label: 'Saved searches' },
];

/** All jobs, the talent's saved jobs, its saved searches: links, the current one marked for assistive tech. */
export function JobsTabs({ current }: { current: JobsTab }) {
  return (
    <nav className={styles.tabs} aria-label="Job lists">
      {TABS.map(({ tab, href, label }) => (
        <Link
          key={tab}
          href={href}
          prefetch={false}
          aria-current={tab === current ? 'page' : undefined}
          className={styles.tab}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
