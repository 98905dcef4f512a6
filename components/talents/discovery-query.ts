/** The discovery filters as URL query parameters (`role`, `skill`, `country`, `q`), so a search can be shared and survives a reload. */
// Hand-written, not nuqs: nuqs and its pages-router adapter add ~6 KB gzip (minified) to the screen, these parsers well under 1 KB.
import type { NextRouter } from 'next/router';
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { COMPANY_ROUTES } from '@/constants/routes';
import { LIMITS } from '@/services/schemas/limits';
import { TALENT_KEYWORDS_MAX } from '@/services/schemas/talent-constants';
import type { TalentCardFilters } from '@/services/schemas/talent-card';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Unknown values are ignored rather than failing the search: a hand-edited URL still lists talents. */
export function discoveryFiltersFromQuery(query: NextRouter['query']): TalentCardFilters {
  const filters: TalentCardFilters = {};
  const role = first(query.role);
  if (role && (JOB_SEEKER_CATEGORIES as readonly string[]).includes(role))
    filters.role = role as TalentCardFilters['role'];
  const skill = first(query.skill)?.trim();
  if (skill) filters.skill = skill.slice(0, LIMITS.skillMax);
  const country = first(query.country);
  if (country && /^[A-Z]{2}$/.test(country)) filters.country = country;
  const q = first(query.q)?.trim();
  if (q) filters.q = q.slice(0, TALENT_KEYWORDS_MAX);
  return filters;
}

export function queryFromDiscoveryFilters(filters: TalentCardFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.role) query.role = filters.role;
  if (filters.skill) query.skill = filters.skill;
  if (filters.country) query.country = filters.country;
  if (filters.q) query.q = filters.q;
  return query;
}

export const talentProfileHref = (talentId: string) => `${COMPANY_ROUTES.assessments}/${encodeURIComponent(talentId)}`;
