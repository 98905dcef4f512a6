/** jobs/{jobId}: stored document <-> Job. Reads are lenient (see ./lenient.ts), writes strict. */
import {
  DEGREE_REQUIREMENTS,
  DEGREES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORK_MODES,
} from '../../constants/enums';
import { deleteField, serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import type { Job, JobPatch, ValidJobInput } from '../schemas/job';
import { JOB_CLOSED_REASONS, JOB_LIMITS, jobKeywords, latestExpiry } from '../schemas/job-constants';
import { jobPlaceKeys } from '../schemas/place-constants';
import { omitUndefined, readList, readOptional, readOr, toMillis } from './lenient';
import { isPlainObject, fileUrl, list, matching, nonNegative, number, object, oneOf, optional, text } from './read';

export const JOBS = 'jobs';
export const jobPath = (id: string) => `${JOBS}/${id}`;

/** A salary as stored: a job saved before currencies came from the list keeps the 3-letter code it was given. */
const salary = object({ min: number, max: number, currency: matching(/^[A-Z]{3}$/), period: oneOf(SALARY_PERIODS) });
const country = matching(/^[A-Z]{2}$/);
/** A place's shape (services/schemas/place.ts): a country, then a region, then a city of it. */
const place = object(
  { country, region: optional(text), city: optional(text) },
  (p) => p.city === undefined || p.region !== undefined,
);

const openings = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= JOB_LIMITS.openingsMax ? v : undefined;

/**
 * The expiry a job write sets: 60 days ahead, less a margin for a writer's clock running ahead of the server's (the
 * rules compare with the request time).
 */
export const expiryFrom = (now: number) => new Date(latestExpiry(now) - CLOCK_MARGIN_MS);
const CLOCK_MARGIN_MS = 3_600_000;

export function jobFromSnapshot(snap: DocSnapshot): Job {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    companyId: readOr(text, d.companyId, ''),
    companyName: readOr(text, d.companyName, ''),
    companyLogo: readOptional(fileUrl, d.companyLogo),
    title: readOr(text, d.title, ''),
    description: readOr(text, d.description, ''),
    category: readOr(oneOf(JOB_CATEGORIES), d.category, 'It & Development'),
    level: readOr(oneOf(JOB_LEVELS), d.level, 'Entry Level'),
    workMode: readOr(oneOf(WORK_MODES), d.workMode, 'Onsite'),
    employmentType: readOr(oneOf(EMPLOYMENT_TYPES), d.employmentType, 'Full time'),
    experience: readOr(oneOf(EXPERIENCE_LEVELS), d.experience, 'No experience'),
    degree: readOptional(oneOf(DEGREES), d.degree),
    degreeRequirement: readOptional(oneOf(DEGREE_REQUIREMENTS), d.degreeRequirement),
    salary: readOr(salary, d.salary, { min: 0, max: 0, currency: 'USD', period: 'Monthly' }),
    location: readOptional(text, d.location),
    place: readOptional(place, d.place),
    remoteCountries: readOptional(list(text), d.remoteCountries),
    skills: readList(text, d.skills),
    deadline: toMillis(d.deadline),
    openings: readOptional(openings, d.openings) ?? null,
    fillBy: toMillis(d.fillBy),
    expiresAt: toMillis(d.expiresAt),
    closedReason: readOptional(oneOf(JOB_CLOSED_REASONS), d.closedReason),
    filledAt: toMillis(d.filledAt) ?? undefined,
    status: readOr(oneOf(JOB_STATUSES), d.status, 'closed'),
    applicantCount: readOr(number, d.applicantCount, 0),
    keywords: readList(text, d.keywords),
    salaryYearlyUsd: readOptional(number, d.salaryYearlyUsd),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
    companyResponseMs: readOptional(nonNegative, d.companyResponseMs),
    companyVerified: d.companyVerified === true ? true : undefined,
  });
}

/** The yearly pay in the reference currency (services/format/pay.ts `jobPayFields`), computed by the caller. */
type PayFields = { salaryYearlyUsd?: number };

/** The fields derived from the form: search tokens and the yearly pay. */
function derived(job: Pick<ValidJobInput, 'title' | 'skills'>, companyName: string, pay: PayFields) {
  return { keywords: jobKeywords(job.title, companyName, job.skills), ...pay };
}

/**
 * The place keys the location filter searches, written only for a job with a place or remote countries: a job
 * without keeps the access rules' cheap path (their expression budget is nearly spent by the rest of a job).
 */
const placeKeysOf = (job: Pick<ValidJobInput, 'place' | 'remoteCountries'>) =>
  jobPlaceKeys(job.place, job.remoteCountries);

const formFields = (input: ValidJobInput): DocumentData => {
  const { deadline, fillBy, ...rest } = input;
  return omitUndefined({
    ...rest,
    fillBy: new Date(fillBy),
    ...(deadline !== undefined ? { deadline: new Date(deadline) } : {}),
  });
};

/**
 * A verified company's job goes live at once and carries the badge; any other company's waits for the back office
 * (`awaiting-review`). The rules force the same choice from the company document.
 */
export function newJobDoc(
  id: string,
  input: ValidJobInput,
  company: { id: string; name: string; logo?: string; verified?: boolean },
  pay: PayFields,
): DocumentData {
  return {
    id,
    companyId: company.id,
    companyName: company.name,
    ...(company.logo ? { companyLogo: company.logo } : {}),
    ...formFields(input),
    ...derived(input, company.name, pay),
    ...(placeKeysOf(input).length > 0 ? { placeKeys: placeKeysOf(input) } : {}),
    status: company.verified ? 'active' : 'awaiting-review',
    ...(company.verified ? { companyVerified: true } : {}),
    applicantCount: 0,
    expiresAt: expiryFrom(Date.now()),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** The update for an edit: the patched fields, optional ones removed when cleared, derived fields recomputed. */
export function jobEditDoc(merged: ValidJobInput, patch: JobPatch, companyName: string, pay: PayFields): DocumentData {
  const full = formFields(merged);
  const out: DocumentData = {};
  for (const key of Object.keys(patch) as (keyof JobPatch)[]) {
    if (patch[key] === undefined) continue;
    out[key] = key in full ? full[key] : deleteField();
  }
  const placeKeys = placeKeysOf(merged);
  return {
    ...out,
    ...derived(merged, companyName, pay),
    placeKeys: placeKeys.length > 0 ? placeKeys : deleteField(),
    updatedAt: serverTimestamp(),
  };
}

/** The form's fields of a stored job, as the input schema takes them (for merging an edit). */
export function jobToInput(job: Job): Record<string, unknown> {
  return omitUndefined({
    title: job.title,
    description: job.description,
    category: job.category,
    level: job.level,
    workMode: job.workMode,
    employmentType: job.employmentType,
    experience: job.experience,
    degree: job.degree,
    degreeRequirement: job.degreeRequirement,
    salary: job.salary,
    location: job.location,
    place: job.place,
    remoteCountries: job.remoteCountries,
    skills: job.skills,
    deadline: job.deadline ?? undefined,
    openings: job.openings ?? undefined,
    fillBy: job.fillBy ?? undefined,
  });
}
