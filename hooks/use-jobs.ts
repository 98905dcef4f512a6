import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getCompany } from '@/services/companies/companies';
import { JOB_PAGE_SIZE, listActiveJobs, type JobFilters } from '@/services/jobs/job-lists';
import { getJob } from '@/services/jobs/jobs';
import { companyKeys } from './profile-keys';

/** Lists and details share the `jobs` prefix, so one invalidation of `jobKeys.all` refreshes both. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: JobFilters) => [...jobKeys.lists(), filters] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};

/** The talents' job search, page after page (a cursor per page): "Load more" appends the next 20. */
export const activeJobsQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam }) => listActiveJobs({ filters, cursor: pageParam, pageSize: JOB_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useActiveJobs(filters: JobFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...activeJobsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}

const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id), enabled: Boolean(id) });
export const useJob = (id: string) => useQuery(jobQueryOptions(id));

const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id), enabled: Boolean(id) });
export const useCompany = (id: string) => useQuery(companyQueryOptions(id));
