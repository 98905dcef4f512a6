/**
 * Operator actions in Firebase mode (`npm run create-admin`, `npm run seed`), over firebase-admin: the Firebase
 * counterpart of server/local/operator.ts. Writes here bypass the security rules, as only trusted code may.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { serverTimestamp, type DocumentData } from '../services/backend/types';
import { toAdminData } from './firebase-admin';

type Env = Record<string, string | undefined>;

/** Firebase mode for the scripts: a Firebase project is configured, or the emulators are. */
export function operatorMode(env: Env = process.env): 'firebase' | 'local' {
  const set = (name: string) => Boolean(env[name]?.trim());
  return env.NEXT_PUBLIC_BACKEND === 'firebase' ||
    set('NEXT_PUBLIC_FIREBASE_PROJECT_ID') ||
    env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS === 'true' ||
    set('FIREBASE_AUTH_EMULATOR_HOST') ||
    set('FIRESTORE_EMULATOR_HOST')
    ? 'firebase'
    : 'local';
}

/**
 * One emulator without the other would send half of an operation to the hosted project (accounts created in
 * production, documents in the emulator, or the reverse): refuse.
 */
export function checkEmulatorPair(env: Env = process.env): void {
  const auth = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestore = Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (auth !== firestore) {
    const [on, off] = auth
      ? ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']
      : ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'];
    throw new Error(`${on} is set but ${off} is not: set both (emulators) or neither (the hosted project).`);
  }
}

const isNotFound = (err: unknown) => (err as { code?: string })?.code === 'auth/user-not-found';
const isTaken = (err: unknown) => (err as { code?: string })?.code === 'auth/email-already-exists';

/** The account with this email, created (email verified) when there is none. An existing password is kept. */
export async function ensureAuthUser(
  auth: Auth,
  input: { email: string; password: string; emailVerified: boolean; displayName?: string },
): Promise<{ uid: string; email: string; created: boolean }> {
  try {
    const user = await auth.getUserByEmail(input.email);
    return { uid: user.uid, email: user.email ?? input.email, created: false };
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  try {
    const user = await auth.createUser({
      email: input.email,
      password: input.password,
      emailVerified: input.emailVerified,
      ...(input.displayName ? { displayName: input.displayName } : {}),
    });
    return { uid: user.uid, email: user.email ?? input.email, created: true };
  } catch (err) {
    // Another run (a second seed, create-admin at the same time) created it since the look-up: that one is it.
    if (!isTaken(err)) throw err;
    const user = await auth.getUserByEmail(input.email);
    return { uid: user.uid, email: user.email ?? input.email, created: false };
  }
}

/** `admin/{uid}` = { id, email, name, timestamp }; an existing one keeps its id and creation time. */
async function writeAdminDocument(db: Firestore, user: { uid: string; email: string }, name: string): Promise<void> {
  const ref = db.doc(`admin/${user.uid}`);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) tx.update(ref, { email: user.email, name });
    else tx.set(ref, toAdminData({ id: user.uid, email: user.email, name, timestamp: serverTimestamp() }));
  });
}

export interface FirebaseAdminResult {
  uid: string;
  email: string;
  name: string;
  createdUser: boolean;
}

export async function createFirebaseAdmin(
  services: { auth: Auth; db: Firestore },
  input: { email: string; password: string; name: string },
): Promise<FirebaseAdminResult> {
  const user = await ensureAuthUser(services.auth, { ...input, emailVerified: true, displayName: input.name });
  await writeAdminDocument(services.db, user, input.name);
  return { uid: user.uid, email: user.email, name: input.name, createdUser: user.created };
}

/** The seed target of server/seed/demo-data.ts over firebase-admin; re-running it updates rather than duplicates. */
export function firebaseSeedTarget(services: { auth: Auth; db: Firestore }) {
  return {
    async createUser(input: { email: string; password: string; emailVerified: boolean }) {
      const { uid } = await ensureAuthUser(services.auth, input);
      return { uid };
    },
    async setDoc(path: string, data: DocumentData) {
      await services.db.doc(path).set(toAdminData(data));
    },
  };
}
