/**
 * The homes' queries. Keys sit under the prefixes the existing mutations already invalidate, so applying,
 * withdrawing, moving an applicant or closing a job refreshes the home without knowing it exists.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHomeCounts, countApplicationsByStage, listLatestApplicants, recommendJobs } from '@/services/home/home';
import { applicationKeys } from '@/hooks/use-applications';
import { companyJobKeys } from '@/hooks/use-company-jobs';

const homeKeys = {
  /** Under the talent's application list: an application changes both the counts and what is recommended. */
  stageCounts: (talentId: string) => [...applicationKeys.talentList(talentId), 'home', 'stages'] as const,
  recommended: (talentId: string, role: string, skills: string[]) =>
    [...applicationKeys.talentList(talentId), 'home', 'recommended', role, skills] as const,
  /** Under the company's jobs: creating, closing or reopening one changes the counts. */
  companyCounts: (companyId: string) => [...companyJobKeys.all(companyId), 'home', 'counts'] as const,
  /** Under the company's application lists, which a move invalidates. */
  latestApplicants: (companyId: string) => [...applicationKeys.companyLists(companyId), 'home', 'latest'] as const,
};

const stageCountsQueryOptions = (talentId: string) =>
  queryOptions({
    queryKey: homeKeys.stageCounts(talentId),
    queryFn: () => countApplicationsByStage(talentId),
    enabled: Boolean(talentId),
  });
export const useStageCounts = (talentId: string) => useQuery(stageCountsQueryOptions(talentId));

export function useRecommendedJobs(talent: { id: string; role: string; skills: { skill: string }[] } | null) {
  const skills = talent?.skills.map((s) => s.skill) ?? [];
  return useQuery({
    queryKey: homeKeys.recommended(talent?.id ?? '', talent?.role ?? '', skills),
    queryFn: () => recommendJobs(talent!),
    enabled: Boolean(talent?.id),
  });
}

export const useCompanyHomeCounts = (companyId: string) =>
  useQuery({
    queryKey: homeKeys.companyCounts(companyId),
    queryFn: () => companyHomeCounts(companyId),
    enabled: Boolean(companyId),
  });

export const useLatestApplicants = (companyId: string) =>
  useQuery({
    queryKey: homeKeys.latestApplicants(companyId),
    queryFn: () => listLatestApplicants(companyId),
    enabled: Boolean(companyId),
  });
