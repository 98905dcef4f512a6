/**
 * A data folder at the scale of a large school, for `npm run bench:load -- --data=<folder>`:
 *
 *   npm run seed:scale -- <folder> [--fraction=0.01]
 *
 * The demo data (so its administrator and accounts are there), then 5,000 verified companies with 100,000 jobs
 * (every category, level and pay of seed-jobs' bulk jobs, over the past year, mostly active), 50,000 talents with
 * their public cards (categories and skills spread unevenly) and 200,000 applications (500 on the first job, the
 * others favouring newer jobs), each job's applicant count matching. `--fraction` scales every count (0.01 for a
 * quick run). Written through the engine's trusted batch writes, 500 documents a batch; the same folder every run
 * (re-running rewrites the same documents). Prints how long it took and the folder's size. The folder is a path
 * you give: .local-data/ only if you name it. Refuses while a server holds the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentData, WriteOp } from '../services/backend/types';
import { seededRandom } from '../server/seed/demo-assessments';
import { applicationDoc, applicationPairs, companyDocs, jobDoc, scaleCounts, talentDocs } from './lib/scale-docs';

const BATCH = 500;
const USAGE = 'usage: npm run seed:scale -- <folder> [--fraction=0.01]';

function parseArgs(argv: string[]): { dataDir: string; fraction: number } {
  let fraction = 1;
  let dataDir: string | undefined;
  for (const arg of argv) {
    if (arg.startsWith('--fraction=')) fraction = Number(arg.slice('--fraction='.length));
    else if (!arg.startsWith('--') && dataDir === undefined) dataDir = arg;
    else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (!dataDir) throw new Error(`give the data folder to fill\n${USAGE}`);
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`--fraction takes a number above 0 and at most 1\n${USAGE}`);
  return { dataDir: path.resolve(dataDir), fraction };
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}

async function main(): Promise<number> {
  const { dataDir, fraction } = parseArgs(process.argv.slice(2));
  const counts = scaleCounts(fraction);
  const { openLocalEngine } = await import('../server/local/engine');
  const { demoSeeder } = await import('../server/seed/local-demo-seeder');
  const started = Date.now();
  const engine = await openLocalEngine({ dataDir, seeder: demoSeeder });
  try {
    let pending: WriteOp[] = [];
    let written = 0;
    const flush = async () => {
      if (pending.length === 0) return;
      await engine.serverDocuments.batch(pending);
      written += pending.length;
      pending = [];
    };
    const put = async (docPath: string, data: DocumentData) => {
      pending.push({ type: 'set', path: docPath, data });
      if (pending.length >= BATCH) await flush();
    };
    const step = async (label: string, work: () => Promise<void>) => {
      const t0 = Date.now();
      await work();
      await flush();
      console.log(`[seed:scale] ${label} in ${((Date.now() - t0) / 1000).toFixed(1)} s (${written} documents so far)`);
    };

    const now = Date.now();
    const random = seededRandom(20261126);
    const pairs = applicationPairs(counts, random);
    const applicants = new Array<number>(counts.jobs).fill(0);
    for (const [job] of pairs) applicants[job] += 1;

    await step(`${counts.companies} companies`, async () => {
      for (let i = 0; i < counts.companies; i += 1)
        for (const doc of companyDocs(i, now)) await put(doc.path, doc.data);
    });
    const jobs: DocumentData[] = [];
    await step(`${counts.jobs} jobs`, async () => {
      for (let i = 0; i < counts.jobs; i += 1) {
        const job = jobDoc(i, counts, applicants[i], now);
        jobs.push({
          id: job.id,
          companyId: job.companyId,
          title: job.title,
          companyName: job.companyName,
          createdAt: job.createdAt,
        });
        await put(`jobs/${job.id as string}`, job);
      }
    });
    const talents: DocumentData[] = [];
    await step(`${counts.talents} talents and their cards`, async () => {
      for (let i = 0; i < counts.talents; i += 1) {
        const docs = talentDocs(i, random, now);
        talents.push(docs[0].data);
        for (const doc of docs) await put(doc.path, doc.data);
      }
    });
    await step(`${pairs.length} applications (${applicants[0]} on ${jobs[0].id as string})`, async () => {
      for (const [job, talent] of pairs) {
        const app = applicationDoc(jobs[job], talents[talent], random, now);
        await put(`applications/${app.id as string}`, app);
      }
    });
  } finally {
    await engine.close();
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `[seed:scale] ${dataDir} filled in ${seconds.toFixed(1)} s; folder size ${(folderBytes(dataDir) / 2 ** 20).toFixed(0)} MB`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
