/**
 * resources/{id}: any signed-in user reads and lists learning resources; only administrators create,
 * edit, reorder and delete them, within the bounds of services/schemas/resource.ts; `createdAt` is the server
 * time of the creation and never changes. Mirrors the `resources` block of firestore.rules.
 */
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { isWireTimestamp } from '@/services/backend/wire/wire';
import { RESOURCE_LIMITS, RESOURCE_TYPES } from '@/services/schemas/resource';
import {
  affects,
  hasAll,
  hasOnly,
  isBool,
  isList,
  isOneOf,
  isRequestTime,
  isString,
  isWebLink,
  signedIn,
} from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';
import { isAdmin } from './students';

const RESOURCE_KEYS = [
  'title',
  'url',
  'type',
  'skills',
  'skillKeys',
  'categories',
  'description',
  'free',
  'facets',
  'order',
  'createdAt',
  'updatedAt',
];

const skillList = (v: Parameters<typeof isList>[0]) =>
  isList(v, RESOURCE_LIMITS.skillsMax) && v.every((s) => isString(s, 1, RESOURCE_LIMITS.skillMax));

const CHECKS: FieldChecks = {
  title: (v) => isString(v, 1, RESOURCE_LIMITS.titleMax),
  url: isWebLink,
  type: (v) => isOneOf(v, RESOURCE_TYPES),
  skills: (v) => skillList(v) && v.length >= 1,
  skillKeys: skillList,
  categories: (v) => isList(v, RESOURCE_LIMITS.categoriesMax) && v.every((c) => isOneOf(c, JOB_SEEKER_CATEGORIES)),
  description: (v) => isString(v, 0, RESOURCE_LIMITS.descriptionMax),
  free: isBool,
  // Entries are not checked one by one (the rules' expression budget): they only steer this resource's filters.
  facets: (v) => isList(v, RESOURCE_LIMITS.facetsMax),
  order: (v) => typeof v === 'number' && Number.isFinite(v),
  createdAt: isWireTimestamp,
  updatedAt: isWireTimestamp,
};

const valid = (r: WriteRequest, keys: Iterable<string>) =>
  hasAll(r.data, RESOURCE_KEYS) && hasOnly(r.data, RESOURCE_KEYS) && fieldsValid(r.data, keys, CHECKS);

export const resourceRules: CollectionRules = {
  get: signedIn,
  list: signedIn,
  create: async (r) =>
    valid(r, Object.keys(r.data)) &&
    isRequestTime(r, r.data.createdAt) &&
    isRequestTime(r, r.data.updatedAt) &&
    (await isAdmin(r)),
  update: async (r) =>
    valid(r, r.affectedKeys) &&
    !affects(r, 'createdAt') &&
    (!affects(r, 'updatedAt') || isRequestTime(r, r.data.updatedAt)) &&
    (await isAdmin(r)),
  delete: isAdmin,
};
