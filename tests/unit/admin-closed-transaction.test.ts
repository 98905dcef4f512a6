/**
 * Trusted operations over firebase-admin (server/trusted/firebase-documents.ts): a transaction the Firestore emulator
 * closed under contention (INVALID_ARGUMENT "Transaction is invalid or closed.", never committed, and not retried by
 * the SDK) is run again; other errors are not, and a transaction that keeps being closed fails after a few tries.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { adminDocuments } from '@/server/trusted/firebase-documents';

const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

function fakeFirestore(outcomes: (() => unknown)[]) {
  const calls = { count: 0 };
  const db = {
    doc: () => ({}),
    runTransaction: async () => {
      const outcome = outcomes[Math.min(calls.count, outcomes.length - 1)];
      calls.count += 1;
      return outcome();
    },
  } as unknown as Firestore;
  return { docs: adminDocuments(db), calls };
}

describe('admin transactions closed by the emulator', () => {
  it('runs a closed transaction again and answers with its result', async () => {
    const { docs, calls } = fakeFirestore([() => Promise.reject(closed()), () => Promise.resolve('done')]);
    await expect(docs.runTransaction(async () => 'unused')).resolves.toBe('done');
    expect(calls.count).toBe(2);
  });

  it('does not run again on any other error, which reaches the caller as a backend error', async () => {
    const denied = Object.assign(new Error('7 PERMISSION_DENIED: no'), { code: 7 });
    const { docs, calls } = fakeFirestore([() => Promise.reject(denied), () => Promise.resolve('done')]);
    await expect(docs.runTransaction(async () => 'unused')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(calls.count).toBe(1);
  });

  it('gives up after four closed tries', async () => {
    const { docs, calls } = fakeFirestore([() => Promise.reject(closed())]);
    await expect(docs.runTransaction(async () => 'unused')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(calls.count).toBe(4);
  });
});
