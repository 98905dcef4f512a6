import { useState } from 'react';
import { useAdminCompanyJobs } from '@/components/backoffice/use-backoffice';
import { jobHonestyFlags } from '@/services/schemas/job-honesty';
import { PagedResults } from './pager';
import styles from './backoffice.module.css';

const JOB_STATUS_LABELS = { active: 'Active', closed: 'Closed', 'awaiting-review': 'Awaiting review' } as const;

/** The company's jobs with their status and applicant counts, 20 a page. */
export function CompanyJobs({ companyId }: { companyId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const jobs = useAdminCompanyJobs(companyId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title">Jobs</h2>
      <PagedResults
        query={jobs}
        cursors={cursors}
        setCursors={setCursors}
        label="Jobs"
        noun="jobs"
        empty={<p className={styles.muted}>No jobs posted yet.</p>}
        renderItem={(job) => (
          <li key={job.id} className={styles.row} aria-label={job.title}>
            <div>
              <p className={styles.name}>{job.title}</p>
              <p className={styles.meta}>
                {job.category} · {job.level} · {job.experience} · {job.applicantCount}{' '}
                {job.applicantCount === 1 ? 'applicant' : 'applicants'}
              </p>
              {job.status !== 'closed'
                ? jobHonestyFlags(job).map((flag) => (
                    <p key={flag} className={styles.flag}>
                      Flagged: {flag}
                    </p>
                  ))
                : null}
            </div>
            <span className={job.status === 'active' ? styles.good : styles.tag}>{JOB_STATUS_LABELS[job.status]}</span>
          </li>
        )}
      />
    </section>
  );
}
