import { itemOf, itemsOf, eventually, type ContractEnv, type ContractUser } from './env';

/** The read meter counts as Firestore bills: get 1, query max(1, n), count max(1, ceil(n/1000)), listeners per doc. */
export function readsContract(env: () => ContractEnv) {
  describe('documents: read counting', () => {
    let user: ContractUser;
    beforeAll(async () => {
      user = await env().newUser();
      await user.backend.docs.batch(
        ['r1', 'r2', 'r3'].map((id) => ({ type: 'set' as const, path: itemOf(user, id), data: { v: 1 } })),
      );
    });

    it('counts gets, queries and counts', async () => {
      const { reads, docs } = user.backend;
      expect((await reads.measure(() => docs.get(itemOf(user, 'r1')))).reads).toBe(1);
      expect((await reads.measure(() => docs.get(itemOf(user, 'absent')))).reads).toBe(1);
      expect((await reads.measure(() => docs.query({ collection: itemsOf(user) }))).reads).toBe(3);
      expect(
        (
          await reads.measure(() =>
            docs.query({ collection: itemsOf(user), where: [{ field: 'v', op: '==', value: 9 }] }),
          )
        ).reads,
      ).toBe(1);
      expect((await reads.measure(() => docs.count({ collection: itemsOf(user) }))).reads).toBe(1);
      expect((await reads.measure(() => docs.set(itemOf(user, 'r4'), { v: 1 }))).reads).toBe(0);
      await docs.delete(itemOf(user, 'r4'));
    });

    it("counts a listener's documents: all of the first snapshot, then the changed ones", async () => {
      const { reads, docs } = user.backend;
      const before = reads.total;
      let snapshots = 0;
      const stop = docs.onQuery(
        { collection: itemsOf(user) },
        () => snapshots++,
        () => undefined,
      );
      await eventually(
        () => snapshots,
        (n) => n === 1,
      );
      expect(reads.total - before).toBe(3);
      await docs.update(itemOf(user, 'r2'), { v: 2 });
      await eventually(
        () => snapshots,
        (n) => n === 2,
      );
      expect(reads.total - before).toBe(4);
      stop();
    });
  });
}
