/**
 * SPEC section 9 has two category lists that do not line up: 16 job-seeker categories (a talent's `role`) and 4
 * job categories. The homes need to go from one to the other (jobs for a talent, talents for a company's jobs);
 * this is our reading of which belong together. A role with no fitting job category maps to null.
 */
import type { JOB_CATEGORIES, JobSeekerCategory } from './enums';

export type JobCategory = (typeof JOB_CATEGORIES)[number];

const JOB_CATEGORY_FOR_ROLE: Record<JobSeekerCategory, JobCategory | null> = {
  Accountant: null,
  'Web Developer': 'Web & Mobile Dev',
  'Graphic Designer': 'Designer',
  'Content Creator': 'Writing',
  'SEO Specialist': 'Writing',
  Copywriter: 'Writing',
  'Web Designer': 'Designer',
  Photographer: 'Designer',
  'Data Scientist': 'It & Development',
  'Writer (Blogger)': 'Writing',
  'Mobile Developer': 'Web & Mobile Dev',
  'Digital Marketer': null,
  'Virtual Assistant': null,
  'Social Media Content': 'Writing',
  'Product Designer (UI/UX)': 'Designer',
  'Technical Customer Support': 'It & Development',
};

/** The talents a job category is for, the most likely first. */
export const ROLES_FOR_JOB_CATEGORY: Record<JobCategory, readonly JobSeekerCategory[]> = {
  Writing: ['Copywriter', 'Content Creator', 'Writer (Blogger)', 'Social Media Content', 'SEO Specialist'],
  Designer: ['Graphic Designer', 'Product Designer (UI/UX)', 'Web Designer', 'Photographer'],
  'It & Development': ['Web Developer', 'Data Scientist', 'Mobile Developer', 'Technical Customer Support'],
  'Web & Mobile Dev': ['Web Developer', 'Mobile Developer', 'Web Designer'],
};

export function jobCategoryForRole(role: string): JobCategory | null {
  return (JOB_CATEGORY_FOR_ROLE as Record<string, JobCategory | null>)[role] ?? null;
}
