/**
 * The documents of `npm run seed:scale`: companies, their jobs, talents (with their public cards) and applications,
 * deterministic (a seeded random spread), with dates over the past year, newer ones more frequent.
 */
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import type { DocumentData } from '../../services/backend/types';
import { historyToDoc } from '../../services/converters/application-converter';
import { cardFromTalentData } from '../../services/converters/talent-card-converter';
import { applicationId, type ApplicationStage } from '../../services/schemas/application';
import { nameTerms } from '../../services/search/search-words';
import { bulkJob } from '../seed-jobs';

export interface ScaleCounts {
  companies: number;
  jobs: number;
  talents: number;
  applications: number;
  /** Applicants of the first job (the busiest screen a company can open). */
  hotJobApplicants: number;
}

export const FULL_SCALE: ScaleCounts = {
  companies: 5_000,
  jobs: 100_000,
  talents: 50_000,
  applications: 200_000,
  hotJobApplicants: 500,
};

export function scaleCounts(fraction: number): ScaleCounts {
  const of = (n: number) => Math.max(1, Math.round(n * fraction));
  return {
    companies: of(5_000),
    jobs: of(100_000),
    talents: of(50_000),
    applications: of(200_000),
    hotJobApplicants: of(500),
  };
}

const DAY = 86_400_000;
/** A time in the past year, newer times more likely (activity grows). */
const pastYear = (now: number, r: number) => new Date(now - Math.floor(365 * DAY * r * r));
const pad = (i: number) => String(i).padStart(6, '0');

export const scaleCompanyId = (i: number) => `scale-company-${pad(i)}`;
export const scaleTalentId = (i: number) => `scale-talent-${pad(i)}`;

const CITIES = ['Nairobi', 'Lagos', 'Accra', 'Kigali', 'Cape Town', 'Cairo', 'Kampala', 'Dakar'];

export function companyDocs(i: number, now: number): { path: string; data: DocumentData }[] {
  const id = scaleCompanyId(i);
  const name = `Scale Company ${i}`;
  const since = new Date(now - 400 * DAY + i * 60_000);
  return [
    {
      path: `companies/${id}`,
      data: {
        id,
        name,
        nameTerms: nameTerms(name),
        timestamp: since,
        new: false,
        verification: 'verified',
        verificationAt: since,
        location: CITIES[i % CITIES.length],
      },
    },
    { path: `companyAccounts/${id}`, data: { id, email: `${id}@scale.test` } },
  ];
}

/** Job i of company i mod companies: the bulk job of seed-jobs (every category, level, pay...), mostly active. */
export function jobDoc(i: number, counts: ScaleCounts, applicants: number, now: number): DocumentData {
  const c = i % counts.companies;
  const company = { id: scaleCompanyId(c), name: `Scale Company ${c}`, location: CITIES[c % CITIES.length] };
  const status = i % 20 < 16 ? 'active' : i % 20 < 19 ? 'closed' : 'awaiting-review';
  // seed-jobs spaces jobs five minutes apart: 100,000 of them cover about a year, newest first.
  return { ...bulkJob(i, company, now), status: i === 0 ? 'active' : status, applicantCount: applicants };
}

const SKILLS = [
  'React',
  'Python',
  'Figma',
  'SQL',
  'Node.js',
  'Copywriting',
  'Flutter',
  'Excel',
  'Go',
  'Java',
  'Illustrator',
  'SEO',
];

export function talentDocs(i: number, random: () => number, now: number): { path: string; data: DocumentData }[] {
  const id = scaleTalentId(i);
  const name = `Scale Talent ${i}`;
  // A skewed spread of categories: the first ones (developers, designers) are the most common.
  const role = JOB_SEEKER_CATEGORIES[Math.floor(JOB_SEEKER_CATEGORIES.length * random() * random())];
  const first = Math.floor(random() * SKILLS.length);
  const skills = Array.from({ length: 2 + (i % 3) }, (_, k) => ({ skill: SKILLS[(first + k * 5) % SKILLS.length] }));
  const talentDoc: DocumentData = {
    id,
    email: `${id}@scale.test`,
    name,
    nameTerms: nameTerms(name),
    availability: i % 4 !== 0,
    timestamp: pastYear(now, random()),
    new: i % 5 === 0,
    role,
    skills,
  };
  return [
    { path: `students/${id}`, data: talentDoc },
    { path: `talentCards/${id}`, data: cardFromTalentData(talentDoc) },
  ];
}

/**
 * Which talent applies to which job: the first job gets the hot job's applicants, the others a spread that favours
 * the newest jobs; a talent applies to a job at most once.
 */
export function applicationPairs(counts: ScaleCounts, random: () => number): [job: number, talent: number][] {
  const pairs: [number, number][] = [];
  const seen = new Set<string>();
  for (let t = 0; t < Math.min(counts.hotJobApplicants, counts.talents); t += 1) {
    pairs.push([0, t]);
    seen.add(`0:${t}`);
  }
  let guard = 0;
  while (pairs.length < counts.applications && guard++ < counts.applications * 4 && counts.jobs > 1) {
    const job = 1 + Math.floor((counts.jobs - 1) * random() * random());
    const talent = Math.floor(random() * counts.talents);
    if (seen.has(`${job}:${talent}`)) continue;
    seen.add(`${job}:${talent}`);
    pairs.push([job, talent]);
  }
  return pairs;
}

const STAGES = [
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'reviewing',
  'reviewing',
  'shortlisted',
  'interview',
] as const;

export function applicationDoc(
  job: DocumentData,
  talent: DocumentData,
  random: () => number,
  now: number,
): DocumentData {
  const id = applicationId(String(job.id), String(talent.id));
  const at = Math.max((job.createdAt as Date).getTime(), now - Math.floor(30 * DAY * random()));
  const stage = STAGES[Math.floor(random() * STAGES.length)];
  const history: { stage: ApplicationStage; at: number; by: string }[] = [
    { stage: 'applied', at, by: String(talent.id) },
  ];
  if (stage !== 'applied') history.push({ stage, at: Math.min(now, at + DAY), by: String(job.companyId) });
  return {
    id,
    jobId: job.id,
    talentId: talent.id,
    companyId: job.companyId,
    jobTitle: job.title,
    companyName: job.companyName,
    talentName: talent.name,
    talentCategory: talent.role,
    stage,
    history: historyToDoc(history),
    createdAt: new Date(at),
    updatedAt: new Date(history[history.length - 1].at),
  };
}
