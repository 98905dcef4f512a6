/** Building and serving the production app for scripts (end-to-end tests, first-load measurement). */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const startScript = path.join(root, 'scripts', 'start.mjs');
const serwistBin = path.join(root, 'node_modules', '@serwist', 'cli', 'dist', 'bin.mjs');

/**
 * Node's flags of `npm start` (package.json's start script says the same; a test holds them equal). V8 sizes its
 * heap from the machine's memory and lets garbage pile up before collecting: on the 100,000-job folder the server
 * peaked at 688 to 970 MB under load, and at 449 to 452 MB with its old generation capped.
 */
export const SERVER_HEAP_FLAGS = ['--max-old-space-size=512'];

/**
 * The environment of a build or server in local mode: empty values win over .env.local (Next never overrides a
 * variable that is already set), so a developer's Firebase keys, analytics token or chat id are not used.
 * LOCAL_SEED=true: a production start seeds no demo unless told, and the tests and measurements sign in as the demo
 * accounts.
 */
export function localModeEnv(dataDir, extra = {}) {
  return {
    ...process.env,
    NEXT_PUBLIC_FIREBASE_API_KEY: '',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: '',
    NEXT_PUBLIC_FIREBASE_USE_EMULATORS: '',
    NEXT_PUBLIC_MIXPANEL_TOKEN: '',
    NEXT_PUBLIC_CRISP_WEBSITE_ID: '',
    NEXT_TELEMETRY_DISABLED: '1',
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SEED: 'true',
    ...extra,
  };
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
  });
}

/**
 * `next build`, then the service worker's (`serwist build`, serwist.config.mjs: its precache list is the build's
 * files, so it comes after); resolves with { code, ms }.
 */
export async function nextBuild(env) {
  const started = Date.now();
  let code = await run(process.execPath, [nextBin, 'build'], { env });
  if (code === 0) code = await run(process.execPath, [serwistBin, 'build', 'serwist.config.mjs'], { env });
  return { code, ms: Date.now() - started };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `npm start` (scripts/start.mjs: Next's server as users run it, with the prerendered pages from memory and a clean
 * stop) on a free port of 127.0.0.1, output to `logFile`. SERVER_NODE_FLAGS are Node's flags for it, e.g.
 * `SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:load` profiles the server under load.
 * Resolves once it answers, with { url, pid, stop(), logTail() }. The server runs in its own process group so stop() also ends its workers.
 */
export async function startNext({ env, logFile, timeoutMs = 60_000 }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logStream = createWriteStream(logFile);
  const flags = [...SERVER_HEAP_FLAGS, ...(process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...flags, startScript, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);

  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        logStream.end();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode) return done();
      const kill = (sig) => {
        try {
          process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      kill('SIGTERM');
    });
  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no server log)';
    }
  };

  try {
    await waitForServer(url, child, timeoutMs);
  } catch (err) {
    await stop();
    err.message += `\n--- server log ---\n${logTail()}`;
    throw err;
  }
  return { url, pid: child.pid, stop, logTail };
}
