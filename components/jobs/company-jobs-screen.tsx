import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useCompanyJobs, useSetJobStatus } from '@/hooks/use-company-jobs';
import type { Job } from '@/services/schemas/job';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { CompanyJobRow } from './company-job-row';
import styles from './jobs.module.css';
import own from './company-jobs.module.css';

const TABS = [
  { status: 'active', label: 'Active' },
  { status: 'closed', label: 'Closed' },
] as const;

/** The company's own jobs, one tab per status (kept in the URL as `?status=closed`), newest first. */
export function CompanyJobsScreen() {
  const router = useRouter();
  const status: Job['status'] = router.query.status === 'closed' ? 'closed' : 'active';
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const jobs = useCompanyJobs(companyId, status);
  const [confirming, setConfirming] = useState<Job | null>(null);
  const toggle = useSetJobStatus(companyId, {
    onSuccess: () => {
      toast.success(confirming?.status === 'active' ? 'Job closed.' : 'Job reopened.');
      setConfirming(null);
    },
  });
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const selectTab = (next: Job['status']) =>
    void router.replace({ pathname: router.pathname, query: next === 'active' ? {} : { status: next } }, undefined, { shallow: true });
  const closing = confirming?.status === 'active';

  return (
    <>
      <PageTitle title="Jobs" />
      <ScreenHeader title="Jobs" lead="The jobs your company posted, with their status and applicants." />
      <div className={own.toolbar}>
        <div role="tablist" aria-label="Job status" className={own.tabs}>
          {TABS.map((tab) => (
            <button key={tab.status} type="button" role="tab" className={own.tab} aria-selected={status === tab.status} onClick={() => selectTab(tab.status)}>
              {tab.label}
            </button>
          ))}
        </div>
        <ButtonLink href={COMPANY_ROUTES.createJob}>Post a job</ButtonLink>
      </div>
      <section role="tabpanel" aria-label={`${status === 'active' ? 'Active' : 'Closed'} jobs`} aria-busy={jobs.isFetching}>
        {jobs.isPending ? (
          <p className={styles.muted}>Loading jobs…</p>
        ) : jobs.isError ? (
          <LoadError text="Your jobs could not be loaded." onRetry={() => void jobs.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.center}>
            <p>{status === 'active' ? 'You have no active jobs.' : 'You have no closed jobs.'}</p>
            <ButtonLink href={COMPANY_ROUTES.createJob}>Post a job</ButtonLink>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((job) => (
                <CompanyJobRow key={job.id} job={job} onToggle={(next) => {
                    toggle.reset();
                    setConfirming(next);
                  }} />
              ))}
            </ul>
            {jobs.hasNextPage ? (
              <div className={styles.more}>
                <Button variant="secondary" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                  {jobs.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
      {confirming ? (
        <Dialog
          title={closing ? 'Close this job?' : 'Reopen this job?'}
          onClose={() => !toggle.isPending && setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={toggle.isPending}>
                Cancel
              </Button>
              <Button
                variant={closing ? 'danger' : 'primary'}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ jobId: confirming.id, status: closing ? 'closed' : 'active' })}
              >
                {closing ? 'Close job' : 'Reopen job'}
              </Button>
            </>
          }
        >
          <p>
            {closing
              ? `"${confirming.title}" will leave the talents' job list and stop accepting applications. Its applications stay.`
              : `"${confirming.title}" will be listed for talents again and accept applications.`}
          </p>
          {toggle.isError ? <Alert tone="error">{toggle.error.message}</Alert> : null}
        </Dialog>
      ) : null}
    </>
  );
}
