import { describe, expect, it } from 'vitest';
import { formatEventTime, UNKNOWN_ZONE_NOTE } from '@/components/events/event-time';

const startsAt = Date.UTC(2099, 4, 12, 17, 0);
const lagos = { startsAt, endsAt: startsAt + 2 * 3_600_000, timeZone: 'Africa/Lagos' };

describe('formatEventTime', () => {
  it('shows the viewer\u2019s time, and the event\u2019s beside it when it reads differently', () => {
    expect(formatEventTime(lagos, 'America/New_York')).toBe(
      'Tue, 12 May 2099, 13:00 – 15:00 GMT-4 (event time: Tue, 12 May 2099, 18:00 – 20:00 GMT+1)',
    );
    // Another zone an hour ahead.
    expect(formatEventTime(lagos, 'Europe/Paris')).toBe(
      'Tue, 12 May 2099, 19:00 – 21:00 CEST (event time: Tue, 12 May 2099, 18:00 – 20:00 GMT+1)',
    );
  });

  it('shows one time when the viewer is in the event\u2019s zone', () => {
    expect(formatEventTime(lagos, 'Africa/Lagos')).toBe('Tue, 12 May 2099, 18:00 – 20:00 GMT+1');
  });

  it('says when the event\u2019s own zone is not recognised', () => {
    expect(formatEventTime({ ...lagos, timeZone: 'UTC', timeZoneUnknown: true }, 'Africa/Lagos')).toBe(
      `Tue, 12 May 2099, 18:00 – 20:00 GMT+1 (${UNKNOWN_ZONE_NOTE})`,
    );
  });
});
