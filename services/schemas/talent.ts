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
import { PROFILE_FIELD_MAX, type ProfileKey } from './talent-constants';

export { PROFILE_FIELD_MAX, PROFILE_KEYS } from './talent-constants';

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
export const talentProfileSchema = z.looseObject(profileFields);
/** A profile as written: the allow-listed keys only. */
const talentProfileInputSchema = z.strictObject(profileFields);

export type TalentProfile = z.infer<typeof talentProfileSchema>;

/** A student as services return it. `role` is any string here: stored data may predate the category list. */
export const talentSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  availability: z.boolean(),
  timestamp: timestampMsSchema,
  new: z.boolean(),
  role: z.string(),
  skills: z.array(skillSchema),
  profile: z.optional(talentProfileSchema),
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
export type Talent = z.infer<typeof talentSchema> & CareerEntries;

const jobSeekerCategorySchema = z.enum(JOB_SEEKER_CATEGORIES);

export const createTalentInputSchema = z.strictObject({
  id: idSchema,
  email: emailSchema,
  name: nameSchema,
  role: jobSeekerCategorySchema,
  skills: z.optional(newSkillsSchema),
  profile: z.optional(talentProfileInputSchema),
});
export type CreateTalentInput = z.input<typeof createTalentInputSchema>;

/**
 * What a partial update may touch; id and creation time are fixed. `email` only follows the account's own email
 * (after a verified change; the access rules accept nothing else).
 */
export const updateTalentInputSchema = z.strictObject({
  email: z.optional(emailSchema),
  name: z.optional(nameSchema),
  availability: z.optional(z.boolean()),
  new: z.optional(z.boolean()),
  role: z.optional(jobSeekerCategorySchema),
  skills: z.optional(skillsSchema),
  profile: z.optional(talentProfileInputSchema),
});
/** With work history and education, which the service checks with their own schema (careerPatchSchema) when given. */
export type UpdateTalentInput = z.input<typeof updateTalentInputSchema> & CareerEntries;

/** A skill search (listTalentsWithSkill): one skill name. */
export const skillQuerySchema = z.strictObject({ skill: skillNameSchema });

/** Fields `listTalentsWhere` may filter on with equality (each served by Firestore's single-field indexes). */
export type TalentFilterField = 'id' | 'email' | 'name' | 'availability' | 'new' | 'role';
