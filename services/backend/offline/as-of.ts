/**
 * When the data on screen was last fetched, while some of it comes from the copy kept on this device (offline).
 * The connection banner reads it to say "Offline: as of <time>". Holds the oldest copy's time since the device went
 * offline; cleared when a fresh answer replaces the copies (back online) or at sign-out.
 */
type Listener = () => void;

let oldest: number | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Records that a copy fetched at `at` (epoch ms) is being shown. */
export function noteCopyShown(at: number): void {
  if (oldest !== null && oldest <= at) return;
  oldest = at;
  notify();
}

export function forgetCopiesShown(): void {
  if (oldest === null) return;
  oldest = null;
  notify();
}

/** Epoch ms of the oldest copy on screen, or null when everything shown came from the server. */
export const copiesShownAsOf = (): number | null => oldest;

export function subscribeCopiesShown(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
