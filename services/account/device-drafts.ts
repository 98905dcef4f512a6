/**
 * What a person typed and has not sent yet, kept on this device (local storage) per account: drafts of forms and the
 * messages waiting for a connection. Keys carry the signed-in account's id, so an account never reads another's,
 * and sign-out removes them all (hooks/use-logout.ts): the next person at this browser finds nothing.
 */
import { ROLE_ID_KEYS } from './role-ids';

const PREFIX = 'draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The signed-in account (the role id the session stored), or null when nobody is. */
export function owner(): string | null {
  const store = storage();
  for (const key of Object.values(ROLE_ID_KEYS)) {
    const id = store?.getItem(key);
    if (id) return id;
  }
  return null;
}

const keyOf = (name: string): string | null => {
  const account = owner();
  return account ? `${PREFIX}${account}:${name}` : null;
};

export function readDraft<T>(name: string): T | null {
  const key = keyOf(name);
  const raw = key ? storage()?.getItem(key) : null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Files and other values JSON cannot carry are left out. A full device keeps the older draft rather than failing. */
export function writeDraft(name: string, value: unknown): void {
  const key = keyOf(name);
  if (!key) return;
  try {
    storage()?.setItem(
      key,
      JSON.stringify(value, (_k, v: unknown) => (v instanceof Blob ? undefined : v)),
    );
  } catch {
    // quota exceeded or storage blocked
  }
}

export function removeDraft(name: string): void {
  const key = keyOf(name);
  if (key) storage()?.removeItem(key);
}

/** Every account's drafts and waiting messages on this device. */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (k): k is string => k !== null && k.startsWith(PREFIX),
  );
  for (const key of keys) store.removeItem(key);
}
