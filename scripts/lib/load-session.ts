/**
 * Each virtual user of the load benchmark is its own browser: its own local-backend adapter (the browser's, over
 * HTTP) with its own session. The services reach the one backend `getBackend()` gives; here that backend forwards
 * every call to the adapter of the virtual user whose call is running, found through AsyncLocalStorage, so a
 * hundred users call the real services at once, each signed in as itself. Their HTTP goes through `lightFetch`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setBackend } from '../../services/backend/backend';
import { createLocalBackend, type LocalBackend } from '../../services/backend/local/local-backend';
import { createMemoryStorage } from '../../services/backend/local/local-session';
import type { Backend } from '../../services/backend/types';
import { lightFetch } from './load-fetch';

const running = new AsyncLocalStorage<LocalBackend>();

function currentAdapter(): LocalBackend {
  const adapter = running.getStore();
  if (!adapter) throw new Error('a service was called outside a virtual user (use session.run)');
  return adapter;
}

/** One part of the running user's adapter, looked up at call time. */
function forward<K extends 'docs' | 'auth' | 'files' | 'reads'>(key: K): Backend[K] {
  return new Proxy({} as Backend[K], {
    get(_, prop) {
      const target = currentAdapter()[key] as unknown as Record<string | symbol, unknown>;
      const value = target[prop];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let routed = false;

/** Points the services at the running virtual user; once per process. */
function routeServicesPerUser(): void {
  if (routed) return;
  routed = true;
  globalThis.fetch = lightFetch;
  setBackend({
    mode: 'local',
    docs: forward('docs'),
    auth: forward('auth'),
    files: forward('files'),
    reads: forward('reads'),
    callTrusted: ((name: string, payload: unknown) =>
      currentAdapter().callTrusted(name as never, payload as never)) as Backend['callTrusted'],
  });
}

export interface Session {
  baseUrl: string;
  adapter: LocalBackend;
  /** Runs `work` as this user: every service it calls goes through this user's adapter. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function openSession(baseUrl: string): Session {
  routeServicesPerUser();
  const adapter = createLocalBackend({ baseUrl, storage: createMemoryStorage() });
  return { baseUrl, adapter, run: (work) => running.run(adapter, work) };
}
