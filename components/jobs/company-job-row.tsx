import Link from 'next/link';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { COMPANY_ROUTES } from '@/constants/routes';
import { responseTimeLabel } from '@/services/format/response-stats';
import { jobHonestyFlags } from '@/services/schemas/job-honesty';
import type { Job } from '@/services/schemas/job';
import { JobStatusBadge } from './job-status';
import { vacancyLabel } from './job-vacancy';
import styles from './jobs.module.css';
import own from './company-jobs.module.css';
import { formatDay } from '@/services/format/dates';

/** One of the company's jobs: what it is, when it was posted, how many applied, and what can be done with it. */
export function CompanyJobRow({ job, onToggle }: { job: Job; onToggle: (job: Job) => void }) {
  const applicants = job.applicantCount === 1 ? '1 applicant' : `${job.applicantCount} applicants`;
  // What talents read on this job's card; only active jobs carry it.
  const replies = job.status === 'active' ? responseTimeLabel(job.companyResponseMs) : null;
  // A job saved before the entry-level and degree checks is flagged here until edited, never changed for the company.
  const flags = job.status === 'closed' ? [] : jobHonestyFlags(job);
  const [now] = useState(() => Date.now());
  const vacancy = vacancyLabel(job, now);
  return (
    <li className={own.row}>
      <div className={own.rowMain}>
        <h3 className={own.rowTitle}>
          <Link href={COMPANY_ROUTES.job(job.id)} prefetch={false} className={styles.jobLink}>
            {job.title}
          </Link>
        </h3>
        <ul className={styles.meta}>
          <li>Posted {formatDay(job.createdAt)}</li>
          <li>{applicants}</li>
          {replies ? (
            <li title="Your median time to first response, as talents see it on this job">{replies}</li>
          ) : null}
          {vacancy ? <li>{vacancy}</li> : null}
          <li>
            <JobStatusBadge status={job.status} />
          </li>
        </ul>
        {flags.length > 0 ? (
          <p className={own.flag}>
            <strong>Needs a fix:</strong> {flags.join(' ')}{' '}
            <Link href={COMPANY_ROUTES.editJob(job.id)} prefetch={false}>
              Edit the job
            </Link>
          </p>
        ) : null}
      </div>
      <div className={own.rowActions}>
        <ButtonLink
          href={COMPANY_ROUTES.editJob(job.id)}
          variant="secondary"
          size="small"
          aria-label={`Edit ${job.title}`}
        >
          Edit
        </ButtonLink>
        {/* A filled job stays closed. */}
        {job.filledAt === undefined ? (
          <Button
            variant={job.status !== 'closed' ? 'danger' : 'secondary'}
            size="small"
            aria-label={`${job.status !== 'closed' ? 'Close' : 'Reopen'} ${job.title}`}
            onClick={() => onToggle(job)}
          >
            {job.status !== 'closed' ? 'Close' : 'Reopen'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
