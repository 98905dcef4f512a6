/**
 * The main thread's long tasks when Firebase mode starts its SDK on a signed-in screen, in a Chromium trace.
 *
 *   npm run trace:sdk-start [-- --runs=5] [--route=/talent-dashboard] [--no-build]
 *
 * A signed-in screen shows its first data from Firestore's REST API and starts the SDK (Auth, Firestore) about 5 s
 * later or on the first interaction (services/backend/firebase/boot-backend.ts). This builds the Firebase-mode app
 * (as `npm run measure:screens -- --backend=firebase` does, into the same folder), starts and seeds the emulators,
 * signs in as the demo talent in a fresh browser per run (no compiled code reused), slows the CPU 4x as Lighthouse's
 * mobile run does, and prints each run's long tasks (over 50 ms) from 4 s after navigation on: the SDK's start, and
 * the part of them past 50 ms, which is what Total Blocking Time counts when Lighthouse's trace catches them.
 * A measurement, not a test.
 */
import { readFileSync, rmSync } from 'node:fs';
import { launch, signIn } from './lib/screen-browser.mjs';
import { FIREBASE_MEASURE_DIST_DIR, prepareMode } from './lib/screen-modes.mjs';
import { nextBuild, startNext } from './lib/next-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '5'));
const route = option('route', '/talent-dashboard');
const traceFile = '/tmp/trace-sdk-start.json';
const SDK_FROM_MS = 4000;

/** Long tasks of the page's main thread, in ms from navigation start. */
function longTasks(file) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = (e) => main.some((t) => t.pid === e.pid && t.tid === e.tid);
  const start =
    events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ??
    Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  return events
    .filter((e) => e.name === 'RunTask' && e.dur > 50_000 && onMain(e))
    .map((e) => ({ at: Math.round((e.ts - start) / 1000), ms: Math.round(e.dur / 1000) }));
}

const mode = await prepareMode('firebase', {
  dataDir: '.local-data-screens',
  log: (m) => console.log(`[sdk-start] ${m}`),
});
if (!args.includes('--no-build')) {
  console.log(`[sdk-start] next build (Firebase mode, into ${FIREBASE_MEASURE_DIST_DIR}/) ...`);
  if ((await nextBuild(mode.env)).code !== 0) process.exit(1);
}
await mode.ready();
const server = await startNext({ env: mode.env, logFile: '/tmp/trace-sdk-start-server.log' });
const blocking = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const browser = await launch();
    try {
      await signIn(browser, server.url, 'talent');
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.tracing.start({
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(server.url + route, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await page.tracing.stop();
      const late = longTasks(traceFile).filter((t) => t.at >= SDK_FROM_MS);
      const over = late.reduce((sum, t) => sum + t.ms - 50, 0);
      blocking.push(over);
      console.log(
        `run ${i + 1}: long tasks from ${SDK_FROM_MS / 1000} s: ${late.map((t) => `${t.ms} ms at ${(t.at / 1000).toFixed(1)} s`).join(', ') || 'none'}; past 50 ms: ${over} ms`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
  await mode.stop();
  rmSync(traceFile, { force: true });
}
const sorted = [...blocking].sort((a, b) => a - b);
console.log(
  `[sdk-start] ${route}, 4x CPU, ${runs} runs: past 50 ms ${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted[sorted.length - 1]} ms (min / median / max)`,
);
