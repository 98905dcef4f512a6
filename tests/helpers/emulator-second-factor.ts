/**
 * A session that signed in with a second factor, on the emulators, which cannot make one (the Auth emulator has no
 * TOTP): an emulator ID token with `firebase.sign_in_second_factor` (emulator-token.ts), and a Firestore client whose
 * requests carry the same claims (the emulator's mock user token, as @firebase/rules-unit-testing uses). The account
 * must exist in the Auth emulator.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { splitHostPort } from '../../services/backend/firebase/config';
import { createFirebaseDocuments } from '../../services/backend/firebase/firebase-documents';
import type { Backend } from '../../services/backend/types';
import { emulatorClaims, emulatorIdToken } from './emulator-token';
import { EMULATOR_PROJECT_ID, emulatorHost } from './firebase-emulators';

const apps: FirebaseApp[] = [];
let n = 0;

/** `backend` (signed in as the account) as it is once signed in with a second factor: documents and ID token. */
export function withSecondFactor(backend: Backend, account: { uid: string; email: string }): Backend {
  const app = initializeApp({ projectId: EMULATOR_PROJECT_ID, apiKey: 'demo-api-key' }, `second-factor-${++n}`);
  apps.push(app);
  const firestore = getFirestore(app);
  const { host, port } = splitHostPort(emulatorHost.firestore!);
  const { sub, user_id, email, email_verified, firebase } = emulatorClaims(account.uid, account.email, true);
  connectFirestoreEmulator(firestore, host, port, {
    mockUserToken: { sub, user_id, email, email_verified, firebase } as never,
  });
  const token = emulatorIdToken(account.uid, account.email);
  return {
    ...backend,
    docs: createFirebaseDocuments(firestore, backend.reads),
    auth: { ...backend.auth, getIdToken: async () => token },
  };
}

/** Shuts down the Firestore clients withSecondFactor() opened. */
export async function disposeSecondFactorBackends(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
