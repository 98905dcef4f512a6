#!/usr/bin/env node
/**
 * Runs a command against the Firebase Auth emulator and, where this machine has one, the Firestore emulator:
 *
 *   node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-auth.test.ts
 *
 * Auth: starts `firebase emulators:start --only auth --project demo-marketplace` with the local firebase-tools and
 * sets FIREBASE_AUTH_EMULATOR_HOST. The Auth emulator is plain Node: no Java, no download, no network (a demo-
 * project id needs no credentials; the CLI's failed look-up of its online notices is harmless). If an Auth
 * emulator already answers on the port, the command runs against it and it is left running. If it cannot start,
 * the command does not run and the exit code is 1.
 *
 * Firestore (scripts/lib/firestore-emulator.mjs), started at the same time: gcloud's emulator jar on a Java 21+, on
 * firebase.json's port (another free port when that one is busy), with firestore.rules loaded; sets FIRESTORE_EMULATOR_HOST. One already named by
 * FIRESTORE_EMULATOR_HOST is used as it is. Without the jar or a Java 21+ it prints one `FIRESTORE EMULATOR
 * SKIPPED` line and the suites that need it skip. If the jar and Java are there but it does not start: under
 * CI=true the command does not run and the exit code is 1; otherwise a SKIPPED line and the command runs.
 *
 * Both are stopped when the command ends, fails or the wrapper gets SIGINT / SIGTERM; the exit code is the
 * command's.
 *
 * Environment: AUTH_EMULATOR_PORT (default: firebase.json's), AUTH_EMULATOR_START_TIMEOUT_MS (default
 * 300000: on a busy machine the CLI alone can take minutes to load); FIRESTORE_EMULATOR_HOST,
 * FIRESTORE_EMULATOR_JAR, JAVA_HOME, FIRESTORE_EMULATOR_START_TIMEOUT_MS (see scripts/lib/firestore-emulator.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID, emulatorPorts, readFirebaseJson } from './lib/emulator-ports.mjs';
import { provideFirestoreEmulator } from './lib/firestore-emulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT = DEMO_PROJECT_ID;
const PORTS = emulatorPorts(readFirebaseJson());
const HOST = PORTS.auth.host;
const PORT = Number(process.env.AUTH_EMULATOR_PORT ?? PORTS.auth.port);
const START_TIMEOUT_MS = Number(process.env.AUTH_EMULATOR_START_TIMEOUT_MS ?? 300_000);
const STOP_TIMEOUT_MS = 15_000;
const isCI = process.env.CI === 'true' || process.env.CI === '1';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-auth-emulator.mjs <command> [args...]');
  process.exit(2);
}

const log = (message) => console.error(`[with-auth-emulator] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function emulatorAnswers() {
  try {
    const res = await fetch(`http://${HOST}:${PORT}/`, { signal: AbortSignal.timeout(2000) });
    const body = await res.json().catch(() => null);
    return res.ok && body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** firebase.json fixes the port; another AUTH_EMULATOR_PORT needs a config of its own. */
function configArgs() {
  if (PORT === PORTS.auth.port) return [];
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-')), 'firebase.json');
  writeFileSync(file, JSON.stringify({ emulators: { auth: { host: HOST, port: PORT }, ui: { enabled: false } } }));
  return ['--config', file];
}

function startEmulator() {
  const cli = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'firebase.cmd' : 'firebase');
  if (!existsSync(cli)) {
    log(`firebase-tools is not installed (${cli} is missing): run npm install first.`);
    process.exit(1);
  }
  const output = [];
  const child = spawn(cli, ['emulators:start', '--only', 'auth', '--project', PROJECT, ...configArgs()], {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops anything it spawned.
    detached: process.platform !== 'win32',
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  return { child, output };
}

async function waitUntilReady(emulator) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.child.exitCode !== null) return false;
    if (await emulatorAnswers()) return true;
    await sleep(500);
  }
  return false;
}

async function stopEmulator(emulator) {
  const { child } = emulator;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      if (process.platform === 'win32') child.kill(sig);
      else process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!stopped) {
    log('the emulator did not stop within 15 s; killing it.');
    signal('SIGKILL');
    await exited;
  }
}

/** The running command, so a signal to the wrapper reaches it too (not only the emulators). */
let commandChild = null;

function runCommand(extraEnv) {
  return new Promise((resolve) => {
    const child = (commandChild = spawn(command[0], command.slice(1), {
      cwd: process.cwd(),
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORT}`, ...extraEnv },
      stdio: 'inherit',
      shell: process.platform === 'win32',
    }));
    child.on('error', (err) => {
      log(`could not run ${command[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0)));
  });
}

/** FIRESTORE_EMULATOR_HOST for the command, or null to refuse to run it (see the header). */
async function firestoreEnv(firestore) {
  const result = await firestore.ready;
  if (result.host) {
    log(
      result.reused
        ? `using the Firestore emulator at ${result.host} (FIRESTORE_EMULATOR_HOST).`
        : `Firestore emulator ready on ${result.host} after ${result.seconds.toFixed(1)} s.`,
    );
    return { FIRESTORE_EMULATOR_HOST: result.host };
  }
  if (result.skipped) {
    console.log(`FIRESTORE EMULATOR SKIPPED: ${result.skipped}; the suites that need it skip.`);
    return {};
  }
  if (isCI) {
    console.error(
      `FIRESTORE EMULATOR FAILED: this machine has the jar and a Java 21+ but the emulator did not start (${result.failed}); required under CI=true.`,
    );
    return null;
  }
  console.log(`FIRESTORE EMULATOR SKIPPED: it did not start (${result.failed}); the suites that need it skip.`);
  return {};
}

async function main() {
  // firebase.json's port when it is free, so a developer's tools find it; another free one when it is busy.
  const firestore = provideFirestoreEmulator({
    projectId: PROJECT,
    host: PORTS.firestore.host,
    port: PORTS.firestore.port,
    rulesFile: path.join(root, 'firestore.rules'),
    log,
  });
  let emulator = null;
  const stopAll = () => Promise.all([emulator && stopEmulator(emulator), firestore.stop()]);
  const stopAndExit = async (code) => {
    await stopAll();
    process.exit(code);
  };
  const onSignal = (sig, code) => {
    if (commandChild && commandChild.exitCode === null) commandChild.kill(sig);
    void stopAndExit(code);
  };
  process.once('SIGINT', () => onSignal('SIGINT', 130));
  process.once('SIGTERM', () => onSignal('SIGTERM', 143));

  if (await emulatorAnswers()) {
    log(`an Auth emulator already answers on ${HOST}:${PORT}; using it.`);
  } else {
    log(`starting the Auth emulator on ${HOST}:${PORT} (project ${PROJECT})...`);
    emulator = startEmulator();
    const started = Date.now();
    if (!(await waitUntilReady(emulator))) {
      log(`the Auth emulator did not become ready within ${START_TIMEOUT_MS / 1000} s. Its output:`);
      console.error(emulator.output.join(''));
      await stopAndExit(1);
    }
    log(`Auth emulator ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  const extraEnv = await firestoreEnv(firestore);
  if (extraEnv === null) await stopAndExit(1);
  log(`running: ${command.join(' ')}`);
  try {
    return await runCommand(extraEnv);
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
