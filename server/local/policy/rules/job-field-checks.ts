/**
 * The shapes of a job's place and search words as firestore.rules checks them (`isPlacedJob`, `isJobPlaceOk`,
 * `isKeywordList`), for the local policy of jobs (./jobs.ts).
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { SALARY_PERIODS } from '@/constants/enums';
import { isKnownCurrency } from '@/services/format/pay';
import { JOB_LIMITS } from '@/services/schemas/job';
import { PLACE_LIMITS } from '@/services/schemas/place';
import { has, hasAll, hasOnly, isList, isMap, isOneOf } from '../helpers';

/**
 * A place's shape, as `isPlacedJob` in firestore.rules checks it: 'country/region/city' (missing parts empty) is a
 * two-letter country, then nothing, a region, or a region and its city. Whether it is in the shipped list is the job
 * write's check: a made-up place only hides the company's own job from searches.
 */
export const COUNTRY = /^[A-Z]{2}$/;
const PLACE_TEXT = new RegExp(`^[A-Z]{2}/([^/\\n]{1,${PLACE_LIMITS.nameMax}}/[^/\\n]{0,${PLACE_LIMITS.nameMax}})?/?$`);
const placePart = (v: WireValue | undefined) => (v === undefined ? '' : typeof v === 'string' ? v : null);
export function isPlace(v: WireValue): boolean {
  if (!isMap(v, 3) || !hasOnly(v, ['country', 'region', 'city'])) return false;
  const parts = [placePart(v.country), placePart(v.region), placePart(v.city)];
  return parts.every((p) => p !== null) && PLACE_TEXT.test(parts.join('/'));
}
/** The longest place key: country, region and city joined by slashes. */
export const PLACE_KEY_MAX = 2 + 2 * (1 + PLACE_LIMITS.nameMax);

/**
 * The place keys hold only the job's own place (country, country/region, country/region/city) and remote countries,
 * so a job is not found under a place it does not name (`isPlacedJob` in firestore.rules).
 */
function placeKeysMatch(d: WireData): boolean {
  const keys = d.placeKeys;
  if (!Array.isArray(keys)) return true;
  const place: WireData = isMap(d.place, 3) ? d.place : {};
  const country = String(place.country ?? '');
  const region = `${country}/${String(place.region ?? '')}`;
  const allowed = [
    country,
    region,
    `${region}/${String(place.city ?? '')}`,
    ...(Array.isArray(d.remoteCountries) ? d.remoteCountries : []),
  ];
  return keys.every((k) => allowed.includes(k));
}

/** Remote countries only on a job that can be done remotely. */
const remoteOk = (d: WireData) =>
  d.workMode !== 'Onsite' || !Array.isArray(d.remoteCountries) || d.remoteCountries.length === 0;

const SALARY_KEYS = ['min', 'max', 'currency', 'period'];

const isMoney = (v: WireValue | undefined): v is number => typeof v === 'number' && v >= 0 && v <= JOB_LIMITS.salaryMax;

export const isSalary = (v: WireValue) =>
  isMap(v, 4) &&
  hasAll(v, SALARY_KEYS) &&
  isMoney(v.min) &&
  isMoney(v.max) &&
  v.min <= v.max &&
  typeof v.currency === 'string' &&
  isKnownCurrency(v.currency) &&
  isOneOf(v.period, SALARY_PERIODS);

/** A place (or the free-text location of older jobs) unless remote, with only its own place keys. */
export const locationOk = (d: WireData) =>
  (d.workMode === 'remote' || has(d, 'location') || has(d, 'place')) && remoteOk(d) && placeKeysMatch(d);

/**
 * `isKeywordList` in firestore.rules: at most 60 keywords, which joined by line breaks are 1 to 60 characters
 * between breaks (the rules check them as one string for their expression budget). Here they must also be
 * strings, which the rules cannot afford to check one by one (a number there is joined as its digits).
 */
const KEYWORD_LINES = new RegExp(
  `^[^\\n]{1,${JOB_LIMITS.keywordMax}}(\\n[^\\n]{1,${JOB_LIMITS.keywordMax}}){0,${JOB_LIMITS.keywordsMax - 1}}$`,
);
export function isKeywordList(v: WireValue): boolean {
  if (!isList(v, JOB_LIMITS.keywordsMax) || !v.every((k) => typeof k === 'string')) return false;
  return v.length === 0 || KEYWORD_LINES.test(v.join('\n'));
}
