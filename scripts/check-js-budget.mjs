#!/usr/bin/env node
/**
 * An estimate of the signed-in screens' JavaScript from a production build's output, with no server or browser:
 *
 *   node scripts/check-js-budget.mjs [--dist=.next] [--budget=KB] [--verbose]
 *   node scripts/check-js-budget.mjs --build-firebase [--budget=KB] [--verbose]
 *
 * `npm test` does not run it: the budget is checked as users load it, in a browser, by the end-to-end specs in both
 * modes (tests/e2e/budget/script-weight.ts). This counts per route its first-load scripts plus the backend adapter's
 * chunk group that every signed-in screen loads right after hydrating (scripts/lib/js-budget.mjs), gzipped, but not
 * the chunks a screen loads on demand before it shows its data (a form, a dialog's code): a quick look, which can be
 * lower than the browser's count. --build-firebase first builds the app in Firebase mode (the emulator
 * config) into .next-firebase-test/ (scripts/lib/firebase-build.mjs). Exit 1 when a route is over the budget, or when
 * the adapter's chunks cannot be found. `npm run measure:screens` measures the screens in a browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES, buildReader, chunkFilesOf, publicRouteBudgets, routeBudgets } from './lib/js-budget.mjs';
import { FIREBASE_TEST_DIST_DIR, firebaseBuildEnv } from './lib/firebase-build.mjs';
import { nextBuild, root } from './lib/next-server.mjs';
import { kb } from './lib/script-size.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const buildFirebase = args.includes('--build-firebase');
const distDir = path.resolve(root, buildFirebase ? FIREBASE_TEST_DIST_DIR : (option('dist') ?? '.next'));
/**
 * Per build mode, in KB gzip: 220 KB in both (docs/budgets.md). In Firebase mode the adapter counted is the boot
 * backend (REST reads with the persisted session); the SDK it loads after the screen's first data is shown apart.
 */
const BUDGET_KB = { local: 220, firebase: 220 };
/** The public pages' first-load JavaScript, in KB gzip, in both modes (docs/budgets.md). */
const PUBLIC_BUDGET_KB = 150;
const verbose = args.includes('--verbose');

async function main() {
  if (buildFirebase) {
    console.log(`[js-budget] next build (Firebase mode, into ${FIREBASE_TEST_DIST_DIR}/) ...`);
    const build = await nextBuild(firebaseBuildEnv());
    if (build.code !== 0) {
      console.log(`JS BUDGET FAILED: the Firebase-mode build failed (exit code ${build.code})`);
      return 1;
    }
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  } catch (err) {
    console.log(`JS BUDGET FAILED: no build in ${path.relative(root, distDir)}/ (${err.message})`);
    return 1;
  }
  const mode =
    JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')).config?.env
      ?.NEXT_PUBLIC_BACKEND ?? 'unknown';
  const budgetKb = Number(option('budget') ?? BUDGET_KB[mode] ?? BUDGET_KB.local);
  const reader = buildReader(distDir);
  const rows = routeBudgets(manifest, chunkFilesOf(distDir), reader);
  console.log(
    `\nSigned-in routes' JavaScript, gzip: first load + backend adapter (${mode} mode build in ${path.relative(root, distDir)}/; budget ${budgetKb} KB)`,
  );
  console.log(
    `${'route'.padEnd(46)} ${'first load'.padStart(11)} ${'adapter'.padStart(10)} ${'total'.padStart(10)}   (after first data)`,
  );
  const over = [];
  for (const r of rows) {
    if (r.total / 1024 > budgetKb) over.push(`${r.route} ${kb(r.total)} KB`);
    console.log(
      `${r.route.padEnd(46)} ${`${kb(r.firstLoad)} KB`.padStart(11)} ${`${kb(r.adapter)} KB`.padStart(10)} ${`${kb(r.total)} KB`.padStart(10)}  ${r.total / 1024 > budgetKb ? 'OVER' : 'ok'}${r.later ? `   (+${kb(r.later)} KB SDK)` : ''}`,
    );
    if (verbose) for (const f of r.files) console.log(`    ${kb(reader.gzipSize(f)).padStart(7)} KB  ${f}`);
  }
  const failures = [];
  if (rows.length === 0) failures.push('no signed-in route in the build manifest');
  else if (!rows[0].adapterFound)
    failures.push("the backend adapter's chunks were not found (the count would be too low)");
  if (over.length)
    failures.push(
      `${over.length} of ${rows.length} signed-in routes over ${budgetKb} KB: ${over.slice(0, 6).join(', ')}${over.length > 6 ? ', ...' : ''}`,
    );
  const publicRows = publicRouteBudgets(manifest, reader);
  console.log(`\nPublic pages' first-load JavaScript, gzip (budget ${PUBLIC_BUDGET_KB} KB)`);
  for (const r of publicRows) {
    console.log(
      `${r.route.padEnd(46)} ${`${kb(r.total)} KB`.padStart(11)}  ${r.total / 1024 > PUBLIC_BUDGET_KB ? 'OVER' : 'ok'}`,
    );
    if (verbose) for (const f of r.files) console.log(`    ${kb(reader.gzipSize(f)).padStart(7)} KB  ${f}`);
  }
  const publicOver = publicRows
    .filter((r) => r.total / 1024 > PUBLIC_BUDGET_KB)
    .map((r) => `${r.route} ${kb(r.total)} KB`);
  if (publicOver.length) failures.push(`public pages over ${PUBLIC_BUDGET_KB} KB: ${publicOver.join(', ')}`);
  const missing = PUBLIC_ROUTES.filter((route) => !publicRows.some((r) => r.route === route));
  if (missing.length) failures.push(`public pages missing from the build: ${missing.join(', ')}`);
  const largest = rows.reduce((a, r) => (r.total > (a?.total ?? -1) ? r : a), null);
  console.log(
    failures.length
      ? `JS BUDGET FAILED (${mode} mode): ${failures.join('; ')}`
      : `JS BUDGET OK (${mode} mode): ${rows.length} signed-in routes within ${budgetKb} KB (largest ${largest.route} ${kb(largest.total)} KB), ${publicRows.length} public pages within ${PUBLIC_BUDGET_KB} KB`,
  );
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
