/** SPEC section 9, exactly as given. The single source for forms, schemas, rules and seed data. */

export const JOB_SEEKER_CATEGORIES = [
  'Accountant',
  'Web Developer',
  'Graphic Designer',
  'Content Creator',
  'SEO Specialist',
  'Copywriter',
  'Web Designer',
  'Photographer',
  'Data Scientist',
  'Writer (Blogger)',
  'Mobile Developer',
  'Digital Marketer',
  'Virtual Assistant',
  'Social Media Content',
  'Product Designer (UI/UX)',
  'Technical Customer Support',
] as const;
export type JobSeekerCategory = (typeof JOB_SEEKER_CATEGORIES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export const EDUCATION_STATUSES = ['Student', 'Graduate'] as const;
export const JOB_LEVELS = ['Entry Level', 'Internship', 'Contract'] as const;

/** SPEC lists "1001 - 500"; it means "1001 - 5000". Both are read from stored data, the corrected one is offered. */
export const COMPANY_SIZES = [
  'Less than 10',
  '11 - 50',
  '51 - 200',
  '201 - 1000',
  '1001 - 5000',
  'More than 5000',
] as const;
export const LEGACY_COMPANY_SIZES = { '1001 - 500': '1001 - 5000' } as const;

export const COMPANY_TYPES = [
  'Corporation',
  'Cryptocurrency',
  'Product Development',
  'Software Development',
  'Private Limited Company',
] as const;

export const INDUSTRY_TAGS = [
  'NFT',
  'Bitcoin',
  'Genomics',
  'Web Design',
  'BlockChains',
  'Marketplaces',
  'Biotechnology',
  'Product Design',
  'Digital Health',
  'Graphic Design',
  'Personal Health',
  'Genetic Testing',
  'Personalization',
  'Consumer Lending',
  'Health and Wellness',
  'User Interface Design',
  'Application Platforms',
  'User Experience Design',
] as const;

export const EXPERIENCE_LEVELS = [
  'No experience',
  '1 - 3 years',
  '3 - 5 years',
  '5 - 7 years',
  '7 - 10 years',
  '10+ years',
] as const;
export const JOB_CATEGORIES = ['Writing', 'Designer', 'It & Development', 'Web & Mobile Dev'] as const;
/** `awaiting-review`: posted by a company not yet verified; talents neither list nor open it. */
export const JOB_STATUSES = ['active', 'closed', 'awaiting-review'] as const;
/** A company's review by the back office; written `pending` at sign-up, changed only by trusted operations. */
export const COMPANY_VERIFICATION = ['pending', 'verified', 'declined'] as const;
export const SALARY_PERIODS = ['Monthly', 'Weekly', 'Yearly'] as const;
export const DEGREES = ["Bachelor's degree", "Master's degree"] as const;
/** Whether a job's degree is a condition or a wish (services/schemas/job-honesty.ts). */
export const DEGREE_REQUIREMENTS = ['Required', 'Preferred'] as const;
/** The levels meant for those starting out, and the only experience such a job may ask for. */
export const ENTRY_LEVELS = ['Internship', 'Entry Level'] as const satisfies readonly (typeof JOB_LEVELS)[number][];
export const ENTRY_EXPERIENCE = [
  'No experience',
  '1 - 3 years',
] as const satisfies readonly (typeof EXPERIENCE_LEVELS)[number][];
export const WORK_MODES = ['Onsite', 'remote', 'Onsite or remote'] as const;
export const EMPLOYMENT_TYPES = ['Full time', 'Part time', 'Contract', 'Internship'] as const;

/**
 * SPEC section 9 lists six suggested domains, five of them redacted as {host}; these are the common providers
 * such a list holds, with proton.mail as given.
 */
export const SUGGESTED_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'proton.mail',
  'icloud.com',
] as const;

/** SPEC section 9: students by role, at most 5. */
export const TALENTS_BY_ROLE_LIMIT = 5;
