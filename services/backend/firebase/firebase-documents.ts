/**
 * The port's Documents over Firestore. Reads are recorded on the meter the way Firestore bills them and the
 * local adapter counts them: a get 1, a query max(1, documents), a count max(1, ceil(n / 1000)), a live
 * snapshot the documents it delivers first and then only the documents that changed.
 */
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { readsForCount, readsForQuery } from '../read-meter';
import type { DocSnapshot, Documents, ReadMeter, Unsubscribe } from '../types';
import { toBackendError, translated } from './errors';
import { buildQuery } from './queries';
import { fromFirestoreData, toFirestoreData } from './values';

/** A pending server timestamp reads as the SDK's local estimate rather than null, as it will be once written. */
function toSnapshot(snap: DocumentSnapshot): DocSnapshot {
  const exists = snap.exists();
  return {
    id: snap.id,
    path: snap.ref.path,
    exists,
    data: exists ? fromFirestoreData(snap.data({ serverTimestamps: 'estimate' })!) : undefined,
  };
}

/** Runs a listener setup that may throw synchronously (a malformed path or query): the error goes to `error`. */
function listen(setup: () => Unsubscribe, error: (err: ReturnType<typeof toBackendError>) => void): Unsubscribe {
  try {
    return setup();
  } catch (err) {
    queueMicrotask(() => error(toBackendError(err)));
    return () => undefined;
  }
}

export function createFirebaseDocuments(db: Firestore, meter: ReadMeter): Documents {
  const ref = (path: string) => doc(db, path);

  return {
    get: (path) =>
      translated(async () => {
        const snap = await getDoc(ref(path));
        meter.record(1);
        return toSnapshot(snap);
      }),
    set: (path, data, options) =>
      translated(() => setDoc(ref(path), toFirestoreData(data), options?.merge ? { merge: true } : {})),
    update: (path, data) => translated(() => updateDoc(ref(path), toFirestoreData(data))),
    delete: (path) => translated(() => deleteDoc(ref(path))),
    query: (spec) =>
      translated(async () => {
        const result = await getDocs(buildQuery(db, spec));
        meter.record(readsForQuery(result.size));
        return result.docs.map(toSnapshot);
      }),
    count: (spec) =>
      translated(async () => {
        const result = await getCountFromServer(buildQuery(db, spec));
        const count = result.data().count;
        meter.record(readsForCount(count));
        return count;
      }),
    onDoc: (path, next, error) =>
      listen(
        () =>
          onSnapshot(
            ref(path),
            (snap) => {
              meter.record(1);
              next(toSnapshot(snap));
            },
            (err) => error(toBackendError(err)),
          ),
        error,
      ),
    onQuery: (spec, next, error) =>
      listen(() => {
        let first = true;
        return onSnapshot(
          buildQuery(db, spec),
          (result) => {
            // Like the local adapter: later snapshots cost the documents added or modified, not those removed.
            meter.record(
              first ? readsForQuery(result.size) : result.docChanges().filter((c) => c.type !== 'removed').length,
            );
            first = false;
            next(result.docs.map(toSnapshot));
          },
          (err) => error(toBackendError(err)),
        );
      }, error),
    batch: (ops) =>
      translated(async () => {
        const batch = writeBatch(db);
        for (const op of ops) {
          if (op.type === 'set') batch.set(ref(op.path), toFirestoreData(op.data), op.merge ? { merge: true } : {});
          else if (op.type === 'update') batch.update(ref(op.path), toFirestoreData(op.data));
          else batch.delete(ref(op.path));
        }
        await batch.commit();
      }),
    newId: () => doc(collection(db, 'ids')).id,
  };
}
