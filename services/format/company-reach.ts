import type { Company } from '../schemas/company';

/**
 * Whether the company reaches talents (discovery, profiles, CVs, messages): verified and not suspended. Anything
 * else (awaiting review, declined, a legacy document without a review) waits.
 */
export const companyReachesTalents = (company: Pick<Company, 'verification' | 'suspended'>) =>
  company.verification === 'verified' && company.suspended !== true;
