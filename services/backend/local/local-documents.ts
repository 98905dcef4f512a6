/**
 * The port's Documents over the local backend's HTTP API (POST /api/local/db) and its events stream. Reads are
 * recorded as Firestore bills them: get 1, query max(1, returned), count max(1, ceil(n / 1000)), a live
 * snapshot the documents it delivers (the changed ones after the first).
 */
import { readsForCount, readsForQuery } from '../read-meter';
import { asBackendError, BackendError, type Documents, type ReadMeter, type Unsubscribe, type WriteOp } from '../types';
import type { EventsChannel, ListenTarget } from './events-channel';
import type { DbSend } from './db-transport';
import { newDocumentId } from '../new-document-id';
import { decodeDoc, type WireDoc } from '../wire/wire';
import { encodeQuery, encodeWriteOp } from '../wire/wire-query';

export interface LocalDocumentsOptions {
  getToken: () => Promise<string | null>;
  reads: ReadMeter;
  channel: EventsChannel;
  /** POST /api/local/db (./db-transport.ts). */
  send: DbSend;
}

export function createLocalDocuments({ getToken, reads, channel, send }: LocalDocumentsOptions): Documents {
  const call = async <T>(body: Record<string, unknown>): Promise<T> => send<T>(body, await getToken());
  const write = (op: WriteOp) => call({ op: 'batch', ops: [encodeWriteOp(op)] }).then(() => undefined);

  /** Subscribes, reporting encoding errors through `error` like the SDK's listeners do. */
  function subscribe(
    makeTarget: () => ListenTarget,
    deliver: (payload: { doc?: WireDoc; docs?: WireDoc[] }) => void,
    error: (e: BackendError) => void,
  ): Unsubscribe {
    let target: ListenTarget;
    try {
      target = makeTarget();
    } catch (e) {
      let cancelled = false;
      queueMicrotask(() => !cancelled && error(asBackendError(e)));
      return () => {
        cancelled = true;
      };
    }
    return channel.listen(target, { snapshot: deliver, error });
  }

  return {
    async get(path) {
      const { doc } = await call<{ doc: WireDoc }>({ op: 'get', path });
      reads.record(1);
      return decodeDoc(doc);
    },
    // Encoding happens before any request, so undefined values fail here with the field named, like the SDK.
    set: async (path, data, options) => write({ type: 'set', path, data, merge: options?.merge }),
    update: async (path, data) => write({ type: 'update', path, data }),
    delete: async (path) => write({ type: 'delete', path }),
    async query(spec) {
      const { docs } = await call<{ docs: WireDoc[] }>({ op: 'query', query: encodeQuery(spec) });
      reads.record(readsForQuery(docs.length));
      return docs.map(decodeDoc);
    },
    async count(spec) {
      const { count } = await call<{ count: number }>({ op: 'count', query: encodeQuery(spec) });
      reads.record(readsForCount(count));
      return count;
    },
    async batch(ops) {
      await call({ op: 'batch', ops: ops.map(encodeWriteOp) });
    },
    onDoc(path, next, error) {
      let last: string | undefined;
      return subscribe(
        () => ({ doc: path }),
        ({ doc }) => {
          const key = JSON.stringify(doc);
          if (!doc || key === last) return;
          last = key;
          reads.record(1);
          next(decodeDoc(doc));
        },
        error,
      );
    },
    onQuery(spec, next, error) {
      let last: string | undefined;
      let versions: Map<string, string> | undefined;
      return subscribe(
        () => ({ query: encodeQuery(spec) }),
        ({ docs }) => {
          const key = JSON.stringify(docs);
          if (!docs || key === last) return;
          last = key;
          const now = new Map(docs.map((d) => [d.path, JSON.stringify(d.data)]));
          const changed = versions
            ? docs.filter((d) => versions!.get(d.path) !== now.get(d.path)).length
            : readsForQuery(docs.length);
          versions = now;
          reads.record(changed);
          next(docs.map(decodeDoc));
        },
        error,
      );
    },
    newId: newDocumentId,
  };
}
