import type { BackendError, DocSnapshot } from '@/services/backend/types';
import { eventually, itemOf, itemsOf, type ContractEnv, type ContractUser } from './env';

export function realtimeContract(env: () => ContractEnv) {
  describe('documents: live subscriptions', () => {
    let user: ContractUser;
    beforeAll(async () => {
      user = await env().newUser();
    });

    it('onDoc delivers the current state, then each change', async () => {
      const seen: DocSnapshot[] = [];
      const stop = user.backend.docs.onDoc(
        itemOf(user, 'live'),
        (s) => seen.push(s),
        (e) => seen.push({ error: e } as never),
      );
      try {
        await eventually(
          () => seen.length,
          (n) => n === 1,
        );
        expect(seen[0]).toMatchObject({ id: 'live', exists: false });
        await user.backend.docs.set(itemOf(user, 'live'), { v: 1 });
        await eventually(
          () => seen.at(-1)?.data,
          (d) => d?.v === 1,
        );
        await user.backend.docs.update(itemOf(user, 'live'), { v: 2 });
        await eventually(
          () => seen.at(-1)?.data,
          (d) => d?.v === 2,
        );
        await user.backend.docs.delete(itemOf(user, 'live'));
        await eventually(
          () => seen.at(-1)?.exists,
          (e) => e === false,
        );
      } finally {
        stop();
      }
    });

    it('onQuery delivers the result, then the result after each change, and stops on unsubscribe', async () => {
      const spec = { collection: itemsOf(user), where: [{ field: 'kind', op: '==' as const, value: 'q' }] };
      await user.backend.docs.set(itemOf(user, 'q1'), { kind: 'q', v: 1 });
      const seen: string[][] = [];
      const stop = user.backend.docs.onQuery(
        spec,
        (docs) => seen.push(docs.map((d) => `${d.id}:${d.data?.v}`)),
        () => undefined,
      );
      await eventually(
        () => seen.at(-1),
        (last) => last?.join() === 'q1:1',
      );
      await user.backend.docs.set(itemOf(user, 'q2'), { kind: 'q', v: 1 });
      await eventually(
        () => seen.at(-1),
        (last) => last?.join() === 'q1:1,q2:1',
      );
      await user.backend.docs.update(itemOf(user, 'q1'), { v: 2 });
      await eventually(
        () => seen.at(-1),
        (last) => last?.join() === 'q1:2,q2:1',
      );
      await user.backend.docs.update(itemOf(user, 'q2'), { kind: 'other' });
      await eventually(
        () => seen.at(-1),
        (last) => last?.join() === 'q1:2',
      );
      stop();
      const count = seen.length;
      // A witness on the same query and the same backend (one stream / one watch connection): once it shows q3,
      // the change has reached this client, and the stopped listener would have had it by then.
      const witness: string[][] = [];
      const stopWitness = user.backend.docs.onQuery(
        spec,
        (docs) => witness.push(docs.map((d) => d.id)),
        () => undefined,
      );
      try {
        await eventually(
          () => witness.length,
          (n) => n >= 1,
        );
        await user.backend.docs.set(itemOf(user, 'q3'), { kind: 'q', v: 1 });
        await eventually(
          () => witness.at(-1)?.join(),
          (ids) => ids === 'q1,q3',
        );
      } finally {
        stopWitness();
      }
      expect(seen.length).toBe(count);
    });

    it("a second browser signed in as the same user sees the first one's write within a second", async () => {
      const elsewhere = await env().otherBrowser(user);
      const seen: DocSnapshot[] = [];
      const stop = elsewhere.docs.onDoc(
        itemOf(user, 'shared'),
        (s) => seen.push(s),
        () => undefined,
      );
      try {
        await eventually(
          () => seen.length,
          (n) => n >= 1,
        );
        const written = Date.now();
        await user.backend.docs.set(itemOf(user, 'shared'), { from: 'first' });
        await eventually(
          () => seen.at(-1)?.data?.from,
          (from) => from === 'first',
          1000,
        );
        expect(Date.now() - written).toBeLessThan(1000);
      } finally {
        stop();
      }
    });

    it("a live query on another user's documents fails with permission-denied", async () => {
      const other = await env().newUser();
      const errors: BackendError[] = [];
      const stop = other.backend.docs.onQuery(
        { collection: itemsOf(user) },
        () => undefined,
        (e) => errors.push(e),
      );
      await eventually(
        () => errors.length,
        (n) => n === 1,
      );
      expect(errors[0].code).toBe('permission-denied');
      stop();
      const docErrors: BackendError[] = [];
      const stopDoc = other.backend.docs.onDoc(
        itemOf(user, 'q1'),
        () => undefined,
        (e) => docErrors.push(e),
      );
      await eventually(
        () => docErrors.length,
        (n) => n === 1,
      );
      expect(docErrors[0].code).toBe('permission-denied');
      stopDoc();
    });

    it('an invalid live query reports its error through the error callback', async () => {
      const errors: BackendError[] = [];
      const values = Array.from({ length: 31 }, (_, i) => i);
      const stop = user.backend.docs.onQuery(
        { collection: itemsOf(user), where: [{ field: 'v', op: 'in', value: values }] },
        () => undefined,
        (e) => errors.push(e),
      );
      await eventually(
        () => errors.length,
        (n) => n === 1,
      );
      expect(errors[0].code).toBe('invalid-argument');
      stop();
    });
  });
}
