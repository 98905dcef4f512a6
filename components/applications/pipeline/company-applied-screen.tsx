import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { stageLabel } from '@/services/format/labels';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES } from '@/constants/routes';
import {
  useCompanyApplications,
  useCompanyJobOptions,
} from '@/components/applications/pipeline/use-company-applications';
import { isOverdue } from '@/services/format/application-metrics';
import type { ApplicationStage } from '@/services/schemas/application';
import { APPLICATION_STAGES } from '@/services/schemas/application-constants';
import { useAppSelector } from '@/store/hooks';
import { selectCompany } from '@/store/companies-slice';
import { OverdueBadge } from './applicant-card';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import styles from './pipeline.module.css';
import { formatDay } from '@/services/format/dates';

const isStage = (value: unknown): value is ApplicationStage => APPLICATION_STAGES.includes(value as ApplicationStage);

/** Every application to the company's jobs, newest first; the job and stage filters live in the URL. */
export function CompanyAppliedScreen() {
  const router = useRouter();
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const jobId = typeof router.query.job === 'string' && router.query.job ? router.query.job : undefined;
  const stage = isStage(router.query.stage) ? router.query.stage : undefined;
  const jobs = useCompanyJobOptions(companyId);

  const setFilter = (key: 'job' | 'stage', value: string) => {
    const query: Record<string, string> = {};
    if (jobId) query.job = jobId;
    if (stage) query.stage = stage;
    if (value) query[key] = value;
    else delete query[key];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };

  return (
    <>
      <PageTitle title="Applied" />
      <h1 style={{ marginTop: 0 }}>Applied</h1>
      <p className={styles.muted}>Every application to your jobs, newest first.</p>
      <div className={styles.filters}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="applied-job">
            Job
          </label>
          <select
            id="applied-job"
            className={fieldStyles.input}
            value={jobId ?? ''}
            onChange={(e) => setFilter('job', e.target.value)}
          >
            <option value="">All jobs</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
            {jobId && jobs.data && !jobs.data.some((j) => j.id === jobId) ? (
              <option value={jobId}>This job</option>
            ) : null}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="applied-stage">
            Stage
          </label>
          <select
            id="applied-stage"
            className={fieldStyles.input}
            value={stage ?? ''}
            onChange={(e) => setFilter('stage', e.target.value)}
          >
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((s) => (
              <option key={s} value={s}>
                {stageLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* A new filter starts again from the first page. */}
      <AppliedPages key={`${jobId ?? ''}|${stage ?? ''}`} companyId={companyId} jobId={jobId} stage={stage} />
    </>
  );
}

function AppliedPages({ companyId, jobId, stage }: { companyId: string; jobId?: string; stage?: ApplicationStage }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [now] = useState(() => Date.now());
  const cursor = cursors.at(-1);
  const page = useCompanyApplications(companyId, { jobId, stage, cursor });

  if (page.isPending) return <p role="status">Loading applications…</p>;
  if (page.isError) {
    return (
      <LoadError text="The applications could not be loaded." error={page.error} onRetry={() => void page.refetch()} />
    );
  }
  const { items, nextCursor } = page.data;
  if (items.length === 0 && cursors.length === 0) {
    return (
      <p className={styles.muted}>
        {jobId || stage
          ? 'No applications match these filters. Try all jobs or all stages.'
          : 'No applications yet. They appear here as talents apply to your jobs.'}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.table} aria-label="Applications">
        {items.map((app) => (
          <li key={app.id} className={styles.row} aria-label={`${app.talentName}, ${app.jobTitle}`}>
            <span>
              <strong>{app.talentName}</strong> {isOverdue(app, now) ? <OverdueBadge /> : null}
              <br />
              <span className={styles.muted}>{app.talentCategory || 'No category'}</span>
            </span>
            <Link href={COMPANY_ROUTES.job(app.jobId)} prefetch={false}>
              {app.jobTitle}
            </Link>
            <span>{stageLabel(app.stage)}</span>
            <span className={styles.muted}>Applied {formatDay(app.createdAt)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Previous page
          </Button>
        ) : null}
        {nextCursor ? (
          <Button
            variant="secondary"
            disabled={page.isPlaceholderData}
            onClick={() => setCursors((c) => [...c, nextCursor])}
          >
            Next page
          </Button>
        ) : null}
      </div>
    </>
  );
}
