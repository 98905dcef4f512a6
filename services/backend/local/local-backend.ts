/**
 * The local backend as the app sees it: the port over /api/local/* on `baseUrl` ('' in the browser, same origin).
 * Never imports firebase/*.
 */
import { createReadMeter } from '../read-meter';
import type { Backend, UntypedCallTrusted } from '../types';
import { createDbTransport } from './db-transport';
import { createEventsChannel } from './events-channel';
import { postJson } from './http-client';
import { createLocalAuth } from './local-auth';
import { createLocalDocuments } from './local-documents';
import { createLocalFiles } from './local-files';
import type { SessionStorageLike } from './local-session';

export interface LocalBackendOptions {
  baseUrl: string;
  /** Where the session persists; window.localStorage in the browser by default, memory elsewhere. */
  storage?: SessionStorageLike;
}

/** `close()` ends the events stream (tests and scripts; the browser keeps its one backend for the tab's life). */
export type LocalBackend = Backend<UntypedCallTrusted> & { close(): void };

export function createLocalBackend({ baseUrl, storage }: LocalBackendOptions): LocalBackend {
  const reads = createReadMeter();
  const auth = createLocalAuth({ baseUrl, storage });
  const getToken = () => auth.getIdToken();
  const send = createDbTransport(`${baseUrl}/api/local/db`);
  const channel = createEventsChannel({
    baseUrl,
    getToken,
    send,
    onUserChange: (callback) => auth.onAuthStateChanged(() => callback()),
  });
  return {
    mode: 'local',
    docs: createLocalDocuments({ getToken, reads, channel, send }),
    auth,
    files: createLocalFiles({ baseUrl, getToken }),
    reads,
    // The route answers the contract's result for `name`: `never` lets this untyped body stand for every name.
    async callTrusted(name: string, payload: unknown): Promise<never> {
      const route = name.split('/').map(encodeURIComponent).join('/');
      return postJson<never>(`${baseUrl}/api/trusted/${route}`, payload, await getToken());
    },
    close: () => channel.close(),
  };
}
