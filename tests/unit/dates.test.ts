import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatDay,
  formatListTime,
  formatLocalTimeRange,
  formatTimeRange,
} from '@/services/format/dates';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const intl = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone });

/** Every month, both sides of midnight and of the usual daylight-saving changes, over a few years. */
const instants: number[] = [];
for (let year = 2024; year <= 2027; year++) {
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 7, 28]) {
      for (const hour of [0, 1, 2, 11, 12, 13, 22, 23])
        instants.push(Date.UTC(year, month, day, hour, (7 * hour) % 60));
    }
  }
}
instants.push(
  Date.UTC(2026, 2, 29, 0, 59),
  Date.UTC(2026, 2, 29, 1, 0),
  Date.UTC(2026, 9, 25, 0, 59),
  Date.UTC(2026, 9, 25, 1, 0),
);

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('dates written without Intl read exactly as Intl writes them (en-GB)', () => {
  for (const zone of ['UTC', 'Africa/Lagos', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
    it(`in the viewer's zone when it is ${zone}`, () => {
      process.env.TZ = zone;
      const [day, time] = [intl(DAY), intl(TIME)];
      for (const ms of instants) {
        expect(formatDay(ms)).toBe(day.format(ms));
        expect(formatDateTime(ms)).toBe(`${day.format(ms)}, ${time.format(ms)}`);
      }
    });
  }

  it('in UTC and in the deadline zone, wherever the viewer is', () => {
    process.env.TZ = 'Asia/Tokyo';
    const [utc, deadline] = [intl(DAY, 'UTC'), intl(DAY, 'Etc/GMT+12')];
    for (const ms of instants) {
      expect(formatDay(ms, 'UTC')).toBe(utc.format(ms));
      expect(formatCalendarDate(ms)).toBe(deadline.format(ms));
    }
  });

  it('in lists: the time today, the day and month before', () => {
    process.env.TZ = 'America/New_York';
    const now = Date.UTC(2026, 8, 15, 18, 0);
    expect(formatListTime(Date.UTC(2026, 8, 15, 13, 5), now)).toBe(intl(TIME).format(Date.UTC(2026, 8, 15, 13, 5)));
    expect(formatListTime(Date.UTC(2026, 8, 2, 13, 5), now)).toBe(
      intl({ day: 'numeric', month: 'short' }).format(Date.UTC(2026, 8, 2, 13, 5)),
    );
  });

  it("an event time range in the viewer's zone reads as Intl writes it in that zone, less the zone's name", () => {
    for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      for (const start of instants) {
        for (const length of [2 * 3_600_000, 26 * 3_600_000]) {
          const withZone = formatTimeRange(start, start + length, zone);
          expect(formatLocalTimeRange(start, start + length)).toBe(withZone.slice(0, withZone.lastIndexOf(' ')));
        }
      }
    }
    process.env.TZ = 'Africa/Lagos';
    expect(formatLocalTimeRange(Date.UTC(2099, 4, 12, 17), Date.UTC(2099, 4, 12, 19))).toBe(
      'Tue, 12 May 2099, 18:00 – 20:00',
    );
    expect(formatLocalTimeRange(Date.UTC(2099, 4, 12, 22), Date.UTC(2099, 4, 13, 1))).toBe(
      'Tue, 12 May 2099, 23:00 – Wed, 13 May 2099, 02:00',
    );
  });

  it('falls back to Intl for other zones and far years', () => {
    const ms = Date.UTC(2026, 10, 7, 23, 30);
    expect(formatDay(ms, 'Asia/Tokyo')).toBe('8 Nov 2026');
    expect(formatDay(Date.UTC(500, 0, 1), 'UTC')).toBe(intl(DAY, 'UTC').format(Date.UTC(500, 0, 1)));
    expect(formatDay(null)).toBe('Unknown date');
  });
});
