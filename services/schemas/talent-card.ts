/**
 * The public projection of a talent (`talentCards/{uid}`): the student document without its contact and private
 * bookkeeping (email, email preference, onboarding flag, sign-up time, phone). Companies read cards, never
 * `students/{uid}`; the access rules require a card to equal its student document apart from those keys.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import type { VerifiedSkill } from './assessment';
import { LIMITS } from './common';
import { countryCodeSchema } from './country-code';
import { TALENT_KEYWORDS_MAX } from './talent-constants';
import { skillNameSchema, skillSchema, talentProfileSchema, type CareerEntries } from './talent';

export { PRIVATE_PROFILE_KEYS, PRIVATE_TALENT_KEYS, PUBLIC_PROFILE_KEYS } from './talent-constants';

export const talentCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  availability: z.boolean(),
  role: z.string(),
  skills: z.array(skillSchema),
  profile: z.optional(talentProfileSchema),
  /** Epoch ms of the last profile write: discovery lists the recently updated first. */
  updatedAt: z.nullable(z.number()),
});
/** `verifiedSkills`: written by the assessment operations, keyed by the lower-cased skill. */
export type TalentCard = z.infer<typeof talentCardSchema> &
  CareerEntries & { verifiedSkills?: Record<string, VerifiedSkill> };

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
  q: z
    .string()
    .check(
      z.trim(),
      z.maxLength(TALENT_KEYWORDS_MAX, `Keep the keywords to ${TALENT_KEYWORDS_MAX} characters or fewer`),
    ),
});
export type TalentCardFilterForm = z.output<typeof talentCardFilterFormSchema>;
