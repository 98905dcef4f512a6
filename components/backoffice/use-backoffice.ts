/** Back-office data: lists, details, the audit log and the administrative actions, on TanStack Query. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  declineCompany,
  restoreAccount,
  revokeSkill,
  suspendAccount,
  trustSuspend,
  verifyCompany,
} from '@/services/backoffice/admin-actions';
import { listAuditLog } from '@/services/backoffice/audit-log';
import type { AuditTarget } from '@/services/schemas/audit';
import {
  getAdminCompany,
  listAdminCompanies,
  listAdminCompanyJobs,
  type AdminCompany,
  type AdminCompanyFilters,
} from '@/services/backoffice/companies';
import { getDashboard } from '@/services/backoffice/dashboard';
import { listJobsToCheck } from '@/services/backoffice/jobs-to-check';
import { listTrustQueue } from '@/services/backoffice/trust-queue';
import { companyResponseLabel, responseTimeLabel } from '@/services/companies/response-stats';
import {
  getAdminTalent,
  listAdminTalents,
  listTalentApplications,
  listTalentAttempts,
  type AdminTalentFilters,
} from '@/services/backoffice/talents';

const backofficeKeys = {
  all: ['backoffice'] as const,
  talents: (filters: AdminTalentFilters, after?: string) =>
    [...backofficeKeys.all, 'talents', filters, after ?? null] as const,
  talent: (id: string) => [...backofficeKeys.all, 'talent', id] as const,
  talentApplications: (id: string, after?: string) =>
    [...backofficeKeys.all, 'talent', id, 'applications', after ?? null] as const,
  talentAttempts: (id: string, after?: string) =>
    [...backofficeKeys.all, 'talent', id, 'attempts', after ?? null] as const,
  companies: (filters: AdminCompanyFilters, after?: string) =>
    [...backofficeKeys.all, 'companies', filters, after ?? null] as const,
  company: (id: string) => [...backofficeKeys.all, 'company', id] as const,
  companyJobs: (id: string, after?: string) => [...backofficeKeys.all, 'company', id, 'jobs', after ?? null] as const,
  jobsToCheck: (after?: string) => [...backofficeKeys.all, 'jobs-to-check', after ?? null] as const,
  trustQueue: (after?: string) => [...backofficeKeys.all, 'trust-queue', after ?? null] as const,
  audit: (id: string, after?: string) => [...backofficeKeys.all, 'audit', id, after ?? null] as const,
  dashboard: () => [...backofficeKeys.all, 'dashboard'] as const,
};

const paged = { placeholderData: keepPreviousData };

export const useAdminTalents = (filters: AdminTalentFilters, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.talents(filters, after),
    queryFn: () => listAdminTalents(filters, after),
    ...paged,
  });
export const useAdminTalent = (id: string) =>
  useQuery({ queryKey: backofficeKeys.talent(id), queryFn: () => getAdminTalent(id), enabled: Boolean(id) });
export const useTalentApplications = (id: string, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.talentApplications(id, after),
    queryFn: () => listTalentApplications(id, after),
    enabled: Boolean(id),
    ...paged,
  });
export const useTalentAttempts = (id: string, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.talentAttempts(id, after),
    queryFn: () => listTalentAttempts(id, after),
    enabled: Boolean(id),
    ...paged,
  });
export const useAdminCompanies = (filters: AdminCompanyFilters, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.companies(filters, after),
    queryFn: () => listAdminCompanies(filters, after),
    ...paged,
  });
/** The company with its reply time worded as companies and talents read it elsewhere ("Usually replies within a day"). */
export const useAdminCompany = (id: string) =>
  useQuery({
    queryKey: backofficeKeys.company(id),
    queryFn: () => getAdminCompany(id),
    enabled: Boolean(id),
    select: (company: AdminCompany) => ({ ...company, replyLabel: companyResponseLabel(company.responseStats) }),
  });

/** The dashboard's figures, with the median reply time worded for the figure ("within a day"). */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: backofficeKeys.dashboard(),
    queryFn: getDashboard,
    select: (data) => ({
      ...data,
      medianReplyLabel:
        data.figures.medianReplyMs === null
          ? null
          : (responseTimeLabel(data.figures.medianReplyMs) ?? '—').replace(/^Usually replies /, ''),
    }),
  });
export const useAdminCompanyJobs = (id: string, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.companyJobs(id, after),
    queryFn: () => listAdminCompanyJobs(id, after),
    enabled: Boolean(id),
    ...paged,
  });
/** Read only once the list is opened (`enabled`): the companies screen loads without it. */
export const useJobsToCheck = (enabled: boolean, after?: string) =>
  useQuery({ queryKey: backofficeKeys.jobsToCheck(after), queryFn: () => listJobsToCheck(after), enabled, ...paged });
export const useTrustQueue = (after?: string) =>
  useQuery({ queryKey: backofficeKeys.trustQueue(after), queryFn: () => listTrustQueue(after), ...paged });
export const useAuditLog = (id: string, after?: string) =>
  useQuery({
    queryKey: backofficeKeys.audit(id, after),
    queryFn: () => listAuditLog(id, after),
    enabled: Boolean(id),
    ...paged,
  });

export type AdminAction =
  | { kind: 'verify'; companyId: string }
  | { kind: 'decline'; companyId: string; reason: string }
  | { kind: 'suspend'; targetType: AuditTarget; id: string; reason: string }
  | { kind: 'trust-suspend'; companyId: string; reason: string }
  | { kind: 'restore'; targetType: AuditTarget; id: string }
  | { kind: 'revoke-skill'; talentId: string; skill: string; reason: string };

function run(action: AdminAction): Promise<unknown> {
  switch (action.kind) {
    case 'verify':
      return verifyCompany(action.companyId);
    case 'decline':
      return declineCompany(action.companyId, action.reason);
    case 'suspend':
      return suspendAccount(action.targetType, action.id, action.reason);
    case 'trust-suspend':
      return trustSuspend(action.companyId, action.reason);
    case 'restore':
      return restoreAccount(action.targetType, action.id);
    case 'revoke-skill':
      return revokeSkill(action.talentId, action.skill, action.reason);
  }
}

/** Any administrative action; afterwards every back-office query refetches (lists, detail, audit log, figures). */
export function useAdminAction({ onSuccess }: { onSuccess?: (result: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.all });
      onSuccess?.(result);
    },
  });
}
