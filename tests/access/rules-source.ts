/**
 * firestore.rules cannot import constants, so it repeats them. This reads the rules text and lists every place
 * where it no longer says what constants/enums.ts, the schemas' bounds or the local policy say. Runs without an
 * emulator, so a drifted list is caught on every machine.
 */
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  DEGREE_REQUIREMENTS,
  DEGREES,
  ENTRY_EXPERIENCE,
  ENTRY_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRY_TAGS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_SEEKER_CATEGORIES,
  LEGACY_COMPANY_SIZES,
  SALARY_PERIODS,
  WORK_MODES,
} from '@/constants/enums';
import { JOB_EDITABLE } from '@/server/local/policy/rules/jobs';
import { PLACE_LIMITS } from '@/services/schemas/place';
import { JOB_LIMITS } from '@/services/schemas/job';
import { COMPANY_EDITABLE, SOCIAL_NETWORKS } from '@/server/local/policy/rules/companies';
import { TALENT_EDITABLE } from '@/server/local/policy/rules/students';
import { PROFILE_FIELD_MAX, PROFILE_KEYS } from '@/services/schemas/talent';
import { TALENT_CARD_ALLOWED, TALENT_CARD_REQUIRED } from '@/server/local/policy/rules/talent-cards';
import { PRIVATE_TALENT_KEYS, PUBLIC_PROFILE_KEYS } from '@/services/schemas/talent-card';
import { LIMITS } from '@/services/schemas/common';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
} from '@/services/schemas/saved-search';

/** The string literals of the first list opened by `opener` after `anchor`. */
function listAfter(rules: string, anchor: string, opener = '['): string[] | null {
  const at = rules.indexOf(anchor);
  if (at < 0) return null;
  const open = rules.indexOf(opener, at) + opener.length - 1;
  const close = rules.indexOf(']', open);
  return [...rules.slice(open + 1, close).matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export function checkRulesMirrorConstants(rules: string): string[] {
  const problems: string[] = [];
  const lists: [string, string, readonly string[], string?][] = [
    ['job-seeker categories', 'function isCategory', JOB_SEEKER_CATEGORIES],
    ['company sizes', 'data.size in', [...COMPANY_SIZES, ...Object.keys(LEGACY_COMPANY_SIZES)]],
    ['company types', 'data.type in', COMPANY_TYPES],
    ['industry tags', 'data.industries.hasOnly', INDUSTRY_TAGS],
    ['social networks', 'function isSocials', SOCIAL_NETWORKS, 'hasOnly(['],
    ['company editable keys', 'function isCompanyUpdate', COMPANY_EDITABLE, 'hasOnly(['],
    ['student editable keys', 'function isStudentUpdate', TALENT_EDITABLE, 'hasOnly(['],
    ['talent card keys', 'function isCardOf', TALENT_CARD_REQUIRED, 'hasAll(['],
    ['talent card allowed keys', 'function isCardOf', TALENT_CARD_ALLOWED, 'hasOnly(['],
    ['talent card private keys', 'student.diff(card)', [...PRIVATE_TALENT_KEYS, 'profile', 'updatedAt'], 'hasOnly(['],
    ['profile keys', 'function isProfile(', PROFILE_KEYS, 'hasOnly(['],
    ['talent card profile keys', "card.get('profile', {}).keys()", PUBLIC_PROFILE_KEYS, 'hasOnly(['],
    ['job categories', 'data.category in', JOB_CATEGORIES],
    ['job levels', 'data.level in', JOB_LEVELS],
    ['work modes', 'data.workMode in', WORK_MODES],
    ['employment types', 'data.employmentType in', EMPLOYMENT_TYPES],
    ['experience levels', 'data.experience in', EXPERIENCE_LEVELS],
    ['degrees', 'data.degree in', DEGREES],
    ['entry levels', '!(data.level in', ENTRY_LEVELS],
    ['entry-level experience', "'Entry Level'])", ENTRY_EXPERIENCE],
    ['degree requirements', 'data.degreeRequirement in', DEGREE_REQUIREMENTS],
    ['salary periods', 'value.period in', SALARY_PERIODS],
    ['job editable keys', 'function isJobEdit', JOB_EDITABLE, 'hasOnly(['],
    ['saved search frequencies', 'function isSavedSearchFrequency', SAVED_SEARCH_FREQUENCIES],
    ['saved search filter keys', 'function isSavedSearchFilters', SAVED_SEARCH_FILTER_KEYS, 'hasOnly(['],
    ['saved search categories', 'f.category in', JOB_CATEGORIES],
    ['saved search levels', 'f.level in', JOB_LEVELS],
    ['saved search work modes', 'f.workMode in', WORK_MODES],
    ['saved search employment types', 'f.employmentType in', EMPLOYMENT_TYPES],
    ['saved search experience levels', 'f.experience in', EXPERIENCE_LEVELS],
    ['saved search salary periods', 'f.salaryPeriod in', SALARY_PERIODS],
  ];
  for (const [label, anchor, expected, opener] of lists) {
    const found = listAfter(rules, anchor, opener);
    if (!found) problems.push(`${label}: anchor "${anchor}" not found`);
    else if (!sameSet(found, expected))
      problems.push(`${label}: rules say [${found.join(', ')}], constants say [${expected.join(', ')}]`);
  }

  const snippets = [
    `isString(data.id, 1, ${LIMITS.idMax})`,
    `isString(data.email, 3, ${LIMITS.emailMax})`,
    `isString(data.name, 1, ${LIMITS.nameMax})`,
    `entry.skill.matches('(?s).{1,${LIMITS.skillMax}}')`,
    `value.size() <= ${LIMITS.skillsMax}`,
    `isString(value, 1, ${LIMITS.urlMax})`,
    `isString(data.about, 0, ${LIMITS.longTextMax})`,
    `isString(data.location, 1, ${LIMITS.shortTextMax})`,
    `list is list && list.size() <= ${JOB_LIMITS.keywordsMax}`,
    `list.join('\\n').matches('[^\\n]{1,${JOB_LIMITS.keywordMax}}(\\n[^\\n]{1,${JOB_LIMITS.keywordMax}}){0,${JOB_LIMITS.keywordsMax - 1}}')`,
    `data.industries.size() <= ${INDUSTRY_TAGS.length}`,
    `isString(data.title, 1, ${JOB_LIMITS.titleMax})`,
    `data.openings is int && data.openings >= 1 && data.openings <= ${JOB_LIMITS.openingsMax}`,
    `data.expiresAt <= request.time + duration.value(${JOB_LIMITS.listedDaysMax}, 'd')`,
    `isString(data.description, 1, ${JOB_LIMITS.descriptionMax})`,
    `isString(data.location, 1, ${JOB_LIMITS.locationMax})`,
    `list is list && list.size() <= ${JOB_LIMITS.skillsMax}`,
    `list.join('\\n').matches('[^\\n]{1,${JOB_LIMITS.skillMax}}(\\n[^\\n]{1,${JOB_LIMITS.skillMax}}){0,${JOB_LIMITS.skillsMax - 1}}')`,
    `value <= ${JOB_LIMITS.salaryMax}`,
    `matches('[A-Z]{2}/([^/\\n]{1,${PLACE_LIMITS.nameMax}}/[^/\\n]{0,${PLACE_LIMITS.nameMax}})?/?')`,
    `matches('[A-Z]{2}(,[A-Z]{2}){0,${PLACE_LIMITS.remoteCountriesMax - 1}}')`,
    `data.placeKeys.size() <= ${PLACE_LIMITS.keysMax}`,
    `isString(data.name, 1, ${SAVED_SEARCH_LIMITS.nameMax})`,
    `isString(request.resource.data.name, 1, ${SAVED_SEARCH_LIMITS.nameMax})`,
    `isString(f.keyword, 0, ${JOB_LIMITS.titleMax})`,
    `f.place.matches('[A-Z]{2}(/[^/\\n]{1,${PLACE_LIMITS.nameMax}}){0,2}')`,
  ];
  // Every profile text field's bound, except the links, which isUrl / isWebUrl bound.
  const links = ['avatarUrl', 'cvUrl', 'portfolioUrl', 'linkedinUrl', 'githubUrl'];
  for (const key of PROFILE_KEYS.filter((k) => !links.includes(k)))
    snippets.push(`isProfileText(profile, '${key}', ${PROFILE_FIELD_MAX[key]})`);
  for (const snippet of snippets) if (!rules.includes(snippet)) problems.push(`missing bound: ${snippet}`);
  // Skill entries are checked ten per block by index; the blocks must cover the whole list bound.
  const blocks = (rules.match(/tenSkills\(entries, \d+\)/g) ?? []).length;
  if (blocks * 10 < LIMITS.skillsMax)
    problems.push(`skill entries checked up to ${blocks * 10}, list bound ${LIMITS.skillsMax}`);
  return problems;
}
