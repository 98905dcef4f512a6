#!/usr/bin/env node
/**
 * First-load JavaScript of the public pages vs the 150 KB gzip budget, from a production build.
 *
 *   node scripts/measure-first-load.mjs [--mode=firebase|local|both] [--no-build] [--verbose]
 *   (npm run measure:first-load -- ...; --verbose lists every file with its size)
 *
 * Method (the most honest one we found): serve the build with `npm start` and, for each page,
 *   - first load = every <script src> in the server-rendered HTML, minus `nomodule` ones (modern browsers skip
 *     them). These are exactly the files a browser must download and run before React hydrates the page, i.e.
 *     before it is interactive. Each is fetched from the server with `Accept-Encoding: gzip` and its compressed
 *     body counted: the bytes that really cross the wire.
 *   - after idle (information, not budgeted): when Chromium is available, the page is also opened in it and every
 *     JavaScript response until the network is idle is counted the same way. This adds what the page loads lazily
 *     right after hydration (the backend adapter, providers loaded on demand, link prefetches).
 * Every file of both sets is searched for Firebase SDK markers ('@firebase/', 'firestore.googleapis.com',
 * 'identitytoolkit.googleapis.com'); a marker in a public page's first load is flagged.
 *
 * Mode: the backend is chosen at build time. `firebase` (the default) builds with a placeholder Firebase web config,
 * which is the case that can leak the SDK into public pages; `local` builds the default local-backend app;
 * `both` measures one then the other. The build overwrites .next; --no-build measures the existing one.
 * Exits 1 when a page is over budget or carries Firebase code in its first load.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { createScriptInspector, kb } from './lib/script-size.mjs';
import { localModeEnv, nextBuild, root, startNext } from './lib/next-server.mjs';

const BUDGET_KB = 150;
const PAGES = ['/', '/auth/login', '/company/auth/login', '/backoffice/auth/login', '/jobs/demo-job-05'];

const args = process.argv.slice(2);
const modeArg = args.find((a) => a.startsWith('--mode='))?.split('=')[1] ?? 'firebase';
const skipBuild = args.includes('--no-build');
const verbose = args.includes('--verbose');
const dataDir = path.join(root, '.local-data-measure');
const logFile = path.join(root, 'playwright-report', 'measure-server.log');

const scripts = createScriptInspector();
const inspectScript = scripts.inspect;

async function htmlScripts(base, page) {
  const res = await fetch(base + page);
  if (res.status !== 200) throw new Error(`${page}: HTTP ${res.status}`);
  const html = await res.text();
  const urls = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    if (!src || /\bnomodule\b/i.test(tag)) continue;
    urls.push(new URL(src.replaceAll('&amp;', '&'), base + page).href);
  }
  return urls;
}

async function browserScripts(browser, base, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const urls = new Set();
  tab.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(base)) urls.add(r.url());
  });
  await tab.goto(base + page, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle').catch(() => {});
  await context.close();
  return [...urls];
}

async function measureMode(mode) {
  const extra =
    mode === 'firebase'
      ? { NEXT_PUBLIC_FIREBASE_API_KEY: 'measure-placeholder-key', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-measure' }
      : {};
  const env = localModeEnv(dataDir, extra);
  if (!skipBuild) {
    console.log(`\n[first-load] next build (${mode} mode) ...`);
    const build = await nextBuild(env);
    if (build.code !== 0) throw new Error(`next build failed (exit code ${build.code})`);
    console.log(`[first-load] build took ${(build.ms / 1000).toFixed(1)} s`);
  }
  const builtMode = JSON.parse(readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8')).config?.env
    ?.NEXT_PUBLIC_BACKEND;

  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(logFile), { recursive: true });
  scripts.clear();
  const server = await startNext({ env, logFile });
  const chromiumPath = findChromium();
  let browser;
  if (chromiumPath) {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  }
  const rows = [];
  try {
    for (const page of PAGES) {
      const first = await Promise.all((await htmlScripts(server.url, page)).map(inspectScript));
      const idle = browser
        ? await Promise.all((await browserScripts(browser, server.url, page)).map(inspectScript))
        : null;
      if (verbose) {
        console.log(`\n${page}`);
        for (const s of first)
          console.log(
            `  first  ${kb(s.gzip).padStart(7)} KB  ${new URL(s.url).pathname}${s.firebase.length ? '  [Firebase]' : ''}`,
          );
        for (const s of idle ?? []) {
          if (!first.includes(s))
            console.log(
              `  later  ${kb(s.gzip).padStart(7)} KB  ${new URL(s.url).pathname}${s.firebase.length ? '  [Firebase]' : ''}`,
            );
        }
      }
      rows.push({
        page,
        files: first.length,
        firstGzip: first.reduce((n, s) => n + s.gzip, 0),
        // The cache hands out one object per URL, so the Set drops scripts counted in both lists.
        idleGzip: idle ? [...new Set([...first, ...idle])].reduce((n, s) => n + s.gzip, 0) : null,
        firebaseFirst: [...new Set(first.flatMap((s) => s.firebase))],
        firebaseIdle: idle ? [...new Set(idle.flatMap((s) => s.firebase))] : [],
      });
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nFirst-load JavaScript, gzipped (build mode: ${builtMode ?? 'unknown'}; budget ${BUDGET_KB} KB per page)`,
  );
  console.log('page                      files  first load    after idle   budget  Firebase SDK in first load');
  let ok = true;
  for (const r of rows) {
    const over = r.firstGzip / 1024 > BUDGET_KB;
    const firebase = r.firebaseFirst.length > 0;
    if (over || firebase) ok = false;
    const idle = r.idleGzip === null ? 'n/a (no Chromium)' : `${kb(r.idleGzip)} KB`;
    const fbIdle = r.firebaseIdle.length ? ` (after idle: ${r.firebaseIdle.join(', ')})` : '';
    console.log(
      `${r.page.padEnd(25)} ${String(r.files).padStart(5)}  ${`${kb(r.firstGzip)} KB`.padStart(10)}  ${idle.padStart(11)}   ${over ? 'OVER' : 'ok  '}    ${firebase ? `YES: ${r.firebaseFirst.join(', ')}` : 'no'}${fbIdle}`,
    );
  }
  return ok;
}

async function main() {
  const modes = modeArg === 'both' ? ['firebase', 'local'] : [modeArg];
  if (skipBuild && modes.length > 1) throw new Error('--no-build measures the existing build: pick one --mode');
  let ok = true;
  for (const mode of modes) ok = (await measureMode(mode)) && ok;
  console.log(ok ? '\nFIRST LOAD OK' : '\nFIRST LOAD OVER BUDGET or Firebase SDK in a public first load');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
