import { formatDate, formatNumber, formatSalary } from '@/components/jobs/job-format';

// The formats used to come from Intl; the plain versions must read exactly the same.
const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('job formats', () => {
  it('write numbers as en-US does, rounded to whole units', () => {
    for (const n of [0, 7, 999, 1000, 1500, 48_000, 120_000, 1_200_000, 1_234_567.5, 999_999.49, 10 ** 9]) {
      expect(formatNumber(n), String(n)).toBe(intlNumber.format(n));
    }
  });

  it('write days as en-GB does, in UTC, every month', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const ms = Date.UTC(2026, month, day, 23, 30);
        expect(formatDate(ms)).toBe(intlDay.format(new Date(ms)));
      }
    }
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate(Number.NaN)).toBe('Unknown date');
  });

  it('keep the salary line as it was', () => {
    expect(formatSalary({ min: 1200, max: 2000, currency: 'EUR', period: 'Monthly' })).toBe('1,200 - 2,000 EUR / monthly');
    expect(formatSalary({ min: 0, max: 0, currency: 'EUR', period: 'Monthly' })).toBe('Unpaid');
  });
});
