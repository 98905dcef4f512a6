/** The student (talent) entity, SPEC section 3: the single source for its shape, its inputs and its types. */
import { z } from 'zod/mini';
import { EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS, JOB_SEEKER_CATEGORIES } from '../../constants/enums';
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

export const skillsSchema = z.array(skillSchema).check(z.maxLength(LIMITS.skillsMax), z.superRefine(uniqueSkills));
export const newSkillsSchema = z
  .array(z.strictObject({ skill: skillNameSchema }))
  .check(z.maxLength(LIMITS.skillsMax), z.superRefine(uniqueSkills));

/**
 * Profile details (SPEC: "optional"; its fields are not shown). The known fields are typed and bounded; others
 * pass through so a later profile screen can add fields without a migration.
 */
/** The access rules bound the profile map to this many keys. */
export const PROFILE_MAX_FIELDS = 50;

export const studentProfileSchema = z
  .looseObject({
    headline: z.optional(shortTextSchema),
    bio: z.optional(longTextSchema),
    location: z.optional(shortTextSchema),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    gender: z.optional(z.enum(GENDERS)),
    educationStatus: z.optional(z.enum(EDUCATION_STATUSES)),
    school: z.optional(shortTextSchema),
    experience: z.optional(z.enum(EXPERIENCE_LEVELS)),
    avatarUrl: z.optional(fileUrlSchema),
    cvUrl: z.optional(fileUrlSchema),
    portfolioUrl: z.optional(webUrlSchema),
    linkedinUrl: z.optional(webUrlSchema),
    githubUrl: z.optional(webUrlSchema),
  })
  .check(z.refine((profile) => Object.keys(profile).length <= PROFILE_MAX_FIELDS, `At most ${PROFILE_MAX_FIELDS} fields`));
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
  /** Email notifications off; absent means subscribed. */
  optedOutOfEmail: z.optional(z.boolean()),
});
export type Student = z.infer<typeof studentSchema>;

export const jobSeekerCategorySchema = z.enum(JOB_SEEKER_CATEGORIES);

export const createStudentInputSchema = z.strictObject({
  id: idSchema,
  email: emailSchema,
  name: nameSchema,
  role: jobSeekerCategorySchema,
  skills: z.optional(newSkillsSchema),
  profile: z.optional(studentProfileSchema),
});
export type CreateStudentInput = z.input<typeof createStudentInputSchema>;

/**
 * What a partial update may touch; id and creation time are fixed. `email` only follows the account's own email
 * (after a verified change; the access rules accept nothing else).
 */
export const updateStudentInputSchema = z.strictObject({
  email: z.optional(emailSchema),
  optedOutOfEmail: z.optional(z.boolean()),
  name: z.optional(nameSchema),
  availability: z.optional(z.boolean()),
  new: z.optional(z.boolean()),
  role: z.optional(jobSeekerCategorySchema),
  skills: z.optional(skillsSchema),
  profile: z.optional(studentProfileSchema),
});
export type UpdateStudentInput = z.input<typeof updateStudentInputSchema>;

/** Fields `listStudentsWhere` may filter on with equality (each served by Firestore's single-field indexes). */
export const STUDENT_FILTER_FIELDS = ['id', 'email', 'name', 'availability', 'new', 'role'] as const;
export type StudentFilterField = (typeof STUDENT_FILTER_FIELDS)[number];
