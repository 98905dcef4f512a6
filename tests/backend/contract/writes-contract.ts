import {
  arrayRemove,
  arrayUnion,
  deleteField,
  increment,
  serverTimestamp,
  type Backend,
} from '@/services/backend/types';
import { itemOf, rejectionOf, type ContractEnv, type ContractUser } from './env';

export function writesContract(env: () => ContractEnv) {
  describe('documents: field values and batches', () => {
    let user: ContractUser;
    let docs: Backend['docs'];
    beforeAll(async () => {
      user = await env().newUser();
      docs = user.backend.docs;
    });

    it('serverTimestamp() becomes the commit time, read back as a Date', async () => {
      const before = Date.now();
      await docs.set(itemOf(user, 'ts'), { at: serverTimestamp(), nested: { at: serverTimestamp() } });
      const data = (await docs.get(itemOf(user, 'ts'))).data!;
      expect(data.at).toBeInstanceOf(Date);
      // Generous bounds: the server's clock, not this process's, stamps it.
      expect(Math.abs((data.at as Date).getTime() - before)).toBeLessThan(60_000);
      expect((data.nested as { at: Date }).at.getTime()).toBe((data.at as Date).getTime());
    });

    it('increment() adds to a number and starts a missing field at the increment', async () => {
      await docs.set(itemOf(user, 'counter'), { n: 5 });
      await docs.update(itemOf(user, 'counter'), { n: increment(2), fresh: increment(3), 'm.deep': increment(-1) });
      expect((await docs.get(itemOf(user, 'counter'))).data).toEqual({ n: 7, fresh: 3, m: { deep: -1 } });
    });

    it('arrayUnion() adds only missing elements; arrayRemove() removes every equal element', async () => {
      await docs.set(itemOf(user, 'arrays'), { tags: ['a', 'b', 'a'], objs: [{ k: 1 }, { k: 2 }] });
      await docs.update(itemOf(user, 'arrays'), {
        tags: arrayUnion('b', 'c', 'c'),
        objs: arrayRemove({ k: 1 }),
        fresh: arrayUnion('x'),
      });
      expect((await docs.get(itemOf(user, 'arrays'))).data).toEqual({
        tags: ['a', 'b', 'a', 'c'],
        objs: [{ k: 2 }],
        fresh: ['x'],
      });
      await docs.update(itemOf(user, 'arrays'), { tags: arrayRemove('a') });
      expect((await docs.get(itemOf(user, 'arrays'))).data!.tags).toEqual(['b', 'c']);
    });

    it('deleteField() removes a field in update and in set with merge', async () => {
      await docs.set(itemOf(user, 'fields'), { a: 1, b: 2, m: { x: 1, y: 2 } });
      await docs.update(itemOf(user, 'fields'), { a: deleteField() });
      await docs.set(itemOf(user, 'fields'), { m: { x: deleteField() } }, { merge: true });
      expect((await docs.get(itemOf(user, 'fields'))).data).toEqual({ b: 2, m: { y: 2 } });
    });

    it('a batch applies all of its writes', async () => {
      await docs.set(itemOf(user, 'b-upd'), { v: 1 });
      await docs.set(itemOf(user, 'b-del'), { v: 1 });
      await docs.batch([
        { type: 'set', path: itemOf(user, 'b-new'), data: { v: 1 } },
        { type: 'update', path: itemOf(user, 'b-upd'), data: { v: increment(1) } },
        { type: 'delete', path: itemOf(user, 'b-del') },
      ]);
      expect((await docs.get(itemOf(user, 'b-new'))).data).toEqual({ v: 1 });
      expect((await docs.get(itemOf(user, 'b-upd'))).data).toEqual({ v: 2 });
      expect((await docs.get(itemOf(user, 'b-del'))).exists).toBe(false);
    });

    it('a batch with a failing write writes nothing', async () => {
      await docs.set(itemOf(user, 'atomic'), { v: 1 });
      const error = await rejectionOf(
        docs.batch([
          { type: 'set', path: itemOf(user, 'atomic-new'), data: { v: 1 } },
          { type: 'update', path: itemOf(user, 'atomic'), data: { v: 2 } },
          { type: 'update', path: itemOf(user, 'atomic-missing'), data: { v: 1 } },
        ]),
      );
      expect(error.code).toBe('not-found');
      expect((await docs.get(itemOf(user, 'atomic-new'))).exists).toBe(false);
      expect((await docs.get(itemOf(user, 'atomic'))).data).toEqual({ v: 1 });
    });

    it('a batch with one forbidden write is refused whole', async () => {
      const other = await env().newUser();
      const error = await rejectionOf(
        docs.batch([
          { type: 'set', path: itemOf(user, 'mine'), data: { v: 1 } },
          { type: 'set', path: itemOf(other, 'theirs'), data: { v: 1 } },
        ]),
      );
      expect(error.code).toBe('permission-denied');
      expect((await docs.get(itemOf(user, 'mine'))).exists).toBe(false);
    });
  });
}
