import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { TALENT_ROUTES } from '@/constants/routes';
import { useOwnApplication } from '@/hooks/use-applications';
import { useJob } from '@/hooks/use-jobs';
import { useSavedJobIds, useToggleSavedJob } from '@/hooks/use-saved-jobs';
import type { Job } from '@/services/schemas/job';
import type { Talent } from '@/services/talents/talents';
import { CompanyCard } from './company-card';
import { JobArticle } from './job-article';
import { JobFit } from './job-fit';
import { applyBlocker } from '@/services/format/job-format';
import { AppliedMark, BookmarkButton } from './job-marks';
import { formatDay } from '@/services/format/dates';
import marks from './job-marks.module.css';
import styles from './jobs.module.css';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

// Opened by a click: its form code (the form binding, the upload) loads then, not with every job page.
const ApplyDialog = dynamic(() => import('./apply-dialog').then((m) => m.ApplyDialog), { ssr: false });

export function TalentJobScreen() {
  const router = useRouter();
  const jobId = typeof router.query.jobId === 'string' ? router.query.jobId : '';
  const job = useJob(jobId);
  const talent = useSignedInProfile('talent');

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
        <Link href={TALENT_ROUTES.jobs}>Back to jobs</Link>
      </div>
    );
  }
  return <JobDetail job={job.data} talent={talent} />;
}

function JobDetail({ job, talent }: { job: Job; talent: Talent | null }) {
  return (
    <>
      <PageTitle title={job.title} />
      <div className={marks.cardActions} style={{ marginTop: 0, marginBottom: 'var(--space-3)' }}>
        <Link href={TALENT_ROUTES.jobs} prefetch={false}>
          ← Back to jobs
        </Link>
        {talent ? <JobBookmark job={job} talentId={talent.id} /> : null}
      </div>
      <div className={styles.detail}>
        <JobArticle job={job} />
        <aside className={styles.side} aria-label="Apply">
          {talent ? <JobFit jobSkills={job.skills} talentSkills={talent.skills} /> : null}
          {talent ? <ApplyPanel job={job} talent={talent} /> : null}
          <CompanyCard job={job} />
        </aside>
      </div>
    </>
  );
}

/** Apply, or (once applied) the application's live stage; a closed job or passed deadline says why instead. */
function ApplyPanel({ job, talent }: { job: Job; talent: Talent }) {
  const own = useOwnApplication(job.id, talent.id);
  const [open, setOpen] = useState(false);
  const [now] = useState(() => Date.now());
  const blocker = applyBlocker(job, now);
  const app = own.application;

  return (
    <section className={styles.card} aria-labelledby="apply-title">
      <h2 id="apply-title" className={styles.sectionTitle}>
        {app ? 'Your application' : 'Apply'}
      </h2>
      {own.isPending ? (
        <p className={styles.muted} role="status">
          Checking your application…
        </p>
      ) : own.isError ? (
        <Alert tone="error">Your application could not be checked. {own.error.message}</Alert>
      ) : app ? (
        <>
          <AppliedMark application={app} jobTitle={job.title} />
          <p className={styles.muted} style={{ marginTop: 'var(--space-2)' }}>
            Applied {formatDay(app.createdAt)}.{' '}
            <Link href={TALENT_ROUTES.appliedJobs} prefetch={false}>
              See all your applications
            </Link>
          </p>
        </>
      ) : blocker ? (
        <Alert tone="warning">{blocker}</Alert>
      ) : (
        <Button block needsServer onClick={() => setOpen(true)}>
          Apply now
        </Button>
      )}
      {open ? <ApplyDialog job={job} talent={talent} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function JobBookmark({ job, talentId }: { job: Job; talentId: string }) {
  const saved = useSavedJobIds(talentId).has(job.id);
  const toggle = useToggleSavedJob(talentId);
  return <BookmarkButton saved={saved} jobTitle={job.title} onToggle={() => toggle.mutate({ job, save: !saved })} />;
}
