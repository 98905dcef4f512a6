#!/usr/bin/env node
/**
 * Weight and speed of every signed-in screen, from production builds, on the local backend and on Firebase.
 *
 *   npm run measure:screens [-- --backend=local|firebase|both] [--no-build] [--runs=3]
 *                           [--roles=talent,company,admin,public] [--screens=jobs] [--key] [--no-lighthouse]
 *                           [--lighthouse-key-only] [--details] [--out=file.json]
 *   (--screens=TEXT keeps the screens whose route contains TEXT; --key only the Lighthouse-budgeted screens;
 *   --backend both, the default, measures local then Firebase and prints them side by side)
 *
 * - Local mode: builds .next (unless --no-build) and serves it with `next start` on its own data folder
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
 *     the screen was usable are shown apart ("at usable").
 *   - Lighthouse (npm, this version pinned): a user flow on the signed-in page, `flow.navigate` to the screen
 *     with Lighthouse's default mobile settings (Moto G-class screen, simulated slow 4G and 4x CPU slowdown) and the
 *     browser cache cleared before each run (local storage, where the session lives, is kept); the median of
 *     --runs (3) runs of the performance score, LCP and TBT.
 * - The public pages are measured the same way, signed out.
 * - Prints a table with the machine's load average (Lighthouse's TBT is very sensitive to other work on the
 *   machine), whether each budget is met, and writes everything to playwright-report/screens.json (--out=...).
 *
 * Budgets (tests/e2e/screens.ts, README "Budgets"): every signed-in screen at most 220 KB gzip of JavaScript by that
 * count, in both modes; Lighthouse mobile performance >= 90 on the screens marked `lighthouseBudget` and >= 95 on the public
 * pages. Exits 1 when one is missed. A measurement, not a test: `npm test` does not run it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_ACCOUNTS } from '../constants/demo-accounts.ts';
import { AREA_ROUTES } from '../constants/routes.ts';
import { BUDGETS, PUBLIC_SCREENS, SCREENS, paramFromLinks, screenIsUsable, screenPath } from '../tests/e2e/screens.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { nextBuild, root, startNext } from './lib/next-server.mjs';
import { prepareMode, printSideBySide } from './lib/screen-modes.mjs';
import { createScriptInspector, gzipTotal, kb } from './lib/script-size.mjs';

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
const wanted = (screen) => (!screenFilter || screen.route.includes(screenFilter)) && (!keyOnly || screen.lighthouseBudget !== false);
const outFile = path.resolve(root, option('out') ?? path.join('playwright-report', 'screens.json'));
const dataDir = path.join(root, '.local-data-screens');
const logFile = path.join(root, 'playwright-report', 'measure-screens-server.log');
const USABLE_TIMEOUT_MS = 60_000;
const IDLE_MS = 2000;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const scripts = createScriptInspector();

async function launch() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
    defaultViewport: { width: 1280, height: 800 },
  });
}

/** Signs in through the role's sign-in form and waits for the area's home. */
async function signIn(browser, base, role) {
  const page = await browser.newPage();
  const { email, password } = DEMO_ACCOUNTS[role];
  await page.goto(base + AREA_ROUTES[role].login, { waitUntil: 'load' });
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  const home = AREA_ROUTES[role].home;
  await page.waitForFunction(
    (h) => (location.pathname === h || location.pathname.startsWith(`${h}/`)) && !location.pathname.includes('/auth/'),
    { timeout: USABLE_TIMEOUT_MS },
    home,
  );
  await page.close();
}

/** The concrete URL of a screen: dynamic segments from the first matching link of a list screen. */
async function resolvePath(browser, base, screen) {
  const values = {};
  for (const param of screen.params ?? []) {
    const page = await browser.newPage();
    await page.goto(base + param.list, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(screenIsUsable, { timeout: USABLE_TIMEOUT_MS, polling: 100 });
    const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')));
    await page.close();
    const value = paramFromLinks(param, hrefs);
    if (!value) throw new Error(`${screen.route}: no link on ${param.list} matches ${param.link}`);
    values[param.name] = value;
  }
  return screenPath(screen, values);
}

/**
 * Loads the screen cold and counts every same-origin script it fetches until it has shown its data and the network
 * has then been quiet for 2 s (lazy chunks included: what a user on a slow phone pays), and, apart, those fetched
 * before it was usable.
 */
async function measureScripts(browser, url, { usable }) {
  const page = await browser.newPage();
  await page.setCacheEnabled(false);
  const origin = new URL(url).origin;
  const requested = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && req.url().startsWith(origin)) requested.push({ url: req.url(), at: performance.now() });
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // Checked on every DOM change: the moment the content is in.
  if (usable) await page.waitForFunction(screenIsUsable, { timeout: USABLE_TIMEOUT_MS, polling: 'mutation' });
  else await page.waitForSelector('h1', { timeout: USABLE_TIMEOUT_MS });
  const usableAt = performance.now();
  // The realtime streams stay open (the local backend's one, Firestore's listen and write channels): quiet means at
  // most two requests in flight.
  await page.waitForNetworkIdle({ idleTime: IDLE_MS, concurrency: 2, timeout: 30_000 }).catch(() => {});
  await page.close();
  const before = await Promise.all(requested.filter((r) => r.at <= usableAt).map((r) => scripts.inspect(r.url)));
  const all = [...new Set(await Promise.all(requested.map((r) => scripts.inspect(r.url))))];
  return { usableMs: Math.round(usableAt - started), files: all.length, gzip: gzipTotal(all), usableGzip: gzipTotal(before), scripts: all };
}

const lighthouseConfig = {
  extends: 'lighthouse:default',
  // The signed-in screens keep their realtime stream open, so the network is never quiet and Lighthouse would wait
  // its full 45 s per run; the metrics come from the trace either way (TTI allows the one open request).
  settings: { onlyCategories: ['performance'], maxWaitForLoad: 12_000 },
};

/** Lighthouse navigations of the screen on an already signed-in browser; median of the runs. */
async function lighthouse(browser, url) {
  const page = await browser.newPage();
  const flow = await startFlow(page, { config: lighthouseConfig, name: url });
  for (let i = 0; i < runs; i += 1) {
    // Storage reset clears the HTTP cache and the default storage types, not local storage (the session).
    await flow.navigate(url, { disableStorageReset: false });
  }
  const result = await flow.createFlowResult();
  await page.close();
  const lhrs = result.steps.map((step) => step.lhr);
  const perRun = lhrs.map((lhr) => ({
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? null,
    error: lhr.runtimeError?.message,
  }));
  const medianRun = lhrs[perRun.findIndex((r) => r.score === median(perRun.map((x) => x.score)))] ?? lhrs[0];
  return {
    score: median(perRun.map((r) => r.score)),
    lcpMs: median(perRun.map((r) => r.lcpMs)),
    tbtMs: median(perRun.map((r) => r.tbtMs)),
    runs: perRun,
    diagnostics: diagnosticsOf(medianRun),
  };
}

/** Where the time and bytes go, from one run: Lighthouse's unused-JS, boot-up and main-thread breakdowns. */
function diagnosticsOf(lhr) {
  const items = (id, pick, n = 6) => (lhr.audits[id]?.details?.items ?? []).slice(0, n).map(pick);
  const file = (u) => (typeof u === 'string' ? u.replace(/^https?:\/\/[^/]+/, '') : String(u));
  return {
    unusedJavascript: items('unused-javascript', (i) => ({ url: file(i.url), totalKb: +(i.totalBytes / 1024).toFixed(1), wastedKb: +(i.wastedBytes / 1024).toFixed(1) })),
    bootupTime: items('bootup-time', (i) => ({ url: file(i.url), totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting) })),
    mainThread: items('mainthread-work-breakdown', (i) => ({ group: i.groupLabel ?? i.group, ms: Math.round(i.duration) })),
    longTasks: items('long-tasks', (i) => ({ url: file(i.url), startMs: Math.round(i.startTime), ms: Math.round(i.duration) }), 8),
    lcpElement: lcpElementOf(lhr),
    layoutShifts: items('layout-shifts', (i) => ({ node: i.node?.snippet?.slice(0, 100) ?? String(i.node?.value ?? ''), score: +(i.score ?? 0).toFixed(3) }), 5),
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'speed-index', 'interactive', 'cumulative-layout-shift'].map((id) => [id, lhr.audits[id]?.numericValue ?? null]),
    ),
  };
}

/** The LCP element's selector and text, and how its time splits (Lighthouse's own breakdown). */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  return node ? { selector: node.selector, snippet: node.snippet?.slice(0, 120), phases } : null;
}

function printRow(r) {
  const lh = r.lighthouse;
  const lhText = lh ? `${String(lh.score ?? '-').padStart(5)} ${`${((lh.lcpMs ?? 0) / 1000).toFixed(1)} s`.padStart(7)} ${`${Math.round(lh.tbtMs ?? 0)} ms`.padStart(8)}` : '    -       -        -';
  const label = `${r.role.padEnd(7)} ${r.name.padEnd(16)} ${r.path}`;
  console.log(
    `${label.padEnd(66)} ${`${kb(r.js.gzip)} KB`.padStart(9)} ${String(r.js.files).padStart(3)} ${`${kb(r.js.usableGzip)} KB`.padStart(9)} ${`${r.js.usableMs} ms`.padStart(8)}  ${lhText}  ${r.load.padEnd(15)} ${r.verdict}`,
  );
  if (details && lh) {
    const d = lh.diagnostics;
    console.log(`    unused JS: ${d.unusedJavascript.map((i) => `${i.url} ${i.wastedKb}/${i.totalKb} KB`).join(', ') || 'none'}`);
    console.log(`    boot-up:   ${d.bootupTime.map((i) => `${i.url} ${i.totalMs} ms (${i.scriptingMs} scripting)`).join(', ')}`);
    console.log(`    long tasks: ${d.longTasks.map((i) => `${i.url} @${i.startMs} ${i.ms} ms`).join(', ') || 'none'}`);
    if (d.layoutShifts.length) console.log(`    layout shifts: ${d.layoutShifts.map((i) => `${i.node} ${i.score}`).join(', ')}`);
    if (d.lcpElement) console.log(`    LCP element: ${d.lcpElement.snippet} (${d.lcpElement.phases.join(', ')})`);
    console.log(`    FCP ${Math.round(d.metrics['first-contentful-paint'])} ms, SI ${Math.round(d.metrics['speed-index'])} ms, TTI ${Math.round(d.metrics.interactive)} ms, CLS ${d.metrics['cumulative-layout-shift']?.toFixed(3)}`);
  }
  if (details) for (const s of r.js.scripts) console.log(`      ${kb(s.gzip).padStart(7)} KB  ${new URL(s.url).pathname}`);
}

function verdictOf(row) {
  const misses = [];
  if (row.role !== 'public' && row.js.gzip / 1024 > BUDGETS.signedInScriptKb) misses.push(`JS > ${BUDGETS.signedInScriptKb} KB`);
  const minScore = row.role === 'public' ? BUDGETS.publicScreenScore : row.lighthouseBudget ? BUDGETS.keyScreenScore : null;
  if (minScore !== null && row.lighthouse && (row.lighthouse.score ?? 0) < minScore) misses.push(`Lighthouse < ${minScore}`);
  return misses;
}

async function measure(browser, base, target) {
  const started = performance.now();
  const js = await measureScripts(browser, base + target.path, { usable: target.role !== 'public' });
  const jsDone = performance.now();
  const lh = withLighthouse && (!lighthouseKeyOnly || target.lighthouseBudget) ? await lighthouse(browser, base + target.path) : null;
  if (details) console.log(`    (measured in ${((jsDone - started) / 1000).toFixed(1)} s + Lighthouse ${((performance.now() - jsDone) / 1000).toFixed(1)} s)`);
  const row = { ...target, js, lighthouse: lh, load: load() };
  row.misses = verdictOf(row);
  row.verdict = row.misses.length ? `MISSED: ${row.misses.join(', ')}` : 'ok';
  printRow(row);
  return row;
}

function header() {
  console.log(
    `\n${'screen'.padEnd(66)} ${'JS'.padStart(9)} ${'n'.padStart(3)} ${'at usable'.padStart(9)} ${'usable'.padStart(8)}  ${'LH'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)}  load (1/5/15m)`,
  );
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
  console.log(`\n[screens] ${mode} mode: serving ${server.url}; load average at start ${startLoad}`);
  const rows = [];
  try {
    header();
    for (const role of roles) {
      const browser = await launch();
      try {
        if (role === 'public') {
          for (const screen of PUBLIC_SCREENS.filter(wanted)) {
            rows.push(await measure(browser, server.url, { mode, role, name: screen.name, path: screen.route, lighthouseBudget: true }));
          }
          continue;
        }
        await signIn(browser, server.url, role);
        for (const screen of SCREENS.filter((s) => s.role === role && wanted({ ...s, lighthouseBudget: Boolean(s.lighthouseBudget) }))) {
          let screenUrl;
          try {
            screenUrl = await resolvePath(browser, server.url, screen);
          } catch (err) {
            // One screen without data to open (no link to follow) must not lose the figures of all the others.
            console.log(`${role.padEnd(7)} ${screen.name.padEnd(16)} ${screen.route.padEnd(41)} NOT MEASURED: ${err.message}`);
            continue;
          }
          rows.push(await measure(browser, server.url, { mode, role, name: screen.name, route: screen.route, path: screenUrl, lighthouseBudget: Boolean(screen.lighthouseBudget) }));
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { mode, rows, loadAverageStart: startLoad, loadAverageEnd: load() };
}

async function main() {
  const results = [];
  for (const mode of modes) results.push(await measureMode(mode));
  const rows = results.flatMap((r) => r.rows);
  const missed = rows.filter((r) => r.misses.length);
  const summary = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: Object.fromEntries(results.map((r) => [r.mode, { start: r.loadAverageStart, end: r.loadAverageEnd }])) },
    lighthouse: withLighthouse ? { runs, formFactor: 'mobile', throttling: 'simulated (Lighthouse defaults)' } : null,
    budgets: BUDGETS,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the printed verdict is derived from `misses`
    screens: rows.map(({ verdict, js, ...r }) => ({ ...r, js: { ...js, scripts: js.scripts.map((s) => ({ path: new URL(s.url).pathname, gzip: s.gzip })) } })),
    met: missed.length === 0,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(summary, null, 2));
  if (results.length > 1) printSideBySide(results);
  for (const r of results) console.log(`[screens] ${r.mode} mode: load average (1, 5, 15 min) at start ${r.loadAverageStart}, at end ${r.loadAverageEnd}; ${os.cpus().length} cores`);
  console.log(`[screens] figures written to ${path.relative(root, outFile)}`);
  const lhNote = withLighthouse ? '' : ' (JavaScript only: --no-lighthouse)';
  console.log(missed.length ? `\nBUDGETS MISSED${lhNote}: ${missed.map((r) => `${r.mode}: ${r.path} (${r.misses.join(', ')})`).join('; ')}` : `\nEVERY BUDGET MET${lhNote}`);
  return missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
