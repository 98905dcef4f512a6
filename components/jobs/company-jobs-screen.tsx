import { useRouter } from 'next/router';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useCompanyJobs } from '@/hooks/use-company-jobs';
import type { Job } from '@/services/schemas/job';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { CompanyJobRow } from './company-job-row';
import { JobStatusDialog } from './job-status';
import styles from './jobs.module.css';
import own from './company-jobs.module.css';
import { LoadMore } from '@/components/ui/load-more';

const TABS = [
  { status: 'active', label: 'Active' },
  { status: 'awaiting-review', label: 'Awaiting review' },
  { status: 'closed', label: 'Closed' },
] as const;

const readStatus = (value: unknown): Job['status'] => TABS.find((tab) => tab.status === value)?.status ?? 'active';
const EMPTY: Record<Job['status'], string> = {
  active: 'You have no active jobs.',
  closed: 'You have no closed jobs.',
  'awaiting-review': 'No job is waiting for review.',
};

/** Drawn by the layout from the first paint, before the company has loaded. */
export const CompanyJobsTop = () => (
  <ScreenHeader title="Jobs" lead="The jobs your company posted, with their status and applicants." />
);

/** The company's own jobs, one tab per status (kept in the URL as `?status=closed`), newest first. A company the back
 * office has not verified yet finds its new jobs under "Awaiting review". */
export function CompanyJobsScreen() {
  const router = useRouter();
  const status = readStatus(router.query.status);
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const jobs = useCompanyJobs(companyId, status);
  const [confirming, setConfirming] = useState<Job | null>(null);
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const selectTab = (next: Job['status']) =>
    void router.replace({ pathname: router.pathname, query: next === 'active' ? {} : { status: next } }, undefined, {
      shallow: true,
    });

  return (
    <>
      <div className={own.toolbar}>
        <div role="tablist" aria-label="Job status" className={own.tabs}>
          {TABS.map((tab) => (
            <button
              key={tab.status}
              type="button"
              role="tab"
              className={own.tab}
              aria-selected={status === tab.status}
              onClick={() => selectTab(tab.status)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <ButtonLink href={COMPANY_ROUTES.createJob}>Post a job</ButtonLink>
      </div>
      <section
        role="tabpanel"
        aria-label={`${TABS.find((tab) => tab.status === status)?.label ?? 'Active'} jobs`}
        aria-busy={jobs.isFetching}
      >
        {jobs.isPending ? (
          <p className={styles.muted} role="status">
            Loading jobs…
          </p>
        ) : jobs.isError ? (
          <LoadError text="Your jobs could not be loaded." onRetry={() => void jobs.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.center}>
            <p>{EMPTY[status]}</p>
            <ButtonLink href={COMPANY_ROUTES.createJob}>Post a job</ButtonLink>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((job) => (
                <CompanyJobRow key={job.id} job={job} onToggle={setConfirming} />
              ))}
            </ul>
            <LoadMore pages={jobs} noun="jobs" />
          </>
        )}
      </section>
      {confirming ? (
        <JobStatusDialog job={confirming} companyId={companyId} onClose={() => setConfirming(null)} />
      ) : null}
    </>
  );
}
