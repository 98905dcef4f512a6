/** When the local engine demands a composite index, and which declared index satisfies a query. */
import {
  missingIndexError,
  requiredIndex,
  satisfies,
  served,
  type CompositeIndex,
} from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import type { WireQuery } from '@/services/backend/wire/wire-query';

const q = (extra: Omit<WireQuery, 'collection'>): WireQuery => ({ collection: 'students', ...extra });
const need = (query: WireQuery) => requiredIndex(planQuery(query));

describe('composite index requirements', () => {
  it.each<[string, WireQuery]>([
    ['no filters, no order', q({})],
    [
      'equality filters alone (index merging)',
      q({
        where: [
          { field: 'role', op: '==', value: 'x' },
          { field: 'new', op: '==', value: true },
        ],
      }),
    ],
    [
      'array-contains with equality',
      q({
        where: [
          { field: 'skills', op: 'array-contains', value: 'x' },
          { field: 'role', op: '==', value: 'x' },
        ],
      }),
    ],
    ['one orderBy', q({ orderBy: [{ field: 'timestamp', direction: 'desc' }] })],
    [
      'a range on the ordered field',
      q({ where: [{ field: 'timestamp', op: '>', value: 1 }], orderBy: [{ field: 'timestamp', direction: 'desc' }] }),
    ],
    [
      'a range alone',
      q({
        where: [
          { field: 'n', op: '>=', value: 1 },
          { field: 'n', op: '<', value: 9 },
        ],
      }),
    ],
    [
      'equality on the ordered field',
      q({ where: [{ field: 'role', op: '==', value: 'x' }], orderBy: [{ field: 'role', direction: 'asc' }] }),
    ],
  ])('needs none: %s', (_name, query) => {
    expect(need(query)).toBeNull();
  });

  it('equality plus orderBy on another field needs (equality, ordered) with the direction', () => {
    expect(
      need(
        q({ where: [{ field: 'role', op: '==', value: 'x' }], orderBy: [{ field: 'timestamp', direction: 'desc' }] }),
      ),
    ).toEqual({
      equality: [{ fieldPath: 'role', order: 'ASCENDING' }],
      ordered: [{ fieldPath: 'timestamp', order: 'DESCENDING' }],
    });
  });

  it('a range on one field with an order on another needs both ordered fields', () => {
    expect(
      need(q({ where: [{ field: 'n', op: '>', value: 1 }], orderBy: [{ field: 'timestamp', direction: 'desc' }] }))
        ?.ordered,
    ).toEqual([
      { fieldPath: 'timestamp', order: 'DESCENDING' },
      { fieldPath: 'n', order: 'DESCENDING' },
    ]);
  });

  it('array-contains with an order needs a CONTAINS field', () => {
    expect(
      need(
        q({
          where: [{ field: 'skills', op: 'array-contains', value: 'x' }],
          orderBy: [{ field: 'timestamp', direction: 'asc' }],
        }),
      )?.equality,
    ).toEqual([{ fieldPath: 'skills', arrayConfig: 'CONTAINS' }]);
  });

  it('two orderBy fields need an index', () => {
    expect(
      need(
        q({
          orderBy: [
            { field: 'role', direction: 'asc' },
            { field: 'timestamp', direction: 'desc' },
          ],
        }),
      ),
    ).not.toBeNull();
  });

  const declared: CompositeIndex = {
    collectionGroup: 'students',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'new', order: 'DESCENDING' },
      { fieldPath: 'timestamp', order: 'DESCENDING' },
    ],
  };
  const eqOrder = (order: 'asc' | 'desc', group = 'students') =>
    planQuery({
      collection: group,
      where: [
        { field: 'new', op: '==', value: true },
        { field: 'role', op: '==', value: 'x' },
      ],
      orderBy: [{ field: 'timestamp', direction: order }],
    });

  it('matches equality fields in any order and any direction, the ordered fields exactly', () => {
    expect(satisfies(declared, requiredIndex(eqOrder('desc'))!, 'students')).toBe(true);
    expect(
      satisfies(
        { ...declared, fields: [...declared.fields, { fieldPath: '__name__', order: 'DESCENDING' }] },
        requiredIndex(eqOrder('desc'))!,
        'students',
      ),
    ).toBe(true);
    expect(satisfies(declared, requiredIndex(eqOrder('asc'))!, 'students')).toBe(false);
    expect(satisfies(declared, requiredIndex(eqOrder('desc', 'companies'))!, 'companies')).toBe(false);
    expect(
      satisfies({ ...declared, fields: declared.fields.slice(1) }, requiredIndex(eqOrder('desc'))!, 'students'),
    ).toBe(false);
  });

  it('names the exact index JSON to add', () => {
    const error = missingIndexError(requiredIndex(eqOrder('asc'))!, 'students');
    expect(error.code).toBe('failed-precondition');
    const json = JSON.parse(error.message.slice(error.message.indexOf('{')));
    expect(json).toEqual({
      collectionGroup: 'students',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'new', order: 'ASCENDING' },
        { fieldPath: 'role', order: 'ASCENDING' },
        { fieldPath: 'timestamp', order: 'ASCENDING' },
      ],
    });
  });

  const ix = (...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]): CompositeIndex => ({
    collectionGroup: 'students',
    queryScope: 'COLLECTION',
    fields: fields.map(([fieldPath, kind]) =>
      kind === 'CONTAINS' ? { fieldPath, arrayConfig: kind } : { fieldPath, order: kind },
    ),
  });

  it('merges indexes that end with the same ordered fields and together cover every equality field', () => {
    const needed = requiredIndex(eqOrder('desc'))!;
    expect(
      served(
        [ix(['role', 'ASCENDING'], ['timestamp', 'DESCENDING']), ix(['new', 'ASCENDING'], ['timestamp', 'DESCENDING'])],
        needed,
        'students',
      ),
    ).toBe(true);
    // One equality field left uncovered, or a merge partner with another order, serves nothing.
    expect(served([ix(['role', 'ASCENDING'], ['timestamp', 'DESCENDING'])], needed, 'students')).toBe(false);
    expect(
      served(
        [ix(['role', 'ASCENDING'], ['timestamp', 'DESCENDING']), ix(['new', 'ASCENDING'], ['timestamp', 'ASCENDING'])],
        needed,
        'students',
      ),
    ).toBe(false);
    // An index with a field the query does not filter on cannot take part.
    expect(
      served(
        [
          ix(['role', 'ASCENDING'], ['timestamp', 'DESCENDING']),
          ix(['new', 'ASCENDING'], ['other', 'ASCENDING'], ['timestamp', 'DESCENDING']),
        ],
        needed,
        'students',
      ),
    ).toBe(false);
    const withArray = requiredIndex(
      planQuery({
        collection: 'students',
        where: [
          { field: 'skills', op: 'array-contains', value: 'x' },
          { field: 'role', op: '==', value: 'x' },
        ],
        orderBy: [{ field: 'timestamp', direction: 'desc' }],
      }),
    )!;
    expect(
      served(
        [
          ix(['skills', 'CONTAINS'], ['timestamp', 'DESCENDING']),
          ix(['role', 'ASCENDING'], ['timestamp', 'DESCENDING']),
        ],
        withArray,
        'students',
      ),
    ).toBe(true);
  });

  it.each<[string, WireQuery]>([
    [
      'equality and an order',
      q({
        where: [
          { field: 'role', op: '==', value: 'x' },
          { field: 'new', op: '==', value: true },
        ],
        orderBy: [{ field: 'timestamp', direction: 'asc' }],
      }),
    ],
    [
      'two ordered fields',
      q({
        orderBy: [
          { field: 'role', direction: 'asc' },
          { field: 'timestamp', direction: 'desc' },
        ],
      }),
    ],
    [
      'a descending walk over document ids',
      q({ where: [{ field: 'role', op: '==', value: 'x' }], orderBy: [{ field: '__name__', direction: 'desc' }] }),
    ],
    ['document ids descending alone', q({ orderBy: [{ field: '__name__', direction: 'desc' }] })],
  ])('the index a refusal names lets the query through once added: %s', (_name, query) => {
    const needed = requiredIndex(planQuery(query))!;
    expect(served([], needed, 'students')).toBe(false);
    const message = missingIndexError(needed, 'students').message;
    const named = JSON.parse(message.slice(message.indexOf('{'))) as CompositeIndex;
    expect(served([named], needed, 'students')).toBe(true);
  });

  it('needs no index for equality filters with an ascending order on document ids', () => {
    expect(
      need(
        q({
          where: [
            { field: 'role', op: '==', value: 'x' },
            { field: 'new', op: '==', value: true },
          ],
          orderBy: [{ field: '__name__', direction: 'asc' }],
        }),
      ),
    ).toBeNull();
  });
});
