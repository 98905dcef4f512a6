/**
 * What the two homes show, each piece a handful of reads: counts (one read per 1,000 entries) and short
 * queries with a limit, never a whole list. The rules let a company read only `companyId == uid` applications
 * and a talent only `talentId == uid`, so every query pins one of them.
 */
import { ROLES_FOR_JOB_CATEGORY, jobCategoryForRole, type JobCategory } from '@/constants/category-match';
import { JOB_CATEGORIES, type JobSeekerCategory } from '@/constants/enums';
import { getBackend } from '../backend/backend';
import { APPLICATIONS, applicationFromSnapshot } from '../converters/application-converter';
import { ValidationError } from '../errors';
import { countCompanyActiveJobsByCategory, listActiveJobsWithAnySkill, listNewestActiveJobs } from '../jobs/job-lists';
import { isDocId } from '../schemas/doc-id';
import type { Application, ApplicationStage } from '../schemas/application';
import { APPLICATION_STAGES } from '../schemas/application-constants';
import type { Job } from '../schemas/job';

const RECOMMENDED_JOBS = 6;
/** Jobs asking for one of the talent's skills, ranked by how many they share; twice the shown number is plenty. */
const SKILL_CANDIDATES = 2 * RECOMMENDED_JOBS;
const LATEST_APPLICANTS = 5;
const NEW_APPLICANTS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];

function requireId(field: string, value: unknown): asserts value is string {
  if (!isDocId(value)) throw new ValidationError([{ field, message: 'Required' }]);
}

interface RecommendedJob {
  job: Job;
  /** The job's skills the talent has, as the job names them. */
  matchedSkills: string[];
}

/** Most shared skills first (compared case-insensitively), then newest. */
function rankBySkillOverlap(jobs: Job[], skills: string[]): RecommendedJob[] {
  const mine = new Set(skills.map((s) => s.trim().toLowerCase()));
  return jobs
    .map((job) => ({ job, matchedSkills: job.skills.filter((s) => mine.has(s.trim().toLowerCase())) }))
    .sort((a, b) => b.matchedSkills.length - a.matchedSkills.length || (b.job.createdAt ?? 0) - (a.job.createdAt ?? 0));
}

/** Which of these jobs the talent already applied to: one `in` query (read cost: the matches, at least one). */
async function appliedJobIds(talentId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: APPLICATIONS,
    where: [
      { field: 'talentId', op: '==', value: talentId },
      { field: 'jobId', op: 'in', value: jobIds.slice(0, 30) },
    ],
  });
  return new Set(snaps.map((snap) => String(snap.data?.jobId)));
}

export interface Recommendations {
  /** The job category the talent's role maps to; null when none fits (then every category is searched). */
  category: JobCategory | null;
  jobs: RecommendedJob[];
}

/**
 * Up to 6 active jobs for the talent: of its role's job category, asking for its skills first, topped up with the
 * newest of the category, minus the jobs it already applied to.
 */
export async function recommendJobs(talent: {
  id: string;
  role: string;
  skills: { skill: string }[];
}): Promise<Recommendations> {
  requireId('talentId', talent.id);
  const category = jobCategoryForRole(talent.role);
  const skills = talent.skills.map((s) => s.skill);
  const scope = category ? { category } : {};
  const matching = await listActiveJobsWithAnySkill({ ...scope, skills, limit: SKILL_CANDIDATES });
  const newest =
    matching.length < RECOMMENDED_JOBS ? await listNewestActiveJobs({ ...scope, limit: RECOMMENDED_JOBS }) : [];
  const candidates = [...matching, ...newest.filter((job) => !matching.some((m) => m.id === job.id))];
  const applied = await appliedJobIds(
    talent.id,
    candidates.map((job) => job.id),
  );
  const jobs = rankBySkillOverlap(
    candidates.filter((job) => !applied.has(job.id)),
    skills,
  ).slice(0, RECOMMENDED_JOBS);
  return { category, jobs };
}

/** The talent's applications per stage: one count per stage. */
export async function countApplicationsByStage(talentId: string): Promise<Record<ApplicationStage, number>> {
  requireId('talentId', talentId);
  const backend = await getBackend();
  const counts = await Promise.all(
    APPLICATION_STAGES.map((stage) =>
      backend.docs.count({
        collection: APPLICATIONS,
        where: [
          { field: 'talentId', op: '==', value: talentId },
          { field: 'stage', op: '==', value: stage },
        ],
      }),
    ),
  );
  return Object.fromEntries(APPLICATION_STAGES.map((stage, i) => [stage, counts[i]])) as Record<
    ApplicationStage,
    number
  >;
}

export interface CompanyHomeCounts {
  activeJobs: number;
  /** The category most of its active jobs are in (ties: the first in SPEC order); null without active jobs. */
  topCategory: JobCategory | null;
  /** Talents the teaser looks for: the top category's most likely role. */
  teaserRole: JobSeekerCategory | null;
  newApplicants: number;
}

export async function companyHomeCounts(companyId: string, now = Date.now()): Promise<CompanyHomeCounts> {
  requireId('companyId', companyId);
  const backend = await getBackend();
  const [byCategory, newApplicants] = await Promise.all([
    countCompanyActiveJobsByCategory(companyId),
    backend.docs.count({
      collection: APPLICATIONS,
      where: [
        { field: 'companyId', op: '==', value: companyId },
        { field: 'createdAt', op: '>=', value: new Date(now - NEW_APPLICANTS_WINDOW_MS) },
      ],
      // Ordered as the declared (companyId, createdAt desc) index, which then serves the range too.
      orderBy: NEWEST_FIRST,
    }),
  ]);
  const activeJobs = JOB_CATEGORIES.reduce((sum, category) => sum + byCategory[category], 0);
  const topCategory =
    activeJobs === 0 ? null : JOB_CATEGORIES.reduce((best, c) => (byCategory[c] > byCategory[best] ? c : best));
  return {
    activeJobs,
    topCategory,
    teaserRole: topCategory ? ROLES_FOR_JOB_CATEGORY[topCategory][0] : null,
    newApplicants,
  };
}

/** The company's latest applicants, newest first (one query of five). */
export async function listLatestApplicants(companyId: string, count = LATEST_APPLICANTS): Promise<Application[]> {
  requireId('companyId', companyId);
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: APPLICATIONS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    orderBy: NEWEST_FIRST,
    limit: count,
  });
  return snaps.map(applicationFromSnapshot);
}
