/**
 * students/{uid}: the full profile with contact details, so only its owner and administrators read it (companies
 * read the public card, talentCards/{uid}); only administrators list them. A talent creates and edits only its
 * own document, within a whitelist of keys, never its id or creation time, its email only to its account's own
 * email, never as a company or admin account, and never marking its own skills verified (verification comes from
 * assessments, a trusted operation). Its work history, education and their search words are the career-save
 * operation's (the words discovery finds it by are derived from the entries on the server).
 */
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { isWireTimestamp, type WireValue } from '@/services/backend/wire/wire';
import { LIMITS } from '@/services/schemas/common';
import { PROFILE_FIELD_MAX, PROFILE_KEYS } from '@/services/schemas/talent';
import { valuesEqual } from '../../documents/values';
import {
  affects,
  has,
  hasAll,
  hasOnly,
  isBool,
  isFileLink,
  isList,
  isMap,
  isNameTerms,
  isOneOf,
  isRequestTime,
  isString,
  isUser,
  isWebLink,
  onlyAffects,
} from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';

const REQUIRED = ['id', 'email', 'name', 'availability', 'timestamp', 'new', 'role', 'skills'];
// `optedOutOfEmail`: the former email opt-out (notificationSettings/{uid} replaced it), still accepted so a client of
// the previous version does not fail mid-deploy; nothing reads it and the one-time upgrade removes it.
const ALLOWED = [...REQUIRED, 'profile', 'optedOutOfEmail', 'nameTerms'];
export const TALENT_EDITABLE = [
  'email',
  'optedOutOfEmail',
  'name',
  'availability',
  'new',
  'role',
  'skills',
  'profile',
  'nameTerms',
];
/** The profile's links, checked when present: files (photo, CV) and web pages. */
const PROFILE_LINKS: Partial<Record<string, (v: WireValue) => boolean>> = {
  avatarUrl: isFileLink,
  cvUrl: isFileLink,
  portfolioUrl: isWebLink,
  linkedinUrl: isWebLink,
  githubUrl: isWebLink,
};

/** A skill entry a write adds or changes: `{ skill }` or `{ skill, verified: false }`, never `verified: true`. */
const isNewSkill = (v: WireValue) =>
  isMap(v, 2) &&
  hasOnly(v, ['skill', 'verified']) &&
  isString(v.skill, 1, LIMITS.skillMax) &&
  (!has(v, 'verified') || v.verified === false);

const CHECKS: FieldChecks = {
  id: (v) => isString(v, 1, LIMITS.idMax),
  email: (v) => isString(v, 3, LIMITS.emailMax),
  name: (v) => isString(v, 1, LIMITS.nameMax),
  availability: isBool,
  optedOutOfEmail: isBool,
  new: isBool,
  timestamp: isWireTimestamp,
  role: (v) => isOneOf(v, JOB_SEEKER_CATEGORIES),
  skills: (v) => isList(v, LIMITS.skillsMax),
  profile: isProfile,
  nameTerms: isNameTerms,
};

/**
 * `isProfile` in firestore.rules: only the keys the profile screen, the uploads and the onboarding write, each a
 * string within its form limit (PROFILE_FIELD_MAX), links of their kind. No `verified`, `role` or `badges`, no
 * lists or nested maps: nothing the public card would copy unchecked.
 */
function isProfile(v: WireValue): boolean {
  if (!isMap(v, PROFILE_KEYS.length) || !hasOnly(v, PROFILE_KEYS)) return false;
  return PROFILE_KEYS.every((key) => {
    if (!has(v, key)) return true;
    const link = PROFILE_LINKS[key];
    return isString(v[key], 0, PROFILE_FIELD_MAX[key]) && (!link || link(v[key]));
  });
}

/** `isActiveTalent()` in firestore.rules: a talent account that is not suspended (its bookmarks, searches, settings). */
export async function isActiveTalent(r: RuleBase): Promise<boolean> {
  if (r.auth === null) return false;
  const student = await r.get(`students/${r.auth.uid}`);
  return student !== null && student.suspended !== true;
}

/**
 * Entries equal to one stored before are kept as they are (so a skill verified earlier stays verified); every
 * other entry must be a plain new skill. Verification is a trusted server operation, never the talent's.
 */
function skillsChangeOk(r: WriteRequest): boolean {
  const before = Array.isArray(r.resource?.skills) ? r.resource.skills : [];
  const after = r.data.skills;
  return (
    isList(after, LIMITS.skillsMax) && after.filter((e) => !before.some((b) => valuesEqual(b, e))).every(isNewSkill)
  );
}

/** After the whole batch, so one batch cannot create two roles at once. */
const oneRolePerAccount = async (r: WriteRequest, uid: string) =>
  !(await r.existsAfter(`companies/${uid}`)) &&
  !(await r.existsAfter(`admin/${uid}`)) &&
  !(await r.existsAfter(`companyMembers/${uid}`));

/**
 * `isAdmin()` of the rules: an administrator whose session signed in with a second factor. A password alone reaches
 * nothing of the back office, whatever `admin/{uid}` says.
 */
export const isAdmin = async (r: RuleBase) =>
  r.auth !== null && r.auth.signInSecondFactor !== undefined && (await r.exists(`admin/${r.auth.uid}`));

export const talentRules: CollectionRules = {
  get: async (r) => isUser(r, r.params.uid) || (await isAdmin(r)),
  list: isAdmin,
  create: async (r) => {
    const { uid } = r.params;
    const d = r.data;
    return (
      isUser(r, uid) &&
      hasAll(d, REQUIRED) &&
      hasOnly(d, ALLOWED) &&
      fieldsValid(d, Object.keys(d), CHECKS) &&
      d.id === uid &&
      d.email === r.auth!.email &&
      d.availability === true &&
      d.new === true &&
      isRequestTime(r, d.timestamp) &&
      skillsChangeOk(r) &&
      (await oneRolePerAccount(r, uid))
    );
  },
  update: (r) =>
    isUser(r, r.params.uid) &&
    r.resource?.suspended !== true &&
    onlyAffects(r, TALENT_EDITABLE) &&
    hasAll(r.data, REQUIRED) &&
    fieldsValid(r.data, r.affectedKeys, CHECKS) &&
    (!affects(r, 'email') || r.data.email === r.auth!.email) &&
    (!affects(r, 'new') || r.data.new === false) &&
    (!affects(r, 'skills') || skillsChangeOk(r)),
};
