/**
 * The calendar file (RFC 5545) an interview's "Add to calendar" downloads and its confirmation email carries: UTC
 * times, escaped text, CRLF line ends, lines folded at 75 octets, and the interview's own fields.
 */
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, icsUtc } from '@/services/format/ics';
import { interviewCalendar } from '@/services/format/interview-calendar';
import type { Interview } from '@/services/schemas/interview-constants';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** Undoes folding (3.1): a CRLF followed by one space joins the lines again. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const entry = {
  uid: 'interview-job1_talent1@talent-marketplace',
  stamp: Date.UTC(2026, 10, 26, 8, 0, 5),
  startsAt: Date.UTC(2026, 11, 1, 9, 30),
  endsAt: Date.UTC(2026, 11, 1, 10, 0),
  summary: 'Interview: Junior Writer at Acme',
};

describe('icsUtc', () => {
  it('writes a UTC date-time with seconds and the Z', () => {
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a character written in several octets', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(parts.join('\r\n'))).toBe(line);
  });
});

describe('calendarFile', () => {
  it('is one VEVENT in a VCALENDAR, every line ended by CRLF, times in UTC', () => {
    const file = calendarFile({
      ...entry,
      description: 'Bring your portfolio, please; thanks',
      location: 'https://meet.example/abc',
      sequence: 2,
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(file).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:interview-job1_talent1@talent-marketplace');
    expect(lines).toContain('DTSTAMP:20261126T080005Z');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('DTEND:20261201T100000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('SUMMARY:Interview: Junior Writer at Acme');
    expect(lines).toContain('DESCRIPTION:Bring your portfolio\\, please\\; thanks');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l.startsWith('PRODID:'))).toHaveLength(1);
  });

  it('a cancellation keeps the UID and says CANCEL', () => {
    const lines = calendarFile({ ...entry, cancelled: true }).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${entry.uid}`);
  });
});

describe('interviewCalendar', () => {
  const interview: Interview = {
    id: 'job1_talent1',
    applicationId: 'job1_talent1',
    jobId: 'job1',
    companyId: 'co1',
    talentId: 'talent1',
    jobTitle: 'Junior Writer',
    companyName: 'Acme, Inc.',
    talentName: 'Ada',
    slots: [{ startsAt: entry.startsAt, endsAt: entry.endsAt }],
    timeZone: 'Europe/Lisbon',
    details: 'Room 4; second floor',
    status: 'proposed',
    round: 3,
    createdAt: null,
    updatedAt: null,
  };

  it('has no file until a time is picked', () => {
    expect(interviewCalendar(interview, entry.stamp)).toBeNull();
  });

  it('once picked: the chosen time, the job and company escaped, the round as the sequence', () => {
    const file = interviewCalendar(
      { ...interview, status: 'scheduled', chosenIndex: 0, startsAt: entry.startsAt, endsAt: entry.endsAt },
      entry.stamp,
    )!;
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('SUMMARY:Interview: Junior Writer at Acme\\, Inc.');
    expect(lines).toContain('LOCATION:Room 4\\; second floor');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('UID:interview-job1_talent1@talent-marketplace');
  });
});
