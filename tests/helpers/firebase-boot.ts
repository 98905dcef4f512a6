/**
 * Boot backends (services/backend/firebase/boot-backend.ts) against the emulators: the session comes from the
 * Auth emulator's REST sign-in (what the Auth SDK would have persisted), and the SDK adapter, when the boot backend
 * loads it, is a backend of its own app signed in as the same user. `sdkLoads()` says how often that happened.
 */
import { createBootBackend } from '@/services/backend/firebase/boot-backend';
import { createFirebaseBackend } from '@/services/backend/firebase/firebase-backend';
import type { PersistedSession } from '@/services/backend/firebase/persisted-session';
import { createRestSecondFactor } from '@/services/backend/firebase/rest/rest-second-factor';
import type { Backend } from '@/services/backend/types';
import { EMULATOR_PROJECT_ID, emulatorHost, requireEmulator } from './firebase-emulators';

const API_KEY = 'demo-api-key';

/** Whether the Firestore and Auth emulators are there (prints why not, as requireEmulator does). */
export const bootEmulatorsAvailable = (suite: string) =>
  requireEmulator(suite, 'FIRESTORE_EMULATOR_HOST', 'needs the Firestore emulator, Java 21') &&
  requireEmulator(
    suite,
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator too: wrap the command in node scripts/with-auth-emulator.mjs',
  );
let appCounter = 0;
const openApps: string[] = [];

/** Signs in through the Auth emulator's REST API: the ID token and user the Auth SDK would persist. */
export async function emulatorSession(email: string, password: string): Promise<PersistedSession> {
  const res = await fetch(
    `http://${emulatorHost.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator sign-in failed: ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string; email: string; expiresIn: string };
  return {
    user: { uid: body.localId, email: body.email, emailVerified: false },
    token: body.idToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
  };
}

export interface BootHarness {
  backend: Backend;
  sdkLoads: () => number;
}

export function emulatorBootBackend(session: PersistedSession, password: string, sdkDelayMs: number): BootHarness {
  let loads = 0;
  const backend = createBootBackend({
    projectId: EMULATOR_PROJECT_ID,
    firestoreEmulator: emulatorHost.firestore,
    session: () => session,
    sdkDelayMs,
    lookupSecondFactor: createRestSecondFactor({ apiKey: API_KEY, authEmulator: emulatorHost.auth }),
    loadSdk: async (reads) => {
      loads += 1;
      const appName = `boot-${process.pid}-${++appCounter}`;
      openApps.push(appName);
      const sdk = createFirebaseBackend({
        config: { apiKey: API_KEY, projectId: EMULATOR_PROJECT_ID },
        emulators: { auth: emulatorHost.auth, firestore: emulatorHost.firestore, storage: null },
        appName,
        reads,
      });
      await sdk.auth.signIn(session.user.email, password);
      return sdk;
    },
  });
  return { backend, sdkLoads: () => loads };
}

/** Shuts down every SDK app the boot backends loaded. */
export async function disposeBootBackends(): Promise<void> {
  const { disposeFirebaseBackend } = await import('@/services/backend/firebase/firebase-backend');
  await Promise.all(openApps.splice(0).map((name) => disposeFirebaseBackend(name)));
}
