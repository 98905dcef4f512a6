/**
 * A job with every optional field, each list at its bound: the largest job write the rules evaluate, which must
 * stay under Firestore's 1,000 expressions per request (past it a write is refused whatever its data). Allowed
 * whole, and still refused when one field is wrong.
 */
import { JOB_LIMITS } from '../../services/schemas/job';
import { PLACE_LIMITS } from '../../services/schemas/place';
import type { AccessCase } from './cases';
import { editJob, inDays, postJob, seedJob } from './job-cases';

const path = 'jobs/job-1';
const countries = (n: number) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)));
const lagos = {
  place: { country: 'NG', region: 'Lagos', city: 'Ikeja' },
  placeKeys: ['NG', 'NG/Lagos', 'NG/Lagos/Ikeja'],
};

const longest = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}`.padEnd(60, 'x'));
const remote = countries(PLACE_LIMITS.remoteCountriesMax);
const everyField = {
  companyLogo: 'https://cdn.test/logo.png',
  degree: "Master's degree",
  degreeRequirement: 'Preferred',
  location: 'Near the lagoon',
  workMode: 'Onsite or remote',
  place: lagos.place,
  remoteCountries: remote,
  placeKeys: [...lagos.placeKeys, ...remote],
  deadline: new Date('2099-01-01T00:00:00Z'),
  companyVerified: true,
  skills: longest(JOB_LIMITS.skillsMax, 'skill'),
  keywords: longest(JOB_LIMITS.keywordsMax, 'kw'),
};
// Every editable field but the company name (a rename is its own batch) and the status, changed at once.
const editEveryField = {
  title: 'Senior Writer',
  description: 'Write and edit the help pages.',
  category: 'Designer',
  level: 'Contract',
  employmentType: 'Part time',
  experience: '3 - 5 years',
  degree: "Bachelor's degree",
  degreeRequirement: 'Required',
  // 1,000 USD a month: 12,000 a year.
  salary: { min: 200, max: 1000, currency: 'USD', period: 'Monthly' },
  salaryYearlyUsd: 12000,
  location: 'By the lagoon',
  companyLogo: 'https://cdn.test/logo-2.png',
  workMode: 'remote',
  place: { country: 'NG', region: 'Lagos', city: 'Lagos' },
  remoteCountries: remote.slice(1),
  placeKeys: ['NG', 'NG/Lagos', 'NG/Lagos/Lagos', ...remote.slice(1)],
  deadline: new Date('2098-01-01T00:00:00Z'),
  openings: JOB_LIMITS.openingsMax,
  fillBy: inDays(40),
  expiresAt: inDays(59),
  skills: longest(JOB_LIMITS.skillsMax, 'ability'),
  keywords: longest(JOB_LIMITS.keywordsMax, 'word'),
};
const full = { [path]: seedJob(everyField) };

export const JOB_FULL_CASES: AccessCase[] = [
  {
    name: 'company posts a job with every optional field, each list at its bound',
    actor: 'companyA',
    op: postJob(everyField),
    expect: 'allow',
  },
  {
    name: 'company cannot post that job with a skill over 60 characters',
    actor: 'companyA',
    op: postJob({ ...everyField, skills: [...everyField.skills.slice(1), 'x'.repeat(61)] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post that job with a remote country that is not a code',
    actor: 'companyA',
    op: postJob({ ...everyField, remoteCountries: [...remote.slice(1), 'Ng'] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post that job with a logo that is not a link',
    actor: 'companyA',
    op: postJob({ ...everyField, companyLogo: 'javascript:alert(1)' }),
    expect: 'deny',
  },
  {
    name: 'company cannot post that job with a past deadline',
    actor: 'companyA',
    op: postJob({ ...everyField, deadline: new Date('2020-01-01T00:00:00Z') }),
    expect: 'deny',
  },
  {
    name: 'company edits every field of a job with every optional field at once',
    actor: 'companyA',
    seed: full,
    op: editJob(editEveryField),
    expect: 'allow',
  },
  {
    name: 'company cannot make that edit with a title over 120 characters',
    actor: 'companyA',
    seed: full,
    op: editJob({ ...editEveryField, title: 'x'.repeat(121) }),
    expect: 'deny',
  },
  {
    name: 'company cannot make that edit with a place key the job does not name',
    actor: 'companyA',
    seed: full,
    op: editJob({ ...editEveryField, placeKeys: [...editEveryField.placeKeys.slice(1), 'US'] }),
    expect: 'deny',
  },
];
