import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/hooks/toast';
import { listTalentApplications } from '@/services/applications/application-lists';
import { requestResponseStatsRefresh } from '@/services/companies/response-stats';
import {
  applyToJob,
  getOwnApplication,
  subscribeApplication,
  withdrawApplication,
  type Application,
  type ApplyInput,
} from '@/services/applications/applications';
import { applicationId } from '@/services/schemas/application-constants';
import { jobKeys } from './use-jobs';
import { errorMessage } from '@/services/format/error-message';

export const applicationKeys = {
  all: ['applications'] as const,
  talentLists: () => [...applicationKeys.all, 'talent'] as const,
  talentList: (talentId: string) => [...applicationKeys.talentLists(), talentId] as const,
  own: (jobId: string, talentId: string) => [...applicationKeys.all, 'own', jobId, talentId] as const,
  company: (companyId: string) => [...applicationKeys.all, 'company', companyId] as const,
  jobPipeline: (companyId: string, jobId: string) => [...applicationKeys.company(companyId), 'job', jobId] as const,
  companyLists: (companyId: string) => [...applicationKeys.company(companyId), 'list'] as const,
  companyList: (companyId: string, filters: { jobId?: string; stage?: string; cursor?: string }) =>
    [...applicationKeys.companyLists(companyId), filters] as const,
};

const talentApplicationsQueryOptions = (talentId: string) =>
  queryOptions({
    queryKey: applicationKeys.talentList(talentId),
    queryFn: () => listTalentApplications(talentId),
    enabled: Boolean(talentId),
  });
export const useTalentApplications = (talentId: string) => useQuery(talentApplicationsQueryOptions(talentId));

const ownApplicationQueryOptions = (jobId: string, talentId: string) =>
  queryOptions({
    queryKey: applicationKeys.own(jobId, talentId),
    queryFn: () => getOwnApplication(jobId, talentId),
    enabled: Boolean(jobId && talentId),
  });

/**
 * The talent's application to a job, live: one read says whether it exists, then (only if it does) a
 * subscription keeps its stage current as the company moves it.
 */
export function useOwnApplication(jobId: string, talentId: string) {
  const query = useQuery(ownApplicationQueryOptions(jobId, talentId));
  const [live, setLive] = useState<Application | null>(null);
  const exists = Boolean(query.data);
  const id = applicationId(jobId, talentId);
  useEffect(() => {
    if (!exists) return undefined;
    return subscribeApplication(id, setLive, () => setLive(null));
  }, [exists, id]);
  // A snapshot from an earlier job's subscription never stands in for this one.
  const current = exists && live?.id === id ? live : null;
  return { ...query, application: current ?? query.data ?? null };
}

/**
 * Applies (one trusted call); puts the answer in the talent's own application and refreshes its list and the job
 * (its applicant count changed), then asks the server to recompute the company's reply-time figure (one more
 * application counts towards it).
 */
export function useApplyToJob(talentId: string, { onSuccess }: { onSuccess?: (app: Application) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToJob(input),
    onSuccess: async (app) => {
      requestResponseStatsRefresh(app.companyId);
      queryClient.setQueryData(applicationKeys.own(app.jobId, talentId), app);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.talentList(talentId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(app.jobId) }),
      ]);
      toast.success(`Applied to ${app.jobTitle}.`);
      onSuccess?.(app);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** Withdraws (one trusted call); puts the answer in the talent's own application and refreshes its list. */
export function useWithdrawApplication(
  talentId: string,
  { onSuccess }: { onSuccess?: (app: Application) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawApplication(id),
    onSuccess: async (app) => {
      queryClient.setQueryData(applicationKeys.own(app.jobId, talentId), app);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.talentList(talentId) });
      toast.success(`Withdrew your application to ${app.jobTitle}.`);
      onSuccess?.(app);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
