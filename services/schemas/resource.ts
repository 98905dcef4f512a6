/**
 * Learning resources: curated links administrators publish for talents. Bounds here are the ones
 * firestore.rules and server/local/policy/rules/resources.ts check on every write.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { LIMITS, webUrlSchema } from './common';

export const RESOURCE_TYPES = ['article', 'video', 'course', 'tool'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_LIMITS = {
  titleMax: 120,
  descriptionMax: 500,
  skillsMax: 10,
  skillMax: LIMITS.skillMax,
  categoriesMax: JOB_SEEKER_CATEGORIES.length,
  /** Title words + skills + categories + every skill x category pair: 10 + 10 + 16 + 160 stays under 200. */
  facetsMax: 200,
} as const;

const skillName = z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOURCE_LIMITS.skillMax));

export const resourceInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOURCE_LIMITS.titleMax)),
  url: webUrlSchema,
  type: z.enum(RESOURCE_TYPES),
  skills: z
    .array(skillName)
    .check(
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
  type?: ResourceType;
}

const norm = (text: string) => text.trim().toLowerCase();
const titleWords = (title: string) => title.toLowerCase().split(/[^\p{L}\p{N}+#.]+/u).filter((w) => w.length > 1);

export const skillFacet = (skill: string) => `s:${norm(skill)}`;
const categoryFacet = (category: string) => `c:${category}`;
const pairFacet = (skill: string, category: string) => `s:${norm(skill)}|c:${category}`;
const wordFacet = (word: string) => `w:${norm(word)}`;

/**
 * One list field answering every filter combination with a single `array-contains`: a skill, a category, a
 * skill within a category, or a title word. Firestore allows one array-contains per query, so the combinations
 * are precomputed on write instead of filtered on the page.
 */
export function resourceFacets(input: Pick<ValidResourceInput, 'title' | 'skills' | 'categories'>): string[] {
  const facets = [
    ...titleWords(input.title).slice(0, 10).map(wordFacet),
    ...input.skills.map(skillFacet),
    ...input.categories.map(categoryFacet),
    ...input.skills.flatMap((s) => input.categories.map((c) => pairFacet(s, c))),
  ];
  return [...new Set(facets.filter((f) => f.length <= 120))].slice(0, RESOURCE_LIMITS.facetsMax);
}

/**
 * The facets a filter set matches (any of them), or null for "everything": a skill within a category; a search
 * term as a skill or as the longest word of a title; a category.
 */
export function facetsFor(filters: Pick<ResourceFilters, 'skill' | 'category'>): string[] | null {
  const skill = filters.skill?.trim();
  if (skill && filters.category) return [pairFacet(skill, filters.category)];
  if (skill) {
    const words = titleWords(skill);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    return [...new Set([skillFacet(skill), ...(longest ? [wordFacet(longest)] : [])])];
  }
  return filters.category ? [categoryFacet(filters.category)] : null;
}
