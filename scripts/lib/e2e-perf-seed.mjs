/**
 * The 10,000-job data for the e2e timings: demo data plus E2E_PERF_JOBS active jobs, seeded by
 * scripts/seed-jobs.ts into its own data folder, in a background process at the lowest CPU priority, so it can go
 * on while the build and the other specs run without slowing them (or their timeouts) down.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './next-server.mjs';

const tsxBin = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

let background = null;
/** Stops the seeding if it still runs (on exit, or when the build failed and the timings will not run). */
export const stopBackgroundSeeding = () => background?.exitCode === null && background.kill('SIGTERM');
process.on('exit', stopBackgroundSeeding);

function runNiced(cmd, args, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    background = child;
    try {
      os.setPriority(child.pid, 19);
    } catch {
      // not permitted here: it runs at normal priority
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
  });
}

/**
 * Seeds `jobs` jobs into a fresh `dataDir` with `env`, in its own process; resolves with { code, ms }.
 * With `reuse` (--no-build), a folder an earlier run seeded with as many jobs is kept: the timings only read it.
 */
export async function seedPerfData({ dataDir, env, jobs, reuse, log }) {
  const marker = path.join(dataDir, 'perf-seed.json');
  if (reuse) {
    try {
      if (JSON.parse(readFileSync(marker, 'utf8')).jobs === jobs) {
        log(
          `perf: reusing the ${jobs} jobs seeded earlier in ${path.relative(root, dataDir)}/ (E2E_PERF_RESEED=1 to seed anew)`,
        );
        return { code: 0, ms: 0 };
      }
    } catch {
      // not seeded yet
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  log(`perf: seeding ${jobs} jobs into ${path.relative(root, dataDir)}/ in the background (lowest priority)`);
  const started = Date.now();
  const code = await runNiced(process.execPath, [tsxBin, path.join('scripts', 'seed-jobs.ts'), String(jobs)], { env });
  if (code === 0) writeFileSync(marker, JSON.stringify({ jobs, seededAt: new Date().toISOString() }));
  return { code, ms: Date.now() - started };
}
