import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@/hooks/toast';
import { listSavedJobIds, listSavedJobs, saveJob, unsaveJob } from '@/services/jobs/saved-jobs';
import type { Job } from '@/services/schemas/job';

export const savedJobKeys = {
  all: ['savedJobs'] as const,
  talent: (talentId: string) => [...savedJobKeys.all, talentId] as const,
  ids: (talentId: string) => [...savedJobKeys.talent(talentId), 'ids'] as const,
  list: (talentId: string) => [...savedJobKeys.talent(talentId), 'list'] as const,
};

const savedJobIdsQueryOptions = (talentId: string) =>
  queryOptions({
    queryKey: savedJobKeys.ids(talentId),
    queryFn: () => listSavedJobIds(talentId),
    enabled: Boolean(talentId),
  });

/** Which jobs the talent saved, as a set every job card and the job page look up. */
export function useSavedJobIds(talentId: string): ReadonlySet<string> {
  const ids = useQuery({ ...savedJobIdsQueryOptions(talentId), select: (list) => new Set(list) });
  return ids.data ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** The Saved tab: newest saved first, "Load more" appends the next page. */
export function useSavedJobs(talentId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: savedJobKeys.list(talentId),
      queryFn: ({ pageParam }) => listSavedJobs(talentId, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      enabled: Boolean(talentId),
    }),
  );
}

type Bookmark = { job: Pick<Job, 'id' | 'title' | 'companyName'>; save: boolean };

/**
 * Saves or unsaves a job. The bookmark turns at once (the ids are updated before the write) and turns back if the
 * write fails; the talent's saved lists are refreshed after.
 */
export function useToggleSavedJob(talentId: string) {
  const queryClient = useQueryClient();
  const idsKey = savedJobKeys.ids(talentId);
  return useMutation({
    mutationFn: ({ job, save }: Bookmark) => (save ? saveJob(talentId, job) : unsaveJob(talentId, job.id)),
    onMutate: async ({ job, save }: Bookmark) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<string[]>(idsKey);
      const rest = (before ?? []).filter((id) => id !== job.id);
      queryClient.setQueryData<string[]>(idsKey, save ? [job.id, ...rest] : rest);
      return { before };
    },
    onError: (error, { save }, context) => {
      queryClient.setQueryData(idsKey, context?.before);
      toast.error(
        `${save ? 'The job could not be saved' : 'The job could not be removed from Saved'}. ${error instanceof Error ? error.message : ''}`.trim(),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobKeys.talent(talentId) }),
  });
}
