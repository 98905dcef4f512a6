/**
 * The job form's typed text and the service's input, converted both ways, without zod (the editor screens load it
 * first; the validation is in ./job-form-schema.ts, loaded by the form on first use).
 */
import type { ValidationError } from '@/services/errors';
import { dateInputFromDeadline, deadlineFromDateInput } from '@/services/format/deadlines';
import type { Job, JobInput } from '@/services/schemas/job';
import { stripUndefined } from '@/services/schemas/strip-undefined';

export interface JobFormValues {
  title: string;
  description: string;
  category: string;
  level: string;
  workMode: string;
  employmentType: string;
  experience: string;
  degree: string;
  /** 'Required' or 'Preferred', asked only when a degree is chosen. */
  degreeRequirement: string;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: string;
  location: string;
  /** The place's country code, region and city from the shipped list, each empty when not chosen. */
  country: string;
  region: string;
  city: string;
  remoteCountries: string[];
  skills: string[];
  /** `YYYY-MM-DD` from the date input, or empty. */
  deadline: string;
  /** How many people the job hires, as typed. */
  openings: string;
  /** `YYYY-MM-DD`: the day the company means to have filled the job by. */
  fillBy: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues | 'form', string>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  category: '',
  level: '',
  workMode: '',
  employmentType: '',
  experience: '',
  degree: '',
  degreeRequirement: '',
  salaryMin: '',
  salaryMax: '',
  currency: 'USD',
  period: 'Monthly',
  location: '',
  country: '',
  region: '',
  city: '',
  remoteCountries: [],
  skills: [],
  deadline: '',
  openings: '1',
  fillBy: '',
};

export function jobToFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    category: job.category,
    level: job.level,
    workMode: job.workMode,
    employmentType: job.employmentType,
    experience: job.experience,
    degree: job.degree ?? '',
    degreeRequirement: job.degreeRequirement ?? '',
    salaryMin: String(job.salary.min),
    salaryMax: String(job.salary.max),
    currency: job.salary.currency,
    period: job.salary.period,
    location: job.location ?? '',
    country: job.place?.country ?? '',
    region: job.place?.region ?? '',
    city: job.place?.city ?? '',
    remoteCountries: job.remoteCountries ?? [],
    skills: job.skills,
    deadline: job.deadline === null ? '' : dateInputFromDeadline(job.deadline),
    // A job posted before a vacancy stated them: the company is asked at this edit.
    openings: job.openings === null ? '' : String(job.openings),
    fillBy: job.fillBy === null ? '' : dateInputFromDeadline(job.fillBy),
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value);
const amount = (value: string) => (value.trim() === '' ? undefined : Number(value));

export const formPlace = ({ country, region, city }: JobFormValues) =>
  country ? stripUndefined({ country, region: text(region), city: region ? text(city) : undefined }) : undefined;

/** Empty choices stay `undefined`, so the schema answers "Required" rather than "not one of the options". */
export function formValuesToInput(values: JobFormValues): JobInput {
  return {
    title: values.title,
    description: values.description,
    category: text(values.category),
    level: text(values.level),
    workMode: text(values.workMode),
    employmentType: text(values.employmentType),
    experience: text(values.experience),
    degree: text(values.degree),
    // Clearing the degree drops its requirement with it.
    degreeRequirement: values.degree ? text(values.degreeRequirement) : undefined,
    salary: {
      min: amount(values.salaryMin),
      max: amount(values.salaryMax),
      currency: values.currency,
      period: text(values.period),
    },
    location: text(values.location),
    place: formPlace(values),
    // Only a job that can be done remotely is open to remote countries: switching to onsite drops them.
    remoteCountries:
      values.workMode !== 'Onsite' && values.remoteCountries.length > 0 ? values.remoteCountries : undefined,
    skills: values.skills,
    deadline: values.deadline ? deadlineFromDateInput(values.deadline) : undefined,
    openings: amount(values.openings),
    fillBy: values.fillBy ? deadlineFromDateInput(values.fillBy) : undefined,
  } as JobInput;
}

const FIELD_OF_PATH: Partial<Record<string, keyof JobFormValues>> = {
  'salary.min': 'salaryMin',
  'salary.max': 'salaryMax',
  'salary.currency': 'currency',
  'salary.period': 'period',
  salary: 'salaryMin',
  place: 'country',
  'place.country': 'country',
  'place.region': 'region',
  'place.city': 'city',
};

/** Maps the service's field paths (`salary.min`, `skills.3`) onto the form's fields; the rest goes to `form`. */
export function errorsFromIssues(issues: ValidationError['issues'], values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const { field, message } of issues) {
    const head = field.split('.')[0];
    const key: keyof JobFormErrors = FIELD_OF_PATH[field] ?? (head in values ? (head as keyof JobFormValues) : 'form');
    errors[key] ??= key === 'form' ? `${field}: ${message}` : message;
  }
  return errors;
}
