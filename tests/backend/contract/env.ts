/**
 * The backend contract: what any adapter of the port must do, written against the port only, so the same suite
 * runs against the local adapter (always) and the Firebase adapter (with the emulators).
 *
 * It writes to `contract-tests/{uid}/items/{id}`, which the test harness adds to the local policy and to
 * firestore.rules for its owner only (tests/helpers/contract-scratch.ts; the deployed access has no such
 * collection), and to the user's own `students/{uid}`, `talentCards/{uid}` and `companies/{uid}` documents.
 */
import type { Backend } from '@/services/backend/types';

export interface ContractUser {
  backend: Backend;
  uid: string;
  email: string;
}

export interface ContractEnv {
  /** A newly signed-up user on its own backend instance (its own "browser"). */
  newUser(): Promise<ContractUser>;
  /** Another backend instance signed in as the same user: a second browser. */
  otherBrowser(user: ContractUser): Promise<Backend>;
  /** What the back office's verify-company does to `companies/{uid}` (privileged): only then does it list talents. */
  verifyCompany(uid: string): Promise<void>;
  /** Whether missing composite indexes are refused (production and the local backend; not the emulator). */
  enforcesIndexes: boolean;
  cleanup(): Promise<void>;
}

export type ContractFactory = () => Promise<ContractEnv>;

export const itemsOf = (user: ContractUser) => `contract-tests/${user.uid}/items`;
export const itemOf = (user: ContractUser, id: string) => `${itemsOf(user)}/${id}`;

/** Resolves with the first value `read()` returns that passes `accept`, polling up to `timeoutMs`. */
export async function eventually<T>(read: () => T, accept: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('Expected the operation to fail, but it succeeded.');
}
