/** What both end-to-end runs (local and Firebase backend) write for scripts/test-all.mjs, and how they count. */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './next-server.mjs';

export const playwrightBin = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

/** Writes `{ passed, failed, skipped, flaky, note? }` where scripts/test-all.mjs reads it. */
export function writeSummary(file, summary) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(summary, null, 2));
}

/** Counts the e2e tests Playwright would run with `env` and `args`, without running them. */
export function countTests(env, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightBin, 'test', '--list', '--reporter=json', ...args], {
      cwd: root,
      env: { ...env, E2E_LIST_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      try {
        const s = JSON.parse(out).stats ?? {};
        resolve((s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0) + (s.skipped ?? 0));
      } catch {
        resolve(0);
      }
    });
  });
}

/** The counts of a Playwright JSON report; a run that failed outside any test counts one failure. */
export function summaryFromReport(exitCode, file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, skipped: 0, flaky: 0, note: `no Playwright report (exit code ${exitCode})` };
  }
  const s = report.stats;
  let failed = s.unexpected;
  // Errors outside any test (global setup, a spec that fails to load) fail the run without failing a test.
  if (failed === 0 && (report.errors?.length || exitCode !== 0)) failed = 1;
  return { passed: s.expected + s.flaky, failed, skipped: s.skipped, flaky: s.flaky };
}
