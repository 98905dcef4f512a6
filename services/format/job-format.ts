/** How a job's fields read on screen; shared by the list card, the detail and the applications list. */
import type { Job } from '@/services/schemas/job';
import { formatCalendarDate } from '@/services/format/dates';
import { stageLabel, workModeLabel } from '@/services/format/labels';
import { countryName, placeLabel } from '@/services/format/place-label';
import type { ApplicationStage } from '@/services/schemas/application';

// Plain formatting instead of Intl: creating Intl formatters costs a phone's CPU when a list screen starts, for a
// fixed format ("1,500", as en-US writes it). Dates come from services/format/dates.ts.

/** A whole number with thousands separators: 1234567.5 -> "1,234,568". */
export function formatNumber(value: number): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.round(value) !== 0 ? `-${digits}` : digits;
}

/** Pay transparency: a range with currency and period, or "Unpaid" when the job pays nothing. */
export function formatSalary({ min, max, currency, period }: Job['salary']): string {
  if (max === 0) return 'Unpaid';
  const range = min === max ? formatNumber(max) : `${formatNumber(min)} - ${formatNumber(max)}`;
  return `${range} ${currency} / ${period.toLowerCase()}`;
}

/** The remote countries named on a card before "+N more". */
const REMOTE_NAMED = 3;

function remoteFrom(countries: readonly string[] | undefined): string | undefined {
  if (!countries?.length) return undefined;
  const named = countries
    .slice(0, REMOTE_NAMED)
    .map((code) => countryName(code))
    .join(', ');
  return countries.length > REMOTE_NAMED ? `from ${named} +${countries.length - REMOTE_NAMED} more` : `from ${named}`;
}

/**
 * "Remote", "Onsite · Lisbon, Portugal" or "Onsite or remote · Ikeja, Lagos, Nigeria · from Ghana, Kenya": the
 * listed place (the free text of a job saved before places), then the countries a remote job is open to.
 */
export const placeOf = (job: Pick<Job, 'workMode' | 'location' | 'place' | 'remoteCountries'>) =>
  [workModeLabel(job.workMode), job.place ? placeLabel(job.place) : job.location, remoteFrom(job.remoteCountries)]
    .filter(Boolean)
    .join(' · ');

export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "Applied", or "Applied · Shortlisted" once the application has moved on. */
export const appliedLabel = (stage: ApplicationStage) =>
  stage === 'applied' ? 'Applied' : `Applied · ${stageLabel(stage)}`;

/** Level and employment type, once when they say the same thing ("Internship", not "Internship Internship"). */
export const jobKindLabels = (job: Pick<Job, 'level' | 'employmentType'>): string[] =>
  job.level === job.employmentType ? [job.level] : [job.level, job.employmentType];

/** Why a job cannot be applied to right now, or null when it can. */
export function applyBlocker(job: Pick<Job, 'status' | 'deadline'>, now: number): string | null {
  if (job.status !== 'active') return 'This job is closed and no longer accepts applications.';
  if (job.deadline !== null && job.deadline <= now)
    return `The application deadline passed on ${formatCalendarDate(job.deadline)}.`;
  return null;
}
