/** The company's vacancy actions on one job: renew its listing, mark it filled. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyJobKeys } from '@/hooks/use-company-jobs';
import { applicationKeys } from '@/hooks/use-applications';
import { jobKeys } from '@/hooks/use-jobs';
import { markJobFilled, renewJob } from '@/services/jobs/job-vacancy';

/** A renewal or a fill shows in the job's detail, the company's lists and the talents' search. */
function useVacancyChanged(companyId: string, jobId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      queryClient.invalidateQueries({ queryKey: companyJobKeys.all(companyId) }),
      queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    ]);
}

export function useRenewJob(companyId: string, jobId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const changed = useVacancyChanged(companyId, jobId);
  return useMutation({
    mutationFn: () => renewJob(companyId, jobId),
    onSuccess: async () => {
      await changed();
      onSuccess?.();
    },
  });
}

export function useMarkJobFilled(
  companyId: string,
  jobId: string,
  { onSuccess }: { onSuccess?: (result: { answered: number; remaining: boolean }) => void } = {},
) {
  const queryClient = useQueryClient();
  const changed = useVacancyChanged(companyId, jobId);
  return useMutation({
    mutationFn: () => markJobFilled(jobId),
    onSuccess: async (result) => {
      // The job's applicants moved too: its pipeline reloads.
      await Promise.all([
        changed(),
        queryClient.invalidateQueries({ queryKey: applicationKeys.jobPipeline(companyId, jobId) }),
      ]);
      onSuccess?.(result);
    },
  });
}
