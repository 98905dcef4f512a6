/**
 * The Firebase emulators' ports and demo project, shared by the browser's Firebase adapter and the server's
 * firebase-admin setup (which must not import the browser adapter).
 */
import firebaseJson from '../../firebase.json';

/** The ports of firebase.json's emulators block (the one place they are written down; the scripts read it too). */
export const EMULATOR_PORTS = {
  auth: firebaseJson.emulators.auth.port,
  firestore: firebaseJson.emulators.firestore.port,
  storage: firebaseJson.emulators.storage.port,
} as const;

/** Emulators accept any project; a `demo-` id needs no credentials and never reaches Google. */
export const DEMO_PROJECT_ID = 'demo-marketplace';
