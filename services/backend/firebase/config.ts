/**
 * The Firebase web config and emulator addresses, from the environment. Each NEXT_PUBLIC_ variable is read by its
 * literal name because Next inlines only those into the browser bundle.
 */
import { DEMO_PROJECT_ID, EMULATOR_PORTS } from '../emulators';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

/** `host:port` of each emulator, or null for the hosted service. */
export interface EmulatorHosts {
  auth: string | null;
  firestore: string | null;
  storage: string | null;
}

const NO_EMULATORS: EmulatorHosts = { auth: null, firestore: null, storage: null };

const blankToUndefined = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function emulatorsRequested(): boolean {
  return process.env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS === 'true';
}

export function firebaseConfigFromEnv(): FirebaseWebConfig {
  const useEmulators = emulatorsRequested();
  const projectId =
    blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) ?? (useEmulators ? DEMO_PROJECT_ID : undefined);
  // The emulators ignore the API key, but the Auth SDK refuses to start without one.
  const apiKey =
    blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_API_KEY) ?? (useEmulators ? 'demo-api-key' : undefined);
  if (!projectId || !apiKey) {
    throw new Error(
      'Firebase mode needs NEXT_PUBLIC_FIREBASE_API_KEY and NEXT_PUBLIC_FIREBASE_PROJECT_ID (or NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true).',
    );
  }
  return {
    apiKey,
    projectId,
    authDomain: blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
    // Hosted buckets are named per project age (appspot.com or firebasestorage.app): only the emulator gets a guess.
    storageBucket:
      blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET) ??
      (useEmulators ? `${projectId}.appspot.com` : undefined),
    messagingSenderId: blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID),
    appId: blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_APP_ID),
  };
}

export function emulatorHostsFromEnv(): EmulatorHosts {
  if (!emulatorsRequested()) return NO_EMULATORS;
  const host = blankToUndefined(process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST) ?? '127.0.0.1';
  return {
    auth: `${host}:${EMULATOR_PORTS.auth}`,
    firestore: `${host}:${EMULATOR_PORTS.firestore}`,
    storage: `${host}:${EMULATOR_PORTS.storage}`,
  };
}

/** `host:port` -> its parts; IPv6 hosts come bracketed (`[::1]:8080`). */
export function splitHostPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  const port = Number(hostPort.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port)) throw new Error(`Expected host:port, got "${hostPort}".`);
  return { host: hostPort.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port };
}
