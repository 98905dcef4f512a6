import { serverTimestamp, type DocumentData, type QuerySpec, type WhereClause } from '@/services/backend/types';
import { companyMemberPath, founderMemberDoc } from '@/services/converters/company-member-doc';
import { itemOf, itemsOf, rejectionOf, type ContractEnv, type ContractUser } from './env';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));

/** Mixed on purpose: i6 has a string where the others have numbers, i7 lacks most fields. */
const QUERY_ITEMS: Record<string, DocumentData> = {
  i1: { n: 1, s: 'apple', cat: 'a', tags: ['red', 'fruit'], t: day(1), opt: 1 },
  i2: { n: 2, s: 'banana', cat: 'b', tags: ['yellow', 'fruit'], t: day(2) },
  i3: { n: 3, s: 'cherry', cat: 'a', tags: ['red'], t: day(3), opt: 2 },
  i4: { n: 4, s: 'date', cat: 'b', tags: [], t: day(4) },
  i5: { n: 5, s: 'elder', cat: 'c', tags: ['fruit', 'black'], t: day(5), opt: null },
  i6: { n: 'six', s: 'fig', cat: 'c', tags: 'not-a-list', t: day(6) },
  i7: { s: 'grape', cat: 'a' },
};

export function queriesContract(env: () => ContractEnv) {
  describe('documents: queries', () => {
    let user: ContractUser;
    const spec = (extra: Omit<QuerySpec, 'collection'> = {}): QuerySpec => ({ collection: itemsOf(user), ...extra });
    const ids = async (s: QuerySpec) => (await user.backend.docs.query(s)).map((d) => d.id);
    const where = (field: string, op: WhereClause['op'], value: unknown): WhereClause => ({ field, op, value });

    beforeAll(async () => {
      user = await env().newUser();
      await user.backend.docs.batch(
        Object.entries(QUERY_ITEMS).map(([id, data]) => ({ type: 'set' as const, path: itemOf(user, id), data })),
      );
    });

    it.each([
      ['==', where('cat', '==', 'a'), ['i1', 'i3', 'i7']],
      ['== null', where('opt', '==', null), ['i5']],
      ['!= (ordered by the field, excluding missing and null)', where('cat', '!=', 'a'), ['i2', 'i4', 'i5', 'i6']],
      ['!= across types', where('n', '!=', 3), ['i1', 'i2', 'i4', 'i5', 'i6']],
      ['< (same type only)', where('n', '<', 3), ['i1', 'i2']],
      ['<=', where('n', '<=', 3), ['i1', 'i2', 'i3']],
      ['> (same type only)', where('n', '>', 3), ['i4', 'i5']],
      ['>=', where('n', '>=', 4), ['i4', 'i5']],
      ['>= on timestamps', where('t', '>=', day(5)), ['i5', 'i6']],
      ['in', where('cat', 'in', ['b', 'c']), ['i2', 'i4', 'i5', 'i6']],
      ['not-in', where('cat', 'not-in', ['a', 'b']), ['i5', 'i6']],
      ['array-contains', where('tags', 'array-contains', 'red'), ['i1', 'i3']],
      ['array-contains-any', where('tags', 'array-contains-any', ['yellow', 'black']), ['i2', 'i5']],
    ])('where %s', async (_name, clause, expected) => {
      expect(await ids(spec({ where: [clause] }))).toEqual(expected);
    });

    it('combines range filters on one field', async () => {
      expect(await ids(spec({ where: [where('s', '>=', 'd'), where('s', '<', 'f')] }))).toEqual(['i4', 'i5']);
    });

    it('orderBy leaves out documents missing the field and orders types as Firestore does', async () => {
      expect(await ids(spec({ orderBy: [{ field: 'n', direction: 'asc' }] }))).toEqual([
        'i1',
        'i2',
        'i3',
        'i4',
        'i5',
        'i6',
      ]);
      expect(await ids(spec({ orderBy: [{ field: 'opt', direction: 'asc' }] }))).toEqual(['i5', 'i1', 'i3']);
    });

    it('breaks ties by document id, in the direction of the last order', async () => {
      expect(await ids(spec({ orderBy: [{ field: 'cat', direction: 'asc' }] }))).toEqual([
        'i1',
        'i3',
        'i7',
        'i2',
        'i4',
        'i5',
        'i6',
      ]);
      expect(await ids(spec({ orderBy: [{ field: 'cat', direction: 'desc' }] }))).toEqual([
        'i6',
        'i5',
        'i4',
        'i2',
        'i7',
        'i3',
        'i1',
      ]);
    });

    it('limits', async () => {
      expect(await ids(spec({ orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 }))).toEqual(['i6', 'i5']);
    });

    it('pages with startAfter through the whole ordered result', async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const base = spec({ orderBy: [{ field: 'cat', direction }] });
        const all = await ids(base);
        const seen: string[] = [];
        let page = await user.backend.docs.query({ ...base, limit: 3 });
        while (page.length > 0) {
          seen.push(...page.map((d) => d.id));
          page = await user.backend.docs.query({ ...base, limit: 3, startAfter: page[page.length - 1] });
        }
        expect(seen).toEqual(all);
      }
    });

    it('pages a range query by its implicit order', async () => {
      const base = spec({ where: [where('n', '>', 1)], limit: 2 });
      const first = await user.backend.docs.query(base);
      expect(first.map((d) => d.id)).toEqual(['i2', 'i3']);
      expect(await ids({ ...base, startAfter: first[1] })).toEqual(['i4', 'i5']);
    });

    it('counts, honouring filters and limit', async () => {
      expect(await user.backend.docs.count(spec())).toBe(7);
      expect(await user.backend.docs.count(spec({ where: [where('cat', '==', 'a')] }))).toBe(3);
      expect(await user.backend.docs.count(spec({ limit: 2 }))).toBe(2);
    });

    it('refuses in / not-in / array-contains-any lists over 30 values', async () => {
      const values = Array.from({ length: 31 }, (_, i) => `v${i}`);
      for (const op of ['in', 'not-in', 'array-contains-any'] as const) {
        expect((await rejectionOf(ids(spec({ where: [where('cat', op, values)] })))).code).toBe('invalid-argument');
      }
      await expect(ids(spec({ where: [where('cat', 'in', values.slice(0, 30))] }))).resolves.toEqual([]);
    });

    it('refuses undefined in a filter', async () => {
      expect((await rejectionOf(ids(spec({ where: [where('cat', '==', undefined)] })))).code).toBe('invalid-argument');
    });

    it('refuses a query that needs a composite index not declared in firestore.indexes.json', async () => {
      if (!env().enforcesIndexes) return;
      const error = await rejectionOf(
        ids(spec({ where: [where('cat', '==', 'a')], orderBy: [{ field: 'n', direction: 'asc' }] })),
      );
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toMatch(/index/i);
    });

    it('serves a query with a declared composite index (talentCards: availability ==, role ==, updatedAt desc)', async () => {
      // A talent signs up (its student document and public card in one batch); a company lists the cards.
      const talent = await env().newUser();
      const talentDoc = {
        id: talent.uid,
        email: talent.email,
        name: 'Contract Talent',
        availability: true,
        timestamp: serverTimestamp(),
        new: true,
        role: 'Data Scientist',
        skills: [],
      };
      const card = {
        id: talent.uid,
        name: talentDoc.name,
        availability: true,
        role: talentDoc.role,
        skills: [],
        updatedAt: serverTimestamp(),
      };
      await talent.backend.docs.batch([
        { type: 'set', path: `students/${talent.uid}`, data: talentDoc },
        { type: 'set', path: `talentCards/${talent.uid}`, data: card },
      ]);
      // A company signs up: its document and its founding owner's member document in one batch.
      const company = await env().newUser();
      await company.backend.docs.batch([
        {
          type: 'set',
          path: `companies/${company.uid}`,
          data: {
            id: company.uid,
            name: 'Contract Company',
            timestamp: serverTimestamp(),
            new: true,
            verification: 'pending',
          },
        },
        {
          type: 'set',
          path: companyMemberPath(company.uid),
          data: founderMemberDoc(company.uid, 'Contract Company', company.email, serverTimestamp()),
        },
      ]);
      // Only a company the back office verified lists talents.
      await env().verifyCompany(company.uid);
      const found = await company.backend.docs.query({
        collection: 'talentCards',
        where: [
          { field: 'availability', op: '==', value: true },
          { field: 'role', op: '==', value: 'Data Scientist' },
        ],
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: 100,
      });
      expect(found.map((d) => d.id)).toContain(talent.uid);
    });

    it('refuses a query the access rules cannot prove (rules are not filters)', async () => {
      const other = await env().newUser();
      expect((await rejectionOf(other.backend.docs.query(spec()))).code).toBe('permission-denied');
      expect((await rejectionOf(other.backend.docs.count(spec()))).code).toBe('permission-denied');
    });
  });
}
