import { BackendError } from '../types';

/**
 * Any SDK error as a BackendError with the SDK's own code: Firestore codes bare (`permission-denied`), Auth and
 * Storage codes with their prefix (`auth/wrong-password`, `storage/canceled`). Errors without a code (a bug, a
 * TypeError) become `internal` and keep their message.
 */
export function toBackendError(err: unknown): BackendError {
  if (err instanceof BackendError) return err;
  const code = typeof (err as { code?: unknown })?.code === 'string' ? (err as { code: string }).code : 'internal';
  const message = err instanceof Error ? err.message : String(err);
  return new BackendError(code.replace(/^firestore\//, ''), message);
}

/** Runs `fn` and rethrows whatever it throws as a BackendError. */
export async function translated<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toBackendError(err);
  }
}
