/**
 * Test helpers for the Firebase emulators: which ones this run can reach (from the standard *_EMULATOR_HOST
 * variables), the one-line notice for suites that cannot run, and the Auth emulator's REST endpoints (clear
 * accounts, read the action codes of the emails it "sent").
 *
 * Test files run in parallel against the same emulators. Firestore keeps projects apart, so each file has its own
 * (EMULATOR_PROJECT_ID, tests/helpers/emulator-project.ts): importing this module gives that project
 * firestore.rules before the file's tests and points firebase-admin's Firestore (server/firebase-admin.ts) at it.
 * Auth cannot be split that way (below): accounts are shared by all files, so suites use unique emails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { createFirebaseBackend, disposeFirebaseBackend } from '../../services/backend/firebase/firebase-backend';
import type { EmulatorHosts } from '../../services/backend/firebase/config';
import type { Backend } from '../../services/backend/types';
import { FILE_PROJECT_ID } from './emulator-project';

/** This test file's Firestore project: its documents and rules are its own (see the header). */
export const EMULATOR_PROJECT_ID = FILE_PROJECT_ID;

/**
 * The Auth emulator's one project, which firebase-admin's Auth also uses. The Auth SDK's sign-ins carry an API key,
 * never a project, so the emulator puts every account in the project it was started with, whatever the file.
 */
const AUTH_PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';

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
/** `trustedUrl`: where its trusted operations are served (tests/helpers/firebase-trusted-route.ts), if any. */
export function emulatorBackend(hosts: Partial<EmulatorHosts> = emulatorHost, trustedUrl?: string): Backend {
  const appName = `test-${process.pid}-${++appCounter}`;
  openApps.push(appName);
  return createFirebaseBackend({
    ...(trustedUrl ? { baseUrl: trustedUrl } : {}),
    // The bucket stays the demo project's: firebase-admin (server/firebase-admin.ts) removes files from that one.
    config: { apiKey: 'demo-api-key', projectId: EMULATOR_PROJECT_ID, storageBucket: `${AUTH_PROJECT_ID}.appspot.com` },
    emulators: { auth: hosts.auth ?? null, firestore: hosts.firestore ?? null, storage: hosts.storage ?? null },
    appName,
  });
}

/** Shuts down every app emulatorBackend() opened, so the test process can exit. */
export async function disposeEmulatorBackends(): Promise<void> {
  await Promise.all(openApps.splice(0).map((name) => disposeFirebaseBackend(name)));
}

/** Loads a rules file's text into the Firestore emulator for this file's project (what firebase.json does at start). */
export async function loadFirestoreRules(rules: string): Promise<void> {
  const res = await fetch(
    `http://${emulatorHost.firestore}/emulator/v1/projects/${EMULATOR_PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!res.ok) throw new Error(`Loading rules into the Firestore emulator failed: ${await res.text()}`);
}

const authUrl = (path: string) => `http://${emulatorHost.auth}/emulator/v1/projects/${AUTH_PROJECT_ID}${path}`;
const authAdminUrl = (path: string) =>
  `http://${emulatorHost.auth}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT_ID}${path}`;
const AS_OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** This file's own email domain: the accounts at it are this file's alone (the Auth emulator is shared). */
const EMAIL_DOMAIN = `${EMULATOR_PROJECT_ID}.test`;

/** An email address of this test file (`<local>@<file's domain>`), which clearAuthAccounts() removes. */
export const testEmail = (local: string) => `${local}@${EMAIL_DOMAIN}`;

/**
 * Deletes this test file's accounts (emails made by testEmail()) from the Auth emulator. Never all of them: the
 * other files running at the same time have theirs there too.
 */
export async function clearAuthAccounts(): Promise<void> {
  const res = await fetch(authAdminUrl('/accounts:query'), {
    method: 'POST',
    headers: AS_OWNER,
    body: JSON.stringify({ returnUserInfo: true }),
  });
  if (!res.ok) throw new Error(`Listing the Auth emulator's accounts failed: HTTP ${res.status}`);
  const { userInfo = [] } = (await res.json()) as { userInfo?: { localId: string; email?: string }[] };
  const localIds = userInfo.filter((u) => u.email?.endsWith(`@${EMAIL_DOMAIN}`)).map((u) => u.localId);
  if (localIds.length === 0) return;
  const removed = await fetch(authAdminUrl('/accounts:batchDelete'), {
    method: 'POST',
    headers: AS_OWNER,
    body: JSON.stringify({ localIds, force: true }),
  });
  if (!removed.ok) throw new Error(`Clearing this file's Auth emulator accounts failed: HTTP ${removed.status}`);
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

const FIRESTORE_RULES = path.resolve(__dirname, '../../firestore.rules');

/**
 * Before the file's tests: its project gets firestore.rules (what the test wrapper loads into the shared demo
 * project), and firebase-admin's Firestore writes to it. Admin Auth stays on the Auth emulator's project, where the
 * client sign-ins are, so the ID tokens it checks and the accounts it creates are the ones the clients see.
 */
async function useFileProject(): Promise<void> {
  await loadFirestoreRules(readFileSync(FIRESTORE_RULES, 'utf8'));
  const { getAdminFirestore } = await import('../../server/firebase-admin');
  try {
    getAdminFirestore().settings({ projectId: EMULATOR_PROJECT_ID });
  } catch (error) {
    throw new Error(
      `firebase-admin's Firestore was used before this file's tests started, so it cannot be moved to the file's own project ${EMULATOR_PROJECT_ID}: call getAdminFirestore() inside tests or hooks only.`,
      { cause: error },
    );
  }
}

if (emulatorHost.firestore) beforeAll(useFileProject, 60_000);
