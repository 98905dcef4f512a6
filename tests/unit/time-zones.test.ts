import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timeZones } from '@/components/events/event-time';
import { TIME_ZONES } from '@/constants/time-zones';
import { canShowTimeZone, isTimeZone } from '@/services/schemas/event';

describe('the shipped time zone list', () => {
  it('is what firestore.rules isTimeZone accepts', () => {
    const rules = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
    const body = /function isTimeZone\(zone\) \{\s*return zone in \[([^\]]*)\];/.exec(rules);
    expect(body).not.toBeNull();
    const listed = [...body![1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
    expect(listed).toEqual([...TIME_ZONES]);
  });

  it('holds only zones Intl can show, UTC among them, no duplicates', () => {
    expect(TIME_ZONES).toContain('UTC');
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES.filter((z) => !canShowTimeZone(z))).toEqual([]);
  });

  it('is what the form offers and the schema accepts', () => {
    expect(timeZones()).toEqual([...TIME_ZONES]);
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    for (const bad of ['Mars/Olympus_Mons', 'africa/lagos', '', ' UTC', 42]) expect(isTimeZone(bad)).toBe(false);
  });
});
