/** Jobs: a company posts, edits, closes and reopens its own jobs; anyone signed in reads one. */
import { getBackend } from '../backend/backend';
import { deleteField, serverTimestamp } from '../backend/types';
import { getCompany } from '../companies/companies';
import { isVerifiedCompany } from '../converters/company-converter';
import { expiryFrom, jobEditDoc, jobFromSnapshot, jobPath, jobToInput, newJobDoc } from '../converters/job-converter';
import { ValidationError } from '../errors';
import { jobNotFound, notOwner } from './job-errors';
import { isDocId } from '../schemas/doc-id';
import { COUNTRIES_NOT_LISTED, PLACE_NOT_LISTED } from '../schemas/place-constants';
import type { Job, JobInput, JobPatch, ValidJobInput } from '../schemas/job';
import { CURRENCY_NOT_LISTED } from '../schemas/job-constants';
import { validateLazily } from '../schemas/validate-lazily';

export type { Job, JobInput, JobPatch };

export async function getJob(id: string): Promise<Job> {
  if (!isDocId(id)) throw jobNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(jobPath(id));
  if (!snap.exists) throw jobNotFound();
  return jobFromSnapshot(snap);
}

/**
 * The job's yearly pay in the reference currency (stored for the minimum-pay filter), refusing a currency outside the
 * list. The rates table loads here, with a job write, not on every screen that shows a job.
 */
async function payFieldsOf(job: ValidJobInput): Promise<{ salaryYearlyUsd?: number }> {
  const { isKnownCurrency, jobPayFields } = await import('../format/pay');
  if (!isKnownCurrency(job.salary.currency))
    throw new ValidationError([{ field: 'salary.currency', message: CURRENCY_NOT_LISTED }]);
  return jobPayFields(job.salary);
}

/**
 * Refuses a place or a remote country outside the shipped list (constants/places.ts), which loads here, with a job
 * write, as the rates table does.
 */
async function checkPlaces(job: ValidJobInput): Promise<void> {
  if (!job.place && !job.remoteCountries?.length) return;
  const { isListedCountry, isListedPlace } = await import('../format/places');
  if (job.place && !isListedPlace(job.place))
    throw new ValidationError([{ field: 'place', message: PLACE_NOT_LISTED }]);
  if (job.remoteCountries && !job.remoteCountries.every(isListedCountry)) {
    throw new ValidationError([{ field: 'remoteCountries', message: COUNTRIES_NOT_LISTED }]);
  }
}

/**
 * Posts a job carrying the company's name and logo, so a job list page is one query: active when the company is
 * verified, otherwise awaiting the back office's review.
 */
export async function createJob(companyId: string, input: JobInput): Promise<Job> {
  const valid = await validateLazily(
    import('../schemas/job').then((m) => m.jobInputSchema(Date.now())),
    input,
  );
  await checkPlaces(valid);
  const pay = await payFieldsOf(valid);
  const company = await getCompany(companyId);
  const backend = await getBackend();
  const id = backend.docs.newId();
  const companyFields = {
    id: company.id,
    name: company.name,
    logo: company.logo,
    verified: isVerifiedCompany(company),
  };
  await backend.docs.set(jobPath(id), newJobDoc(id, valid, companyFields, pay));
  return getJob(id);
}

export async function ownJob(companyId: string, jobId: string): Promise<Job> {
  const job = await getJob(jobId);
  if (job.companyId !== companyId) throw notOwner();
  return job;
}

/**
 * Edits the form's fields; `null` clears an optional one. The whole job is validated after the change (salary
 * order, location unless remote); the deadline must be in the future only when this edit sets it.
 */
export async function updateJob(companyId: string, jobId: string, edit: JobPatch): Promise<Job> {
  // A degree cleared takes whether it was required or preferred with it.
  const patch: JobPatch = edit.degree === null ? { ...edit, degreeRequirement: null } : edit;
  // The job schemas (and zod) load with the first edit, not with the company's screens.
  const [{ validateInput }, { jobFieldsShape, jobInputSchema }] = await Promise.all([
    import('../schemas/common'),
    import('../schemas/job'),
  ]);
  const unknown = Object.keys(patch).filter((key) => !(key in jobFieldsShape));
  if (unknown.length > 0) throw new ValidationError(unknown.map((field) => ({ field, message: 'Unknown field' })));
  const job = await ownJob(companyId, jobId);
  const merged: Record<string, unknown> = jobToInput(job);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  // Only a date this edit sets must be ahead: an unchanged one is not re-checked against today.
  const timed = (['deadline', 'fillBy'] as const).filter((key) => patch[key] != null);
  const valid = validateInput(jobInputSchema(Date.now(), timed), merged);
  await checkPlaces(valid);
  const changes = jobEditDoc(valid, patch, job.companyName, await payFieldsOf(valid));
  const backend = await getBackend();
  await backend.docs.update(jobPath(jobId), changes);
  return getJob(jobId);
}

async function setStatus(companyId: string, jobId: string, status: Job['status']): Promise<void> {
  const job = await ownJob(companyId, jobId);
  if (job.status === status) return;
  const backend = await getBackend();
  await backend.docs.update(jobPath(jobId), { status, updatedAt: serverTimestamp() });
}

/** A closed job leaves the talents' list and refuses new applications; its applications stay. */
export const closeJob = (companyId: string, jobId: string) => setStatus(companyId, jobId, 'closed');
/**
 * Reopening goes live only for a verified company; otherwise the job waits for review again. A job
 * whose deadline has passed (the schedule closes those) reopens only with a new, future `deadline` (epoch ms),
 * written with the status in one update, as the rules and the local policy require. Reopening renews the listing
 * (60 days from now, the reason it expired dropped); a filled job stays closed.
 */
export async function reopenJob(companyId: string, jobId: string, deadline?: number): Promise<void> {
  const now = Date.now();
  if (deadline !== undefined && !(Number.isInteger(deadline) && deadline > now)) {
    throw new ValidationError([{ field: 'deadline', message: 'Must be in the future' }]);
  }
  const [company, job] = await Promise.all([getCompany(companyId), ownJob(companyId, jobId)]);
  if (job.filledAt !== undefined)
    throw new ValidationError([{ field: 'status', message: 'A filled job stays closed' }]);
  if (deadline === undefined && job.deadline !== null && job.deadline <= now) {
    throw new ValidationError([
      { field: 'deadline', message: 'The deadline has passed: choose a new one to reopen this job' },
    ]);
  }
  const status = isVerifiedCompany(company) ? 'active' : 'awaiting-review';
  if (job.status === status && deadline === undefined) return;
  const backend = await getBackend();
  await backend.docs.update(jobPath(jobId), {
    status,
    updatedAt: serverTimestamp(),
    expiresAt: expiryFrom(Date.now()),
    ...(job.closedReason ? { closedReason: deleteField() } : {}),
    ...(deadline !== undefined ? { deadline: new Date(deadline) } : {}),
  });
}
