/**
 * companies/{uid}: any signed-in user reads company profiles; a company creates its own document at sign-up (only
 * the sign-up fields, never as a talent or admin account) and then edits its name, profile fields and email
 * preference, its email only to its account's own email; id, creation time and `responseStats` (server-computed)
 * are not the client's.
 */
import { isWireTimestamp } from '@/services/backend/local/wire';
import { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS, LEGACY_COMPANY_SIZES } from '@/constants/enums';
import { LIMITS } from '@/services/schemas/common';
import { affects, has, hasAll, hasOnly, isBool, isList, isMap, isOneOf, isRequestTime, isString, isUser, onlyAffects, signedIn } from '../helpers';
import { isFileLink, isWebLink } from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';

const REQUIRED = ['id', 'email', 'name', 'timestamp', 'new'];
/** Issue 14: `verification` may only start as 'pending' at sign-up; verifying, declining and suspending are trusted operations. */
const SIGN_UP_OPTIONAL = ['verification'];
export const COMPANY_PROFILE_KEYS = ['logo', 'website', 'about', 'size', 'type', 'industries', 'location', 'socials'];
export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'github'];
export const COMPANY_EDITABLE = ['email', 'optedOutOfEmail', 'name', 'new', ...COMPANY_PROFILE_KEYS];
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
};

/** After the whole batch, so one batch cannot create two roles at once. */
const oneRolePerAccount = async (r: WriteRequest, uid: string) =>
  !(await r.existsAfter(`students/${uid}`)) && !(await r.existsAfter(`admin/${uid}`));

export const companyRules: CollectionRules = {
  get: signedIn,
  list: signedIn,
  create: async (r) => {
    const { uid } = r.params;
    const d = r.data;
    return (
      isUser(r, uid) &&
      hasAll(d, REQUIRED) &&
      hasOnly(d, [...REQUIRED, ...SIGN_UP_OPTIONAL]) &&
      (!has(d, 'verification') || d.verification === 'pending') &&
      fieldsValid(d, REQUIRED, CHECKS) &&
      d.id === uid &&
      d.email === r.auth!.email &&
      d.new === true &&
      isRequestTime(r, d.timestamp) &&
      (await oneRolePerAccount(r, uid))
    );
  },
  update: (r) =>
    isUser(r, r.params.uid) &&
    onlyAffects(r, COMPANY_EDITABLE) &&
    hasAll(r.data, REQUIRED) &&
    fieldsValid(r.data, r.affectedKeys, CHECKS) &&
    (!affects(r, 'email') || r.data.email === r.auth!.email) &&
    (!affects(r, 'new') || r.data.new === false),
};
