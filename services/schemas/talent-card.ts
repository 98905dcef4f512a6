/**
 * The public projection of a talent (`talentCards/{uid}`): the student document without its contact and private
 * bookkeeping (email, email preference, onboarding flag, sign-up time, phone). Companies read cards, never
 * `students/{uid}`; the access rules require a card to equal its student document apart from those keys.
 */
import { z } from 'zod/mini';
import type { VerifiedSkill } from './assessment';
import { PROFILE_KEYS, skillSchema, studentProfileSchema, type CareerEntries } from './student';

/** Keys of the student document a card never carries. */
export const PRIVATE_STUDENT_KEYS = ['email', 'optedOutOfEmail', 'new', 'timestamp', 'nameTerms'] as const;
/** Keys of the student's profile a card never carries. */
export const PRIVATE_PROFILE_KEYS = ['phone'] as const;
/** Keys of the student's profile a card may carry: the allow-listed ones apart from the private ones. */
export const PUBLIC_PROFILE_KEYS: readonly string[] = PROFILE_KEYS.filter((key) => !(PRIVATE_PROFILE_KEYS as readonly string[]).includes(key));

export const talentCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  availability: z.boolean(),
  role: z.string(),
  skills: z.array(skillSchema),
  profile: z.optional(studentProfileSchema),
  /** Epoch ms of the last profile write: discovery lists the recently updated first. */
  updatedAt: z.nullable(z.number()),
});
/** `verifiedSkills`: written by the assessment operations, keyed by the lower-cased skill. */
export type TalentCard = z.infer<typeof talentCardSchema> & CareerEntries & { verifiedSkills?: Record<string, VerifiedSkill> };

export const TALENT_CARD_PAGE_SIZE = 20;
