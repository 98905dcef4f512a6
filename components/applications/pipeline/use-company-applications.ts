import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/toast';
import { listCompanyApplications } from '@/services/applications/application-lists';
import { listCompanyJobs } from '@/services/jobs/job-lists';
import { moveApplication, type Application, type RejectionReason } from '@/services/applications/applications';
import { requestResponseStatsRefresh } from '@/services/companies/response-stats';
import { stageLabel } from '@/services/format/labels';
import type { ApplicationStage } from '@/services/schemas/application';
import { applicationKeys } from '@/hooks/use-applications';
import { jobKeys } from '@/hooks/use-jobs';

export interface CompanyApplicationFilters {
  jobId?: string;
  stage?: ApplicationStage;
  cursor?: string;
}

const companyApplicationsQueryOptions = (companyId: string, filters: CompanyApplicationFilters) =>
  queryOptions({
    queryKey: applicationKeys.companyList(companyId, filters),
    queryFn: () => listCompanyApplications({ companyId, ...filters }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
export const useCompanyApplications = (companyId: string, filters: CompanyApplicationFilters) =>
  useQuery(companyApplicationsQueryOptions(companyId, filters));

export interface MoveInput {
  app: Application;
  stage: Exclude<ApplicationStage, 'withdrawn'>;
  reason?: RejectionReason;
}

/**
 * Moves an applicant; refreshes that job's pipeline and the company's "Applied" lists, nothing else. A first
 * response changes the company's median reply time, so it also asks the server to recompute that (in the
 * background: the move has succeeded either way).
 */
export function useMoveApplication(companyId: string, { onSuccess }: { onSuccess?: (app: Application) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ app, stage, reason }: MoveInput) =>
      moveApplication(companyId, app.id, stage, reason ? { reason } : {}),
    onSuccess: async (app, { app: before }) => {
      if (before.firstResponseAt === null && app.firstResponseAt !== null) requestResponseStatsRefresh(companyId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.jobPipeline(companyId, app.jobId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.companyLists(companyId) }),
      ]);
      toast.success(`${app.talentName} moved to ${stageLabel(app.stage)}.`);
      onSuccess?.(app);
    },
  });
}

/** The company's jobs as filter options (titles only matter); under `jobKeys.all` so job changes refresh it. */
export const useCompanyJobOptions = (companyId: string) =>
  useQuery({
    queryKey: [...jobKeys.all, 'company-options', companyId] as const,
    queryFn: async () =>
      (await listCompanyJobs({ companyId, pageSize: 100 })).items.map((job) => ({ id: job.id, title: job.title })),
    enabled: Boolean(companyId),
  });
