/** The company's proposal form read in its own zone: the instants the talent then sees in theirs. */
import { describe, expect, it } from 'vitest';
import { proposalFromForm } from '@/components/applications/interviews/proposal';
import { proposeFormSchema, proposeInputSchema } from '@/services/schemas/interview';

describe('proposalFromForm', () => {
  it('reads each time in the company zone and gives every slot the chosen length', () => {
    const input = proposalFromForm(
      { slots: [{ start: '2099-03-10T10:00' }, { start: '2099-07-10T10:00' }], minutes: '45', details: '' },
      'Europe/Lisbon',
    );
    expect(input).toEqual({
      // Winter (WET, UTC+0), then summer (WEST, UTC+1).
      slots: [
        { startsAt: Date.UTC(2099, 2, 10, 10, 0), endsAt: Date.UTC(2099, 2, 10, 10, 45) },
        { startsAt: Date.UTC(2099, 6, 10, 9, 0), endsAt: Date.UTC(2099, 6, 10, 9, 45) },
      ],
      timeZone: 'Europe/Lisbon',
    });
    expect(proposeInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps the details when given', () => {
    expect(
      proposalFromForm({ slots: [{ start: '2099-03-10T10:00' }], minutes: '30', details: 'Room 4' }, 'UTC').details,
    ).toBe('Room 4');
  });
});

describe('the proposal schemas', () => {
  const future = Date.UTC(2099, 0, 1, 9);
  const slot = (start: number, minutes = 30) => ({ startsAt: start, endsAt: start + minutes * 60_000 });
  const messages = (input: unknown) => proposeInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('refuses past, too long, repeated and too many times, in words', () => {
    expect(messages({ slots: [slot(Date.UTC(2020, 0, 1))], timeZone: 'UTC' })).toEqual(['Pick a time in the future.']);
    expect(messages({ slots: [slot(future, 300)], timeZone: 'UTC' })).toEqual([
      'An interview lasts 15 minutes to 4 hours.',
    ]);
    expect(messages({ slots: [slot(future), slot(future)], timeZone: 'UTC' })).toEqual([
      'This time is proposed twice.',
    ]);
    expect(messages({ slots: [1, 2, 3, 4, 5, 6].map((h) => slot(future + h * 3_600_000)), timeZone: 'UTC' })).toEqual([
      'Propose at most 5 times.',
    ]);
    expect(messages({ slots: [slot(future)], timeZone: 'Mars/Olympus' })).toEqual(['Choose a time zone']);
  });

  it('the form asks for a date and a time, and for a length', () => {
    const result = proposeFormSchema.safeParse({ slots: [{ start: '' }], minutes: '', details: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['slots.0.start', 'Enter a date and a time.'],
      ['minutes', 'Choose how long the interview lasts.'],
    ]);
  });
});
