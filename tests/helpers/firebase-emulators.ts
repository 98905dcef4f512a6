/**
 * Test helpers for the Firebase emulators: which ones this run can reach (from the standard *_EMULATOR_HOST
 * variables), the one-line notice for suites that cannot run, and the Auth emulator's REST endpoints (clear
 * accounts, read the action codes of the emails it "sent").
 */
import { createFirebaseBackend, disposeFirebaseBackend } from '../../services/backend/firebase/firebase-backend';
import type { EmulatorHosts } from '../../services/backend/firebase/config';
import type { Backend } from '../../services/backend/types';

export const EMULATOR_PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';

export const emulatorHost = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST || null,
  firestore: process.env.FIRESTORE_EMULATOR_HOST || null,
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST || null,
};

type Variable = 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST';

/**
 * Whether a suite can run; when it cannot, prints one line saying so and why, so a skipped suite is never mistaken
 * for a passed one. Use as `describe.skipIf(!requireEmulator(...))`.
 */
export function requireEmulator(suite: string, variable: Variable, needs: string): boolean {
  if (process.env[variable]) return true;
  console.log(`SKIPPED ${suite}: ${variable} is not set (${needs})`);
  return false;
}

let appCounter = 0;
const openApps: string[] = [];

/** A Firebase-adapter backend of its own app (its own signed-in user) against the running emulators. */
export function emulatorBackend(hosts: Partial<EmulatorHosts> = emulatorHost): Backend {
  const appName = `test-${process.pid}-${++appCounter}`;
  openApps.push(appName);
  return createFirebaseBackend({
    config: { apiKey: 'demo-api-key', projectId: EMULATOR_PROJECT_ID, storageBucket: `${EMULATOR_PROJECT_ID}.appspot.com` },
    emulators: { auth: hosts.auth ?? null, firestore: hosts.firestore ?? null, storage: hosts.storage ?? null },
    appName,
  });
}

/** Shuts down every app emulatorBackend() opened, so the test process can exit. */
export async function disposeEmulatorBackends(): Promise<void> {
  await Promise.all(openApps.splice(0).map((name) => disposeFirebaseBackend(name)));
}

/** Loads a rules file's text into the Firestore emulator for the test project (what firebase.json does at start). */
export async function loadFirestoreRules(rules: string): Promise<void> {
  const res = await fetch(`http://${emulatorHost.firestore}/emulator/v1/projects/${EMULATOR_PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!res.ok) throw new Error(`Loading rules into the Firestore emulator failed: ${await res.text()}`);
}

const authUrl = (path: string) => `http://${emulatorHost.auth}/emulator/v1/projects/${EMULATOR_PROJECT_ID}${path}`;

/** Deletes every account in the Auth emulator. */
export async function clearAuthAccounts(): Promise<void> {
  const res = await fetch(authUrl('/accounts'), { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing the Auth emulator failed: HTTP ${res.status}`);
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The newest action code the Auth emulator issued to `email` for `requestType`. */
export async function latestOobCode(email: string, requestType: OobCode['requestType']): Promise<string> {
  const res = await fetch(authUrl('/oobCodes'));
  if (!res.ok) throw new Error(`Reading the Auth emulator's action codes failed: HTTP ${res.status}`);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  const mine = oobCodes.filter((c) => c.email === email && c.requestType === requestType);
  if (mine.length === 0) throw new Error(`No ${requestType} code was sent to ${email}.`);
  return mine[mine.length - 1].oobCode;
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs; production's are signed, same payload). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
