/**
 * How the pipeline arranges the applicants it loaded: the sort table (one row per choice of the Sort menu) and the
 * filters. The applied-date sorts are the server's order (a page is the next 50 in that order); the others arrange
 * the loaded applicants within each column, falling back to the server's order on a tie.
 */
import type { PipelineOrder } from '@/services/applications/application-lists';
import type { Application } from '@/services/applications/applications';

/** What a sort or filter may know about an applicant beyond its application (read once per shown applicant). */
export interface ApplicantFacts {
  verifiedSkills(app: Application): readonly string[];
  /** The members' average rating, or undefined when nobody rated the applicant. */
  averageRating(app: Application): number | undefined;
}

interface PipelineSort {
  label: string;
  /** The order the server pages in. */
  order: PipelineOrder;
  /** Within a column, after loading; none keeps the server's order. */
  compare?: (a: Application, b: Application, facts: ApplicantFacts) => number;
}

/** The Sort menu, in its order. */
export const PIPELINE_SORTS = {
  newest: { label: 'Applied date, newest first', order: 'newest' },
  oldest: { label: 'Applied date, oldest first', order: 'oldest' },
  verified: {
    label: 'Most verified skills',
    order: 'newest',
    compare: (a, b, facts) => facts.verifiedSkills(b).length - facts.verifiedSkills(a).length,
  },
  priority: {
    label: 'Priority applications first',
    order: 'newest',
    compare: (a, b) => Number(b.signalled === true) - Number(a.signalled === true),
  },
  rating: {
    label: 'Highest rated first',
    order: 'newest',
    // Unrated applicants after every rated one.
    compare: (a, b, facts) => (facts.averageRating(b) ?? -1) - (facts.averageRating(a) ?? -1),
  },
} satisfies Record<string, PipelineSort>;

export type PipelineSortKey = keyof typeof PIPELINE_SORTS;
export const PIPELINE_SORT_KEYS = Object.keys(PIPELINE_SORTS) as PipelineSortKey[];
export const isPipelineSort = (value: string): value is PipelineSortKey => Object.hasOwn(PIPELINE_SORTS, value);

/** The loaded applicants with the verified skill filter applied and the sort's arrangement. */
export function arrangeApplicants(
  apps: Application[],
  sort: PipelineSortKey,
  skill: string,
  facts: ApplicantFacts,
): Application[] {
  const shown = skill ? apps.filter((app) => facts.verifiedSkills(app).includes(skill)) : apps;
  const compare: PipelineSort['compare'] = (PIPELINE_SORTS[sort] as PipelineSort).compare;
  if (!compare) return shown;
  // Array.prototype.sort is stable, so ties keep the server's applied-date order.
  return [...shown].sort((a, b) => compare(a, b, facts));
}

/** Every verified skill among the loaded applicants, for the filter's options. */
export function verifiedSkillOptions(apps: Application[], facts: ApplicantFacts): string[] {
  return [...new Set(apps.flatMap((app) => facts.verifiedSkills(app)))].sort((a, b) => a.localeCompare(b));
}
