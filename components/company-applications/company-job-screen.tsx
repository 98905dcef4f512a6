import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { JobStatusBadge, JobStatusDialog } from '@/components/jobs/job-status';
import { JobArticle } from '@/components/jobs/job-article';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadError } from '@/components/ui/load-error';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useJobPipeline } from '@/hooks/use-company-applications';
import { useJobRatings } from '@/hooks/use-job-ratings';
import { useJob } from '@/hooks/use-jobs';
import { medianFirstResponseMs } from '@/services/format/application-metrics';
import type { Job } from '@/services/schemas/job';
import { useAppSelector } from '@/store/hooks';
import { selectCompany } from '@/store/companies-slice';
import { PipelineBoard } from './pipeline-board';
import styles from './pipeline.module.css';

/** The company's job detail: the job as talents see it, then its applicants by stage. */
export function CompanyJobScreen() {
  const router = useRouter();
  const jobId = typeof router.query.jobId === 'string' ? router.query.jobId : '';
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const job = useJob(jobId);

  if (job.isPending) {
    return (
      <>
        <PageTitle title="Job" />
        <div className={styles.skeleton} role="status" aria-label="Loading job" />
      </>
    );
  }
  if (job.isError) {
    return (
      <div className={styles.center}>
        <PageTitle title="Job" />
        <Alert tone="error">{job.error.message === 'Job does not exist' ? 'This job does not exist or was removed.' : `The job could not be loaded. ${job.error.message}`}</Alert>
        <Button onClick={() => void job.refetch()}>Try again</Button>
        <Link href={COMPANY_ROUTES.jobs}>Back to your jobs</Link>
      </div>
    );
  }
  if (job.data.companyId !== companyId) {
    return (
      <div className={styles.center}>
        <PageTitle title={job.data.title} />
        <Alert tone="warning">This job belongs to another company, so you cannot see or manage its applicants.</Alert>
        <Link href={COMPANY_ROUTES.jobs}>Back to your jobs</Link>
      </div>
    );
  }
  return <OwnJob job={job.data} companyId={companyId} />;
}

const DAY_MS = 86_400_000;
function formatWait(ms: number): string {
  if (ms < DAY_MS) return `${Math.max(1, Math.round(ms / 3_600_000))} h`;
  const days = Math.round(ms / DAY_MS);
  return `${days} day${days === 1 ? '' : 's'}`;
}

function OwnJob({ job, companyId }: { job: Job; companyId: string }) {
  const pipeline = useJobPipeline(companyId, job.id);
  // The averages are extra: the board shows without them while they load, and without them if they fail.
  const ratings = useJobRatings(companyId, job.id);
  const [now] = useState(() => Date.now());
  const [changingStatus, setChangingStatus] = useState(false);
  const median = pipeline.data ? medianFirstResponseMs(pipeline.data) : null;
  return (
    <>
      <PageTitle title={job.title} />
      <div className={styles.topLinks}>
        <Link href={COMPANY_ROUTES.jobs} prefetch={false}>
          ← Back to your jobs
        </Link>
        <div className={styles.jobActions}>
          <JobStatusBadge status={job.status} />
          <ButtonLink href={COMPANY_ROUTES.editJob(job.id)} variant="secondary" size="small">
            Edit job
          </ButtonLink>
          <Button variant={job.status !== 'closed' ? 'danger' : 'secondary'} size="small" onClick={() => setChangingStatus(true)}>
            {job.status !== 'closed' ? 'Close job' : 'Reopen job'}
          </Button>
        </div>
      </div>
      <JobArticle job={job} />
      <section className={styles.pipeline} aria-labelledby="pipeline-title">
        <h2 id="pipeline-title" className={styles.pipelineTitle}>
          Applicants
        </h2>
        {median !== null ? <p className={styles.muted}>Median time to first response: {formatWait(median)}</p> : null}
        {pipeline.isPending ? (
          <p role="status">Loading applicants…</p>
        ) : pipeline.isError ? (
          <LoadError text="The applicants could not be loaded." error={pipeline.error} onRetry={() => void pipeline.refetch()} />
        ) : pipeline.data.length === 0 ? (
          <p className={styles.muted}>No applications yet. Talents who apply appear here, grouped by stage.</p>
        ) : (
          <PipelineBoard apps={pipeline.data} companyId={companyId} now={now} ratings={ratings.data} />
        )}
      </section>
      {changingStatus ? <JobStatusDialog job={job} companyId={companyId} onClose={() => setChangingStatus(false)} /> : null}
    </>
  );
}
