/**
 * The port's `Documents`, in process and with server (policy-bypassing) access: for seeding, trusted operations
 * and tests. Same wire codec and engine as the HTTP path, so values and errors are the same.
 */
import {
  asBackendError,
  BackendError,
  type DocSnapshot,
  type Documents,
  type QuerySpec,
} from '@/services/backend/types';
import { newDocumentId } from '@/services/backend/new-document-id';
import { decodeDoc } from '@/services/backend/wire/wire';
import { encodeQuery, encodeWriteOp } from '@/services/backend/wire/wire-query';
import type { RealtimeHub, Target } from '../realtime/hub';
import { serverAccess, type Access } from '../policy/types';
import type { DocumentStore } from './store';

/** `access` defaults to trusted server access; pass a client access to act as a user (policy enforced). */
export function createServerDocuments(
  store: DocumentStore,
  hub: RealtimeHub,
  access: Access = serverAccess,
): Documents {
  function listen(
    target: Target,
    onSnapshot: (s: { doc?: DocSnapshot; docs?: DocSnapshot[] }) => void,
    error: (e: BackendError) => void,
  ) {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    hub
      .subscribe(access, target, {
        next: (snapshot) =>
          !cancelled &&
          onSnapshot('doc' in snapshot ? { doc: decodeDoc(snapshot.doc) } : { docs: snapshot.docs.map(decodeDoc) }),
        error: (e) => !cancelled && error(e),
      })
      .then(
        (subscription) => (cancelled ? subscription.close() : (unsubscribe = subscription.close)),
        (e) => !cancelled && error(asBackendError(e)),
      );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  return {
    get: async (path) => decodeDoc(await store.get(access, path)),
    set: async (path, data, options) =>
      store.commit(access, [encodeWriteOp({ type: 'set', path, data, merge: options?.merge })]),
    update: async (path, data) => store.commit(access, [encodeWriteOp({ type: 'update', path, data })]),
    delete: async (path) => store.commit(access, [{ type: 'delete', path }]),
    query: async (spec: QuerySpec) => (await store.query(access, encodeQuery(spec))).map(decodeDoc),
    count: async (spec: QuerySpec) => store.count(access, encodeQuery(spec)),
    batch: async (ops) => store.commit(access, ops.map(encodeWriteOp)),
    onDoc: (path, next, error) => listen({ doc: path }, (s) => next(s.doc!), error),
    onQuery: (spec, next, error) => {
      let target: Target;
      try {
        target = { query: encodeQuery(spec) };
      } catch (e) {
        queueMicrotask(() => error(asBackendError(e)));
        return () => {};
      }
      return listen(target, (s) => next(s.docs!), error);
    },
    newId: newDocumentId,
  };
}
