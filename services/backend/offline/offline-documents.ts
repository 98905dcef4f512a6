/**
 * Readable offline: the port's Documents with a copy of every read kept on the device. Online, each answer (a
 * document, a query, a live snapshot) is kept under the signed-in account's uid. Offline, a read is answered from
 * that copy, and a live subscription gets the copy at once; the time of the copy goes to the banner ("Offline: as
 * of <time>"). Without a copy, or without a signed-in account, reads go to the adapter as before. Writes are not
 * touched: what needs the server says so (the `needsServer` buttons, the message outbox).
 *
 * One layer for both modes: the local adapter and the Firebase boot backend (REST first, then the SDK with its
 * memory cache) fail or wait offline in the same way, so the same copy answers for both.
 */
import type { DocSnapshot, Documents, QuerySpec, Unsubscribe } from '../types';
import { forgetCopiesShown, noteCopyShown } from './as-of';
import type { CopyStore } from './copy-store';

export interface OfflineDocumentsOptions {
  inner: Documents;
  store: CopyStore;
  /** The signed-in account's uid, or null: nothing is kept or read without one. */
  uid: () => string | null;
  /** Whether the servers can be reached, and what this layer tells it (../connection.ts in the browser). */
  connection: Connection;
  now?: () => number;
}

export interface Connection {
  online(): boolean;
  /** A read failed for want of a network (the connection finds out by itself when it is back). */
  unreachable(): void;
  subscribe(listener: () => void): () => void;
}

/** The adapters' code for "no network": the local transport's, the Firestore SDK's. */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error as { code?: unknown } | null)?.code === 'unavailable';

/** A query's identity: its spec, with the cursor named by its document's path. */
const queryKey = (spec: QuerySpec) => JSON.stringify({ ...spec, startAfter: spec.startAfter?.path });

export function withOfflineCopies({
  inner,
  store,
  uid,
  connection,
  now = Date.now,
}: OfflineDocumentsOptions): Documents {
  const online = () => connection.online();
  const keyOf = (kind: 'doc' | 'query' | 'count', id: string) => {
    const account = uid();
    return account ? `${account}|${kind}|${id}` : null;
  };

  function keep(key: string | null, value: unknown) {
    // Offline, an answer can only come from an adapter's own memory (Firestore's cache), no better than the copy.
    if (!online()) return;
    // An answer that comes after its account signed out is not kept for anyone.
    if (!key || !key.startsWith(`${uid()}|`)) return;
    // Cloned now: the caller may change its objects before IndexedDB takes its own copy.
    void store.write(key, { at: now(), value: structuredClone(value) });
  }

  async function copyOf<T>(key: string | null): Promise<T | undefined> {
    const copy = key ? await store.read(key) : undefined;
    if (!copy) return undefined;
    noteCopyShown(copy.at);
    return copy.value as T;
  }

  /** Resolves when the connection is found gone (this read may then wait long: the SDK's is 10 s). */
  function whenOffline(): { gone: Promise<void>; stop: () => void } {
    let stop = () => {};
    const gone = new Promise<void>((resolve) => {
      stop = connection.subscribe(() => !online() && resolve());
    });
    return { gone, stop };
  }

  async function oneShot<T>(key: string | null, fetch: () => Promise<T>): Promise<T> {
    if (!online()) {
      const copy = await copyOf<T>(key);
      if (copy !== undefined) return copy;
    }
    const fresh = fetch().then(
      (value) => {
        keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (isNetworkFailure(error)) connection.unreachable();
        throw error;
      },
    );
    const offline = whenOffline();
    try {
      const first = await Promise.race([fresh, offline.gone.then(() => copyOf<T>(key))]);
      return first === undefined ? await fresh : first;
    } catch (error) {
      // The connection went while the request was out.
      const copy = online() ? undefined : await copyOf<T>(key);
      if (copy !== undefined) return copy;
      throw error;
    } finally {
      offline.stop();
    }
  }

  function live<T>(
    key: string | null,
    subscribe: (next: (value: T) => void, error: Parameters<Documents['onDoc']>[2]) => Unsubscribe,
    next: (value: T) => void,
    error: Parameters<Documents['onDoc']>[2],
  ): Unsubscribe {
    let fresh = false;
    let showingCopy = false;
    let stopped = false;
    const showCopy = () =>
      void copyOf<T>(key).then((copy) => {
        if (stopped || fresh || showingCopy || copy === undefined) return;
        showingCopy = true;
        next(copy);
      });
    if (!online()) showCopy();
    // Until the first fresh snapshot: if the connection is found gone meanwhile, the copy.
    const stopWatching = connection.subscribe(() => !online() && showCopy());
    const stop = subscribe(
      (value) => {
        // Offline, an adapter's answer comes from its own memory at best (Firestore's cache): the copy stands.
        if (showingCopy && !online()) return;
        fresh = true;
        showingCopy = false;
        stopWatching();
        keep(key, value);
        next(value);
      },
      (err) => {
        if (isNetworkFailure(err)) connection.unreachable();
        if (showingCopy && !online()) return;
        error(err);
      },
    );
    return () => {
      stopped = true;
      stopWatching();
      stop();
    };
  }

  connection.subscribe(() => online() && forgetCopiesShown());

  return {
    ...inner,
    get: (path) => oneShot(keyOf('doc', path), () => inner.get(path)),
    query: (spec) => oneShot(keyOf('query', queryKey(spec)), () => inner.query(spec)),
    count: (spec) => oneShot(keyOf('count', queryKey(spec)), () => inner.count(spec)),
    onDoc: (path, next, error) => live<DocSnapshot>(keyOf('doc', path), (n, e) => inner.onDoc(path, n, e), next, error),
    onQuery: (spec, next, error) =>
      live<DocSnapshot[]>(keyOf('query', queryKey(spec)), (n, e) => inner.onQuery(spec, n, e), next, error),
  };
}
