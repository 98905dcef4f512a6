/**
 * The job form's schema: the service's own (`jobInputSchema`) applied to the converted input, its issues placed on
 * the form's fields. Loaded by the form on first use, with zod.
 */
import { z } from 'zod/mini';
import { isKnownCurrency } from '@/services/format/pay-currency';
import { isListedCountry, isListedPlace } from '@/services/format/places';
import { jobInputSchema } from '@/services/schemas/job';
import { CURRENCY_NOT_LISTED } from '@/services/schemas/job-constants';
import { COUNTRIES_NOT_LISTED, PLACE_NOT_LISTED } from '@/services/schemas/place-constants';
import { stripUndefined } from '@/services/schemas/strip-undefined';
import {
  errorsFromIssues,
  formPlace,
  formValuesToInput,
  type JobFormErrors,
  type JobFormValues,
} from './job-form-values';

/** Messages a person reads next to a field, in place of zod's developer-facing defaults. */
const friendly: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && issue.code === 'invalid_type') return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Required';
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${issue.maximum}`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return issue.minimum === 1 ? 'At least 1' : 'Must be 0 or more';
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

type TimedField = 'deadline' | 'fillBy';

/**
 * The same schema the service applies. `timed`: the dates this write sets, checked against today (an edit that keeps
 * a saved date is not: the service checks a date only when the edit sets it).
 */
function validateJobForm(values: JobFormValues, timed: readonly TimedField[]): JobFormErrors {
  const schema = jobInputSchema(Date.now(), timed);
  const result = schema.safeParse(stripUndefined(formValuesToInput(values)), { error: friendly });
  // The list check is the form's (the schema checks the code's shape; the rates load with the form and the write).
  const listed: JobFormErrors = {
    ...(isKnownCurrency(values.currency) ? {} : { currency: CURRENCY_NOT_LISTED }),
    ...unlistedPlaces(values),
  };
  if (result.success) return listed;
  const errors = errorsFromIssues(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'input',
      message: issue.message,
    })),
    values,
  );
  // zod skips the schema's cross-field checks while a field is missing; show them at once rather than one round later.
  const input = formValuesToInput(values);
  const { min, max } = input.salary;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    errors.salaryMin ??= 'Minimum must not exceed maximum';
  for (const [key, message] of Object.entries(listed)) errors[key as keyof JobFormErrors] ??= message;
  for (const key of timed) {
    const at = input[key];
    if (at !== undefined && at <= Date.now()) errors[key] ??= 'Must be in the future';
  }
  return errors;
}

/**
 * The form's schema: the service's own (`jobInputSchema`) applied to the converted input, its issues placed on the
 * form's fields. `saved` holds the dates the job already has: keeping one is not re-checked against today.
 */
export function jobFormSchema(saved: Pick<JobFormValues, TimedField>) {
  return z.custom<JobFormValues>().check(
    z.superRefine((values, ctx) => {
      const timed = (['deadline', 'fillBy'] as const).filter((key) => values[key] !== saved[key]);
      const errors = validateJobForm(values, timed);
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: field === 'form' ? ['root', 'server'] : [field], message, input: values });
      }
    }),
  );
}
