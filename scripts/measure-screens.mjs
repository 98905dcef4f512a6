#!/usr/bin/env node
/**
 * Weight and speed of every signed-in screen, from production builds, on the local backend and on Firebase.
 *
 *   npm run measure:screens [-- --backend=local|firebase|both] [--no-build] [--runs=3]
 *                           [--roles=talent,company,admin,public] [--screens=jobs] [--key] [--no-lighthouse]
 *                           [--lighthouse-key-only] [--details] [--out=file.json]
 *   (--screens=TEXT keeps the screens whose route contains TEXT; --key only the key screens;
 *   --backend both, the default, measures local then Firebase and prints them side by side)
 *
 * - Local mode: builds .next (unless --no-build) and serves it with `npm start` on its own data folder
 *   (.local-data-screens/, wiped and seeded with the demo data; the developer's .local-data/ is never touched).
 * - Firebase mode: builds with the emulator config into .next-firebase-screens/ (the local .next stays), starts the
 *   Auth and Firestore emulators on firebase.json's ports as `npm run emulators` does, seeds the demo data
 *   (scripts/lib/screen-modes.mjs) and serves that build against them.
 * - Drives Debian's Chromium (scripts/lib/chromium.mjs) through puppeteer-core, the page API Lighthouse's user
 *   flows take. Signs in as each demo role through its real sign-in form, in a browser of its own, then for every
 *   screen of the area (tests/e2e/screens.ts, the list the accessibility spec walks too):
 *   - JavaScript: the page is loaded directly with the HTTP cache disabled; every same-origin script requested
 *     until the screen shows its content (its h1, and nothing saying it is loading: `screenIsUsable` in
 *     tests/e2e/screens.ts) and the network has then been quiet for 2 s is fetched again with
 *     `Accept-Encoding: gzip` and its compressed size counted ("JS"; lazy chunks included). Those requested before
 *     the screen was usable ("at usable") are the count the budget holds.
 *   - Lighthouse (npm, this version pinned): a user flow on the signed-in page, `flow.navigate` to the screen
 *     with Lighthouse's default mobile settings (Moto G-class screen, simulated slow 4G and 4x CPU slowdown) and the
 *     browser cache cleared before each run (local storage, where the session lives, is kept); the median of
 *     --runs (3) runs of the performance score, LCP and TBT.
 * - The public pages are measured the same way, signed out.
 * - Prints a table with the machine's load average (Lighthouse's TBT is very sensitive to other work on the
 *   machine), whether each budget is met, and writes everything to playwright-report/screens.json (--out=...),
 *   each figure with the browser's version (scores move from one Chromium to the next) and Lighthouse's.
 *
 * Budgets (tests/e2e/screens.ts, docs/budgets.md): JavaScript until the screen is usable at most 220 KB gzip on a
 * signed-in screen and 150 KB on a public page, in both modes (`npm test` checks these in its end-to-end runs,
 * tests/e2e/budget/); Lighthouse mobile performance >= 90 on every signed-in screen, >= 95 on the key screens
 * (marked `lighthouseBudget`) and the public pages. Exits 1 when one is missed. A measurement, not a test:
 * `npm test` does not run Lighthouse.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, PUBLIC_SCREENS, SCREENS } from '../tests/e2e/screens.ts';
import { nextBuild, root, startNext } from './lib/next-server.mjs';
import { launch, measureScripts, resolvePath, signIn } from './lib/screen-browser.mjs';
import { lighthouse } from './lib/screen-lighthouse.mjs';
import { prepareMode, printSideBySide } from './lib/screen-modes.mjs';
import { printHeader, printRow, verdictOf } from './lib/screen-report.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const skipBuild = args.includes('--no-build');
const backend = option('backend') ?? 'both';
if (!['local', 'firebase', 'both'].includes(backend)) throw new Error('--backend is local, firebase or both');
const modes = backend === 'both' ? ['local', 'firebase'] : [backend];
const runs = Number(option('runs') ?? 3);
const withLighthouse = !args.includes('--no-lighthouse');
// Lighthouse only where it has a budget (the key screens and the public pages): a much shorter run.
const lighthouseKeyOnly = args.includes('--lighthouse-key-only');
const details = args.includes('--details');
const roles = (option('roles') ?? 'talent,company,admin,public').split(',');
const screenFilter = option('screens');
const keyOnly = args.includes('--key');
const wanted = (screen) =>
  (!screenFilter || screen.route.includes(screenFilter)) && (!keyOnly || screen.lighthouseBudget !== false);
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const outFile = path.resolve(root, option('out') ?? path.join('playwright-report', 'screens.json'));
const dataDir = path.join(root, '.local-data-screens');
const logFile = path.join(root, 'playwright-report', 'measure-screens-server.log');

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function measure(browser, base, target) {
  const started = performance.now();
  const js = await measureScripts(browser, base + target.path, { usable: target.role !== 'public' });
  const jsDone = performance.now();
  const lh =
    withLighthouse && (!lighthouseKeyOnly || target.lighthouseBudget)
      ? await lighthouse(browser, base + target.path, runs)
      : null;
  if (details)
    console.log(
      `    (measured in ${((jsDone - started) / 1000).toFixed(1)} s + Lighthouse ${((performance.now() - jsDone) / 1000).toFixed(1)} s)`,
    );
  const row = { ...target, js, lighthouse: lh, load: load(), browser: await browser.version() };
  row.misses = verdictOf(row);
  row.verdict = row.misses.length ? `MISSED: ${row.misses.join(', ')}` : 'ok';
  printRow(row, details);
  return row;
}

/** Builds (unless --no-build) and serves one mode; in Firebase mode against freshly started, seeded emulators. */
async function serveMode(mode) {
  const target = await prepareMode(mode, { dataDir, log: (m) => console.log(`[screens] ${m}`) });
  if (!skipBuild) {
    console.log(`[screens] next build (${mode} mode${target.distDir ? `, into ${target.distDir}/` : ''}) ...`);
    const build = await nextBuild(target.env);
    if (build.code !== 0) {
      await target.stop();
      throw new Error(`next build failed (exit code ${build.code})`);
    }
    console.log(`[screens] build took ${(build.ms / 1000).toFixed(1)} s`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(logFile), { recursive: true });
  try {
    await target.ready();
    const server = await startNext({ env: target.env, logFile });
    // Local mode: the first request opens the engine and seeds the demo data.
    if (mode === 'local') await fetch(`${server.url}/api/local/mailbox`, { signal: AbortSignal.timeout(300_000) });
    return { server, stop: async () => Promise.all([server.stop(), target.stop()]) };
  } catch (err) {
    await target.stop();
    throw err;
  }
}

async function measureMode(mode) {
  const { server, stop } = await serveMode(mode);
  const startLoad = load();
  const version = await browserVersion();
  console.log(`\n[screens] ${mode} mode: serving ${server.url}; ${version}; load average at start ${startLoad}`);
  const rows = [];
  try {
    printHeader();
    for (const role of roles) {
      const browser = await launch();
      try {
        if (role === 'public') {
          for (const screen of PUBLIC_SCREENS.filter(wanted)) {
            rows.push(
              await measure(browser, server.url, {
                mode,
                role,
                name: screen.name,
                path: screen.route,
                lighthouseBudget: true,
              }),
            );
          }
          continue;
        }
        await signIn(browser, server.url, role);
        for (const screen of SCREENS.filter(
          (s) => s.role === role && wanted({ ...s, lighthouseBudget: Boolean(s.lighthouseBudget) }),
        )) {
          let screenUrl;
          try {
            screenUrl = await resolvePath(browser, server.url, screen);
          } catch (err) {
            // One screen without data to open (no link to follow) must not lose the figures of all the others.
            console.log(
              `${role.padEnd(7)} ${screen.name.padEnd(16)} ${screen.route.padEnd(41)} NOT MEASURED: ${err.message}`,
            );
            continue;
          }
          rows.push(
            await measure(browser, server.url, {
              mode,
              role,
              name: screen.name,
              route: screen.route,
              path: screenUrl,
              lighthouseBudget: Boolean(screen.lighthouseBudget),
            }),
          );
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { mode, rows, browser: version, loadAverageStart: startLoad, loadAverageEnd: load() };
}

/** The Chromium measured with, e.g. `HeadlessChrome/150.0.7871.100`: scores move with its version. */
async function browserVersion() {
  const browser = await launch();
  try {
    return await browser.version();
  } finally {
    await browser.close();
  }
}

async function main() {
  const results = [];
  for (const mode of modes) results.push(await measureMode(mode));
  const rows = results.flatMap((r) => r.rows);
  const missed = rows.filter((r) => r.misses.length);
  const summary = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAverage: Object.fromEntries(
        results.map((r) => [r.mode, { start: r.loadAverageStart, end: r.loadAverageEnd }]),
      ),
    },
    browser: [...new Set(results.map((r) => r.browser))].join(', '),
    lighthouse: withLighthouse
      ? { version: lighthouseVersion, runs, formFactor: 'mobile', throttling: 'simulated (Lighthouse defaults)' }
      : null,
    budgets: BUDGETS,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the printed verdict is derived from `misses`
    screens: rows.map(({ verdict, js, ...r }) => ({
      ...r,
      js: { ...js, scripts: js.scripts.map((s) => ({ path: new URL(s.url).pathname, gzip: s.gzip })) },
    })),
    met: missed.length === 0,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(summary, null, 2));
  if (results.length > 1) printSideBySide(results);
  for (const r of results) {
    const indexes = r.rows.map((row) => row.lighthouse?.benchmarkIndex).filter((v) => typeof v === 'number');
    const bench = indexes.length
      ? `; Lighthouse benchmark index ${Math.min(...indexes)} to ${Math.max(...indexes)} (it warns below 1000)`
      : '';
    console.log(
      `[screens] ${r.mode} mode: ${r.browser}, Lighthouse ${lighthouseVersion}; load average (1, 5, 15 min) at start ${r.loadAverageStart}, at end ${r.loadAverageEnd}; ${os.cpus().length} cores${bench}`,
    );
  }
  console.log(`[screens] figures written to ${path.relative(root, outFile)}`);
  const lhNote = withLighthouse ? '' : ' (JavaScript only: --no-lighthouse)';
  console.log(
    missed.length
      ? `\nBUDGETS MISSED${lhNote}: ${missed.map((r) => `${r.mode}: ${r.path} (${r.misses.join(', ')})`).join('; ')}`
      : `\nEVERY BUDGET MET${lhNote}`,
  );
  return missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
