/**
 * The talent profile form: what the screen edits, validated here before `updateTalent` writes it. Its fields,
 * the files and the phone live in the `profile` map, whose keys and sizes the student schema (PROFILE_FIELD_MAX)
 * and the access rules allow-list.
 */
import { z } from 'zod/mini';
import { DEGREES, EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS, JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { LIMITS, webUrlSchema } from './common';
import { COUNTRY_NOT_LISTED } from './country-code';
import type { EducationEntry, WorkEntry } from './profile-entries';
import { skillNameSchema } from './talent';

/** An optional choice: '' means "not stated". */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values)], { error: message });

const optionalText = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

/** The same check the write applies (webUrlSchema), with a message naming the field. */
const optionalUrl = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || webUrlSchema.safeParse(v).success,
      `${label} must be a web address starting with https://`,
    ),
  );

export const talentProfileFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your full name'),
      z.maxLength(LIMITS.nameMax, `Full name must be at most ${LIMITS.nameMax} characters`),
    ),
  headline: optionalText(LIMITS.shortTextMax, 'Headline'),
  bio: optionalText(LIMITS.longTextMax, 'About'),
  role: z.enum(JOB_SEEKER_CATEGORIES, { error: 'Choose a job-seeker category' }),
  skills: z.array(skillNameSchema).check(
    z.maxLength(LIMITS.skillsMax, `At most ${LIMITS.skillsMax} skills`),
    z.refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, 'Each skill only once'),
  ),
  educationStatus: choice(EDUCATION_STATUSES, 'Choose an education status'),
  school: optionalText(LIMITS.shortTextMax, 'School'),
  degree: choice(DEGREES, 'Choose a degree'),
  experience: choice(EXPERIENCE_LEVELS, 'Choose an experience level'),
  gender: choice(GENDERS, 'Choose a gender'),
  location: optionalText(LIMITS.shortTextMax, 'Location'),
  /** '' means not set. */
  country: z.string().check(z.refine((v) => v === '' || /^[A-Z]{2}$/.test(v), COUNTRY_NOT_LISTED)),
  portfolioUrl: optionalUrl('Portfolio'),
  linkedinUrl: optionalUrl('LinkedIn'),
  githubUrl: optionalUrl('GitHub'),
  availability: z.boolean(),
});
/**
 * The form's values, with the work history and education lists, which only the profile form validates
 * (./talent-profile-career.ts): this module is on the screens that show a talent's files, the lists' schema need not be.
 */
export type TalentProfileForm = z.infer<typeof talentProfileFormSchema> & {
  workHistory: WorkEntry[];
  education: EducationEntry[];
};

/** The uploaded files kept in the profile map (written by the upload flow, which checks them, never by the form). */
export interface TalentFiles {
  avatarUrl?: string;
  avatarPath?: string;
  cvUrl?: string;
  cvPath?: string;
  cvName?: string;
}
