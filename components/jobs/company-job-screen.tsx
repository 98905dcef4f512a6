import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ComponentType } from 'react';
import { JobStatusBadge, JobStatusDialog } from '@/components/jobs/job-status';
import { JobArticle } from '@/components/jobs/job-article';
import { JobVacancy } from '@/components/jobs/job-vacancy';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useJob } from '@/hooks/use-jobs';
import type { Job } from '@/services/schemas/job';
import { useAppSelector } from '@/store/hooks';
import { selectCompany } from '@/store/companies-slice';
import styles from './company-job.module.css';

/** What the page shows under the job: its applicants by stage (the applications room's pipeline). */
type Applicants = ComponentType<{ job: Job; companyId: string }>;

/** The company's job detail: the job as talents see it, then its applicants by stage. */
export function CompanyJobScreen({ Applicants }: { Applicants: Applicants }) {
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
        <Alert tone="error">
          {job.error.message === 'Job does not exist'
            ? 'This job does not exist or was removed.'
            : `The job could not be loaded. ${job.error.message}`}
        </Alert>
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
  return <OwnJob job={job.data} companyId={companyId} Applicants={Applicants} />;
}

function OwnJob({ job, companyId, Applicants }: { job: Job; companyId: string; Applicants: Applicants }) {
  const [changingStatus, setChangingStatus] = useState(false);
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
          {/* A filled job stays closed. */}
          {job.filledAt === undefined ? (
            <Button
              variant={job.status !== 'closed' ? 'danger' : 'secondary'}
              size="small"
              onClick={() => setChangingStatus(true)}
            >
              {job.status !== 'closed' ? 'Close job' : 'Reopen job'}
            </Button>
          ) : null}
        </div>
      </div>
      <JobVacancy job={job} companyId={companyId} />
      <JobArticle job={job} />
      <Applicants job={job} companyId={companyId} />
      {changingStatus ? (
        <JobStatusDialog job={job} companyId={companyId} onClose={() => setChangingStatus(false)} />
      ) : null}
    </>
  );
}
