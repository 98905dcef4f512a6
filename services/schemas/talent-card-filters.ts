/**
 * Discovery's filters (`talentCards`): as the URL and the service take them, and as the filter bar types them.
 * Apart from the card's schema, which every talent screen loads with the student converter.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { LIMITS } from './common';
import { countryCodeSchema } from './country-code';
import { skillNameSchema } from './student';

export const TALENT_KEYWORDS_MAX = 100;

/** Discovery filters as the URL and the service take them; empty means "any". */
export const talentCardFiltersSchema = z.strictObject({
  role: z.optional(z.enum(JOB_SEEKER_CATEGORIES)),
  skill: z.optional(skillNameSchema),
  country: z.optional(countryCodeSchema),
  /** Words of where they worked or studied, or as what (a company, school, job title or degree). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(TALENT_KEYWORDS_MAX))),
});
export type TalentCardFilters = z.infer<typeof talentCardFiltersSchema>;

/** The discovery filter bar as typed: '' is "any"; a skill longer than a skill can be is refused, not cut. */
export const talentCardFilterFormSchema = z.object({
  role: z.union([z.literal(''), z.enum(JOB_SEEKER_CATEGORIES)]),
  skill: z.string().check(z.trim(), z.maxLength(LIMITS.skillMax)),
  /** A country code of the shipped list, or '' for anywhere. */
  country: z.string(),
  q: z.string().check(z.trim(), z.maxLength(TALENT_KEYWORDS_MAX, `Keep the keywords to ${TALENT_KEYWORDS_MAX} characters or fewer`)),
});
export type TalentCardFilterForm = z.output<typeof talentCardFilterFormSchema>;
