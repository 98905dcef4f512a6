/** The assessments lists' search forms (zod), loaded by the forms on first use: a skill as long as the schema allows. */
import { z } from 'zod/mini';
import { ASSESSMENT_STATUSES } from '@/services/schemas/assessment-constants';
import { LIMITS } from '@/services/schemas/limits';

const skillSearch = z.string().check(z.maxLength(LIMITS.skillMax, `A skill is at most ${LIMITS.skillMax} characters.`));

export const talentSearchSchema = z.object({ search: skillSearch });
export type TalentSearch = z.output<typeof talentSearchSchema>;

export const adminFiltersSchema = z.object({
  status: z.union([z.enum(ASSESSMENT_STATUSES), z.literal('')]),
  skill: skillSearch,
});
export type AdminFilters = z.output<typeof adminFiltersSchema>;
