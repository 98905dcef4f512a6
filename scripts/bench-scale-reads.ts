/**
 * The local backend's reads at a large school's size, against the local page budget (median at most 20 ms at the
 * service call, as `npm run bench:backend` holds it over 10,000 students):
 *
 *   npm run bench:scale-reads -- <folder filled by npm run seed:scale>
 *
 * Works on a copy of the folder (removed at the end). Prints how long the copy takes to open in this process, then,
 * for each read a screen makes first (the talent job list's first page and a filter change, talent discovery, the
 * 500 applicants of one job, the back office's talents and companies), the median and p95 of 30 runs at the service
 * call, over HTTP to the real handlers, as an administrator (who may read every one of them). Exits 1 when a median
 * is over budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openLocalEngine } from '../server/local/engine';
import { listJobPipelinePage } from '../services/applications/application-lists';
import { setBackend } from '../services/backend/backend';
import { createLocalBackend } from '../services/backend/local/local-backend';
import { createMemoryStorage } from '../services/backend/local/local-session';
import { listAdminCompanies } from '../services/backoffice/companies';
import { listAdminTalents } from '../services/backoffice/talents';
import { listActiveJobs } from '../services/jobs/job-lists';
import { listTalentCardsPage } from '../services/talents/talent-cards';
import { serveLocalApi } from './lib/bench-http-server';
import { ms, stats } from './lib/bench-timing';

const RUNS = 30;
const WARMUP = 3;
const BUDGET_MS = 20;
const PASSWORD = 'bench-password';
/** seed:scale puts 500 applications on its first job. */
const BUSY_JOB = 'bulk-job-00001';

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source || !fs.existsSync(path.join(source, 'pg')))
    throw new Error('usage: npm run bench:scale-reads -- <folder filled by npm run seed:scale>');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-reads-'));
  const dataDir = path.join(scratch, 'data');
  try {
    fs.cpSync(source, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'engine.lock'), { force: true });
    const t0 = performance.now();
    const engine = await openLocalEngine({ dataDir });
    console.log(
      `[scale-reads] ${source} opened in ${ms(performance.now() - t0)} (in this process, WebAssembly compiled)`,
    );
    const server = await serveLocalApi(engine);
    let failed = false;
    try {
      const admin = await engine.auth.createUser({
        email: 'bench-admin@bench.test',
        password: PASSWORD,
        emailVerified: true,
      });
      await engine.serverDocuments.set(`admin/${admin.uid}`, {
        id: admin.uid,
        email: admin.email,
        name: 'Bench Admin',
      });
      const job = (await engine.serverDocuments.get(`jobs/${BUSY_JOB}`)).data;
      if (!job) throw new Error(`${BUSY_JOB} is missing: is ${source} a seed:scale folder?`);
      const backend = createLocalBackend({ baseUrl: server.url, storage: createMemoryStorage() });
      setBackend(backend);
      await backend.auth.signIn(admin.email, PASSWORD);

      const reads: [string, () => Promise<number>][] = [
        ['job list, first page', async () => (await listActiveJobs()).items.length],
        [
          'job list, one category',
          async () => (await listActiveJobs({ filters: { category: job.category as never } })).items.length,
        ],
        ['talent discovery, first page', async () => (await listTalentCardsPage()).items.length],
        [
          `applicants of ${BUSY_JOB}, first page`,
          async () =>
            (await listJobPipelinePage({ companyId: job.companyId as string, jobId: BUSY_JOB, order: 'newest' })).items
              .length,
        ],
        ['back office: talents, first page', async () => (await listAdminTalents({})).items.length],
        ['back office: companies, first page', async () => (await listAdminCompanies({})).items.length],
      ];
      console.log(`${'read'.padEnd(46)}${'shown'.padEnd(8)}${'median'.padEnd(10)}p95`);
      for (const [label, read] of reads) {
        const samples: number[] = [];
        let shown = 0;
        for (let run = 0; run < WARMUP + RUNS; run += 1) {
          const t = performance.now();
          shown = await read();
          if (run >= WARMUP) samples.push(performance.now() - t);
        }
        const s = stats(samples);
        const over = s.median > BUDGET_MS;
        failed ||= over;
        console.log(
          `${label.padEnd(46)}${String(shown).padEnd(8)}${ms(s.median).padEnd(10)}${ms(s.p95)}${over ? '   OVER' : ''}`,
        );
      }
      await backend.auth.signOut();
      backend.close();
    } finally {
      await server.close();
      await engine.close();
    }
    console.log(`budget: median at most ${BUDGET_MS} ms per read: ${failed ? 'OVER' : 'OK'}`);
    return failed ? 1 : 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
