/**
 * Learning resources' types, limits and filter facets without zod (see ./resource.ts for the schemas), for the
 * screens and converters that only read resources. ./resource.ts re-exports them.
 */
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { LIMITS } from './limits';

export const RESOURCE_TYPES = ['article', 'video', 'course', 'tool'] as const;

export const RESOURCE_LIMITS = {
  titleMax: 120,
  descriptionMax: 500,
  skillsMax: 10,
  skillMax: LIMITS.skillMax,
  categoriesMax: JOB_SEEKER_CATEGORIES.length,
  /** Title words + skills + categories + every skill x category pair: 10 + 10 + 16 + 160 stays under 200. */
  facetsMax: 200,
} as const;

const norm = (text: string) => text.trim().toLowerCase();
const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter((w) => w.length > 1);

export const skillFacet = (skill: string) => `s:${norm(skill)}`;
const categoryFacet = (category: string) => `c:${category}`;
const pairFacet = (skill: string, category: string) => `s:${norm(skill)}|c:${category}`;
const wordFacet = (word: string) => `w:${norm(word)}`;

/**
 * One list field answering every filter combination with a single `array-contains`: a skill, a category, a
 * skill within a category, or a title word. Firestore allows one array-contains per query, so the combinations
 * are precomputed on write instead of filtered on the page.
 */
export function resourceFacets(input: {
  title: string;
  skills: readonly string[];
  categories: readonly string[];
}): string[] {
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
export function facetsFor(filters: { skill?: string; category?: string }): string[] | null {
  const skill = filters.skill?.trim();
  if (skill && filters.category) return [pairFacet(skill, filters.category)];
  if (skill) {
    const words = titleWords(skill);
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    return [...new Set([skillFacet(skill), ...(longest ? [wordFacet(longest)] : [])])];
  }
  return filters.category ? [categoryFacet(filters.category)] : null;
}
