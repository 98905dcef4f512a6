/**
 * The end-to-end specs tagged @both, in Firebase mode (`E2E_BACKEND=firebase node scripts/run-e2e.mjs`):
 *
 * 1. the Firebase-mode production build of scripts/lib/firebase-build.mjs, reused with --no-build when one is there;
 * 2. at the same time, the Auth and Firestore emulators on firebase.json's ports (the browser bundle connects to
 *    those), started fresh in memory with firestore.rules loaded and seeded with the demo accounts and data, as
 *    `npm run emulators` does: each run starts from the demo data, nothing carries over from the last one;
 * 3. `npm start` of that build, its trusted routes on firebase-admin against the same emulators (no credentials
 *    needed for a demo project), and Playwright with E2E_BACKEND=firebase: playwright.config.ts then runs only the
 *    specs tagged @both; their email steps read the Auth emulator's out-of-band codes instead of the local mailbox,
 *    and those that upload files skip themselves (no Storage emulator here).
 *
 * Without Chromium, or without the Firestore emulator's jar or a Java 21+: one loud SKIPPED line, the tests counted
 * as skipped (no Chromium under CI=true is a failure, as in local mode). Emulators that do not start: a failure
 * under CI=true, a SKIPPED line otherwise.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { countTests, playwrightBin, summaryFromReport, writeSummary } from './e2e-report.mjs';
import { firebaseToolsHasFirestore, seedEmulators, startEmulators } from './emulators.mjs';
import { findFirestoreEmulator } from './firestore-emulator.mjs';
import { builtBackend, FIREBASE_TEST_DIST_DIR, firebaseBuildEnv } from './firebase-build.mjs';
import { nextBuild, root, run, startNext } from './next-server.mjs';
import { reportFigures } from './screen-scripts.mjs';

const reportDir = path.join(root, 'playwright-report');
const jsonReport = path.join(reportDir, 'e2e-firebase-results.json');
const serverLog = path.join(reportDir, 'e2e-firebase-server.log');
const budgetFile = path.join(reportDir, 'js-budget-firebase.json');
const log = (line) => console.log(`[e2e firebase] ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Ends the run without running a test: every @both test counted as skipped, or one failure. */
async function notRun({ summaryFile, env, args, failed, line, note }) {
  const count = await countTests(env, args);
  (failed ? console.error : console.log)(line);
  writeSummary(summaryFile, { passed: 0, failed: failed ? 1 : 0, skipped: count, flaky: 0, note });
  return failed ? 1 : 0;
}

/** Starts and seeds the emulators; resolves with them, or throws with the reason (after stopping them). */
async function seededEmulators() {
  const started = Date.now();
  const emulators = await startEmulators({ log });
  const code = await seedEmulators(emulators.env);
  if (code !== 0) {
    await emulators.stop();
    throw new Error(`seeding the emulators exited with code ${code}`);
  }
  log(`emulators started and seeded in ${seconds(Date.now() - started)}`);
  return emulators;
}

/** One line per skipped test with the reason its spec gives (`test.skip(condition, reason)`). */
function printSkipped(reportFile) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return;
  }
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'skipped') continue;
        const reason = t.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given';
        log(`skipped: ${spec.title} (${reason})`);
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
}

/** Resolves with the exit code; writes the counts to `summaryFile` for scripts/test-all.mjs. */
export async function runFirebaseE2e({ args, skipBuild, summaryFile, isCI }) {
  const env = firebaseBuildEnv({ E2E_BACKEND: 'firebase', E2E_PERF_BASE_URL: '' });
  const skip = (reason, note) => notRun({ summaryFile, env, args, line: `E2E (FIREBASE) SKIPPED: ${reason}`, note });
  const fail = (reason, note) =>
    notRun({ summaryFile, env, args, failed: true, line: `E2E (FIREBASE) FAILED: ${reason}`, note });

  rmSync(budgetFile, { force: true });
  const chromium = findChromium();
  if (!chromium) {
    const reason = 'no Chromium found. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)';
    return isCI ? fail(`${reason} (required under CI=true)`, 'no Chromium under CI') : skip(reason, 'no Chromium');
  }
  const firestore = findFirestoreEmulator();
  if ('missing' in firestore && !process.env.FIRESTORE_EMULATOR_HOST && !firebaseToolsHasFirestore()) {
    return skip(`no Firestore emulator here: ${firestore.missing}`, 'no Firestore emulator');
  }

  mkdirSync(reportDir, { recursive: true });
  rmSync(jsonReport, { force: true });
  // The emulators start and take the demo data while the app builds: the seeding mostly waits on the emulators'
  // answers, the build on the processor.
  const starting = seededEmulators().then(
    (emulators) => ({ emulators }),
    (error) => ({ error }),
  );
  let server;
  let code = 1;
  const stopAll = async () => {
    await server?.stop();
    await (await starting).emulators?.stop();
  };
  const onSignal = async () => {
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const done = async () => {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  if (skipBuild && builtBackend(FIREBASE_TEST_DIST_DIR) === 'firebase') {
    log(`reusing the Firebase-mode build in ${FIREBASE_TEST_DIST_DIR}/`);
  } else {
    log(`next build (Firebase mode, into ${FIREBASE_TEST_DIST_DIR}/) ...`);
    const build = await nextBuild(env);
    if (build.code !== 0) {
      await done();
      return fail(`next build exited with code ${build.code}`, 'next build failed');
    }
    log(`next build took ${seconds(build.ms)}`);
  }

  const { emulators, error } = await starting;
  if (error) {
    await done();
    const reason = `the emulators did not start: ${error.message}`;
    return isCI
      ? fail(`${reason} (required under CI=true)`, 'emulators did not start')
      : skip(reason, 'emulators did not start');
  }
  try {
    server = await startNext({ env: { ...env, ...emulators.env }, logFile: serverLog });
    log(`serving ${server.url} (log: ${path.relative(root, serverLog)})`);
    const started = Date.now();
    code = await run(process.execPath, [playwrightBin, 'test', ...args], {
      env: {
        ...env,
        ...emulators.env,
        E2E_BASE_URL: server.url,
        E2E_CHROMIUM_PATH: chromium,
        E2E_JSON_REPORT: jsonReport,
      },
    });
    log(`playwright took ${seconds(Date.now() - started)}`);
  } catch (err) {
    console.error(`E2E (FIREBASE) FAILED: ${err.message}`);
  } finally {
    await done();
  }
  const summary = summaryFromReport(code, jsonReport);
  printSkipped(jsonReport);
  reportFigures({ reportFile: jsonReport, file: budgetFile, mode: 'firebase' });
  if (summary.failed > 0 && server) console.error(`[e2e firebase] last lines of the server log:\n${server.logTail()}`);
  writeSummary(summaryFile, summary);
  log(
    `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${summary.flaky ? ` (${summary.flaky} flaky)` : ''}`,
  );
  return summary.failed > 0 ? 1 : code;
}
