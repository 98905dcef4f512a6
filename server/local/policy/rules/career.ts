/**
 * A talent's work history and education on students/{uid}, `isCareerUpdate` in firestore.rules: at most 5 and 3
 * entries, each exactly its five keys, texts within bounds, months as YYYY-MM, the end 'present' or a month not
 * before the start. As the rules do, only entries that differ from every stored one are checked.
 */
import type { WireValue } from '@/services/backend/wire/wire';
import { ENTRY_LIMITS, PRESENT } from '@/services/schemas/profile-entries';
import { valuesEqual } from '../../documents/values';
import { affects, hasAll, hasOnly, isList, isMap, isString } from '../helpers';
import type { WriteRequest } from '../types';

const MONTH = /^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$/;
const isMonth = (v: WireValue | undefined): v is string => typeof v === 'string' && MONTH.test(v);

function isEntry(v: WireValue, titleKey: 'title' | 'degree'): boolean {
  const keys = ['organisation', titleKey, 'start', 'end', 'description'];
  if (!isMap(v, keys.length) || !hasOnly(v, keys) || !hasAll(v, keys)) return false;
  return (
    isString(v.organisation, 1, ENTRY_LIMITS.organisationMax) &&
    isString(v[titleKey], 1, ENTRY_LIMITS.titleMax) &&
    isString(v.description, 0, ENTRY_LIMITS.descriptionMax) &&
    isMonth(v.start) &&
    (v.end === PRESENT || (isMonth(v.end) && v.end >= v.start))
  );
}

function entryListOk(
  r: WriteRequest,
  key: 'workHistory' | 'education',
  max: number,
  titleKey: 'title' | 'degree',
): boolean {
  if (!affects(r, key)) return true;
  const before = Array.isArray(r.resource?.[key]) ? (r.resource[key] as WireValue[]) : [];
  const after = r.data[key];
  return (
    isList(after, max) && after.filter((e) => !before.some((b) => valuesEqual(b, e))).every((e) => isEntry(e, titleKey))
  );
}

export const careerChangeOk = (r: WriteRequest) =>
  entryListOk(r, 'workHistory', ENTRY_LIMITS.workMax, 'title') &&
  entryListOk(r, 'education', ENTRY_LIMITS.educationMax, 'degree');
