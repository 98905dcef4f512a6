/**
 * talentCards/{uid}: the public part of a talent's profile. Read by verified companies (not suspended),
 * administrators and its owner; listed by administrators and by verified companies asking for talents open to offers. Written only by its owner as the copy of its own student
 * document after the same write (batch), apart from the private keys, which it must not carry, and its own
 * `updatedAt`: so nothing on it, verified skills included, differs from what the student rules accepted.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { PUBLIC_PROFILE_KEYS, PRIVATE_PROFILE_KEYS, PRIVATE_TALENT_KEYS } from '@/services/schemas/talent-card';
import { valuesEqual } from '../../documents/values';
import { hasAll, hasOnly, isMap, isRequestTime, isUser, has } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { isAdmin } from './students';
import { callerCompany } from './company-members';

export const TALENT_CARD_REQUIRED = ['id', 'name', 'availability', 'role', 'skills', 'updatedAt'];
// `verifiedSkills` is written by the assessment operations on both documents; a card copies it.
export const TALENT_CARD_ALLOWED = [
  ...TALENT_CARD_REQUIRED,
  'profile',
  'verifiedSkills',
  'workHistory',
  'education',
  'careerTerms',
];

/**
 * A company reaches talents only once the back office verified it and while it is not suspended: read from its
 * company document on every request, never from the token, so a decline or suspension holds at once.
 */
const isReviewedCompany = async (r: RuleBase) => {
  // The caller's company, also for a recruiter of its team.
  const company = await callerCompany(r);
  return company !== null && company.verification === 'verified' && company.suspended !== true;
};

/** Keys whose values differ between two maps (added, removed or changed): Firestore's `diff().affectedKeys()`. */
function affected(a: { [k: string]: WireValue }, b: { [k: string]: WireValue }): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !has(a, k) || !has(b, k) || !valuesEqual(a[k], b[k]));
}

async function isCardOf(r: WriteRequest, uid: string): Promise<boolean> {
  const talent = await r.getAfter(`students/${uid}`);
  const card = r.data;
  if (
    !talent ||
    talent.suspended === true ||
    !hasAll(card, TALENT_CARD_REQUIRED) ||
    !hasOnly(card, TALENT_CARD_ALLOWED) ||
    !isRequestTime(r, card.updatedAt)
  )
    return false;
  const topLevelOk = affected(talent, card).every((k) => [...PRIVATE_TALENT_KEYS, 'profile', 'updatedAt'].includes(k));
  if (!topLevelOk || has(card, 'profile') !== has(talent, 'profile')) return false;
  const empty: WireData = {};
  const before = (talent.profile ?? empty) as WireData;
  const after = (card.profile ?? empty) as WireData;
  // Only public profile fields, whatever a student document stored before the allow-list holds.
  if (!isMap(before, Infinity) || !isMap(after, Infinity) || !hasOnly(after, PUBLIC_PROFILE_KEYS)) return false;
  return (
    affected(before, after).every((k) => (PRIVATE_PROFILE_KEYS as readonly string[]).includes(k)) &&
    !has(after, 'phone')
  );
}

export const talentCardRules: CollectionRules = {
  get: async (r) => isUser(r, r.params.uid) || (await isReviewedCompany(r)) || (await isAdmin(r)),
  // Discovery lists talents open to offers only: the query must pin `availability == true`.
  list: async (r) => ((await isReviewedCompany(r)) && r.pinned('availability')?.value === true) || (await isAdmin(r)),
  create: (r) => isUser(r, r.params.uid) && isCardOf(r, r.params.uid),
  update: (r) => isUser(r, r.params.uid) && isCardOf(r, r.params.uid),
};
