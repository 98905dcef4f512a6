/**
 * Query-key factories for the profile domains: a detail key sits under its domain's `all` prefix. The talent cards'
 * keys live here, not beside their hooks, so the profile's save (on every talent screen) invalidates a card without
 * loading the discovery service.
 */
import type { TalentCardFilters } from '@/services/schemas/talent-card';

export const talentProfileKeys = {
  all: ['students'] as const,
  detail: (id: string) => [...talentProfileKeys.all, 'detail', id] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};

/** Cards share the `talentCards` prefix; a talent's own profile save invalidates them through `talentCardKeys.all`. */
export const talentCardKeys = {
  all: ['talentCards'] as const,
  lists: () => [...talentCardKeys.all, 'list'] as const,
  list: (filters: TalentCardFilters, after: string | undefined) =>
    [...talentCardKeys.lists(), filters, after ?? null] as const,
  byRole: (role: string) => [...talentCardKeys.all, 'byRole', role] as const,
  detail: (id: string) => [...talentCardKeys.all, 'detail', id] as const,
  contact: (companyId: string, talentId: string) => [...talentCardKeys.all, 'contact', companyId, talentId] as const,
};

export const adminKeys = {
  all: ['admins'] as const,
  detail: (id: string) => [...adminKeys.all, 'detail', id] as const,
};
