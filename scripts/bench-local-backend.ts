/**
 * Local-backend budgets, on this machine:
 *   1. With 10,000 student documents, a 20-document page (role == X, orderBy timestamp desc, cursor to page 2)
 *      answers in at most 20 ms median over 50 runs, measured at the service call: `listTalentsPage` through the
 *      local adapter, over HTTP, to a server mounting the real /api/local handlers, as a signed-in administrator
 *      (only administrators list students; companies read talent cards).
 *   2. The engine opens an existing data folder in at most 1 s: in this process (close and reopen) and in a fresh
 *      process (which also loads PGlite's WebAssembly, what a restarted dev server pays).
 *
 *   npm run bench:backend            (exits 1 when a budget is missed)
 *
 * Runs in a fresh temporary data folder, removed at the end. The 10,000 documents are written with the engine's
 * trusted server access in batches of 500 (Firestore's batch limit, which the local backend enforces too), not
 * through 10,000 HTTP calls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { JOB_SEEKER_CATEGORIES } from '../constants/enums';
import { openLocalEngine, type LocalEngine } from '../server/local/engine';
import { setBackend } from '../services/backend/backend';
import { createLocalBackend } from '../services/backend/local/local-backend';
import { createMemoryStorage } from '../services/backend/local/local-session';
import type { WriteOp } from '../services/backend/types';
import { listTalentsPage } from '../services/talents/talents';
import { initTemplatePath, openInFreshProcess, openOnly } from './lib/bench-engine-open';
import { serveLocalApi } from './lib/bench-http-server';
import { ms, stats } from './lib/bench-timing';

const TALENTS = 10_000;
const PAGE_SIZE = 20;
const RUNS = 50;
const WARMUP = 5;
const PAGE_BUDGET_MS = 20;
const OPEN_BUDGET_MS = 1000;
const BATCH = 500;
const ROLE = 'Web Developer';
const PASSWORD = 'bench-password';

async function seedTalents(engine: LocalEngine) {
  const base = Date.UTC(2026, 0, 1);
  for (let start = 0; start < TALENTS; start += BATCH) {
    const ops: WriteOp[] = [];
    for (let i = start; i < Math.min(TALENTS, start + BATCH); i += 1) {
      const id = `bench-student-${String(i).padStart(5, '0')}`;
      ops.push({
        type: 'set',
        path: `students/${id}`,
        data: {
          id,
          email: `${id}@bench.test`,
          name: `Bench Student ${i}`,
          availability: i % 3 !== 0,
          timestamp: new Date(base + i * 60_000),
          new: i % 2 === 0,
          role: JOB_SEEKER_CATEGORIES[i % JOB_SEEKER_CATEGORIES.length],
          skills: [{ skill: 'React' }, { skill: `Skill ${i % 40}` }],
        },
      });
    }
    await engine.serverDocuments.batch(ops);
  }
}

async function benchPageQuery(engine: LocalEngine) {
  const admin = await engine.auth.createUser({
    email: 'bench-admin@bench.test',
    password: PASSWORD,
    emailVerified: true,
  });
  await engine.serverDocuments.set(`admin/${admin.uid}`, { id: admin.uid, email: admin.email, name: 'Bench Admin' });

  const server = await serveLocalApi(engine);
  try {
    const backend = createLocalBackend({ baseUrl: server.url, storage: createMemoryStorage() });
    setBackend(backend);
    await backend.auth.signIn(admin.email, PASSWORD);

    const page1 = await listTalentsPage({ role: ROLE, pageSize: PAGE_SIZE });
    if (page1.items.length !== PAGE_SIZE || !page1.nextCursor)
      throw new Error(`page 1 returned ${page1.items.length} items`);
    const after = page1.nextCursor;
    const seen = new Set(page1.items.map((s) => s.id));

    const samples: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const t0 = performance.now();
      const page2 = await listTalentsPage({ role: ROLE, pageSize: PAGE_SIZE, after });
      const elapsed = performance.now() - t0;
      if (page2.items.length !== PAGE_SIZE || page2.items.some((s) => seen.has(s.id) || s.role !== ROLE)) {
        throw new Error('page 2 is not the 20 next students of the role');
      }
      if (run >= WARMUP) samples.push(elapsed);
    }

    const cursorSnap = await engine.serverDocuments.get(`students/${page1.items[PAGE_SIZE - 1].id}`);
    const spec = {
      collection: 'students',
      where: [{ field: 'role', op: '==' as const, value: ROLE }],
      orderBy: [{ field: 'timestamp', direction: 'desc' as const }],
      limit: PAGE_SIZE + 1,
      startAfter: cursorSnap,
    };
    // The same query through the adapter without the service (HTTP, token check, policy, wire format).
    const adapterSamples: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const t0 = performance.now();
      await backend.docs.query(spec);
      if (run >= WARMUP) adapterSamples.push(performance.now() - t0);
    }
    // The same query in process, without HTTP, the adapter or the service: what the engine itself costs.
    const engineSamples: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const t0 = performance.now();
      await engine.serverDocuments.query(spec);
      if (run >= WARMUP) engineSamples.push(performance.now() - t0);
    }
    await backend.auth.signOut();
    backend.close();
    return { service: stats(samples), adapter: stats(adapterSamples), engine: stats(engineSamples) };
  } finally {
    await server.close();
  }
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-local-backend-'));
  try {
    console.log(`[bench] data folder ${dataDir}`);
    let t0 = performance.now();
    let engine = await openLocalEngine({ dataDir, initTemplate: initTemplatePath() });
    console.log(`[bench] new data folder created in ${ms(performance.now() - t0)}`);

    t0 = performance.now();
    await seedTalents(engine);
    const count = await engine.serverDocuments.count({ collection: 'students' });
    console.log(`[bench] seeded ${count} students in ${ms(performance.now() - t0)}`);

    const page = await benchPageQuery(engine);

    await engine.close();
    t0 = performance.now();
    engine = await openLocalEngine({ dataDir });
    const reopenMs = performance.now() - t0;
    await engine.close();
    const freshMs = await openInFreshProcess(dataDir);
    // For comparison: the embedded database alone on the same folder (the engine keeps it under pg/).
    t0 = performance.now();
    const raw = await PGlite.create(path.join(dataDir, 'pg'));
    const rawMs = performance.now() - t0;
    await raw.close();

    const pageOk = page.service.median <= PAGE_BUDGET_MS;
    const openOk = Math.max(reopenMs, freshMs) <= OPEN_BUDGET_MS;
    console.log('');
    console.log(
      `Local backend, ${TALENTS} students, page of ${PAGE_SIZE} (role == '${ROLE}', timestamp desc, page 2), ${RUNS} runs:`,
    );
    console.log(
      `  service call (listTalentsPage over HTTP): median ${ms(page.service.median)}, p95 ${ms(page.service.p95)}, ` +
        `min ${ms(page.service.min)}, max ${ms(page.service.max)}   budget median <= ${PAGE_BUDGET_MS} ms: ${pageOk ? 'OK' : 'OVER'}`,
    );
    console.log(
      `  adapter query alone (HTTP, no service):   median ${ms(page.adapter.median)}, p95 ${ms(page.adapter.p95)}`,
    );
    console.log(
      `  engine alone (same query, in process):    median ${ms(page.engine.median)}, p95 ${ms(page.engine.p95)}`,
    );
    console.log(
      `Engine open of an existing data folder: reopen in process ${ms(reopenMs)}, fresh process ${ms(freshMs)}   ` +
        `budget <= ${OPEN_BUDGET_MS} ms: ${openOk ? 'OK' : 'OVER'}`,
    );
    console.log(`  PGlite alone reopening the same database (in process): ${ms(rawMs)}`);
    console.log(
      `  machine load average while measuring: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} (${os.cpus().length} cores)`,
    );
    return pageOk && openOk ? 0 : 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const openOnlyAt = process.argv.indexOf('--open-only');
(openOnlyAt > 0 ? openOnly(process.argv[openOnlyAt + 1]).then(() => 0) : main()).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
