/**
 * A talent's work history and education: lists of dated entries on the student document (`workHistory`,
 * `education`), copied to the public card. The form, the service, the local policy and firestore.rules share these
 * bounds (tests/access/rules-source.ts checks the rules carry the same numbers).
 */
import { z } from 'zod/mini';
import { ENTRY_LIMITS, PRESENT } from './profile-entry-constants';

// The policy and the rules check read the bounds here, beside the schemas they mirror.
export { ENTRY_LIMITS, PRESENT };

/** A month as `<input type="month">` gives it: `YYYY-MM`, years 1900 to 2099. */
const MONTH_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

const text = (max: number, label: string, required: boolean) =>
  z
    .string({ error: `Enter the ${label}` })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, `Enter the ${label}`)] : []),
      z.maxLength(max, `Keep the ${label} to ${max} characters or fewer`),
    );

const month = (label: string) =>
  z.string({ error: `Enter the ${label} month` }).check(z.regex(MONTH_PATTERN, `Enter the ${label} month as YYYY-MM`));
const endMonth = z
  .string({ error: 'Enter the end month' })
  .check(z.refine((v) => v === PRESENT || MONTH_PATTERN.test(v), 'Enter the end month as YYYY-MM, or tick "Ongoing"'));

/** Months compare as text (`2024-03` < `2024-11`); an ongoing entry has no end to compare, a malformed one has its own message. */
const endNotBeforeStart = z.refine<{ start: string; end: string }>(
  ({ start, end }: { start: string; end: string }) =>
    !MONTH_PATTERN.test(start) || !MONTH_PATTERN.test(end) || end >= start,
  {
    error: 'The end month cannot be before the start month',
    path: ['end'],
  },
);

const common = {
  start: month('start'),
  end: endMonth,
  description: text(ENTRY_LIMITS.descriptionMax, 'description', false),
};

export const workEntrySchema = z
  .strictObject({
    ...common,
    organisation: text(ENTRY_LIMITS.organisationMax, 'company or organisation', true),
    title: text(ENTRY_LIMITS.titleMax, 'job title', true),
  })
  .check(endNotBeforeStart);
export type WorkEntry = z.infer<typeof workEntrySchema>;

export const educationEntrySchema = z
  .strictObject({
    ...common,
    organisation: text(ENTRY_LIMITS.organisationMax, 'school', true),
    degree: text(ENTRY_LIMITS.titleMax, 'degree or course', true),
  })
  .check(endNotBeforeStart);
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const workHistorySchema = z
  .array(workEntrySchema)
  .check(z.maxLength(ENTRY_LIMITS.workMax, `At most ${ENTRY_LIMITS.workMax} work entries`));
export const educationListSchema = z
  .array(educationEntrySchema)
  .check(z.maxLength(ENTRY_LIMITS.educationMax, `At most ${ENTRY_LIMITS.educationMax} education entries`));

/**
 * The entries of a profile save, checked by the service (services/talents/career-update.ts) and the form: not part of
 * the student's read schema, which every talent screen loads.
 */
export const careerPatchSchema = z.strictObject({
  workHistory: z.optional(workHistorySchema),
  education: z.optional(educationListSchema),
});
