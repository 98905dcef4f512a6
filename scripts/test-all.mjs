#!/usr/bin/env node
/**
 * `npm test`: every suite, then one summary line that CI reads:
 *
 *   1. The static checks, on the tree as cloned: the type check (`tsc --noEmit`), knip (dead code), Prettier's check and ESLint (with the import
 *      boundaries), each one test. The three run side by side; the builds of steps 3 to 5 then skip Next's own pass over
 *      the same types (NEXT_SKIP_TYPE_CHECK=1, read by next.config.js).
 *   2. Vitest (unit, component, backend contract, access, service and script suites), run inside
 *      scripts/with-auth-emulator.mjs, which starts the Firebase Auth emulator and, where the machine has gcloud's
 *      Firestore emulator jar and a Java 21+, the Firestore emulator (scripts/lib/firestore-emulator.mjs), so the
 *      Auth suite, firestore.rules, the Firebase adapter's contract and the trusted-firebase suites run in the same
 *      pass. Suites whose emulator is not running (always the Storage one, unless FIREBASE_STORAGE_EMULATOR_HOST
 *      names one) skip themselves with one line and count as skipped.
 *      If the Auth emulator cannot start, or (under CI=true) the Firestore emulator is there but does not start:
 *      a failure under CI=true, otherwise a loud SKIPPED line and Vitest runs without the Auth emulator.
 *   3. Playwright end-to-end tests (scripts/run-e2e.mjs: production build, `npm start`, Chromium).
 *   4. The end-to-end specs tagged @both again, in Firebase mode (run-e2e.mjs with E2E_BACKEND=firebase): a
 *      Firebase-mode build (scripts/lib/firebase-build.mjs), `npm start` against the Auth and Firestore emulators
 *      started fresh with firestore.rules and the demo data. Upload flows skip there (no Storage emulator). Without
 *      the Firestore jar or a Java 21+ it prints one E2E (FIREBASE) SKIPPED line; emulators that do not start fail it
 *      under CI=true.
 *   The JavaScript budget is checked in both runs, by the specs that open every screen of tests/e2e/screens.ts and
 *   the public pages cold in Chromium (tests/e2e/budget/script-weight.ts: the gzip bytes of script each downloaded
 *   until it showed its data); each run prints its table. Its summary line counts one test per mode: passed when
 *   every screen that run opened has a figure within its budget, failed when one is over or has none or the run
 *   kept no figure at all, skipped only when the run ran no test.
 *
 * The last line is exactly `N passed, N failed, N skipped`, summed over all of them; the exit code is non-zero when
 * anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetVerdict, keptFigures } from './lib/screen-scripts.mjs';
import { printSlowestVitestFiles, vitestCounts } from './lib/vitest-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = path.join(root, 'playwright-report');
const vitestReport = path.join(reportDir, 'vitest-results.json');
const e2eSummary = path.join(reportDir, 'e2e-summary.json');
const e2eFirebaseSummary = path.join(reportDir, 'e2e-firebase-summary.json');
const withAuthEmulator = path.join(root, 'scripts', 'with-auth-emulator.mjs');
const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

// firebase-tools checks npm for updates unless NO_UPDATE_NOTIFIER is set (or CI is); offline, its message-of-the-day
// fetch only warns for emulator commands. Next's telemetry stays off.
const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1' };

function run(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
  });
}

/** Like run(), with stdout and stderr kept and handed back together, for checks that run side by side. */
function runBuffered(cmd, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', (err) => resolve({ code: 1, output: `${err.stack ?? err}\n` }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const line = (name, c) =>
  `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.note ? ` (${c.note})` : ''}`;

async function runVitest() {
  rmSync(vitestReport, { force: true });
  const vitestArgs = [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
  if (existsSync(withAuthEmulator)) {
    const code = await run(process.execPath, [withAuthEmulator, process.execPath, ...vitestArgs]);
    const counts = vitestCounts(vitestReport, code);
    if (counts) return counts;
    // No report: the wrapper failed before Vitest ran, i.e. an emulator did not start (outside CI only Auth can).
    if (isCI) {
      console.error(
        '\nEMULATOR FAILED: the Auth or Firestore emulator did not start (required under CI=true); see the [with-auth-emulator] lines above.\n',
      );
      return { passed: 0, failed: 1, skipped: 0, note: 'an emulator did not start' };
    }
    console.log(
      '\nAUTH EMULATOR SKIPPED: the Firebase Auth emulator did not start (see above); running Vitest without it.\n',
    );
  } else if (isCI) {
    console.error('\nAUTH EMULATOR FAILED: scripts/with-auth-emulator.mjs is missing (required under CI=true).\n');
    return { passed: 0, failed: 1, skipped: 0, note: 'with-auth-emulator.mjs missing' };
  } else {
    console.log('\nAUTH EMULATOR SKIPPED: scripts/with-auth-emulator.mjs is missing; running Vitest without it.\n');
  }
  const code = await run(process.execPath, vitestArgs);
  return (
    vitestCounts(vitestReport, code) ?? {
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `vitest wrote no report (exit code ${code})`,
    }
  );
}

async function runE2e({ summaryFile = e2eSummary, args = [], extraEnv = {} } = {}) {
  rmSync(summaryFile, { force: true });
  const code = await run(process.execPath, [path.join(root, 'scripts', 'run-e2e.mjs'), ...args], {
    ...extraEnv,
    E2E_SUMMARY_FILE: summaryFile,
  });
  try {
    const s = JSON.parse(readFileSync(summaryFile, 'utf8'));
    return {
      passed: s.passed,
      failed: s.failed,
      skipped: s.skipped,
      note: s.note ?? (s.flaky ? `${s.flaky} flaky` : undefined),
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, note: `run-e2e wrote no summary (exit code ${code})` };
  }
}

/** The @both specs in Firebase mode, on a Firebase-mode build made for this run. */
const runE2eFirebase = () => runE2e({ summaryFile: e2eFirebaseSummary, extraEnv: { E2E_BACKEND: 'firebase' } });

/**
 * The type check, the linter, the dead-code check (knip), the formatter's check (Prettier) and the import-cycle check
 * (dependency-cruiser, type-only imports included), each counted as one test, so a type error, a crossed boundary, an
 * export nobody uses, an unformatted file or an import cycle fails the run.
 */
async function runStaticChecks() {
  // The folders of package.json's `cycles` script, so CI and a developer check the same tree.
  const cycleArgs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    .scripts.cycles.split(' ')
    .slice(1);
  const checks = [
    ['type check', [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit']],
    ['lint', [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']],
    ['dead code', [path.join(root, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-progress']],
    [
      'format',
      [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level=warn', '.'],
    ],
    [
      'import cycles',
      [path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...cycleArgs],
    ],
  ];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failedNames = [];
  // Each check is one single-threaded process: run at once, they keep both cores busy (62 s instead of 78 s, one
  // after the other). Their output is printed whole, one check after the other, in this order.
  const results = await Promise.all(checks.map(([, args]) => runBuffered(process.execPath, args)));
  for (const [i, [name]] of checks.entries()) {
    const { code, output } = results[i];
    process.stdout.write(output);
    if (code === 0) counts.passed += 1;
    else {
      counts.failed += 1;
      failedNames.push(name);
    }
  }
  if (failedNames.length) counts.note = `${failedNames.join(' and ')} failed`;
  return counts;
}

/** The JavaScript budget's figures an end-to-end run kept (scripts/lib/screen-scripts.mjs). */
const budgetFile = (mode) => path.join(reportDir, `js-budget-${mode}.json`);

/**
 * One test per end-to-end run, from the budget's figures it kept: passed when every screen it opened has a figure
 * within its budget; failed when one is over or has none, or when the run ran tests and kept no figure; skipped when
 * the run itself ran nothing (no browser or no emulator, outside CI).
 */
function jsBudget(runs) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const notes = [];
  for (const { mode, e2e } of runs) {
    const verdict = budgetVerdict(keptFigures(budgetFile(mode)), e2e);
    counts[verdict.status] += 1;
    notes.push(`${mode}: ${verdict.note}`);
  }
  return { ...counts, note: notes.join('; ') };
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const t0 = Date.now();
  // First, on the tree as cloned: the type check must not lean on files that only a build writes.
  console.log('== 1/4 Static checks (tsc --noEmit, eslint, knip, prettier --check, import cycles) ==');
  const staticChecks = await runStaticChecks();
  // The builds below skip Next's own type check: the one above covered the same tree (next.config.js).
  env.NEXT_SKIP_TYPE_CHECK = '1';
  const t1 = Date.now();
  console.log('\n== 2/4 Vitest (unit, components, backend, access, services) ==');
  const vitest = await runVitest();
  printSlowestVitestFiles(vitestReport);
  const t2 = Date.now();
  // Figures of an earlier run must never stand for this one's.
  for (const mode of ['local', 'firebase']) rmSync(budgetFile(mode), { force: true });
  console.log('\n== 3/4 End-to-end (next build, npm start, Playwright + Chromium) ==');
  const e2e = await runE2e();
  const t3 = Date.now();
  console.log('\n== 4/4 End-to-end in Firebase mode (the @both specs against the Auth and Firestore emulators) ==');
  const e2eFirebase = await runE2eFirebase();
  const t4 = Date.now();
  const budget = jsBudget([
    { mode: 'local', e2e },
    { mode: 'firebase', e2e: e2eFirebase },
  ]);

  const parts = [staticChecks, vitest, e2e, e2eFirebase, budget];
  const total = {
    passed: parts.reduce((n, c) => n + c.passed, 0),
    failed: parts.reduce((n, c) => n + c.failed, 0),
    skipped: parts.reduce((n, c) => n + c.skipped, 0),
  };
  console.log('\n== Summary ==');
  console.log(`${line('static checks', staticChecks)} in ${seconds(t1 - t0)}`);
  console.log(`${line('vitest', vitest)} in ${seconds(t2 - t1)}`);
  console.log(`${line('e2e', e2e)} in ${seconds(t3 - t2)}`);
  console.log(`${line('e2e (firebase)', e2eFirebase)} in ${seconds(t4 - t3)}`);
  console.log(line('js budget (in the e2e runs)', budget));
  // CI shows the end of the output: the names of what failed belong there, not only thousands of lines above.
  for (const name of vitest.failedNames ?? []) console.log(`  vitest failed: ${name}`);
  console.log(`total time ${seconds(t4 - t0)}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(1);
  },
);
