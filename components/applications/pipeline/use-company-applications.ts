import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCompanyApplications } from '@/services/applications/application-lists';
import { listCompanyJobs } from '@/services/jobs/job-lists';
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

/** The company's jobs as filter options (titles only matter); under `jobKeys.all` so job changes refresh it. */
export const useCompanyJobOptions = (companyId: string) =>
  useQuery({
    queryKey: [...jobKeys.all, 'company-options', companyId] as const,
    queryFn: async () =>
      (await listCompanyJobs({ companyId, pageSize: 100 })).items.map((job) => ({ id: job.id, title: job.title })),
    enabled: Boolean(companyId),
  });
