/**
 * companies/{uid}: the public profile, read by any signed-in user, so it carries no account email and no back-office
 * reasons (companyAccounts/{uid}, ./company-accounts.ts). A company creates its own document at sign-up (only the
 * sign-up fields, pending review, never as a talent, admin or another company's member, with its founding owner's
 * member document in the same batch) and then its owner, while the company is not suspended, edits its name, profile
 * fields and email preference; id, creation time, `verification`, `suspended`, `responseStats` and `jobsFilled` are
 * not the client's.
 */
import { isWireTimestamp } from '@/services/backend/wire/wire';
import { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS, LEGACY_COMPANY_SIZES } from '@/constants/enums';
import { LIMITS } from '@/services/schemas/common';
import {
  affects,
  has,
  hasAll,
  hasOnly,
  isBool,
  isList,
  isMap,
  isNameTerms,
  isOneOf,
  isRequestTime,
  isString,
  isUser,
  onlyAffects,
  signedIn,
} from '../helpers';
import { isFileLink, isWebLink } from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';
import { isActiveMember, isCompanyMemberAfter, isCompanyOwner } from './company-members';

const REQUIRED = ['id', 'name', 'timestamp', 'new'];
/**
 * Every new company waits for review: `verification: 'pending'` is required at sign-up, so none escapes the queue;
 * verifying, declining and suspending are trusted operations. The account email is in companyAccounts/{uid}.
 */
const SIGN_UP_KEYS = [...REQUIRED, 'verification'];
const COMPANY_PROFILE_KEYS = ['logo', 'website', 'about', 'size', 'type', 'industries', 'location', 'socials'];
export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'github'];
// `optedOutOfEmail`: the former email opt-out, accepted and ignored as on students/{uid}.
export const COMPANY_EDITABLE = ['email', 'optedOutOfEmail', 'name', 'new', ...COMPANY_PROFILE_KEYS, 'nameTerms'];
const SIZES = [...COMPANY_SIZES, ...Object.keys(LEGACY_COMPANY_SIZES)];

const CHECKS: FieldChecks = {
  id: (v) => isString(v, 1, LIMITS.idMax),
  email: (v) => isString(v, 3, LIMITS.emailMax),
  name: (v) => isString(v, 1, LIMITS.nameMax),
  new: isBool,
  optedOutOfEmail: isBool,
  timestamp: isWireTimestamp,
  logo: isFileLink,
  website: isWebLink,
  about: (v) => isString(v, 0, LIMITS.longTextMax),
  size: (v) => isOneOf(v, SIZES),
  type: (v) => isOneOf(v, COMPANY_TYPES),
  industries: (v) => isList(v, INDUSTRY_TAGS.length) && v.every((tag) => isOneOf(tag, INDUSTRY_TAGS)),
  location: (v) => isString(v, 1, LIMITS.shortTextMax),
  socials: (v) => isMap(v, SOCIAL_NETWORKS.length) && hasOnly(v, SOCIAL_NETWORKS) && Object.values(v).every(isWebLink),
  nameTerms: isNameTerms,
};

/**
 * After the whole batch, so one batch cannot create two roles at once; the caller's member document after it is the
 * founding owner's of this company (a recruiter's names another company, so it founds none under its own uid).
 */
const oneRolePerAccount = async (r: WriteRequest, uid: string) =>
  !(await r.existsAfter(`students/${uid}`)) &&
  !(await r.existsAfter(`admin/${uid}`)) &&
  (await isCompanyMemberAfter(r, uid)) &&
  (await r.getAfter(`companyMembers/${uid}`))?.role === 'owner';

export const companyRules: CollectionRules = {
  get: signedIn,
  list: signedIn,
  create: async (r) => {
    const { uid } = r.params;
    const d = r.data;
    return (
      isUser(r, uid) &&
      hasAll(d, SIGN_UP_KEYS) &&
      hasOnly(d, [...SIGN_UP_KEYS, 'nameTerms']) &&
      d.verification === 'pending' &&
      fieldsValid(d, [...REQUIRED, 'nameTerms'], CHECKS) &&
      d.id === uid &&
      d.new === true &&
      isRequestTime(r, d.timestamp) &&
      (await oneRolePerAccount(r, uid))
    );
  },
  // Its owner: the founding account, or the member it handed ownership to.
  update: async (r) =>
    (await isCompanyOwner(r, r.params.uid)) &&
    (await isActiveMember(r, r.params.uid)) &&
    onlyAffects(r, COMPANY_EDITABLE) &&
    hasAll(r.data, REQUIRED) &&
    fieldsValid(r.data, r.affectedKeys, CHECKS) &&
    // A legacy `email` may only go (it moved to companyAccounts/{uid}).
    (!affects(r, 'email') || !has(r.data, 'email')) &&
    (!affects(r, 'new') || r.data.new === false),
};
