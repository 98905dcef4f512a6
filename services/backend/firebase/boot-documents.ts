/**
 * The port's Documents before the SDK has loaded: one-shot reads and the first snapshot of a live subscription
 * come from the REST reader with the persisted session's token; the subscription then attaches the SDK's listener
 * once the SDK has loaded (its first snapshot brings anything that changed in between). Writes wait for the SDK.
 * A REST read that fails for any reason is asked of the SDK, so errors are the SDK's own.
 */
import { readsForCount, readsForQuery } from '../read-meter';
import type { Backend, DocSnapshot, Documents, ReadMeter, Unsubscribe } from '../types';
import { toBackendError } from './errors';
import type { RestReader } from './rest/rest-reader';
import type { SdkLoader } from './sdk-loader';
import { newDocumentId } from '../new-document-id';

export interface BootDocumentsOptions {
  sdk: SdkLoader;
  /** Null when there is no usable session: everything goes to the SDK. */
  reader: () => RestReader | null;
  reads: ReadMeter;
  /** Called after the first data a REST read delivered. */
  onFirstData: () => void;
}

/** Each caller's own copy of a shared snapshot (REST data is plain: values, Dates, arrays and plain objects). */
const copyOf = (snap: DocSnapshot): DocSnapshot => ({
  ...snap,
  data: snap.data === undefined ? undefined : structuredClone(snap.data),
});

export function createBootDocuments({ sdk, reader, reads, onFirstData }: BootDocumentsOptions): Documents {
  const viaSdk = <T>(fn: (backend: Backend) => Promise<T>) => sdk.start().then(fn);

  /**
   * A document already being read over REST is not asked for again: an area's session reads its role document and
   * subscribes to it in the same moment, which was two requests (each with its preflight) and two billed reads of one
   * document. One read is billed when the answer comes; every caller gets its own copy of it.
   */
  const pendingGets = new Map<string, Promise<DocSnapshot>>();
  /** Billed here, not by a caller: the caller that started the request may be a subscription stopped before it answered. */
  function restGet(r: RestReader, path: string): Promise<DocSnapshot> {
    const pending = pendingGets.get(path);
    if (pending) return pending.then(copyOf);
    const answer = r.get(path);
    pendingGets.set(path, answer);
    const settled = () => pendingGets.get(path) === answer && pendingGets.delete(path);
    answer.then(() => {
      settled();
      reads.record(1);
    }, settled);
    return answer.then(copyOf);
  }
  const docRest = (path: string) => (r: RestReader) => restGet(r, path);
  const billedInRestGet = () => 0;

  /** A REST read while the SDK is not loaded, else (or when it fails) the SDK's. */
  function read<T>(
    rest: (r: RestReader) => Promise<T>,
    cost: (value: T) => number,
    fallback: (backend: Backend) => Promise<T>,
  ) {
    const r = sdk.loaded() ? null : reader();
    if (!r) return viaSdk(fallback);
    return rest(r).then(
      (value) => {
        reads.record(cost(value));
        onFirstData();
        return value;
      },
      () => viaSdk(fallback),
    );
  }

  function live<T>(
    rest: (r: RestReader) => Promise<T>,
    cost: (value: T) => number,
    next: (value: T) => void,
    error: (err: ReturnType<typeof toBackendError>) => void,
    attach: (backend: Backend) => Unsubscribe,
  ): Unsubscribe {
    const loaded = sdk.loaded();
    if (loaded) return attach(loaded);
    let stopped = false;
    let stop: Unsubscribe | undefined;
    const fallBack = () =>
      sdk.start().catch((err: unknown) => {
        if (!stopped && !stop) error(toBackendError(err));
      });
    const r = reader();
    if (r) {
      rest(r).then((value) => {
        if (stopped || stop) return;
        reads.record(cost(value));
        next(value);
        onFirstData();
      }, fallBack);
    } else void fallBack();
    void sdk.ready.then((backend) => {
      if (!stopped) stop = attach(backend);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  return {
    get: (path) => read(docRest(path), billedInRestGet, (b) => b.docs.get(path)),
    query: (spec) =>
      read(
        (r) => r.query(spec),
        (docs) => readsForQuery(docs.length),
        (b) => b.docs.query(spec),
      ),
    count: (spec) =>
      read(
        (r) => r.count(spec),
        readsForCount,
        (b) => b.docs.count(spec),
      ),
    onDoc: (path, next, error) =>
      live(docRest(path), billedInRestGet, next, error, (b) => b.docs.onDoc(path, next, error)),
    onQuery: (spec, next, error) =>
      live(
        (r) => r.query(spec),
        (docs) => readsForQuery(docs.length),
        next,
        error,
        (b) => b.docs.onQuery(spec, next, error),
      ),
    set: (path, data, options) => viaSdk((b) => b.docs.set(path, data, options)),
    update: (path, data) => viaSdk((b) => b.docs.update(path, data)),
    delete: (path) => viaSdk((b) => b.docs.delete(path)),
    batch: (ops) => viaSdk((b) => b.docs.batch(ops)),
    newId: newDocumentId,
  };
}
