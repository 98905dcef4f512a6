import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_PAGE_SIZE, listCompanyJobs } from '@/services/jobs/job-lists';
import {
  closeJob,
  createJob,
  reopenJob,
  updateJob,
  type Job,
  type JobInput,
  type JobPatch,
} from '@/services/jobs/jobs';
import { requestResponseStatsRefresh } from '@/services/companies/response-stats';
import { jobKeys } from './use-jobs';

/** The company's own lists sit under `jobs/company/<id>`, so they share the `jobs` prefix with talent lists. */
export const companyJobKeys = {
  all: (companyId: string) => [...jobKeys.all, 'company', companyId] as const,
  list: (companyId: string, status: Job['status']) => [...companyJobKeys.all(companyId), status] as const,
};

export function useCompanyJobs(companyId: string, status: Job['status']) {
  return useInfiniteQuery({
    queryKey: companyJobKeys.list(companyId, status),
    queryFn: ({ pageParam }) => listCompanyJobs({ companyId, status, cursor: pageParam, pageSize: JOB_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(companyId),
  });
}

/** A job's change shows in its detail, the company's lists and the talents' search (all under `jobs`). */
function useJobChanged() {
  const queryClient = useQueryClient();
  return async (companyId: string, job?: Job) => {
    if (job) queryClient.setQueryData(jobKeys.detail(job.id), job);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companyJobKeys.all(companyId) }),
      queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    ]);
  };
}

export function useCreateJob(companyId: string, { onSuccess }: { onSuccess?: (job: Job) => void } = {}) {
  const changed = useJobChanged();
  return useMutation({
    mutationFn: (input: JobInput) => createJob(companyId, input),
    onSuccess: async (job) => {
      // A new job shows the company's reply time only once the server copies it there.
      requestResponseStatsRefresh(companyId);
      await changed(companyId, job);
      onSuccess?.(job);
    },
  });
}

export function useUpdateJob(companyId: string, jobId: string, { onSuccess }: { onSuccess?: (job: Job) => void } = {}) {
  const changed = useJobChanged();
  return useMutation({
    mutationFn: (patch: JobPatch) => updateJob(companyId, jobId, patch),
    onSuccess: async (job) => {
      await changed(companyId, job);
      onSuccess?.(job);
    },
  });
}

/** Close or reopen: the status moves the job between the two tabs and in or out of the talents' search. */
export function useSetJobStatus(companyId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  const changed = useJobChanged();
  return useMutation({
    mutationFn: ({ jobId, status, deadline }: { jobId: string; status: Job['status']; deadline?: number }) =>
      status === 'closed'
        ? closeJob(companyId, jobId)
        : deadline === undefined
          ? reopenJob(companyId, jobId)
          : reopenJob(companyId, jobId, deadline),
    onSuccess: async (_, { jobId, status }) => {
      if (status === 'active') requestResponseStatsRefresh(companyId);
      await Promise.all([changed(companyId), queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) })]);
      onSuccess?.();
    },
  });
}
