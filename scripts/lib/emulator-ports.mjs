/**
 * firebase.json is the one place the emulators' ports are written down: `npm run emulators`, `npm run dev:firebase`,
 * the measurement scripts, the test wrapper and the app's emulator connection (services/backend/emulators.ts)
 * all read them from there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The one demo project of the emulators (a `demo-` id needs no credentials and never reaches Google). */
export const DEMO_PROJECT_ID = 'demo-marketplace';

const EMULATORS = ['auth', 'firestore', 'storage'];

/**
 * `{ auth, firestore, storage }`, each `{ host, port, hostPort }`, from the parsed firebase.json. Throws when one is
 * missing or its port is not a port number, so a typo there fails loudly instead of connecting somewhere else.
 */
export function emulatorPorts(firebaseJson) {
  const block = firebaseJson?.emulators;
  if (!block || typeof block !== 'object') throw new Error('firebase.json has no "emulators" block');
  const result = {};
  for (const name of EMULATORS) {
    const entry = block[name];
    const port = Number(entry?.port);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535)
      throw new Error(`firebase.json: emulators.${name}.port is missing or not a port number`);
    const host = typeof entry.host === 'string' && entry.host.trim() ? entry.host.trim() : '127.0.0.1';
    result[name] = { host, port, hostPort: `${host}:${port}` };
  }
  return result;
}

/** firebase.json of this project, parsed. */
export function readFirebaseJson(file = path.join(root, 'firebase.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The environment that points the app (browser bundle and server side), the Admin SDK and `npm run seed` at the
 * emulators: a build or `next dev` with it runs in Firebase mode against them.
 */
export function emulatorEnv(ports = emulatorPorts(readFirebaseJson())) {
  return {
    NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'true',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: ports.auth.host,
    FIREBASE_AUTH_EMULATOR_HOST: ports.auth.hostPort,
    FIRESTORE_EMULATOR_HOST: ports.firestore.hostPort,
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
  };
}
