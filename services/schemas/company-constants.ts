/**
 * A company's social networks and size normalisation without zod (see ./company.ts for the schemas), for the
 * screens and converters that only read companies. ./company.ts re-exports them.
 */
import { LEGACY_COMPANY_SIZES } from '../../constants/enums';

export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'github'] as const;

/** SPEC section 9 lists "1001 - 500"; stored or submitted, it means "1001 - 5000". */
export function normalizeCompanySize(value: unknown): unknown {
  return typeof value === 'string' && value in LEGACY_COMPANY_SIZES
    ? LEGACY_COMPANY_SIZES[value as keyof typeof LEGACY_COMPANY_SIZES]
    : value;
}

/** How the profile form and page name each network. */
export const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  github: 'GitHub',
};
