import Link from 'next/link';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/constants/routes';
import { jobHonestyFlags } from '@/services/schemas/job-honesty';
import { useJobsToCheck } from './use-backoffice';
import { PagedResults } from './pager';
import styles from './backoffice.module.css';

/**
 * Open entry-level jobs asking for more experience than such a job may, saved before the check existed: their
 * companies see the same flag on their job lists. Read only when opened, so the companies list costs no more.
 */
export function JobsToCheck() {
  const [open, setOpen] = useState(false);
  const [cursors, setCursors] = useState<string[]>([]);
  const jobs = useJobsToCheck(open, cursors.at(-1));
  return (
    <details className={styles.section} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2 className={styles.summaryTitle}>Jobs to check</h2>
      </summary>
      {open ? (
        <PagedResults
          query={jobs}
          cursors={cursors}
          setCursors={setCursors}
          label="Jobs to check"
          noun="jobs"
          empty={<p className={styles.muted}>No open entry-level job asks for more than 1 - 3 years.</p>}
          renderItem={(job) => (
            <li key={job.id} className={styles.row} aria-label={job.title}>
              <div>
                <p className={styles.name}>{job.title}</p>
                <p className={styles.meta}>
                  <Link href={ADMIN_ROUTES.company(job.companyId)}>{job.companyName}</Link> · {job.level} ·{' '}
                  {job.experience}
                </p>
                {jobHonestyFlags(job).map((flag) => (
                  <p key={flag} className={styles.flag}>
                    {flag}
                  </p>
                ))}
              </div>
            </li>
          )}
        />
      ) : null}
    </details>
  );
}
