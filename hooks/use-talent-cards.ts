import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findApplicationFromTalent } from '@/services/applications/applications';
import {
  getTalentCard,
  listTalentCardsByRole,
  listTalentCardsPage,
  type TalentCardFilters,
} from '@/services/talents/talent-cards';
import { talentCardKeys } from './profile-keys';

/** One discovery page; the previous page stays on screen while the next one loads. */
const talentCardsPageQueryOptions = (filters: TalentCardFilters, after: string | undefined) =>
  queryOptions({
    queryKey: talentCardKeys.list(filters, after),
    queryFn: () => listTalentCardsPage({ filters, after }),
    placeholderData: keepPreviousData,
  });
export const useTalentCardsPage = (filters: TalentCardFilters, after: string | undefined, { enabled = true } = {}) =>
  useQuery({ ...talentCardsPageQueryOptions(filters, after), enabled });

const talentsByRoleQueryOptions = (role: string) =>
  queryOptions({
    queryKey: talentCardKeys.byRole(role),
    queryFn: () => listTalentCardsByRole(role),
    enabled: Boolean(role),
  });
export const useTalentsByRole = (role: string) => useQuery(talentsByRoleQueryOptions(role));

export const talentCardQueryOptions = (id: string) =>
  queryOptions({ queryKey: talentCardKeys.detail(id), queryFn: () => getTalentCard(id), enabled: Boolean(id) });
export const useTalentCard = (id: string) => useQuery(talentCardQueryOptions(id));

/** One application from the talent to this company (it carries the contact), or null when it never applied. */
const talentContactQueryOptions = (companyId: string, talentId: string) =>
  queryOptions({
    queryKey: talentCardKeys.contact(companyId, talentId),
    queryFn: () => findApplicationFromTalent(companyId, talentId),
    enabled: Boolean(companyId && talentId),
  });
export const useTalentContact = (companyId: string, talentId: string) =>
  useQuery(talentContactQueryOptions(companyId, talentId));
