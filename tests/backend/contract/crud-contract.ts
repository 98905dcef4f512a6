import { deleteField, type Backend } from '@/services/backend/types';
import { itemOf, rejectionOf, type ContractEnv, type ContractUser } from './env';

export function crudContract(env: () => ContractEnv) {
  describe('documents: get, set, update, delete', () => {
    let user: ContractUser;
    let docs: Backend['docs'];
    beforeAll(async () => {
      user = await env().newUser();
      docs = user.backend.docs;
    });

    it('round-trips every value type, timestamps as Date', async () => {
      const when = new Date('2026-03-04T05:06:07.089Z');
      const data = {
        s: 'text',
        n: 42,
        f: 1.5,
        b: true,
        z: null,
        when,
        list: [1, 'two', { three: 3 }],
        map: { nested: { deep: 'yes' }, at: when },
      };
      await docs.set(itemOf(user, 'types'), data);
      const snap = await docs.get(itemOf(user, 'types'));
      expect(snap).toMatchObject({ id: 'types', path: itemOf(user, 'types'), exists: true });
      expect(snap.data).toEqual(data);
      expect(snap.data!.when).toBeInstanceOf(Date);
      expect((snap.data!.map as { at: Date }).at).toBeInstanceOf(Date);
    });

    it('reads a missing document as not existing, with no data', async () => {
      const snap = await docs.get(itemOf(user, 'missing'));
      expect(snap).toEqual({ id: 'missing', path: itemOf(user, 'missing'), exists: false, data: undefined });
    });

    it('set replaces the whole document', async () => {
      await docs.set(itemOf(user, 'replace'), { a: 1, b: 2 });
      await docs.set(itemOf(user, 'replace'), { c: 3 });
      expect((await docs.get(itemOf(user, 'replace'))).data).toEqual({ c: 3 });
    });

    it('set with merge deep-merges maps and keeps other fields', async () => {
      await docs.set(itemOf(user, 'merge'), { a: 1, m: { x: 1, y: { p: 1 } }, list: [1, 2] });
      await docs.set(itemOf(user, 'merge'), { b: 2, m: { y: { q: 2 }, z: 3 }, list: [3] }, { merge: true });
      expect((await docs.get(itemOf(user, 'merge'))).data).toEqual({
        a: 1,
        b: 2,
        m: { x: 1, y: { p: 1, q: 2 }, z: 3 },
        list: [3],
      });
    });

    it('set with merge creates a missing document', async () => {
      await docs.set(itemOf(user, 'merge-new'), { a: 1 }, { merge: true });
      expect((await docs.get(itemOf(user, 'merge-new'))).data).toEqual({ a: 1 });
    });

    it('update sets dotted field paths and replaces map values given whole', async () => {
      await docs.set(itemOf(user, 'update'), { a: 1, m: { x: 1, y: 2 }, r: { keep: false } });
      await docs.update(itemOf(user, 'update'), { 'm.x': 10, 'm.new.deep': true, r: { only: 1 } });
      expect((await docs.get(itemOf(user, 'update'))).data).toEqual({
        a: 1,
        m: { x: 10, y: 2, new: { deep: true } },
        r: { only: 1 },
      });
    });

    it('update of a missing document fails with not-found and creates nothing', async () => {
      const error = await rejectionOf(docs.update(itemOf(user, 'nope'), { a: 1 }));
      expect(error.code).toBe('not-found');
      expect((await docs.get(itemOf(user, 'nope'))).exists).toBe(false);
    });

    it('delete removes a document; deleting a missing one succeeds', async () => {
      await docs.set(itemOf(user, 'gone'), { a: 1 });
      await docs.delete(itemOf(user, 'gone'));
      expect((await docs.get(itemOf(user, 'gone'))).exists).toBe(false);
      await expect(docs.delete(itemOf(user, 'never-was'))).resolves.toBeUndefined();
    });

    it('rejects undefined anywhere, naming the field, and writes nothing', async () => {
      const top = await rejectionOf(docs.set(itemOf(user, 'undef'), { ok: 1, bad: undefined }));
      expect(top.code).toBe('invalid-argument');
      expect(top.message).toContain('Unsupported field value: undefined');
      expect(top.message).toContain('bad');
      const nested = await rejectionOf(docs.update(itemOf(user, 'types'), { map: { inner: undefined } }));
      expect(nested.code).toBe('invalid-argument');
      expect(nested.message).toContain('map.inner');
      expect((await docs.get(itemOf(user, 'undef'))).exists).toBe(false);
    });

    it('rejects deleteField() in a set without merge', async () => {
      const error = await rejectionOf(docs.set(itemOf(user, 'del'), { a: deleteField() }));
      expect(error.code).toBe('invalid-argument');
    });

    it('newId gives distinct 20-character ids', () => {
      const ids = new Set(Array.from({ length: 50 }, () => docs.newId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it("keeps users out of each other's documents", async () => {
      const other = await env().newUser();
      await other.backend.docs.set(itemOf(other, 'private'), { secret: 1 });
      expect((await rejectionOf(docs.get(itemOf(other, 'private')))).code).toBe('permission-denied');
      expect((await rejectionOf(docs.set(itemOf(other, 'private'), { secret: 2 }))).code).toBe('permission-denied');
      expect((await other.backend.docs.get(itemOf(other, 'private'))).data).toEqual({ secret: 1 });
    });
  });
}
