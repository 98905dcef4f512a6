/**
 * Talent discovery for companies: the public cards (`talentCards/{uid}`) of available talents, by category and
 * skill, recently updated first. With a skill, talents whose skill is verified come first: a two-phase query (the
 * verified entries, then the unverified forms), chained by one cursor token, so each page is at most two queries.
 * With keywords, the search of ./career-search.ts (where they worked or studied), the skill checked on each card.
 */
import { JOB_SEEKER_CATEGORIES, TALENTS_BY_ROLE_LIMIT } from '../../constants/enums';
import { getBackend } from '../backend/backend';
import type { QuerySpec, WhereClause } from '../backend/types';
import { TALENT_CARDS, talentCardFromSnapshot, talentCardPath } from '../converters/talent-card-converter';
import { BackendError, ValidationError } from '../errors';
import { queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import { LIMITS } from '../schemas/limits';
import { TALENT_CARD_PAGE_SIZE, TALENT_KEYWORDS_MAX } from '../schemas/talent-constants';
import type { TalentCard, TalentCardFilters } from '../schemas/talent-card';
import { validateFilters, type PlainChecks } from '../schemas/validate-lazily';

export type { TalentCard, TalentCardFilters };

const RECENT_FIRST = [{ field: 'updatedAt', direction: 'desc' as const }];

/** What talentCardFiltersSchema (services/schemas/talent-card.ts) passes unchanged, checked without loading it. */
const PLAIN_FILTERS: PlainChecks = {
  role: (v) => JOB_SEEKER_CATEGORIES.includes(v as (typeof JOB_SEEKER_CATEGORIES)[number]),
  skill: (v) => typeof v === 'string' && v.length >= 1 && v.length <= LIMITS.skillMax && v === v.trim(),
  country: (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v),
  q: (v) => typeof v === 'string' && v.length <= TALENT_KEYWORDS_MAX && v === v.trim(),
};
const validFilters = (filters: TalentCardFilters) =>
  validateFilters(
    PLAIN_FILTERS,
    () => import('../schemas/talent-card').then((m) => m.talentCardFiltersSchema),
    filters,
  );

const talentNotFound = () => new BackendError('not-found', 'This talent profile does not exist.');

export async function getTalentCard(id: string): Promise<TalentCard> {
  if (!isDocId(id)) throw talentNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(talentCardPath(id));
  if (!snap.exists) throw talentNotFound();
  return talentCardFromSnapshot(snap);
}

/** The first five available talents of a category, recently updated first (SPEC section 9's "at most 5"). */
export async function listTalentCardsByRole(role: string): Promise<TalentCard[]> {
  const { role: valid } = await validFilters({ role } as TalentCardFilters);
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: TALENT_CARDS,
    where: [
      { field: 'availability', op: '==', value: true },
      { field: 'role', op: '==', value: valid },
    ],
    orderBy: RECENT_FIRST,
    limit: TALENTS_BY_ROLE_LIMIT,
  });
  return snaps.map(talentCardFromSnapshot);
}

type Phase = 'verified' | 'rest';
interface CursorState {
  phase: Phase;
  after?: string;
}

const encodeState = (state: CursorState) => `${state.phase}:${state.after ?? ''}`;
function decodeState(token: string | undefined, hasSkill: boolean): CursorState {
  if (!token) return { phase: hasSkill ? 'verified' : 'rest' };
  const [phase, ...rest] = token.split(':');
  if ((phase !== 'verified' && phase !== 'rest') || (phase === 'verified' && !hasSkill)) {
    throw new ValidationError([{ field: 'after', message: 'Invalid page cursor' }]);
  }
  const after = rest.join(':');
  return { phase, ...(after ? { after } : {}) };
}

/**
 * Skills are stored as the talent typed them, and array membership is exact: a search for "node.js" also asks
 * for "Node.js", "NODE.JS" and the like (at most 5 spellings, 10 entries of the 30 `array-contains-any` takes). A
 * talent holds one entry per name whatever its case, so no talent matches twice.
 */
export function skillSpellings(skill: string): string[] {
  const lower = skill.toLowerCase();
  const words = lower.replace(/(^|[\s\-/])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
  const first = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [...new Set([skill, lower, words, first, skill.toUpperCase()])];
}

function specFor(filters: TalentCardFilters, phase: Phase): QuerySpec {
  const where: WhereClause[] = [{ field: 'availability', op: '==', value: true }];
  if (filters.role) where.push({ field: 'role', op: '==', value: filters.role });
  if (filters.country) where.push({ field: 'profile.country', op: '==', value: filters.country });
  if (filters.skill) {
    // Array membership compares whole entries: a verified skill is stored as { skill, verified: true }.
    const names = skillSpellings(filters.skill);
    const entries =
      phase === 'verified'
        ? names.map((name) => ({ skill: name, verified: true }))
        : names.flatMap((name) => [{ skill: name }, { skill: name, verified: false }]);
    where.push({ field: 'skills', op: 'array-contains-any', value: entries });
  }
  return { collection: TALENT_CARDS, where, orderBy: RECENT_FIRST };
}

/** One page of available talents; `nextCursor` is null on the last page. */
export async function listTalentCardsPage(
  opts: { filters?: TalentCardFilters; after?: string; pageSize?: number } = {},
): Promise<Page<TalentCard>> {
  const filters = await validFilters(opts.filters ?? {});
  const pageSize = opts.pageSize ?? TALENT_CARD_PAGE_SIZE;
  const backend = await getBackend();
  if (filters.q?.trim()) {
    // Loaded with the first keyword search: every talent screen loads this module (the profile's cache keys).
    const { careerSearchPage, careerSearchQuery } = await import('./career-search');
    const byCareer = careerSearchQuery(filters);
    if (byCareer) {
      const { snaps, nextCursor } = await careerSearchPage(backend.docs, byCareer, filters, pageSize, opts.after);
      return { items: snaps.map(talentCardFromSnapshot), nextCursor };
    }
  }
  const state = decodeState(opts.after, Boolean(filters.skill));
  const items: TalentCard[] = [];
  if (state.phase === 'verified') {
    const first = await queryPage(backend.docs, specFor(filters, 'verified'), pageSize, state.after);
    items.push(...first.snaps.map(talentCardFromSnapshot));
    if (first.nextCursor) return { items, nextCursor: encodeState({ phase: 'verified', after: first.nextCursor }) };
    if (items.length === pageSize) {
      // The verified talents filled this page exactly: one read tells whether unverified ones follow.
      const more = await backend.docs.query({ ...specFor(filters, 'rest'), limit: 1 });
      return { items, nextCursor: more.length > 0 ? encodeState({ phase: 'rest' }) : null };
    }
  }
  const rest = await queryPage(
    backend.docs,
    specFor(filters, 'rest'),
    pageSize - items.length,
    state.phase === 'rest' ? state.after : undefined,
  );
  items.push(...rest.snaps.map(talentCardFromSnapshot));
  return { items, nextCursor: rest.nextCursor ? encodeState({ phase: 'rest', after: rest.nextCursor }) : null };
}
