/**
 * The job pipeline, page after page (50 applicants a page, newest or oldest first, optionally one stage), and the
 * move its Move dialog, selection bar and drag and drop call, which refreshes those pages
 * (`applicationKeys.jobPipeline`).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { listJobPipelinePage, type PipelineOrder } from '@/services/applications/application-lists';
import { moveApplications, type MoveInput, type MoveResult } from '@/services/applications/applications';
import { requestResponseStatsRefresh } from '@/services/companies/response-stats';
import type { ApplicationStage } from '@/services/schemas/application';
import { applicationKeys } from '@/hooks/use-applications';
import { talentCardQueryOptions } from '@/hooks/use-talent-cards';

export interface PipelineQuery {
  order: PipelineOrder;
  stage?: ApplicationStage;
}

const jobPipelineQueryOptions = (companyId: string, jobId: string, query: PipelineQuery) =>
  infiniteQueryOptions({
    queryKey: [...applicationKeys.jobPipeline(companyId, jobId), query] as const,
    queryFn: ({ pageParam }) => listJobPipelinePage({ companyId, jobId, ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(companyId && jobId),
  });

export const useJobPipeline = (companyId: string, jobId: string, query: PipelineQuery) =>
  useInfiniteQuery({ ...jobPipelineQueryOptions(companyId, jobId, query), placeholderData: keepPreviousData });

/**
 * Moves one applicant or several of one job in one trusted call (all or nothing): the Move dialog, drag and drop
 * and the selection bar. Refreshes the job's pipeline and the company's "Applied" lists, nothing else.
 * `firstResponse` says whether any of them had no answer yet, so the company's median reply time is recomputed (in
 * the background: the move has succeeded either way).
 */
export function useMoveApplications(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<MoveResult, Error, { input: MoveInput; firstResponse: boolean }>({
    mutationFn: ({ input }) => moveApplications(input),
    onSuccess: async (result, { input, firstResponse }) => {
      if (firstResponse && input.stage !== 'applied' && result.moved.length) requestResponseStatsRefresh(companyId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.jobPipeline(companyId, input.jobId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.companyLists(companyId) }),
      ]);
    },
  });
}

/**
 * The verified skills of each talent, by talent id, from their public cards: the same queries the applicant cards
 * read (one read per shown applicant, shared through the cache), for the pipeline's sort and filter.
 */
export function useVerifiedSkills(talentIds: readonly string[]): ReadonlyMap<string, readonly string[]> {
  return useQueries({
    queries: talentIds.map((id) => talentCardQueryOptions(id)),
    combine: (results) =>
      new Map(
        talentIds.map(
          (id, i) => [id, (results[i].data?.skills ?? []).filter((s) => s.verified).map((s) => s.skill)] as const,
        ),
      ),
  });
}
