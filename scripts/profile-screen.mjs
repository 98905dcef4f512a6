#!/usr/bin/env node
/**
 * Where a signed-in screen's main-thread time goes while it loads, by package or app file: the cause of Lighthouse's
 * Total Blocking Time, measured instead of guessed.
 *
 *   npm run profile:screen -- --route=/talent-dashboard/jobs [--role=talent] [--cpu=4] [--top=30] [--functions]
 *
 * Serves the source-mapped build of `npm run analyze:bundle` (.next-analyze/, build it first) on a fresh local data
 * folder, signs in as the role's demo account, loads the screen cold with the CPU slowed down as Lighthouse's
 * mobile run does (4x), and samples the main thread with the DevTools profiler from navigation until the screen is
 * usable plus one second. Self time per source, mapped through the chunks' source maps. A measurement, not a test.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sourceMap from 'source-map-js';
import { screenIsUsable } from '../tests/e2e/screens.ts';
import { localModeEnv, root, startNext } from './lib/next-server.mjs';
import { launch, signIn } from './lib/screen-browser.mjs';

const DIST = '.next-analyze';
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const route = option('route', '/talent-dashboard/jobs');
const role = option(
  'role',
  route.startsWith('/company') ? 'company' : route.startsWith('/backoffice') ? 'admin' : 'talent',
);
const cpu = Number(option('cpu', '4'));
const top = Number(option('top', '30'));

const consumers = new Map();
/** The source map consumer of a served chunk, or null when the chunk has none. */
function consumerFor(url) {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith('/_next/static/')) return null;
  if (consumers.has(pathname)) return consumers.get(pathname);
  const file = path.join(root, DIST, pathname.slice('/_next/'.length));
  let consumer = null;
  if (existsSync(file)) {
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : '';
    if (mapFile && existsSync(mapFile))
      consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  }
  consumers.set(pathname, consumer);
  return consumer;
}

function groupOf(source) {
  const clean = source.replace(/^.*?\[project\]\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm < 0) return clean;
  const parts = clean.slice(nm + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** `{ group, fn }` of a profile node: its source file (or package) and function, or the engine's own category. */
function locate(frame) {
  if (!frame.url) return { group: `(${frame.functionName || 'program'})`, fn: frame.functionName || '(anonymous)' };
  const consumer = consumerFor(frame.url);
  if (!consumer) return { group: new URL(frame.url).pathname, fn: frame.functionName || '(anonymous)' };
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return { group: '(unmapped chunk code)', fn: frame.functionName || '(anonymous)' };
  return {
    group: groupOf(pos.source),
    fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${pos.source.replace(/^.*?\[project\]\//, '')}:${pos.line}`,
  };
}

function summarize(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? 0)));
  const groups = new Map();
  const fns = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') continue;
    const { group, fn } = locate(node.callFrame);
    groups.set(group, (groups.get(group) ?? 0) + us);
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    total += us;
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
    }
  };
  console.log(`\nbusy main thread: ${(total / 1000).toFixed(0)} ms (CPU slowed ${cpu}x)`);
  print('self time by source', groups);
  if (args.includes('--functions')) print('self time by function', fns);
  printLongStretches(profile, byId);
}

/**
 * Stretches of main-thread work without an idle sample between them, over 50 ms: what Lighthouse counts as long
 * tasks (its Total Blocking Time is their sum past 50 ms each), with what each spent its time on.
 */
function printLongStretches(profile, byId) {
  const stretches = [];
  let current = null;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    at += profile.timeDeltas[i];
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      current = null;
      return;
    }
    if (!current) {
      current = { start: at, us: 0, groups: new Map() };
      stretches.push(current);
    }
    current.us += us;
    const { group } = locate(frame);
    current.groups.set(group, (current.groups.get(group) ?? 0) + us);
  });
  const long = stretches.filter((s) => s.us > 50_000);
  const blocking = long.reduce((n, s) => n + s.us - 50_000, 0);
  console.log(
    `\nlong stretches (over 50 ms): ${long.length}, blocking ${(blocking / 1000).toFixed(0)} ms past 50 ms each`,
  );
  for (const stretch of long) {
    const parts = [...stretch.groups].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const list = parts
      .map(
        ([g, us]) =>
          `${g.replace(/^turbopack:\/\/\/\[turbopack\]\/.*/, 'turbopack runtime')} ${(us / 1000).toFixed(0)}`,
      )
      .join(', ');
    console.log(
      `  @${((stretch.start - profile.startTime) / 1000).toFixed(0).padStart(5)} ms ${(stretch.us / 1000).toFixed(0).padStart(5)} ms: ${list}`,
    );
  }
}

async function main() {
  if (!existsSync(path.join(root, DIST, 'build-manifest.json')))
    throw new Error(`no ${DIST}/: run npm run analyze:bundle first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-screen-'));
  const server = await startNext({
    env: localModeEnv(dataDir, { NEXT_DIST_DIR: DIST, NEXT_BROWSER_SOURCE_MAPS: '1' }),
    logFile: path.join(dataDir, 'server.log'),
  });
  const browser = await launch();
  try {
    await signIn(browser, server.url, role);
    // A first load warms the server (its first render of the route), as Lighthouse's runs after the first do.
    const warm = await browser.newPage();
    await warm.goto(server.url + route, { waitUntil: 'domcontentloaded' });
    await warm.waitForFunction(screenIsUsable, { timeout: 60_000, polling: 100 });
    await warm.close();
    const page = await browser.newPage();
    await page.setCacheEnabled(false);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(server.url + route, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(screenIsUsable, { timeout: 60_000, polling: 'mutation' });
    const usableMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`${route} (${role}): usable after ${usableMs} ms with the CPU slowed ${cpu}x`);
    summarize(profile);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
