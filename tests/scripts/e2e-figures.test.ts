/**
 * npm test runs the local end-to-end run, then the Firebase one, and reads both runs' JavaScript budget figures at the
 * end: the Firebase run must leave the local run's figures where they are (it once removed them, and the local
 * budget line failed with "no figures kept" after a green local run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const reportDir = path.join(root, 'playwright-report');
const localFigures = path.join(reportDir, 'js-budget-local.json');

describe('the Firebase end-to-end run', () => {
  let kept: string | null = null;
  beforeEach(() => {
    kept = existsSync(localFigures) ? readFileSync(localFigures, 'utf8') : null;
  });
  afterEach(() => {
    if (kept === null) rmSync(localFigures, { force: true });
    else writeFileSync(localFigures, kept);
  });

  it("leaves the local run's JavaScript budget figures in place", () => {
    mkdirSync(reportDir, { recursive: true });
    const figures = JSON.stringify({ mode: 'local', screens: [] });
    writeFileSync(localFigures, figures);
    const summaryFile = path.join(os.tmpdir(), `e2e-summary-${process.pid}-${Date.now()}.json`);
    // No emulator jar and no emulator host: the run stops at its first check, as it does on a machine without one.
    const run = spawnSync(process.execPath, ['scripts/run-e2e.mjs', '--backend=firebase'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        CI: '',
        FIRESTORE_EMULATOR_HOST: '',
        FIRESTORE_EMULATOR_JAR: '/nonexistent/cloud-firestore-emulator.jar',
        E2E_SUMMARY_FILE: summaryFile,
      },
    });
    expect(run.stdout).toContain('E2E (FIREBASE) SKIPPED');
    expect(readFileSync(localFigures, 'utf8')).toBe(figures);
    rmSync(summaryFile, { force: true });
  });
});
