/**
 * The back-office lists' filter forms as typed ('' is "any"), in zod: loaded by the forms on first use, so the list
 * screens do not load zod with their first paint.
 */
import { z } from 'zod/mini';
import { COMPANY_VERIFICATION, JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { SEARCH_MAX, SKILL_MAX } from './filter-limits';

const searchText = z.string().check(z.trim(), z.maxLength(SEARCH_MAX, `A search is at most ${SEARCH_MAX} characters.`));

export const talentFilterSchema = z.object({
  q: searchText,
  category: z.union([z.literal(''), z.enum(JOB_SEEKER_CATEGORIES)]),
  availability: z.union([z.literal(''), z.enum(['yes', 'no'])]),
  skill: z.string().check(z.trim(), z.maxLength(SKILL_MAX, `A skill is at most ${SKILL_MAX} characters.`)),
  suspended: z.boolean(),
  country: z.string(),
});
export type TalentFilterForm = z.output<typeof talentFilterSchema>;

export const companyFilterSchema = z.object({
  q: searchText,
  review: z.union([z.literal(''), z.enum(COMPANY_VERIFICATION)]),
  suspended: z.boolean(),
});
export type CompanyFilterForm = z.output<typeof companyFilterSchema>;
