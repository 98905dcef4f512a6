/**
 * Bulk active jobs for the local backend's 10,000-jobs budget:
 *   npm run seed -- --jobs 10000        (or: npx tsx scripts/seed-jobs.ts 10000)
 * Writes N active jobs from the three demo companies into the local data folder (LOCAL_DATA_DIR, default
 * .local-data), seeding the demo data first if the folder is new. Ids are `bulk-job-00001`..., so re-running
 * rewrites the same jobs instead of adding more. Refuses while a running server holds the folder (PGlite has one
 * writer): stop `npm run dev` / `next start` first.
 */
import path from 'node:path';
import {
  DEGREE_REQUIREMENTS,
  DEGREES,
  EMPLOYMENT_TYPES,
  ENTRY_EXPERIENCE,
  ENTRY_LEVELS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  SALARY_PERIODS,
  WORK_MODES,
} from '../constants/enums';
import type { DocumentData, Documents } from '../services/backend/types';
import { jobPayFields } from '../services/format/pay';
import { JOB_LIMITS, jobKeywords } from '../services/schemas/job';
import { jobPlaceKeys, type Place } from '../services/schemas/place';
import { DEMO_COMPANIES } from '../server/seed/demo-companies';

const DAY_MS = 86_400_000;

export const MAX_BULK_JOBS = 100_000;
const BATCH = 500;

export function parseJobCount(value: string | undefined): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_JOBS) {
    throw new RangeError(`--jobs takes a whole number from 1 to ${MAX_BULK_JOBS}, got ${JSON.stringify(value)}`);
  }
  return count;
}

const ROLES = ['Developer', 'Designer', 'Writer', 'Analyst', 'Engineer', 'Editor', 'Illustrator', 'Marketer'];
const STACKS = ['React', 'Vue.js', 'Python', 'Figma', 'SQL', 'Node.js', 'Copywriting', 'Flutter', 'Branding', 'Go'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

/**
 * Where bulk jobs are (cities of the shipped place list) and the countries a remote one is open to, so that a
 * location filter over them finds a realistic share.
 */
const PLACES: readonly { place: Place; location: string }[] = [
  { place: { country: 'KE', region: 'Nairobi County', city: 'Nairobi' }, location: 'Nairobi, Kenya' },
  { place: { country: 'PT', region: 'Lisbon', city: 'Lisbon' }, location: 'Lisbon, Portugal' },
  { place: { country: 'US', region: 'Massachusetts', city: 'Boston' }, location: 'Boston, MA, United States' },
  { place: { country: 'NG', region: 'Lagos', city: 'Lagos' }, location: 'Lagos, Nigeria' },
  { place: { country: 'GB', region: 'England', city: 'London' }, location: 'London, United Kingdom' },
];
const REMOTE_COUNTRIES = [
  ['KE', 'NG', 'UG'],
  ['PT', 'ES'],
  ['US', 'GB', 'KE'],
];

export const bulkJobId = (i: number) => `bulk-job-${String(i + 1).padStart(5, '0')}`;

/** The i-th bulk job: deterministic, every enumeration value used, placed, newest first by index, five minutes apart. */
export function bulkJob(i: number, company: { id: string; name: string }, now: number): DocumentData {
  const title = `${pick(['Junior', 'Graduate', 'Intern', 'Associate'], i >> 3)} ${pick(STACKS, i)} ${pick(ROLES, i >> 1)}`;
  const skills = [pick(STACKS, i), pick(STACKS, i + 3)];
  const max = pick([0, 300, 800, 1500, 2500, 6000, 12_000, 60_000, 150_000], i >> 2);
  const workMode = pick(WORK_MODES, i >> 1);
  const level = pick(JOB_LEVELS, i >> 1);
  const createdAt = new Date(now - (i + 1) * 5 * 60_000);
  const at = pick(PLACES, i >> 5);
  const remote = pick(REMOTE_COUNTRIES, i >> 5);
  const salary = {
    min: Math.floor(max / 2),
    max,
    currency: pick(['USD', 'EUR', 'KES'], i),
    period: pick(SALARY_PERIODS, i >> 4),
  };
  return {
    id: bulkJobId(i),
    companyId: company.id,
    companyName: company.name,
    title,
    description: `${title} at ${company.name}. Bulk demo job ${i + 1} for the job-list budget.`,
    category: pick(JOB_CATEGORIES, i),
    level,
    workMode,
    ...(workMode === 'remote' ? { remoteCountries: remote } : { location: at.location, place: at.place }),
    placeKeys: workMode === 'remote' ? jobPlaceKeys(undefined, remote) : jobPlaceKeys(at.place),
    employmentType: pick(EMPLOYMENT_TYPES, i >> 2),
    // An entry-level job asks for entry-level experience; a degree says whether it is required (job-honesty.ts).
    experience: pick(
      (ENTRY_LEVELS as readonly string[]).includes(level) ? ENTRY_EXPERIENCE : EXPERIENCE_LEVELS,
      i >> 3,
    ),
    ...(i % 3 === 0 ? { degree: pick(DEGREES, i), degreeRequirement: pick(DEGREE_REQUIREMENTS, i >> 1) } : {}),
    salary,
    skills,
    keywords: jobKeywords(title, company.name, skills),
    ...jobPayFields(salary),
    status: 'active',
    applicantCount: 0,
    // A vacancy: one to three openings, filled within six weeks, listed 60 days from posting unless renewed.
    openings: 1 + (i % 3),
    fillBy: new Date(createdAt.getTime() + 42 * DAY_MS),
    expiresAt: new Date(createdAt.getTime() + JOB_LIMITS.listedDaysMax * DAY_MS),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Writes `count` bulk jobs in batches of 500 through trusted server access. */
export async function writeBulkJobs(docs: Documents, count: number, now = Date.now()): Promise<number> {
  // The demo companies by their account email, which lives in their private records.
  const accounts = await docs.query({
    collection: 'companyAccounts',
    where: [{ field: 'email', op: 'in', value: DEMO_COMPANIES.map((c) => c.email) }],
  });
  const companies = (await Promise.all(accounts.map((account) => docs.get(`companies/${account.id}`)))).filter(
    (snap) => snap.exists,
  );
  if (companies.length === 0) throw new Error('No demo companies in this data folder to post the jobs.');
  const owners = companies.map((snap) => ({ id: snap.id, name: String(snap.data?.name) }));
  for (let start = 0; start < count; start += BATCH) {
    const ops = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      ops.push({ type: 'set' as const, path: `jobs/${bulkJobId(i)}`, data: bulkJob(i, pick(owners, i), now) });
    }
    await docs.batch(ops);
  }
  return count;
}

async function main(argv: string[]): Promise<number> {
  let count: number;
  try {
    count = parseJobCount(argv[0]);
  } catch (err) {
    console.error(`seed-jobs: ${(err as Error).message}\nUsage: npm run seed -- --jobs <count>`);
    return 2;
  }
  const dataDir = path.resolve(process.env.LOCAL_DATA_DIR ?? '.local-data');
  const { openLocalEngine } = await import('../server/local/engine');
  const { demoSeeder } = await import('../server/seed/local-demo-seeder');
  let engine;
  try {
    engine = await openLocalEngine({ dataDir, seeder: demoSeeder });
  } catch (err) {
    // The engine lock: a running server owns the folder.
    console.error(`seed-jobs: ${(err as Error).message}`);
    return 1;
  }
  try {
    const started = Date.now();
    await writeBulkJobs(engine.serverDocuments, count);
    console.log(`Seeded ${count} active jobs into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await engine.close();
  }
}

export const runSeedJobs = main;

if (path.basename(process.argv[1] ?? '').startsWith('seed-jobs')) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
