/** Every query the events, RSVP and resources services build is served by firestore.indexes.json. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import type { QuerySpec } from '@/services/backend/types';
import { adminEventsSpec, memberEventsSpec } from '@/services/events/events';
import { resourcesWhere } from '@/services/resources/resources';
import type { ResourceFilters } from '@/services/schemas/resource';

const catalog = createIndexCatalog(path.resolve(__dirname, '../../firestore.indexes.json'));
const served = (spec: QuerySpec) => () => catalog.check(planQuery({ ...spec, limit: 21 } as never));
const now = Date.UTC(2026, 5, 1);

describe('events, RSVP and resources indexes', () => {
  it('serve the talents\u2019 and companies\u2019 event lists and the admin tabs', () => {
    for (const role of ['talent', 'company'] as const) {
      for (const tab of ['upcoming', 'past'] as const)
        expect(served(memberEventsSpec(role, tab, now)), `${role} ${tab}`).not.toThrow();
    }
    for (const tab of ['upcoming', 'past', 'drafts'] as const)
      expect(served(adminEventsSpec(tab, now)), tab).not.toThrow();
  });

  it('serve the RSVP lists and the earliest-waiting lookup', () => {
    expect(
      served({
        collection: 'events/e1/rsvps',
        where: [{ field: 'status', op: '==', value: 'waiting' }],
        orderBy: [{ field: 'createdAt', direction: 'asc' }],
      }),
    ).not.toThrow();
  });

  it('serve every resource filter combination in the administrators\u2019 order', () => {
    const values: ResourceFilters = { skill: 'react hooks', category: 'Web Developer', type: 'course' };
    const keys = Object.keys(values) as (keyof ResourceFilters)[];
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const filters = Object.fromEntries(
        keys.filter((_, i) => mask & (1 << i)).map((k) => [k, values[k]]),
      ) as ResourceFilters;
      expect(
        served({
          collection: 'resources',
          where: resourcesWhere(filters),
          orderBy: [{ field: 'order', direction: 'asc' }],
        }),
        JSON.stringify(filters),
      ).not.toThrow();
    }
  });

  it('would catch a query no index serves', () => {
    expect(
      served({
        collection: 'events',
        where: [{ field: 'audience', op: '==', value: 'talents' }],
        orderBy: [{ field: 'endsAt', direction: 'asc' }],
      }),
    ).toThrow(/requires an index/);
  });
});
