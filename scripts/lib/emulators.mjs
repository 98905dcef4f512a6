/**
 * The Firebase emulators of firebase.json for a developer or a measurement (`npm run emulators`,
 * `npm run measure:screens -- --backend firebase`): Auth from the local firebase-tools, Firestore from
 * firebase-tools too when its own emulator jar is already downloaded and `java` is a 21+, otherwise gcloud's jar
 * (scripts/lib/firestore-emulator.mjs) on the same port with firestore.rules loaded. Both on firebase.json's ports:
 * a port already in use is a failure that says so. No Storage emulator runs here (it needs a download).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID, emulatorEnv, emulatorPorts, readFirebaseJson } from './emulator-ports.mjs';
import { javaMajorVersion, provideFirestoreEmulator } from './firestore-emulator.mjs';
import { root } from './next-server.mjs';

const START_TIMEOUT_MS = Number(process.env.AUTH_EMULATOR_START_TIMEOUT_MS ?? 300_000);
const STOP_TIMEOUT_MS = 15_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function authAnswers(hostPort) {
  try {
    const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(2000) });
    return res.ok && (await res.json().catch(() => null))?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Whether firebase-tools can start its own Firestore emulator offline: its jar cached and a Java 21+ on PATH. */
export function firebaseToolsHasFirestore() {
  const jar = path.join(os.homedir(), '.cache', 'firebase', 'emulators', 'cloud-firestore-emulator-v1.22.0.jar');
  return existsSync(jar) && (javaMajorVersion('java') ?? 0) >= 21;
}

function killGroup(child, sig) {
  try {
    process.kill(-child.pid, sig);
  } catch {
    // already gone
  }
}

async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGINT');
  if (!(await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]))) {
    killGroup(child, 'SIGKILL');
    await exited;
  }
}

/**
 * Starts the emulators; resolves with { ports, env, firestoreFrom, stop() } once both answer, or throws (after
 * stopping what it started) with the reason. `env` points the app, the Admin SDK and the seed script at them.
 */
export async function startEmulators({ log = console.log } = {}) {
  const ports = emulatorPorts(readFirebaseJson());
  if (await authAnswers(ports.auth.hostPort)) {
    throw new Error(
      `an Auth emulator already answers on ${ports.auth.hostPort}: stop it first (another npm run emulators?)`,
    );
  }
  const cli = path.join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(cli)) throw new Error(`firebase-tools is not installed (${cli} is missing): run npm install first`);
  const ownFirestore = firebaseToolsHasFirestore();
  const only = ownFirestore ? 'auth,firestore' : 'auth';
  log(
    `starting the Auth emulator${ownFirestore ? ' and the Firestore emulator' : ''} (firebase-tools) on ${ports.auth.hostPort}...`,
  );
  const output = [];
  const tools = spawn(cli, ['emulators:start', '--only', only, '--project', DEMO_PROJECT_ID], {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [tools.stdout, tools.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  const firestore = ownFirestore
    ? null
    : provideFirestoreEmulator({
        host: ports.firestore.host,
        port: ports.firestore.port,
        strictPort: true,
        projectId: DEMO_PROJECT_ID,
        rulesFile: path.join(root, 'firestore.rules'),
        log,
      });
  const stop = () => Promise.all([stopChild(tools), firestore?.stop()]);
  try {
    const started = Date.now();
    while (!(await authAnswers(ports.auth.hostPort))) {
      if (tools.exitCode !== null)
        throw new Error(`firebase-tools exited (code ${tools.exitCode}):\n${output.join('')}`);
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`the Auth emulator did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
      await sleep(500);
    }
    log(`Auth emulator ready on ${ports.auth.hostPort} after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (firestore) {
      const result = await firestore.ready;
      if (!result.host) throw new Error(`the Firestore emulator did not start: ${result.skipped ?? result.failed}`);
      log(
        `Firestore emulator (gcloud's jar; firebase-tools has no downloaded one here) ready on ${result.host}, firestore.rules loaded.`,
      );
    } else {
      log(
        `Firestore emulator (firebase-tools) on ${ports.firestore.hostPort}, firestore.rules loaded from firebase.json.`,
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { ports, env: emulatorEnv(ports), firestoreFrom: ownFirestore ? 'firebase-tools' : 'gcloud jar', stop };
}

/** `npm run seed` against the started emulators; resolves with its exit code. */
export function seedEmulators(env) {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
