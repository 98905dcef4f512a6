/**
 * One Firebase app per name with its Firestore, Auth and Storage, created once per page (and per Node process).
 * The instances live on globalThis so a hot reload, which re-evaluates this module, reuses them instead of
 * initialising twice (the SDK throws) or connecting the emulators twice.
 */
import { deleteApp, getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { splitHostPort, type EmulatorHosts, type FirebaseWebConfig } from './config';

export interface FirebaseServices {
  app: FirebaseApp;
  firestore: Firestore;
  auth: Auth;
  /** Loaded on first use: most screens never upload, so the Storage SDK stays out of their bundle. */
  storage: () => Promise<FirebaseStorage>;
}

const DEFAULT_APP = '[DEFAULT]';
const REGISTRY = Symbol.for('talent-marketplace.firebase-services');
type Registry = Map<string, FirebaseServices>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

const inBrowser = () => typeof window !== 'undefined' && typeof window.document !== 'undefined';

function createFirestore(app: FirebaseApp): Firestore {
  // A memory cache, not the IndexedDB one: the persistent cache costs every load about 20 KB gzip of SDK code plus
  // opening IndexedDB and electing a primary tab, and pays back only on a warm reload of a query already cached;
  // every screen here subscribes live and shows its data within one round trip anyway (docs/budgets.md).
  return initializeFirestore(app, { localCache: memoryLocalCache() });
}

function createAuth(app: FirebaseApp): Auth {
  // initializeAuth with an explicit persistence, not getAuth(): getAuth also loads the popup/redirect resolver,
  // a Google-hosted script this app never uses.
  return initializeAuth(app, { persistence: inBrowser() ? browserLocalPersistence : inMemoryPersistence });
}

function connectEmulators(services: Pick<FirebaseServices, 'auth' | 'firestore'>, emulators: EmulatorHosts): void {
  if (emulators.auth) connectAuthEmulator(services.auth, `http://${emulators.auth}`, { disableWarnings: true });
  if (emulators.firestore) {
    const { host, port } = splitHostPort(emulators.firestore);
    connectFirestoreEmulator(services.firestore, host, port);
  }
}

function lazyStorage(app: FirebaseApp, emulator: string | null): () => Promise<FirebaseStorage> {
  let storage: Promise<FirebaseStorage> | undefined;
  return () =>
    (storage ??= import('firebase/storage').then(({ connectStorageEmulator, getStorage }) => {
      const instance = getStorage(app);
      if (emulator) {
        const { host, port } = splitHostPort(emulator);
        connectStorageEmulator(instance, host, port);
      }
      return instance;
    }));
}

/**
 * The services of the named app (the default app unless a name is given: tests use several apps to act as several
 * users at once). The config and emulators of the first call win; later calls get the same instances.
 */
export function getFirebaseServices(
  config: FirebaseWebConfig,
  emulators: EmulatorHosts,
  name = DEFAULT_APP,
): FirebaseServices {
  const known = registry().get(name);
  if (known) return known;
  const app = getApps().some((a) => a.name === name) ? getApp(name) : initializeApp(config, name);
  const services: FirebaseServices = {
    app,
    firestore: createFirestore(app),
    auth: createAuth(app),
    storage: lazyStorage(app, emulators.storage),
  };
  connectEmulators(services, emulators);
  registry().set(name, services);
  return services;
}

/** Shuts the named app down (its listeners, connections and signed-in user): for tests and scripts. */
export async function disposeFirebaseServices(name = DEFAULT_APP): Promise<void> {
  const known = registry().get(name);
  registry().delete(name);
  if (known) await deleteApp(known.app);
}
