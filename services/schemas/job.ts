/**
 * The job entity. Enumerations are SPEC section 9's (constants/enums.ts); the other fields and bounds
 * are ours, and the access rules check the same bounds server-side (server/local/policy/rules/jobs.ts,
 * firestore.rules). Timestamps are epoch ms here; the converter turns them into `Date` for the port.
 */
import { z } from 'zod/mini';
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
import {
  DEGREE_REQUIREMENT_MESSAGE,
  ENTRY_LEVEL_EXPERIENCE_MESSAGE,
  degreeRequirementOk,
  entryLevelExperienceOk,
} from './job-honesty';
import { fileUrlSchema } from './common';
import { CURRENCY_NOT_LISTED, JOB_CLOSED_REASONS, JOB_LIMITS } from './job-constants';
import { placeKeySchema, placeSchema, remoteCountriesSchema } from './place';

export { JOB_LIMITS, jobKeywords, jobSearchWords } from './job-constants';

const money = z.number().check(z.gte(0), z.lte(JOB_LIMITS.salaryMax));

/** A salary as stored: a job saved before currencies came from the list keeps the 3-letter code it was given. */
const storedSalarySchema = z.strictObject({
  min: money,
  max: money,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  period: z.enum(SALARY_PERIODS),
});

/**
 * A salary as written. That the currency is one of the list's is checked where the rates are loaded (the job write
 * and the job form: services/format/pay.ts), so the table does not ride along on every screen that shows a job.
 */
const salarySchema = z.strictObject({
  min: money,
  max: money,
  currency: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, CURRENCY_NOT_LISTED)),
  period: z.enum(SALARY_PERIODS),
});

const skillName = z.string().check(z.trim(), z.minLength(1), z.maxLength(JOB_LIMITS.skillMax));

/** The fields a company types into the job form. */
export const jobFieldsShape = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(JOB_LIMITS.titleMax)),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(JOB_LIMITS.descriptionMax)),
  category: z.enum(JOB_CATEGORIES),
  level: z.enum(JOB_LEVELS),
  workMode: z.enum(WORK_MODES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  experience: z.enum(EXPERIENCE_LEVELS),
  degree: z.optional(z.enum(DEGREES)),
  /** Whether the degree is a condition or a wish: given with a degree, never without one. */
  degreeRequirement: z.optional(z.enum(DEGREE_REQUIREMENTS)),
  salary: salarySchema,
  /** Free text: what jobs saved before places came from the list hold; a new job may still add words to its place. */
  location: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(JOB_LIMITS.locationMax))),
  place: z.optional(placeSchema),
  /** The countries a job that can be done remotely is open to; none means anywhere. */
  remoteCountries: z.optional(remoteCountriesSchema),
  skills: z._default(
    z.array(skillName).check(
      z.maxLength(JOB_LIMITS.skillsMax),
      z.refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, 'Duplicate skill'),
    ),
    [],
  ),
  /** Epoch ms; must be in the future when the job is created or edited. */
  deadline: z.optional(z.int().check(z.positive())),
  /** How many people the job hires: a vacancy says so. */
  openings: z
    .int('How many people will you hire?')
    .check(z.gte(1, 'At least 1'), z.lte(JOB_LIMITS.openingsMax, `At most ${JOB_LIMITS.openingsMax}`)),
  /** Epoch ms: the day the company means to have filled the job by; in the future when it is set. */
  fillBy: z.int('When do you mean to fill it?').check(z.positive()),
};

/** The fields whose date must be ahead when the write sets them. */
type TimedField = 'deadline' | 'fillBy';

/**
 * Cross-field checks, each naming its field: salary order, a place (or the free-text location of older jobs) unless
 * remote, remote countries only for a job that can be done remotely, a future deadline, entry-level experience for
 * an entry-level job and a degree marked required or preferred.
 */
export function jobInputSchema(now: number, timed: readonly TimedField[] = ['deadline', 'fillBy']) {
  return z.strictObject(jobFieldsShape).check(
    z.superRefine((job, ctx) => {
      if (job.salary.min > job.salary.max) {
        ctx.addIssue({ code: 'custom', path: ['salary', 'min'], message: 'Minimum must not exceed maximum' });
      }
      if (job.workMode !== 'remote' && !job.location && !job.place) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: 'Required unless the job is remote' });
      }
      if (job.workMode === 'Onsite' && job.remoteCountries !== undefined && job.remoteCountries.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['remoteCountries'],
          message: 'Only for a job that can be done remotely',
        });
      }
      for (const field of timed) {
        const at = job[field];
        if (at !== undefined && at <= now)
          ctx.addIssue({ code: 'custom', path: [field], message: 'Must be in the future' });
      }
      if (!entryLevelExperienceOk(job)) {
        ctx.addIssue({ code: 'custom', path: ['experience'], message: ENTRY_LEVEL_EXPERIENCE_MESSAGE });
      }
      if (!degreeRequirementOk(job)) {
        const message = job.degree === undefined ? 'Only with a degree' : DEGREE_REQUIREMENT_MESSAGE;
        ctx.addIssue({ code: 'custom', path: ['degreeRequirement'], message });
      }
    }),
  );
}
export type JobInput = z.input<ReturnType<typeof jobInputSchema>>;
export type ValidJobInput = z.output<ReturnType<typeof jobInputSchema>>;
/** An edit: any of the form's fields; `null` removes an optional one (degree and its requirement, place, deadline...). */
type ClearableField = 'degree' | 'degreeRequirement' | 'location' | 'place' | 'remoteCountries' | 'deadline';
export type JobPatch = { [K in keyof JobInput]?: JobInput[K] | (K extends ClearableField ? null : never) };

export const jobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** Read back only when http(s) (or the local backend's own path): the read drops any other link. */
  companyLogo: z.optional(fileUrlSchema),
  title: z.string(),
  description: z.string(),
  category: z.enum(JOB_CATEGORIES),
  level: z.enum(JOB_LEVELS),
  workMode: z.enum(WORK_MODES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  experience: z.enum(EXPERIENCE_LEVELS),
  degree: z.optional(z.enum(DEGREES)),
  /** Absent on a job saved before it was asked (flagged to its company: services/schemas/job-honesty.ts). */
  degreeRequirement: z.optional(z.enum(DEGREE_REQUIREMENTS)),
  salary: storedSalarySchema,
  location: z.optional(z.string()),
  place: z.optional(placeSchema),
  remoteCountries: z.optional(z.array(z.string())),
  skills: z.array(z.string()),
  deadline: z.nullable(z.number()),
  /** Null on a job posted before a vacancy stated it (asked for at its next edit). */
  openings: z.nullable(z.number()),
  fillBy: z.nullable(z.number()),
  /**
   * When the job leaves the lists unless the company renews it (at most 60 days ahead, services/jobs/job-vacancy.ts);
   * null only on a job the upgrade has not reached yet.
   */
  expiresAt: z.nullable(z.number()),
  /** Why a closed job closed, when the server closed it: filled (`job-fill`) or expired (the schedule). */
  closedReason: z.optional(z.enum(JOB_CLOSED_REASONS)),
  /** When the company marked it filled; a filled job stays closed. */
  filledAt: z.optional(z.number()),
  status: z.enum(JOB_STATUSES),
  applicantCount: z.number(),
  keywords: z.array(z.string()),
  /** The salary maximum per year in the reference currency (services/format/pay.ts); absent for an unknown currency. */
  salaryYearlyUsd: z.optional(z.number()),
  createdAt: z.nullable(z.number()),
  updatedAt: z.nullable(z.number()),
  /** The company's median time to first response, copied by the trusted `response-stats` operation; absent below 3 applications. */
  companyResponseMs: z.optional(z.number().check(z.nonnegative())),
  /** The company was verified by the back office when the job was posted or since (the badge talents see). */
  companyVerified: z.optional(z.boolean()),
});
export type Job = z.infer<typeof jobSchema>;

export interface JobFilters {
  category?: (typeof JOB_CATEGORIES)[number];
  level?: (typeof JOB_LEVELS)[number];
  workMode?: (typeof WORK_MODES)[number];
  employmentType?: (typeof EMPLOYMENT_TYPES)[number];
  experience?: (typeof EXPERIENCE_LEVELS)[number];
  /** Pay at least this much (the job's salary maximum), in `salaryCurrency` (default USD) per `salaryPeriod` (default a year). */
  minSalary?: number;
  salaryCurrency?: string;
  salaryPeriod?: (typeof SALARY_PERIODS)[number];
  keyword?: string;
  /** A place key (./place.ts): a country finds the jobs there and the remote jobs open to it. */
  place?: string;
}

export const jobFiltersSchema = z.strictObject({
  category: z.optional(z.enum(JOB_CATEGORIES)),
  level: z.optional(z.enum(JOB_LEVELS)),
  workMode: z.optional(z.enum(WORK_MODES)),
  employmentType: z.optional(z.enum(EMPLOYMENT_TYPES)),
  experience: z.optional(z.enum(EXPERIENCE_LEVELS)),
  minSalary: z.optional(money),
  salaryCurrency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, CURRENCY_NOT_LISTED))),
  salaryPeriod: z.optional(z.enum(SALARY_PERIODS)),
  keyword: z.optional(z.string().check(z.maxLength(JOB_LIMITS.titleMax))),
  place: z.optional(placeKeySchema),
});

/** The job search box as typed: the filters' keyword rule, with '' meaning no keyword. */
export const jobKeywordFormSchema = z.object({ keyword: z.string().check(z.trim(), z.maxLength(JOB_LIMITS.titleMax)) });
export type JobKeywordForm = z.output<typeof jobKeywordFormSchema>;
