#!/usr/bin/env node
/**
 * Runs a command against a Firebase Auth emulator:
 *
 *   node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-auth.test.ts
 *
 * Starts `firebase emulators:start --only auth --project demo-marketplace` with the local firebase-tools, waits
 * until the emulator answers, runs the command with FIREBASE_AUTH_EMULATOR_HOST set, stops the emulator and
 * exits with the command's code. The Auth emulator is plain Node: no Java, no download, no network (a demo-
 * project id needs no credentials; the CLI's failed look-up of its online notices is harmless).
 * If an Auth emulator already answers on the port, the command runs against it and it is left running.
 *
 * Environment: AUTH_EMULATOR_PORT (default 9099, as firebase.json), AUTH_EMULATOR_START_TIMEOUT_MS (default
 * 300000: on a busy machine the CLI alone can take minutes to load).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT = 'demo-marketplace';
const HOST = '127.0.0.1';
const PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const START_TIMEOUT_MS = Number(process.env.AUTH_EMULATOR_START_TIMEOUT_MS ?? 300_000);
const STOP_TIMEOUT_MS = 15_000;

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

/** firebase.json fixes the port at 9099; another AUTH_EMULATOR_PORT needs a config of its own. */
function configArgs() {
  if (PORT === 9099) return [];
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

function runCommand() {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: process.cwd(),
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORT}` },
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', (err) => {
      log(`could not run ${command[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0)));
  });
}

async function main() {
  if (await emulatorAnswers()) {
    log(`an Auth emulator already answers on ${HOST}:${PORT}; using it.`);
    return runCommand();
  }
  log(`starting the Auth emulator on ${HOST}:${PORT} (project ${PROJECT})...`);
  const emulator = startEmulator();
  const stopAndExit = async (code) => {
    await stopEmulator(emulator);
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAndExit(130));
  process.once('SIGTERM', () => void stopAndExit(143));

  const started = Date.now();
  if (!(await waitUntilReady(emulator))) {
    log(`the Auth emulator did not become ready within ${START_TIMEOUT_MS / 1000} s. Its output:`);
    console.error(emulator.output.join(''));
    await stopAndExit(1);
  }
  log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s; running: ${command.join(' ')}`);
  const code = await runCommand();
  await stopEmulator(emulator);
  return code;
}

process.exitCode = await main();
