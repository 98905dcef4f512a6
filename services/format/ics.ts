/**
 * A calendar file (RFC 5545) for one appointment: what "Add to calendar" downloads and what the confirmation email
 * carries. Pure and small, so the browser and the server build the same file: times in UTC (every calendar shows
 * them in its own zone), text escaped, lines folded at 75 octets and ended with CRLF as the RFC requires.
 */

export interface CalendarEntry {
  /** Stable across updates of the same appointment, so a calendar replaces it instead of adding a second. */
  uid: string;
  /** When this version of the file was made (DTSTAMP). */
  stamp: number;
  startsAt: number;
  endsAt: number;
  summary: string;
  description?: string;
  location?: string;
  /** Bumped on each change of the appointment (a new round of times), so calendars take the newer one. */
  sequence?: number;
  /** A cancellation: the same UID, STATUS:CANCELLED, METHOD:CANCEL. */
  cancelled?: boolean;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch ms -> `20261126T083000Z` (a UTC DATE-TIME). */
export function icsUtc(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const octets = (char: string) => new TextEncoder().encode(char).length;

/** Splits a content line into lines of at most 75 octets, each continuation starting with one space (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    // A continuation's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function calendarFile(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Talent marketplace//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${icsUtc(entry.stamp)}`,
    `DTSTART:${icsUtc(entry.startsAt)}`,
    `DTEND:${icsUtc(entry.endsAt)}`,
    `SEQUENCE:${entry.sequence ?? 0}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
