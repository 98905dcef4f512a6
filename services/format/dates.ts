/**
 * How the product writes dates and times: one format per kind of date, each read in a stated zone.
 *
 * - calendar date, a day someone picked (a job's deadline): "7 Nov 2026" in DEADLINE_TIME_ZONE, so every viewer
 *   reads the day the company chose whatever their own zone (see deadlines.ts for how it is stored);
 * - day of an instant (posted, applied, signed up, badge expiry): "7 Nov 2026" in the viewer's zone, or in the zone
 *   given (the server, which knows no viewer, writes UTC);
 * - date-time (audit log, reports, announcements, an event's start in its own zone): "7 Nov 2026, 18:00", followed by
 *   the zone's short name when a zone is given;
 * - list time (messages, notifications): "14:05" today, "7 Nov" before, in the viewer's zone;
 * - age (applicant notes): "just now", "5 min ago", "3 h ago" within a day, then the day of the instant;
 * - machine instant (CSV exports): ISO 8601 in UTC;
 * - month (a work or education entry's start and end): "Mar 2022", in ./month.ts, which only the screens showing a
 *   career load (this module is on nearly every screen).
 *
 * Built on the platform's Intl, which costs no download. Creating a formatter costs a phone milliseconds, so each
 * kind's formatter is made once per zone and kept. The first one costs far more (the browser loads its calendar and
 * zone data: 120 to 180 ms of a slowed-down phone's main thread on a screen's first paint), so the formats every list
 * shows (a day, a list time) in the viewer's zone, in UTC or in the deadline zone are written from the Date's own
 * fields, the same text Intl writes for en-GB (tests/unit/dates.test.ts compares them).
 */

/** Where a calendar date ends: "anywhere on Earth" (UTC-12), so a deadline has passed only once its day is over everywhere. */
const DEADLINE_TIME_ZONE = 'Etc/GMT+12';

const LOCALE = 'en-GB';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const cache = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind and zone (undefined: the viewer's); ./month.ts makes its own kind with it. */
export function formatter(kind: string, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let made = cache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    cache.set(key, made);
  }
  return made;
}

const readable = (ms: number | null | undefined): ms is number => typeof ms === 'number' && Number.isFinite(ms);

/** en-GB's short weekday and month names (CLDR), as Intl writes them. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const DEADLINE_OFFSET_MS = -12 * 3_600_000;

interface Fields {
  weekday: number;
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

/**
 * An instant's calendar fields without Intl: in the viewer's zone (no zone given), in UTC or in the deadline zone
 * (a fixed offset); null for any other zone, and for years Intl writes differently (before 1000 or after 9999).
 */
function fieldsOf(ms: number, timeZone: string | undefined): Fields | null {
  let fields: Fields;
  if (timeZone === undefined) {
    const d = new Date(ms);
    fields = {
      weekday: d.getDay(),
      day: d.getDate(),
      month: d.getMonth(),
      year: d.getFullYear(),
      hour: d.getHours(),
      minute: d.getMinutes(),
    };
  } else if (timeZone === 'UTC' || timeZone === DEADLINE_TIME_ZONE) {
    const d = new Date(timeZone === 'UTC' ? ms : ms + DEADLINE_OFFSET_MS);
    fields = {
      weekday: d.getUTCDay(),
      day: d.getUTCDate(),
      month: d.getUTCMonth(),
      year: d.getUTCFullYear(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
    };
  } else return null;
  return fields.year >= 1000 && fields.year <= 9999 ? fields : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const dayText = (f: Fields) => `${f.day} ${MONTHS[f.month]} ${f.year}`;
const timeText = (f: Fields) => `${twoDigits(f.hour)}:${twoDigits(f.minute)}`;

function formatDayIn(ms: number, timeZone: string | undefined): string {
  const fields = fieldsOf(ms, timeZone);
  return fields ? dayText(fields) : formatter('day', DAY, timeZone).format(ms);
}

function formatTimeIn(ms: number, timeZone: string | undefined): string {
  const fields = fieldsOf(ms, timeZone);
  return fields ? timeText(fields) : formatter('time', TIME, timeZone).format(ms);
}

/** A calendar date (a deadline): "7 Nov 2026", the same for every viewer. */
export const formatCalendarDate = (ms: number | null): string =>
  readable(ms) ? formatDayIn(ms, DEADLINE_TIME_ZONE) : 'Unknown date';

/** The day of an instant: "7 Nov 2026" in the viewer's zone, or in `timeZone`. */
export const formatDay = (ms: number | null, timeZone?: string): string =>
  readable(ms) ? formatDayIn(ms, timeZone) : 'Unknown date';

/** The short name of `timeZone` at that instant ("WAT", "GMT+1"); the zone's id when the platform has none. */
function zoneName(ms: number, timeZone: string): string {
  const parts = formatter('zone', { timeZoneName: 'short' }, timeZone).formatToParts(ms);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A date-time: "7 Nov 2026, 18:00" in the viewer's zone, or "7 Nov 2026, 18:00 WAT" in the zone given. */
export function formatDateTime(ms: number, timeZone?: string): string {
  const text = `${formatDay(ms, timeZone)}, ${formatTimeIn(ms, timeZone)}`;
  return timeZone ? `${text} ${zoneName(ms, timeZone)}` : text;
}

const WEEKDAY_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', ...DAY };

/** "Tue, 12 May 2026, 18:00 – 20:00", or both days when the range spans two. */
function rangeText(startMs: number, endMs: number, day: (ms: number) => string, time: (ms: number) => string): string {
  const [startDay, endDay] = [day(startMs), day(endMs)];
  return startDay === endDay
    ? `${startDay}, ${time(startMs)} – ${time(endMs)}`
    : `${startDay}, ${time(startMs)} – ${endDay}, ${time(endMs)}`;
}

/** "Tue, 12 May 2026, 18:00 – 20:00 WAT" (or both days when the range spans two), in `timeZone`. */
export function formatTimeRange(startMs: number, endMs: number, timeZone: string): string {
  const day = formatter('weekday', WEEKDAY_DAY, timeZone);
  const time = formatter('time', TIME, timeZone);
  return `${rangeText(
    startMs,
    endMs,
    (ms) => day.format(ms),
    (ms) => time.format(ms),
  )} ${zoneName(startMs, timeZone)}`;
}

/**
 * The same range in the viewer's zone without the zone's name, for a list that says once that its times are the
 * viewer's (the talent home's events): written from the Date's own fields, so a screen that shows nothing else in
 * another zone never pays for the browser's zone data.
 */
export function formatLocalTimeRange(startMs: number, endMs: number): string {
  const fields = (ms: number) => fieldsOf(ms, undefined);
  const day = (ms: number) => {
    const f = fields(ms);
    return f ? `${WEEKDAYS[f.weekday]}, ${dayText(f)}` : formatter('weekday', WEEKDAY_DAY).format(ms);
  };
  return rangeText(startMs, endMs, day, (ms) => formatTimeIn(ms, undefined));
}

/** In lists of messages and notifications: "14:05" today, "7 Nov" before (the viewer's zone). */
export function formatListTime(ms: number | null, now = Date.now()): string {
  if (!readable(ms)) return '';
  const day = formatDayIn(ms, undefined);
  if (day === formatDayIn(now, undefined)) return formatTimeIn(ms, undefined);
  const fields = fieldsOf(ms, undefined);
  return fields
    ? `${fields.day} ${MONTHS[fields.month]}`
    : formatter('short-day', { day: 'numeric', month: 'short' }).format(ms);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long ago, for what was written today: "just now", "5 min ago", "3 h ago"; older, its day ("7 Nov 2026"). */
export function formatAgo(ms: number | null, now = Date.now()): string {
  if (!readable(ms)) return 'Unknown date';
  const age = now - ms;
  if (age < MINUTE_MS) return 'just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)} min ago`;
  if (age < 24 * HOUR_MS) return `${Math.floor(age / HOUR_MS)} h ago`;
  return formatDay(ms);
}

/** For files other programs read (CSV exports): ISO 8601 in UTC, or empty. */
export const isoInstant = (ms: number | null): string => (readable(ms) ? new Date(ms).toISOString() : '');
