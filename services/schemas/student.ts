/** The student (talent) entity, SPEC section 3: the single source for its shape, its inputs and its types. */
import { z } from 'zod/mini';
import { DEGREES, EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS, JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import {
  LIMITS,
  emailSchema,
  fileUrlSchema,
  idSchema,
  longTextSchema,
  nameSchema,
  shortTextSchema,
  timestampMsSchema,
  webUrlSchema,
} from './common';
import { countryCodeSchema } from './country-code';
import type { EducationEntry, WorkEntry } from './profile-entries';

export const skillNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.skillMax));

/** `verified` is set by assessments (a trusted operation), never chosen by the talent at sign-up. */
export const skillSchema = z.strictObject({ skill: skillNameSchema, verified: z.optional(z.boolean()) });
export type Skill = z.infer<typeof skillSchema>;

const uniqueSkills = <T extends { skill: string }>(skills: T[], ctx: z.core.$RefinementCtx<T[]>) => {
  const seen = new Set<string>();
  skills.forEach((entry, index) => {
    const key = entry.skill.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'skill'], message: 'Duplicate skill' });
    seen.add(key);
  });
};

const skillsSchema = z.array(skillSchema).check(z.maxLength(LIMITS.skillsMax), z.superRefine(uniqueSkills));
const newSkillsSchema = z
  .array(z.strictObject({ skill: skillNameSchema }))
  .check(z.maxLength(LIMITS.skillsMax), z.superRefine(uniqueSkills));

/**
 * Profile details (SPEC: "optional"). Every key a profile may hold and its longest value: the profile form's,
 * the uploads' and the onboarding's limits. The access rules (firestore.rules, the local policy) allow exactly
 * these keys with these bounds, so the public card copies nothing else.
 */
export const PROFILE_FIELD_MAX = {
  headline: LIMITS.shortTextMax,
  bio: LIMITS.longTextMax,
  location: LIMITS.shortTextMax,
  /** A country code of the shipped list (constants/places.ts): "Near me" on the job list, the discovery filter. */
  country: 2,
  phone: 30,
  gender: LIMITS.shortTextMax,
  educationStatus: LIMITS.shortTextMax,
  school: LIMITS.shortTextMax,
  degree: LIMITS.shortTextMax,
  experience: LIMITS.shortTextMax,
  avatarUrl: LIMITS.urlMax,
  avatarPath: LIMITS.urlMax,
  cvUrl: LIMITS.urlMax,
  cvPath: LIMITS.urlMax,
  cvName: 200,
  portfolioUrl: LIMITS.urlMax,
  linkedinUrl: LIMITS.urlMax,
  githubUrl: LIMITS.urlMax,
} as const;
export type ProfileKey = keyof typeof PROFILE_FIELD_MAX;
export const PROFILE_KEYS = Object.keys(PROFILE_FIELD_MAX) as ProfileKey[];

const boundedText = (key: ProfileKey) => z.string().check(z.trim(), z.maxLength(PROFILE_FIELD_MAX[key]));

const profileFields = {
  headline: z.optional(shortTextSchema),
  bio: z.optional(longTextSchema),
  location: z.optional(shortTextSchema),
  country: z.optional(countryCodeSchema),
  phone: z.optional(boundedText('phone')),
  gender: z.optional(z.enum(GENDERS)),
  educationStatus: z.optional(z.enum(EDUCATION_STATUSES)),
  school: z.optional(shortTextSchema),
  degree: z.optional(z.enum(DEGREES)),
  experience: z.optional(z.enum(EXPERIENCE_LEVELS)),
  avatarUrl: z.optional(fileUrlSchema),
  avatarPath: z.optional(boundedText('avatarPath')),
  cvUrl: z.optional(fileUrlSchema),
  cvPath: z.optional(boundedText('cvPath')),
  cvName: z.optional(boundedText('cvName')),
  portfolioUrl: z.optional(webUrlSchema),
  linkedinUrl: z.optional(webUrlSchema),
  githubUrl: z.optional(webUrlSchema),
};
/** A profile as read back: documents stored before the allow-list may hold other keys, which pass through. */
export const studentProfileSchema = z.looseObject(profileFields);
/** A profile as written: the allow-listed keys only. */
const studentProfileInputSchema = z.strictObject(profileFields);

/**
 * A download URL of a file in this user's own upload folder (`uploadedFiles/<uid>/`): the local backend's
 * `/api/local/files/...` or Cloud Storage's `.../o/uploadedFiles%2F<uid>%2F...`. An application may carry such a
 * CV besides the profile's; firestore.rules (isOwnUpload) checks the same shape.
 */
export function isOwnUploadUrl(url: unknown, uid: string): boolean {
  if (typeof url !== 'string' || url.length > LIMITS.urlMax) return false;
  const local = `/api/local/files/uploadedFiles/${uid}/`;
  const storage = `/o/uploadedFiles%2F${uid}%2F`;
  const rest = (from: number) => /^[^/?#]+([?#].*)?$/s.test(url.slice(from));
  if (url.startsWith(local)) return rest(local.length);
  const host = /^https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+/.exec(url);
  return host !== null && url.startsWith(storage, host[0].length) && rest(host[0].length + storage.length);
}

/** The known profile keys of a stored profile: a key stored before the allow-list existed is not written back. */
export function knownProfile(profile: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(profile ?? {}).filter(([key]) => (PROFILE_KEYS as string[]).includes(key)));
}
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** A student as services return it. `role` is any string here: stored data may predate the category list. */
export const studentSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  availability: z.boolean(),
  timestamp: timestampMsSchema,
  new: z.boolean(),
  role: z.string(),
  skills: z.array(skillSchema),
  profile: z.optional(studentProfileSchema),
});
/**
 * Work history and education: absent means none (profiles saved before they existed). Typed here, not in the zod
 * read schema every talent screen loads: entries are validated on write (the form, the rules and the local policy)
 * and the converter keeps well-shaped ones.
 */
export type CareerEntries = {
  workHistory?: WorkEntry[];
  education?: EducationEntry[];
};
export type Student = z.infer<typeof studentSchema> & CareerEntries;

const jobSeekerCategorySchema = z.enum(JOB_SEEKER_CATEGORIES);

export const createStudentInputSchema = z.strictObject({
  id: idSchema,
  email: emailSchema,
  name: nameSchema,
  role: jobSeekerCategorySchema,
  skills: z.optional(newSkillsSchema),
  profile: z.optional(studentProfileInputSchema),
});
export type CreateStudentInput = z.input<typeof createStudentInputSchema>;

/**
 * What a partial update may touch; id and creation time are fixed. `email` only follows the account's own email
 * (after a verified change; the access rules accept nothing else).
 */
export const updateStudentInputSchema = z.strictObject({
  email: z.optional(emailSchema),
  name: z.optional(nameSchema),
  availability: z.optional(z.boolean()),
  new: z.optional(z.boolean()),
  role: z.optional(jobSeekerCategorySchema),
  skills: z.optional(skillsSchema),
  profile: z.optional(studentProfileInputSchema),
});
/** With work history and education, which the service checks with their own schema (careerPatchSchema) when given. */
export type UpdateStudentInput = z.input<typeof updateStudentInputSchema> & CareerEntries;

/** Fields `listStudentsWhere` may filter on with equality (each served by Firestore's single-field indexes). */
const STUDENT_FILTER_FIELDS = ['id', 'email', 'name', 'availability', 'new', 'role'] as const;
export type StudentFilterField = (typeof STUDENT_FILTER_FIELDS)[number];
