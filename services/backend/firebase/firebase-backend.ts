/**
 * The Firebase adapter: the port over the modular Firebase SDK. The browser loads it through the boot backend
 * (boot-backend.ts), in a chunk of its own, after a signed-in screen's first data; Node (tests, scripts) uses it
 * directly.
 */
import { createReadMeter } from '../read-meter';
import type { Backend, ReadMeter, UntypedCallTrusted } from '../types';
import { disposeFirebaseServices, getFirebaseServices } from './app';
import { emulatorHostsFromEnv, firebaseConfigFromEnv, type EmulatorHosts, type FirebaseWebConfig } from './config';
import { createFirebaseAuth } from './firebase-auth';
import { createFirebaseDocuments } from './firebase-documents';
import { createFirebaseFiles } from './firebase-files';
import { createTrustedCaller } from './trusted';

export interface FirebaseBackendOptions {
  /** Default: from the NEXT_PUBLIC_FIREBASE_* variables. */
  config?: FirebaseWebConfig;
  /** Default: the firebase.json ports when NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true, else the hosted services. */
  emulators?: EmulatorHosts;
  /** A separate Firebase app (its own signed-in user); tests use one per actor. Default: the default app. */
  appName?: string;
  /** Origin of the trusted API routes; '' (same origin) in the browser. */
  baseUrl?: string;
  /** The meter to record reads on (the boot backend shares its own); default: a new one. */
  reads?: ReadMeter;
}

export function createFirebaseBackend(options: FirebaseBackendOptions = {}): Backend<UntypedCallTrusted> {
  const services = getFirebaseServices(
    options.config ?? firebaseConfigFromEnv(),
    options.emulators ?? emulatorHostsFromEnv(),
    options.appName,
  );
  const reads = options.reads ?? createReadMeter();
  const auth = createFirebaseAuth(services.auth);
  return {
    mode: 'firebase',
    docs: createFirebaseDocuments(services.firestore, reads),
    auth,
    files: createFirebaseFiles(services.storage),
    reads,
    callTrusted: createTrustedCaller(auth, options.baseUrl ?? ''),
  };
}

/** Shuts down the app behind a backend created with `appName` (tests and scripts; the browser never needs to). */
export const disposeFirebaseBackend = (appName?: string) => disposeFirebaseServices(appName);
