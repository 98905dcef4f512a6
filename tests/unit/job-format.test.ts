import { formatNumber, formatSalary, placeOf } from '@/services/format/job-format';
import { formatCalendarDate, formatDay } from '@/services/format/dates';

// The formats used to come from Intl; the plain versions must read exactly the same.
const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('job formats', () => {
  it('write numbers as en-US does, rounded to whole units', () => {
    for (const n of [0, 7, 999, 1000, 1500, 48_000, 120_000, 1_200_000, 1_234_567.5, 999_999.49, 10 ** 9]) {
      expect(formatNumber(n), String(n)).toBe(intlNumber.format(n));
    }
  });

  it('write days as en-GB does, every month', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const ms = Date.UTC(2026, month, day, 10, 30);
        expect(formatDay(ms, 'UTC')).toBe(intlDay.format(new Date(ms)));
      }
    }
    expect(formatDay(Date.UTC(2026, 8, 3, 10), 'UTC')).toBe('3 Sept 2026');
    for (const unreadable of [null, Number.NaN]) {
      expect(formatDay(unreadable)).toBe('Unknown date');
      expect(formatCalendarDate(unreadable)).toBe('Unknown date');
    }
  });

  it('keep the salary line as it was', () => {
    expect(formatSalary({ min: 1200, max: 2000, currency: 'EUR', period: 'Monthly' })).toBe(
      '1,200 - 2,000 EUR / monthly',
    );
    expect(formatSalary({ min: 0, max: 0, currency: 'EUR', period: 'Monthly' })).toBe('Unpaid');
  });

  it('say where a job is: its listed place, else its free text, then the countries a remote job is open to', () => {
    expect(placeOf({ workMode: 'Onsite', location: 'Lisbon' })).toBe('Onsite · Lisbon');
    expect(
      placeOf({
        workMode: 'Onsite',
        location: 'Near the lagoon',
        place: { country: 'NG', region: 'Lagos', city: 'Ikeja' },
      }),
    ).toBe('Onsite · Ikeja, Lagos, Nigeria');
    expect(placeOf({ workMode: 'remote', remoteCountries: ['GH', 'KE'] })).toBe('Remote · from Ghana, Kenya');
    expect(
      placeOf({
        workMode: 'Onsite or remote',
        place: { country: 'PT' },
        remoteCountries: ['ES', 'FR', 'IT', 'DE', 'NL'],
      }),
    ).toBe('Onsite or remote · Portugal · from Spain, France, Italy +2 more');
    expect(placeOf({ workMode: 'remote' })).toBe('Remote');
  });
});
