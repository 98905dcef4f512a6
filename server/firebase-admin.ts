/**
 * Privileged Firebase access for Node only (trusted API routes, operator scripts), via firebase-admin.
 *
 * - Emulators: when FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is set, the Admin SDK talks to them and
 *   needs no credentials. NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true sets those two (and the Storage one) from
 *   NEXT_PUBLIC_FIREBASE_EMULATOR_HOST and firebase.json's ports, so the app's own .env.local serves scripts too.
 * - Otherwise: FIREBASE_SERVICE_ACCOUNT (the key's JSON text, or a path to the JSON file), else Google
 *   application default credentials (GOOGLE_APPLICATION_CREDENTIALS, gcloud, or the runtime's service account).
 */
import { readFileSync } from 'node:fs';
import {
  applicationDefault,
  cert,
  getApp,
  getApps,
  initializeApp,
  type App,
  type ServiceAccount,
} from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { DEMO_PROJECT_ID, EMULATOR_PORTS } from '../services/backend/emulators';
import { isFieldValue, type DocumentData, type FieldValue as PortFieldValue } from '../services/backend/types';

const APP_NAME = 'marketplace-admin';

type Env = Record<string, string | undefined>;

/** Fills the Admin SDK's emulator variables from the app's NEXT_PUBLIC_ emulator switch, unless already set. */
export function applyEmulatorSwitch(env: Env = process.env): void {
  if (env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS !== 'true') return;
  const host = env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST?.trim() || '127.0.0.1';
  env.FIREBASE_AUTH_EMULATOR_HOST ||= `${host}:${EMULATOR_PORTS.auth}`;
  env.FIRESTORE_EMULATOR_HOST ||= `${host}:${EMULATOR_PORTS.firestore}`;
  env.FIREBASE_STORAGE_EMULATOR_HOST ||= `${host}:${EMULATOR_PORTS.storage}`;
}

export const usesEmulators = (env: Env = process.env) =>
  Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST);

function serviceAccountFrom(value: string): ServiceAccount & { project_id?: string } {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  try {
    return JSON.parse(text) as ServiceAccount & { project_id?: string };
  } catch {
    throw new Error(
      'FIREBASE_SERVICE_ACCOUNT must be a service-account key as JSON text or the path of its JSON file.',
    );
  }
}

/** The project the Admin SDK acts on: the web config's, else the emulators' demo project. */
export function adminProjectId(env: Env = process.env): string | undefined {
  return (
    env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() ||
    env.GCLOUD_PROJECT ||
    (usesEmulators(env) ? DEMO_PROJECT_ID : undefined)
  );
}

function getAdminApp(): App {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  applyEmulatorSwitch();
  const projectId = adminProjectId();
  if (usesEmulators()) {
    // Nothing to authenticate against the emulators: skip Google's probe for a cloud metadata server.
    process.env.METADATA_SERVER_DETECTION ||= 'none';
    return initializeApp({ projectId }, APP_NAME);
  }
  const key = process.env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (key) {
    const account = serviceAccountFrom(key);
    return initializeApp({ credential: cert(account), projectId: projectId ?? account.project_id }, APP_NAME);
  }
  return initializeApp({ credential: applicationDefault(), projectId }, APP_NAME);
}

export const getAdminAuth = (): Auth => getAuth(getAdminApp());
export const getAdminFirestore = (): Firestore => getFirestore(getAdminApp());

/** The web config's bucket; against the emulators, the same guess the web config makes. */
function adminBucketName(env: Env = process.env): string {
  const configured = env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET?.trim();
  if (configured) return configured;
  const projectId = adminProjectId(env);
  if (projectId && (usesEmulators(env) || env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS === 'true'))
    return `${projectId}.appspot.com`;
  throw new Error('Set NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: the server needs the bucket to remove uploaded files.');
}

export const getAdminBucket = () => getStorage(getAdminApp()).bucket(adminBucketName());

function toAdminSentinel(value: PortFieldValue) {
  switch (value.__fieldValue) {
    case 'serverTimestamp':
      return FieldValue.serverTimestamp();
    case 'increment':
      return FieldValue.increment(value.by);
    case 'arrayUnion':
      return FieldValue.arrayUnion(...value.values);
    case 'arrayRemove':
      return FieldValue.arrayRemove(...value.values);
    case 'delete':
      return FieldValue.delete();
  }
}

/** The port's FieldValue sentinels, however deep, as the Admin SDK's; Dates are stored as Timestamps by the SDK. */
export function toAdminData(value: DocumentData): DocumentData {
  const convert = (v: unknown): unknown => {
    if (isFieldValue(v)) return toAdminSentinel(v);
    if (Array.isArray(v)) return v.map(convert);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, convert(inner)]));
    }
    return v;
  };
  return convert(value) as DocumentData;
}
