/**
 * Where the offline copies live: one IndexedDB database of this origin (idb-keyval), each entry under its
 * account's uid, so one account's copies are never looked up by another; all of them go at sign-out.
 */
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { forgetCopiesShown } from './as-of';

export interface KeptCopy {
  /** Epoch ms of the server's answer this copy holds. */
  at: number;
  value: unknown;
}

export interface CopyStore {
  read(key: string): Promise<KeptCopy | undefined>;
  write(key: string, copy: KeptCopy): Promise<void>;
  clear(): Promise<void>;
}

let store: UseStore | undefined;
const database = () => (store ??= createStore('offline-copies', 'copies'));

/** The browser's store; a device without IndexedDB (some private modes) keeps nothing and reads nothing. */
export function indexedDbCopyStore(): CopyStore {
  const available = typeof indexedDB !== 'undefined';
  return {
    read: (key) => (available ? get<KeptCopy>(key, database()).catch(() => undefined) : Promise.resolve(undefined)),
    write: (key, copy) => (available ? set(key, copy, database()).catch(() => undefined) : Promise.resolve()),
    clear: () => (available ? clear(database()).catch(() => undefined) : Promise.resolve()),
  };
}

/** At sign-out: every account's copies go, so the next person at this device reads none of them. */
export async function clearOfflineCopies(): Promise<void> {
  forgetCopiesShown();
  await indexedDbCopyStore().clear();
}
