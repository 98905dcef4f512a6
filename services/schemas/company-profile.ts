/** The company profile form, validated before `updateCompany` merges it into the company document. */
import { z } from 'zod/mini';
import { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS } from '../../constants/enums';
import { LIMITS, webUrlSchema } from './common';
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from './company-constants';

const optionalUrl = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || webUrlSchema.safeParse(v).success,
      `${label} must be a web address starting with https://`,
    ),
  );

export const companyProfileFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the company name'),
      z.maxLength(LIMITS.nameMax, `Company name must be at most ${LIMITS.nameMax} characters`),
    ),
  website: optionalUrl('Website'),
  about: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.longTextMax, `About must be at most ${LIMITS.longTextMax} characters`)),
  size: z.union([z.literal(''), z.enum(COMPANY_SIZES)], { error: 'Choose a company size' }),
  type: z.union([z.literal(''), z.enum(COMPANY_TYPES)], { error: 'Choose a company type' }),
  industries: z.array(z.enum(INDUSTRY_TAGS)),
  location: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.shortTextMax, `Location must be at most ${LIMITS.shortTextMax} characters`)),
  socials: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl(SOCIAL_LABELS[n])])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      ReturnType<typeof optionalUrl>
    >,
  ),
});
export type CompanyProfileForm = z.infer<typeof companyProfileFormSchema>;
