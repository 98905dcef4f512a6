import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATES_DATE, USD_RATES } from '@/constants/currency-rates';
import { CURRENCY_CODES } from '@/services/format/pay-currency';
import { jobPayFields, knownCurrencyOf, yearlyPayMatches, yearlyReferencePay } from '@/services/format/pay';

describe('pay compared across currencies and periods', () => {
  it('turns an amount per period in a currency into whole dollars a year', () => {
    expect(yearlyReferencePay(3000, 'USD', 'Yearly')).toBe(3000);
    expect(yearlyReferencePay(3000, 'EUR', 'Monthly')).toBe(42_105);
    expect(yearlyReferencePay(20_000, 'KES', 'Weekly')).toBe(8062);
    expect(yearlyReferencePay(10, 'DOL', 'Monthly')).toBeNull();
  });

  it('gives a job its yearly figure, or none when its currency has no rate', () => {
    expect(jobPayFields({ max: 1500, currency: 'USD', period: 'Monthly' })).toEqual({ salaryYearlyUsd: 18_000 });
    expect(jobPayFields({ max: 1500, currency: 'DOL', period: 'Monthly' })).toEqual({});
    expect(yearlyPayMatches(18_001, { max: 1500, currency: 'USD', period: 'Monthly' })).toBe(true);
    expect(yearlyPayMatches(18_002, { max: 1500, currency: 'USD', period: 'Monthly' })).toBe(false);
    expect(yearlyPayMatches(undefined, { max: 1500, currency: 'USD', period: 'Monthly' })).toBe(false);
  });

  it('maps only the obvious cut codes of older jobs', () => {
    expect(knownCurrencyOf('eur')).toBe('EUR');
    expect(knownCurrencyOf('DOL')).toBe('USD');
    expect(knownCurrencyOf('YEN')).toBe('JPY');
    expect(knownCurrencyOf('XYZ')).toBeNull();
  });

  it('ships a dated rate for every listed currency, and the rules carry the same table', () => {
    expect(RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CURRENCY_CODES).toEqual(Object.keys(USD_RATES));
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    // Every listed code is an ISO 4217 code the browser can name (the job form shows code and name).
    expect(Object.keys(USD_RATES).every((code) => /^[A-Z]{3}$/.test(code) && names.of(code) !== code)).toBe(true);
    expect(Object.values(USD_RATES).every((rate) => rate > 0)).toBe(true);
    const rules = fs.readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8');
    const block = /function payRates\(\) \{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const inRules = Object.fromEntries([...block.matchAll(/([A-Z]{3}):([\d.]+);/g)].map((m) => [m[1], Number(m[2])]));
    expect(inRules).toEqual(USD_RATES);
  });
});
