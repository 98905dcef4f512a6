/**
 * Learning resources: curated links administrators publish for talents. Bounds here are the ones
 * firestore.rules and server/local/policy/rules/resources.ts check on every write.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { webUrlSchema } from './common';
import { RESOURCE_LIMITS, RESOURCE_TYPES } from './resource-constants';

export { RESOURCE_LIMITS, RESOURCE_TYPES, resourceFacets } from './resource-constants';

const skillName = z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOURCE_LIMITS.skillMax));

export const resourceInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOURCE_LIMITS.titleMax)),
  url: webUrlSchema,
  type: z.enum(RESOURCE_TYPES),
  skills: z.array(skillName).check(
    z.minLength(1, 'Add at least one skill'),
    z.maxLength(RESOURCE_LIMITS.skillsMax),
    z.refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, 'Duplicate skill'),
  ),
  categories: z.array(z.enum(JOB_SEEKER_CATEGORIES)).check(z.maxLength(RESOURCE_LIMITS.categoriesMax)),
  description: z.string().check(z.trim(), z.maxLength(RESOURCE_LIMITS.descriptionMax)),
  free: z.boolean(),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ValidResourceInput = z.output<typeof resourceInputSchema>;

export interface Resource extends ValidResourceInput {
  id: string;
  /** Lower-cased skills, as the skill filter matches them. */
  skillKeys: string[];
  /** Admin-controlled position: lists run in ascending order. */
  order: number;
  createdAt: number | null;
  updatedAt: number | null;
}

/** What one `array-contains` filter can match (Firestore allows one per query): see `resourceFacets`. */
export interface ResourceFilters {
  /** A skill (matched case-insensitively) or, on the admin list, a word of the title. */
  skill?: string;
  category?: (typeof JOB_SEEKER_CATEGORIES)[number];
  type?: (typeof RESOURCE_TYPES)[number];
}
