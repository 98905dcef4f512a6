import { describe, expect, it } from 'vitest';
import { seedDemoData } from '@/server/seed/demo-data';
import type { SeedTarget } from '@/server/seed/seed-target';
import type { DocumentData } from '@/services/backend/types';
import { eventFromSnapshot } from '@/services/converters/event-converter';
import { resourceFromSnapshot } from '@/services/converters/resource-converter';
import { resourceInputSchema } from '@/services/schemas/resource';

async function seeded() {
  const docs = new Map<string, DocumentData>();
  let n = 0;
  const target: SeedTarget = {
    createUser: async () => ({ uid: `u${++n}` }),
    setDoc: async (path, data) => void docs.set(path, data),
  };
  const now = new Date('2026-06-01T08:00:00Z');
  await seedDemoData(target, { now });
  return { docs, now: now.getTime() };
}

const under = (docs: Map<string, DocumentData>, prefix: RegExp) => [...docs].filter(([path]) => prefix.test(path));

describe('demo resources and events', () => {
  it('seeds at least 12 valid resources across categories, with web links only', async () => {
    const { docs } = await seeded();
    const resources = under(docs, /^resources\/[^/]+$/).map(([path, data]) =>
      resourceFromSnapshot({ id: path.split('/')[1], path, exists: true, data }),
    );
    expect(resources.length).toBeGreaterThanOrEqual(12);
    for (const r of resources) {
      expect(
        resourceInputSchema.safeParse({
          title: r.title,
          url: r.url,
          type: r.type,
          skills: r.skills,
          categories: r.categories,
          description: r.description,
          free: r.free,
        }).success,
        r.title,
      ).toBe(true);
    }
    expect(new Set(resources.flatMap((r) => r.categories)).size).toBeGreaterThanOrEqual(10);
  });

  it('seeds 5 upcoming published events (a full one with a waiting list, online and in person) and 2 past ones, counts matching the RSVPs', async () => {
    const { docs, now } = await seeded();
    const events = under(docs, /^events\/[^/]+$/).map(([path, data]) =>
      eventFromSnapshot({ id: path.split('/')[1], path, exists: true, data }),
    );
    const upcoming = events.filter((e) => e.status === 'published' && e.endsAt >= now);
    const past = events.filter((e) => e.status === 'published' && e.endsAt < now);
    expect(upcoming).toHaveLength(5);
    expect(past).toHaveLength(2);
    expect(upcoming.some((e) => e.goingCount === e.capacity && e.waitingCount > 0)).toBe(true);
    expect(upcoming.some((e) => e.mode === 'online')).toBe(true);
    expect(upcoming.some((e) => e.mode === 'in-person')).toBe(true);
    for (const e of events) {
      const rsvps = under(docs, new RegExp(`^events/${e.id}/rsvps/`)).map(([, d]) => d.status);
      expect(
        rsvps.filter((s) => s === 'going'),
        e.title,
      ).toHaveLength(e.goingCount);
      expect(
        rsvps.filter((s) => s === 'waiting'),
        e.title,
      ).toHaveLength(e.waitingCount);
    }
  });
});
