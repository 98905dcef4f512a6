/** The company entity, SPEC section 3, plus the profile fields a company fills in later (merged in on update). */
import { z } from 'zod/mini';
import type { FieldValue } from '../backend/types';
import { COMPANY_SIZES, COMPANY_TYPES, COMPANY_VERIFICATION, INDUSTRY_TAGS } from '../../constants/enums';
import {
  emailSchema,
  fileUrlSchema,
  idSchema,
  longTextSchema,
  nameSchema,
  shortTextSchema,
  timestampMsSchema,
  webUrlSchema,
} from './common';
import { SOCIAL_NETWORKS, normalizeCompanySize } from './company-constants';

const companySizeSchema = z.pipe(z.transform(normalizeCompanySize), z.enum(COMPANY_SIZES));
const companyTypeSchema = z.enum(COMPANY_TYPES);
const industriesSchema = z.array(z.enum(INDUSTRY_TAGS)).check(
  z.maxLength(INDUSTRY_TAGS.length),
  z.refine((tags) => new Set(tags).size === tags.length, 'Duplicate industry'),
);

const socialsSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), webUrlSchema);

/** Optional profile fields, all absent on a new company. */
export const companyProfileShape = {
  logo: z.optional(fileUrlSchema),
  website: z.optional(webUrlSchema),
  about: z.optional(longTextSchema),
  size: z.optional(companySizeSchema),
  type: z.optional(companyTypeSchema),
  industries: z.optional(industriesSchema),
  location: z.optional(shortTextSchema),
  socials: z.optional(socialsSchema),
};

/**
 * Median time to first response over the company's recent applications, the figure talents see on its jobs.
 * Written only by the trusted `response-stats` operation; `medianMs` is null below 3 applications or before any response.
 */
const responseStatsSchema = z.object({
  medianMs: z.nullable(z.number().check(z.nonnegative())),
  applications: z.int().check(z.nonnegative()),
  responded: z.int().check(z.nonnegative()),
  updatedAt: timestampMsSchema,
});
export type ResponseStats = z.infer<typeof responseStatsSchema>;

/** The public profile (companies/{uid}); the account email and the back office's reasons are in companyAccounts/{uid}. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  timestamp: timestampMsSchema,
  new: z.boolean(),
  ...companyProfileShape,
  responseStats: z.optional(responseStatsSchema),
  /** Jobs the company marked filled (its record talents see), counted only by the trusted `job-fill`. */
  jobsFilled: z.optional(z.int().check(z.nonnegative())),
  /** The back office's review. Absent on companies created before it (awaiting review). */
  verification: z.optional(z.enum(COMPANY_VERIFICATION)),
  /** Suspended by an administrator: its members cannot sign in and its jobs are closed. */
  suspended: z.optional(z.boolean()),
});
export type Company = z.infer<typeof companySchema>;
export type CompanyProfile = Pick<Company, keyof typeof companyProfileShape>;

export const createCompanyInputSchema = z.strictObject({ id: idSchema, email: emailSchema, name: nameSchema });
export type CreateCompanyInput = z.input<typeof createCompanyInputSchema>;

/** `null` (or the port's `deleteField()`, turned into `null` before validation) removes an optional field. */
const clearable = <S extends z.ZodMiniType>(schema: S) => z.optional(z.nullable(schema));

/**
 * Id and creation time are fixed after sign-up; the account email is in companyAccounts/{uid}
 * (services/companies/company-accounts.ts).
 */
export const updateCompanyInputSchema = z.strictObject({
  name: z.optional(nameSchema),
  new: z.optional(z.boolean()),
  logo: clearable(fileUrlSchema),
  website: clearable(webUrlSchema),
  about: clearable(longTextSchema),
  size: clearable(companySizeSchema),
  type: clearable(companyTypeSchema),
  industries: clearable(industriesSchema),
  location: clearable(shortTextSchema),
  socials: clearable(socialsSchema),
});
type Clearable<T> = { [K in keyof T]: null extends T[K] ? T[K] | FieldValue : T[K] };
export type UpdateCompanyInput = Clearable<z.input<typeof updateCompanyInputSchema>>;
