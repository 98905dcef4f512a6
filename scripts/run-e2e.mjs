#!/usr/bin/env node
/**
 * End-to-end tests: production build + `next start` on the local backend + Playwright in a system Chromium.
 *
 *   node scripts/run-e2e.mjs [--no-build] [playwright args...]     (npm run test:e2e -- [...])
 *
 * - Chromium comes from CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH or /usr/bin/chromium (Playwright's own
 *   browser download is not used). Without one this prints one loud SKIPPED line and exits 0, except under CI=true,
 *   where a missing browser is a failure.
 * - The server gets its own data folder (.local-data-e2e/, wiped first, seeded with demo data on first open), never
 *   the developer's .local-data/. Build and server are forced into local mode, so a developer's .env.local with
 *   Firebase keys cannot point the tests at a real project.
 * - --no-build (or E2E_SKIP_BUILD=1) reuses the existing .next build: quicker when iterating on specs only.
 * - Writes { passed, failed, skipped, flaky } to E2E_SUMMARY_FILE for scripts/test-all.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { localModeEnv, nextBuild, root, run, startNext } from './lib/next-server.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = path.join(root, 'playwright-report');
const jsonReport = path.join(reportDir, 'e2e-results.json');
const summaryFile = path.resolve(root, process.env.E2E_SUMMARY_FILE ?? path.join(reportDir, 'e2e-summary.json'));
const serverLog = path.join(reportDir, 'e2e-server.log');
const dataDir = path.join(root, '.local-data-e2e');
const playwrightBin = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build') || process.env.E2E_SKIP_BUILD === '1';
const playwrightArgs = args.filter((a) => a !== '--no-build');
const appEnv = localModeEnv(dataDir);
const log = (line) => console.log(`[e2e] ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function writeSummary(summary) {
  mkdirSync(path.dirname(summaryFile), { recursive: true });
  writeFileSync(summaryFile, JSON.stringify(summary, null, 2));
}

/** The backend a finished build was made for ('local' or 'firebase'), or null without a build. */
function builtMode() {
  try {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) return null;
    const files = JSON.parse(readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'));
    return files.config?.env?.NEXT_PUBLIC_BACKEND ?? null;
  } catch {
    return null;
  }
}

/** Counts the e2e tests without running them, so a skipped run reports how much it skipped. */
function countTests() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightBin, 'test', '--list', '--reporter=json'], {
      cwd: root,
      env: { ...appEnv, E2E_LIST_ONLY: '1' },
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

/**
 * The first local-backend request creates the database and seeds the demo data, which blocks the server for
 * seconds (much longer on a busy machine). Done here, once, so no test's timeout pays for it.
 */
async function warmUpBackend(url) {
  const started = Date.now();
  const res = await fetch(`${url}/api/local/mailbox`, { signal: AbortSignal.timeout(300_000) });
  if (!res.ok) throw new Error(`the local backend did not start: GET /api/local/mailbox answered HTTP ${res.status}`);
  log(`local backend opened and seeded in ${seconds(Date.now() - started)}`);
}

function summaryFromReport(exitCode) {
  let report;
  try {
    report = JSON.parse(readFileSync(jsonReport, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, skipped: 0, flaky: 0, note: `no Playwright report (exit code ${exitCode})` };
  }
  const s = report.stats;
  let failed = s.unexpected;
  // Errors outside any test (global setup, a spec that fails to load) fail the run without failing a test.
  if (failed === 0 && (report.errors?.length || exitCode !== 0)) failed = 1;
  return { passed: s.expected + s.flaky, failed, skipped: s.skipped, flaky: s.flaky };
}

async function main() {
  rmSync(summaryFile, { force: true });
  const chromium = findChromium();
  if (!chromium) {
    const count = await countTests();
    if (isCI) {
      console.error('E2E FAILED: no Chromium found (required under CI=true). Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)');
      writeSummary({ passed: 0, failed: 1, skipped: count, flaky: 0, note: 'no Chromium under CI' });
      return 1;
    }
    console.log('E2E SKIPPED: no Chromium found. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)');
    writeSummary({ passed: 0, failed: 0, skipped: count, flaky: 0, note: 'no Chromium' });
    return 0;
  }
  log(`Chromium: ${chromium}`);

  const reusable = skipBuild && builtMode() === 'local';
  if (skipBuild && !reusable) log('the existing .next is missing or not a local-mode build: building');
  if (reusable) {
    log('reusing the existing production build (.next)');
  } else {
    log('next build ...');
    const build = await nextBuild(appEnv);
    if (build.code !== 0) {
      console.error(`E2E FAILED: next build exited with code ${build.code}`);
      writeSummary({ passed: 0, failed: 1, skipped: 0, flaky: 0, note: 'next build failed' });
      return 1;
    }
    log(`next build took ${seconds(build.ms)}`);
  }

  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  rmSync(jsonReport, { force: true });

  let server;
  let code = 1;
  const onSignal = async () => {
    await server?.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startNext({ env: appEnv, logFile: serverLog });
    log(`serving ${server.url} (data: ${path.relative(root, dataDir)}/, log: ${path.relative(root, serverLog)})`);
    await warmUpBackend(server.url);
    const started = Date.now();
    code = await run(process.execPath, [playwrightBin, 'test', ...playwrightArgs], {
      env: { ...appEnv, E2E_BASE_URL: server.url, E2E_CHROMIUM_PATH: chromium, E2E_JSON_REPORT: jsonReport },
    });
    log(`playwright took ${seconds(Date.now() - started)}`);
  } catch (err) {
    console.error(`E2E FAILED: ${err.message}`);
  } finally {
    await server?.stop();
  }

  const summary = summaryFromReport(code);
  writeSummary(summary);
  if (summary.failed > 0 && server) {
    console.error(`[e2e] last lines of the server log (${path.relative(root, serverLog)}):\n${server.logTail()}`);
  }
  log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${summary.flaky ? ` (${summary.flaky} flaky)` : ''}`);
  return summary.failed > 0 ? 1 : code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
