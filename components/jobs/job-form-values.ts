/** The job form's typed text and the service's input: conversion both ways and the service's own validation. */
import { z } from 'zod/mini';
import type { ValidationError } from '@/services/errors';
import { dateInputFromDeadline, deadlineFromDateInput } from '@/services/format/deadlines';
import { stripUndefined } from '@/services/schemas/common';
import { isKnownCurrency } from '@/services/format/pay-currency';
import { isListedCountry, isListedPlace } from '@/services/format/places';
import { COUNTRIES_NOT_LISTED, PLACE_NOT_LISTED } from '@/services/schemas/place-constants';
import { jobInputSchema, type Job, type JobInput } from '@/services/schemas/job';
import { CURRENCY_NOT_LISTED } from '@/services/schemas/job-constants';

export interface JobFormValues {
  title: string;
  description: string;
  category: string;
  level: string;
  workMode: string;
  employmentType: string;
  experience: string;
  degree: string;
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
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value);
const amount = (value: string) => (value.trim() === '' ? undefined : Number(value));

const formPlace = ({ country, region, city }: JobFormValues) =>
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
    salary: { min: amount(values.salaryMin), max: amount(values.salaryMax), currency: values.currency, period: text(values.period) },
    location: text(values.location),
    place: formPlace(values),
    // Only a job that can be done remotely is open to remote countries: switching to onsite drops them.
    remoteCountries: values.workMode !== 'Onsite' && values.remoteCountries.length > 0 ? values.remoteCountries : undefined,
    skills: values.skills,
    deadline: values.deadline ? deadlineFromDateInput(values.deadline) : undefined,
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

/** Messages a person reads next to a field, in place of zod's developer-facing defaults. */
const friendly: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && issue.code === 'invalid_type') return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Required';
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${issue.maximum}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return 'Must be 0 or more';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number';
  if (issue.code === 'invalid_value') return 'Choose one of the options';
  return undefined;
};

/** A place or remote country outside the shipped list (an old job's, or a list that has shrunk since). */
function unlistedPlaces(values: JobFormValues): JobFormErrors {
  const place = formPlace(values);
  const errors: JobFormErrors = {};
  if (place && !isListedPlace(place)) errors.country = PLACE_NOT_LISTED;
  if (!values.remoteCountries.every(isListedCountry)) errors.remoteCountries = COUNTRIES_NOT_LISTED;
  return errors;
}

/**
 * The same schema the service applies. `checkDeadline: false` on an edit that keeps the saved deadline (the service
 * checks a deadline only when the edit sets it).
 */
function validateJobForm(values: JobFormValues, { checkDeadline = true } = {}): JobFormErrors {
  const schema = jobInputSchema(checkDeadline ? Date.now() : Number.NEGATIVE_INFINITY);
  const result = schema.safeParse(stripUndefined(formValuesToInput(values)), { error: friendly });
  // The list check is the form's (the schema checks the code's shape; the rates load with the form and the write).
  const listed: JobFormErrors = { ...(isKnownCurrency(values.currency) ? {} : { currency: CURRENCY_NOT_LISTED }), ...unlistedPlaces(values) };
  if (result.success) return listed;
  const errors = errorsFromIssues(
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'input', message: issue.message })),
    values,
  );
  // zod skips the schema's cross-field checks while a field is missing; show them at once rather than one round later.
  const input = formValuesToInput(values);
  const { min, max } = input.salary;
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.salaryMin ??= 'Minimum must not exceed maximum';
  for (const [key, message] of Object.entries(listed)) errors[key as keyof JobFormErrors] ??= message;
  if (checkDeadline && input.deadline !== undefined && input.deadline <= Date.now()) errors.deadline ??= 'Must be in the future';
  return errors;
}

/**
 * The form's schema: the service's own (`jobInputSchema`) applied to the converted input, its issues placed on the
 * form's fields. `savedDeadline` is the deadline the job already has: keeping it is not re-checked against today.
 */
export function jobFormSchema(savedDeadline: string) {
  return z.custom<JobFormValues>().check(
    z.superRefine((values, ctx) => {
      const errors = validateJobForm(values, { checkDeadline: values.deadline !== savedDeadline });
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: field === 'form' ? ['root', 'server'] : [field], message, input: values });
      }
    }),
  );
}
