/**
 * Discovery's keyword search: available talents who worked or studied somewhere, or as something, matching every
 * word ("acme", "designer porto"), recently updated first. The rarest word is queried on the card's `careerTerms`
 * (index careerTerms + updatedAt desc, merged with the category and country filters); the other words and a skill filter are
 * checked on each card read (queryFilteredPage), since a query takes one array condition.
 */
import type { Documents, DocSnapshot, QuerySpec, WhereClause } from '../backend/types';
import { TALENT_CARDS } from '../converters/talent-card-converter';
import { queryFilteredPage } from '../search/filtered-page';
import { careerQueryTerms } from '../search/career-terms';
import { mostSelectiveWord } from '../search/search-words';
import type { TalentCardFilters } from '../schemas/talent-card';

/** A keyword search reads at most this many cards a page (five pages' worth) while it looks for matches. */
const CAREER_SEARCH_MAX_READS = 100;

export function careerSearchQuery(filters: TalentCardFilters): QuerySpec | null {
  const word = mostSelectiveWord(careerQueryTerms(filters.q ?? ''));
  if (!word) return null;
  const where: WhereClause[] = [{ field: 'availability', op: '==', value: true }];
  if (filters.role) where.push({ field: 'role', op: '==', value: filters.role });
  if (filters.country) where.push({ field: 'profile.country', op: '==', value: filters.country });
  where.push({ field: 'careerTerms', op: 'array-contains', value: word });
  return { collection: TALENT_CARDS, where, orderBy: [{ field: 'updatedAt', direction: 'desc' }] };
}

const holdsSkill = (skill: string) => (snap: DocSnapshot) => {
  const skills = snap.data?.skills;
  const wanted = skill.toLowerCase();
  return Array.isArray(skills) && skills.some((s) => typeof s?.skill === 'string' && s.skill.toLowerCase() === wanted);
};

export function careerSearchPage(
  docs: Pick<Documents, 'query'>,
  spec: QuerySpec,
  filters: TalentCardFilters,
  pageSize: number,
  after?: string,
) {
  const words = careerQueryTerms(filters.q ?? '');
  const skillOk = filters.skill ? holdsSkill(filters.skill) : () => true;
  const keep = (snap: DocSnapshot) => {
    const terms = snap.data?.careerTerms;
    return Array.isArray(terms) && words.every((w) => terms.includes(w)) && skillOk(snap);
  };
  return queryFilteredPage(docs, spec, { pageSize, after, keep, maxReads: CAREER_SEARCH_MAX_READS });
}
