#!/usr/bin/env node
/**
 * npm run emulators: the Firebase emulators of firebase.json with the demo data, for `npm run dev:firebase`.
 *
 * Starts the Auth and Firestore emulators on firebase.json's ports (scripts/lib/emulators.mjs) with firestore.rules
 * loaded, seeds the demo accounts and data (`npm run seed`), prints how to open the app, and runs until Ctrl-C,
 * which stops both. The data lives in memory: every start begins from the demo data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID } from './lib/emulator-ports.mjs';
import { seedEmulators, startEmulators } from './lib/emulators.mjs';
import { root } from './lib/next-server.mjs';

const log = (message) => console.log(`[emulators] ${message}`);

function indexCount() {
  const { indexes = [], fieldOverrides = [] } = JSON.parse(
    readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8'),
  );
  return `${indexes.length} composite indexes, ${fieldOverrides.length} field overrides`;
}

async function main() {
  let emulators;
  try {
    emulators = await startEmulators({ log });
  } catch (err) {
    console.error(`[emulators] ${err.message}`);
    return 1;
  }
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping the emulators...');
    await emulators.stop();
    log('stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  // The emulator serves every query without composite indexes; the file is what a deploy sends to the project.
  log(`firestore.indexes.json (${indexCount()}): the Firestore emulator needs none of them, a deploy creates them.`);
  log('No Storage emulator here (it is a download this machine cannot make): uploads fail in Firebase mode.');
  log('seeding the demo accounts and data...');
  const seeded = await seedEmulators(emulators.env);
  if (seeded !== 0) {
    console.error('[emulators] seeding failed (see above).');
    await stop(1);
    return 1;
  }
  const { auth, firestore } = emulators.ports;
  console.log(`
Emulators ready (project ${DEMO_PROJECT_ID}): Auth ${auth.hostPort}, Firestore ${firestore.hostPort} (${emulators.firestoreFrom}).
Open the app: in another terminal run  npm run dev:firebase  and open http://localhost:3000/auth/login
  (talent@demo.test; company@demo.test at /company/auth/login; admin@demo.test at /backoffice/auth/login;
  password demo-password).
Ctrl-C stops the emulators; their data is in memory and starts from the demo data again next time.`);
  return new Promise(() => {});
}

main().then((code) => process.exit(code));
