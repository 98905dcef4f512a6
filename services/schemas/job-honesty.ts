/**
 * What makes a job posting honest about whom it is for, in one place: the job schema, the access rules of both
 * engines (firestore.rules mirrors these lists) and the flags a company and the back office see on a job saved
 * before the checks existed, which is flagged rather than silently changed.
 */
import { DEGREE_REQUIREMENTS, ENTRY_EXPERIENCE, ENTRY_LEVELS } from '@/constants/enums';

export const ENTRY_LEVEL_EXPERIENCE_MESSAGE =
  'Internship and Entry Level jobs accept only No experience or 1 - 3 years';
export const DEGREE_REQUIREMENT_MESSAGE = 'Say whether the degree is required or preferred';

interface JobRequirements {
  level?: unknown;
  experience?: unknown;
  degree?: unknown;
  degreeRequirement?: unknown;
}

const isOneOf = (list: readonly string[], v: unknown) => typeof v === 'string' && list.includes(v);

/** An Internship or Entry Level job asks for at most 1 - 3 years of experience. */
export const entryLevelExperienceOk = (job: JobRequirements) =>
  !isOneOf(ENTRY_LEVELS, job.level) || isOneOf(ENTRY_EXPERIENCE, job.experience);

/** A degree is marked required or preferred, and only a job that names a degree says so. */
export const degreeRequirementOk = (job: JobRequirements) =>
  job.degree === undefined ? job.degreeRequirement === undefined : isOneOf(DEGREE_REQUIREMENTS, job.degreeRequirement);

/** Why a saved job needs its company's attention, in the words shown to the company and the back office. */
export function jobHonestyFlags(job: JobRequirements): string[] {
  const flags: string[] = [];
  if (!entryLevelExperienceOk(job))
    flags.push(`${ENTRY_LEVEL_EXPERIENCE_MESSAGE}: this one asks for ${String(job.experience)}.`);
  if (!degreeRequirementOk(job)) flags.push(`${DEGREE_REQUIREMENT_MESSAGE}.`);
  return flags;
}
