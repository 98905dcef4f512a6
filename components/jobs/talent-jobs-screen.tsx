import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { TALENT_ROUTES } from '@/constants/routes';
import { useActiveJobs } from '@/hooks/use-jobs';
import { useJobMarks } from '@/hooks/use-job-marks';
import { queryFromFilters } from '@/services/format/job-search-link';
import type { JobFilters } from '@/services/schemas/job';
import { JobCard } from './job-card';
import { JobFiltersForm } from './job-filters';
import { activeFilterCount, filtersFromQuery } from './job-query';
import { JobsTabs, jobsTabOf } from './jobs-tabs';
import { SaveSearchButton } from './save-search-button';
import styles from './jobs.module.css';
import { useShownData } from '@/components/jobs/use-shown-data';
import { LoadMore } from '@/components/ui/load-more';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

/** Drawn by the layout from the first paint, before the profile has loaded. */
export const TalentJobsTop = () => (
  <ScreenHeader title="Find jobs" lead="Active jobs from companies on the marketplace, newest first." />
);

// Their own chunks: the saved jobs and the saved searches (with its dialogs and forms) load when their tab is opened.
const SavedJobsList = dynamic(() => import('./saved-jobs-list').then((m) => m.SavedJobsList), {
  ssr: false,
  loading: () => <div className={styles.skeleton} role="status" aria-label="Loading saved jobs" />,
});

const SavedSearchesList = dynamic(() => import('./saved-searches-list').then((m) => m.SavedSearchesList), {
  ssr: false,
  loading: () => <div className={styles.skeleton} role="status" aria-label="Loading saved searches" />,
});

/** Active jobs, newest first; the search lives in the URL (shallow replace: no page reload, no history spam). */
export function TalentJobsScreen() {
  const router = useRouter();
  const talent = useSignedInProfile('talent');
  const talentId = talent?.id ?? '';
  // "Near me" searches the talent's own country; null offers to set it on the profile.
  const ownCountry = talent ? (typeof talent.profile?.country === 'string' ? talent.profile.country : null) : undefined;
  const marks = useJobMarks(talentId);
  const tab = jobsTabOf(router.query);
  const filters = useMemo(() => filtersFromQuery(router.query), [router.query]);
  const jobs = useActiveJobs(filters, { enabled: router.isReady && tab === 'all' });
  // The last search asked for: a second change right after the first merges onto it, not onto a query the router
  // has not re-rendered yet.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const setFilters = (patch: Partial<JobFilters> | null) => {
    const next: Record<string, unknown> = patch ? { ...latest.current, ...patch } : {};
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    latest.current = next as JobFilters;
    void router.replace({ pathname: router.pathname, query: queryFromFilters(latest.current) }, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  const { shown, loading: firstLoad, catchingUp } = useShownData(jobs.data, jobs.isPending);
  const items = shown?.pages.flatMap((page) => page.items) ?? [];
  // A next page that found nothing yet is still loading until it is drawn, never "no jobs match".
  const loading = firstLoad || (catchingUp && items.length === 0);

  return (
    <>
      <JobsTabs current={tab} />
      {tab === 'saved' ? (
        <SavedJobsList talentId={talentId} marks={marks} />
      ) : tab === 'searches' ? (
        <SavedSearchesList talentId={talentId} />
      ) : (
        <div className={styles.layout}>
          <JobFiltersForm
            filters={filters}
            onChange={setFilters}
            ownCountry={ownCountry}
            profileHref={TALENT_ROUTES.profile}
          />
          <section aria-label="Job results" aria-busy={jobs.isFetching}>
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--space-3)' }}>
              <SaveSearchButton talentId={talentId} filters={filters} />
            </div>
            {loading ? (
              <div className={styles.list} role="status" aria-label="Loading jobs">
                {[0, 1, 2].map((i) => (
                  <div key={i} className={styles.skeleton} />
                ))}
              </div>
            ) : jobs.isError && items.length === 0 ? (
              <div className={styles.center}>
                <Alert tone="error">Jobs could not be loaded. {jobs.error.message}</Alert>
                <Button onClick={() => void jobs.refetch()}>Try again</Button>
              </div>
            ) : items.length === 0 && !jobs.hasNextPage ? (
              // A search of several words may end a page early with none found yet and more to look through.
              <div className={styles.center}>
                <h2 className={styles.sectionTitle}>No jobs match your search</h2>
                <p className={styles.muted}>
                  {activeFilterCount(filters) > 0
                    ? 'Try removing a filter or searching for a broader keyword.'
                    : 'No active jobs right now. Check back soon.'}
                </p>
                {activeFilterCount(filters) > 0 ? (
                  <Button variant="secondary" onClick={() => setFilters(null)}>
                    Clear all filters
                  </Button>
                ) : null}
              </div>
            ) : (
              <>
                <p className={styles.muted} role="status">
                  Showing {items.length} {items.length === 1 ? 'job' : 'jobs'}
                  {jobs.hasNextPage ? ' (more available)' : ''}
                </p>
                <ul className={styles.list} style={{ marginTop: 'var(--space-3)' }}>
                  {items.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} application={marks.applicationOf(job.id)} bookmark={marks.bookmarkOf(job)} />
                    </li>
                  ))}
                </ul>
                <LoadMore pages={jobs} noun="jobs" />
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}
