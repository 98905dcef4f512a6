#!/usr/bin/env node
/**
 * End-to-end tests: production build + `npm start` on the local backend + Playwright in a system Chromium.
 *
 *   node scripts/run-e2e.mjs [--no-build] [playwright args...]     (npm run test:e2e -- [...])
 *
 * - Chromium comes from CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH or /usr/bin/chromium (Playwright's own
 *   browser download is not used). Without one this prints one loud SKIPPED line and exits 0, except under CI=true,
 *   where a missing browser is a failure.
 * - The server gets its own data folder (.local-data-e2e/, wiped first, then created and seeded with the demo data
 *   in a process of its own while the app builds), never the developer's .local-data/. Build and server are forced
 *   into local mode, so a developer's .env.local with Firebase keys cannot point the tests at a real project.
 * - --no-build (or E2E_SKIP_BUILD=1) reuses the existing .next build: quicker when iterating on specs only.
 * - Writes { passed, failed, skipped, flaky } to E2E_SUMMARY_FILE for scripts/test-all.mjs, and prints the
 *   JavaScript budget's figures (tests/e2e/budget/script-weight.ts) as a table, kept in
 *   playwright-report/js-budget-<mode>.json.
 * - Then the 10,000-job timings (tests/e2e/perf/, Playwright project `perf`): a second `npm start` of the same
 *   build on .local-data-perf/, filled with demo data and E2E_PERF_JOBS (10,000) active jobs by
 *   scripts/seed-jobs.ts in a background process at the lowest CPU priority while the build and the other specs
 *   run; the timings then run alone on the machine once the other specs are done. Its figures go to playwright-report/perf.json and are printed as `[perf]`
 *   lines; they are reported, not asserted. E2E_PERF=0 skips it; spec arguments run it only when they name it
 *   (e.g. `tests/e2e/perf`), and a run naming only perf specs skips the others. With --no-build an already seeded
 *   .local-data-perf/ is reused (E2E_PERF_RESEED=1 seeds it anew).
 * - E2E_BACKEND=firebase (or --backend=firebase): the specs tagged @both against the Auth and Firestore emulators
 *   instead, on a Firebase-mode build (scripts/lib/e2e-firebase.mjs says how).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { e2eLog as log, prepareDataFolder, runAgainstServer, seconds } from './lib/e2e-against-server.mjs';
import { seedPerfData, stopBackgroundSeeding } from './lib/e2e-perf-seed.mjs';
import { countTests as countPlaywrightTests, writeSummary as writeSummaryFile } from './lib/e2e-report.mjs';
import { reportFigures } from './lib/screen-scripts.mjs';
import { runFirebaseE2e } from './lib/e2e-firebase.mjs';
import { builtBackend } from './lib/firebase-build.mjs';
import { localModeEnv, nextBuild, root } from './lib/next-server.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = path.join(root, 'playwright-report');
const jsonReport = path.join(reportDir, 'e2e-results.json');
const summaryFile = path.resolve(root, process.env.E2E_SUMMARY_FILE ?? path.join(reportDir, 'e2e-summary.json'));
const serverLog = path.join(reportDir, 'e2e-server.log');
const dataDir = path.join(root, '.local-data-e2e');
const perfDataDir = path.join(root, '.local-data-perf');
const perfJsonReport = path.join(reportDir, 'perf-results.json');
const perfFile = path.join(reportDir, 'perf.json');
const perfServerLog = path.join(reportDir, 'perf-server.log');
const perfJobs = Number(process.env.E2E_PERF_JOBS ?? 10_000);
const budgetFile = path.join(reportDir, 'js-budget-local.json');

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build') || process.env.E2E_SKIP_BUILD === '1';
const firebaseBackend = args.includes('--backend=firebase') || process.env.E2E_BACKEND === 'firebase';
const playwrightArgs = args.filter((a) => a !== '--no-build' && !a.startsWith('--backend='));
// Spec arguments pick the runs: perf specs go to the perf run, the rest to the main one; none runs both.
const isPerfArg = (a) => /(^|[\\/])perf([\\/]|$)|job-list-timing/.test(a);
const positional = playwrightArgs.filter((a) => !a.startsWith('-'));
const wantsPerf =
  !firebaseBackend && process.env.E2E_PERF !== '0' && (positional.length === 0 || positional.some(isPerfArg));
const wantsMain = positional.length === 0 || positional.some((a) => !isPerfArg(a));
const mainArgs = playwrightArgs.filter((a) => !isPerfArg(a));
// `npm start` is a production start, where the local mailbox is off unless turned on: the specs read the
// verification and reset links there (and the warm-up below opens the engine through it). Nor is the demo seeded
// there unless asked: the specs sign in as the demo accounts. The local schedule stays off: a sweep closing the
// demo job past its deadline mid-run would race the specs.
const testServerEnv = { LOCAL_MAILBOX: 'on', LOCAL_SEED: 'true', LOCAL_SCHEDULE: 'off' };
// A developer's E2E_PERF_BASE_URL must not add the perf project to the main run.
const appEnv = { ...localModeEnv(dataDir, testServerEnv), E2E_PERF_BASE_URL: '' };
const perfEnv = { ...localModeEnv(perfDataDir, testServerEnv), E2E_PERF_JOBS: String(perfJobs) };

const writeSummary = (summary) => writeSummaryFile(summaryFile, summary);

/** Counts the e2e tests without running them, so a skipped run reports how much it skipped. */
const countTests = () =>
  countPlaywrightTests({ ...appEnv, ...(wantsPerf ? { E2E_PERF_BASE_URL: 'http://127.0.0.1:9' } : {}) });

async function main() {
  rmSync(summaryFile, { force: true });
  // Each run removes only its own figures: npm test reads the local run's after the Firebase run.
  if (firebaseBackend) return runFirebaseE2e({ args: playwrightArgs, skipBuild, summaryFile, isCI });
  rmSync(budgetFile, { force: true });
  const chromium = findChromium();
  if (!chromium) {
    const count = await countTests();
    if (isCI) {
      console.error(
        'E2E FAILED: no Chromium found (required under CI=true). Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)',
      );
      writeSummary({ passed: 0, failed: 1, skipped: count, flaky: 0, note: 'no Chromium under CI' });
      return 1;
    }
    console.log('E2E SKIPPED: no Chromium found. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)');
    writeSummary({ passed: 0, failed: 0, skipped: count, flaky: 0, note: 'no Chromium' });
    return 0;
  }
  log(`Chromium: ${chromium}`);

  const reusable = skipBuild && builtBackend('.next') === 'local';
  if (skipBuild && !reusable) log('the existing .next is missing or not a local-mode build: building');
  mkdirSync(reportDir, { recursive: true });
  for (const file of [jsonReport, perfJsonReport, perfFile]) rmSync(file, { force: true });
  // The seeding (one Node process, at the lowest priority) starts first and goes on during the build and the main
  // specs: it is awaited only before the perf server starts.
  const seeding = wantsPerf
    ? seedPerfData({
        dataDir: perfDataDir,
        env: perfEnv,
        jobs: perfJobs,
        reuse: skipBuild && process.env.E2E_PERF_RESEED !== '1',
        log,
      })
    : null;
  // The server's data folder is created and seeded while the app builds.
  rmSync(dataDir, { recursive: true, force: true });
  const preparing = wantsMain ? prepareDataFolder(appEnv) : null;
  if (reusable) {
    log('reusing the existing production build (.next)');
  } else {
    log('next build ...');
    const build = await nextBuild(appEnv);
    if (build.code !== 0) {
      stopBackgroundSeeding();
      await Promise.all([seeding, preparing]);
      console.error(`E2E FAILED: next build exited with code ${build.code}`);
      writeSummary({ passed: 0, failed: 1, skipped: 0, flaky: 0, note: 'next build failed' });
      return 1;
    }
    log(`next build took ${seconds(build.ms)}`);
  }

  const main = wantsMain
    ? await runMainSpecs(chromium, preparing)
    : { summary: { passed: 0, failed: 0, skipped: 0, flaky: 0 }, code: 0 };
  if (wantsMain) reportFigures({ reportFile: jsonReport, file: budgetFile, mode: 'local' });
  let perf = { summary: { passed: 0, failed: 0, skipped: 0, flaky: 0 }, code: 0 };
  if (seeding) perf = await runPerfSpecs(chromium, seeding);

  const summary = {
    passed: main.summary.passed + perf.summary.passed,
    failed: main.summary.failed + perf.summary.failed,
    skipped: main.summary.skipped + perf.summary.skipped,
    flaky: main.summary.flaky + perf.summary.flaky,
  };
  const note = [main.summary.note, perf.summary.note].filter(Boolean).join('; ');
  writeSummary(note ? { ...summary, note } : summary);
  log(
    `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${summary.flaky ? ` (${summary.flaky} flaky)` : ''}`,
  );
  return summary.failed > 0 ? 1 : main.code || perf.code;
}

async function runMainSpecs(chromium, preparing) {
  const prepared = await preparing;
  if (prepared.code === 0) log(`data folder created and seeded in ${seconds(prepared.ms)}, during the build`);
  else {
    // The server seeds it on its first request instead.
    log(`seeding the data folder beforehand failed (exit code ${prepared.code}): starting from an empty one`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runAgainstServer({
    env: appEnv,
    logFile: serverLog,
    label: 'specs',
    args: mainArgs,
    report: jsonReport,
    playwrightEnv: (url) => ({ E2E_BASE_URL: url, E2E_CHROMIUM_PATH: chromium }),
  });
}

async function runPerfSpecs(chromium, seeding) {
  const started = Date.now();
  const seeded = await seeding;
  if (Date.now() - started > 1000) log(`perf: waited ${seconds(Date.now() - started)} for the seeding to finish`);
  if (seeded.code !== 0) {
    console.error(`E2E FAILED (perf): seeding ${perfJobs} jobs exited with code ${seeded.code}`);
    return { summary: { passed: 0, failed: 1, skipped: 0, flaky: 0, note: 'perf seeding failed' }, code: 1 };
  }
  if (seeded.ms > 0) log(`perf: ${perfJobs} jobs seeded in ${seconds(seeded.ms)}`);
  const result = await runAgainstServer({
    env: perfEnv,
    logFile: perfServerLog,
    label: 'perf',
    args: ['--project=perf', '--workers=1'],
    report: perfJsonReport,
    playwrightEnv: (url) => ({
      E2E_BASE_URL: url,
      E2E_PERF_BASE_URL: url,
      E2E_CHROMIUM_PATH: chromium,
      E2E_PERF_FILE: perfFile,
    }),
  });
  log(`perf: ${seconds(Date.now() - started)} in all after the other specs`);
  try {
    const figures = JSON.parse(readFileSync(perfFile, 'utf8'));
    for (const line of figures.lines ?? []) console.log(line);
  } catch {
    log('perf: no figures (playwright-report/perf.json missing)');
  }
  return result;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
