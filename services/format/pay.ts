/**
 * Pay compared across currencies and periods. Every job stores one derived figure, `salaryYearlyUsd`: its salary
 * maximum over a year, in the reference currency at the shipped approximate rates (constants/currency-rates.ts),
 * so the minimum-pay filter is one range filter whatever currency and period the searcher states. Computed on every
 * job write (services/converters/job-converter.ts), checked by firestore.rules and the local policy (within one unit
 * of rounding), and filled in for older jobs by a one-time upgrade (server/migrations/job-pay.ts).
 */
import { USD_RATES } from '../../constants/currency-rates';
import { isKnownCurrency, type SalaryPeriod } from './pay-currency';

export { DEFAULT_PAY_CURRENCY, DEFAULT_PAY_PERIOD, isKnownCurrency, type SalaryPeriod } from './pay-currency';

export const PERIODS_PER_YEAR: Readonly<Record<SalaryPeriod, number>> = { Yearly: 1, Monthly: 12, Weekly: 52 };

/** The stored field and the tolerance the access rules allow around it (rounding, float order). */
export const YEARLY_PAY_FIELD = 'salaryYearlyUsd';
export const YEARLY_PAY_TOLERANCE = 1;

/** An amount per period in a currency, as whole reference units per year; null for a currency without a rate. */
export function yearlyReferencePay(amount: number, currency: string, period: SalaryPeriod): number | null {
  if (!isKnownCurrency(currency)) return null;
  return Math.round((amount * PERIODS_PER_YEAR[period]) / USD_RATES[currency]);
}

/**
 * The derived pay field of a job's salary: absent when its currency has no rate (a job saved before currencies
 * came from the list keeps its code as given and is left out of a minimum-pay search).
 */
export function jobPayFields(salary: { max: number; currency: string; period: SalaryPeriod }): {
  salaryYearlyUsd?: number;
} {
  const yearly = yearlyReferencePay(salary.max, salary.currency, salary.period);
  return yearly === null ? {} : { salaryYearlyUsd: yearly };
}

/** Whether a stored figure is the one the salary gives (what the rules and the local policy accept). */
export function yearlyPayMatches(
  stored: unknown,
  salary: { max: number; currency: string; period: SalaryPeriod },
): boolean {
  const yearly = yearlyReferencePay(salary.max, salary.currency, salary.period);
  return typeof stored === 'number' && yearly !== null && Math.abs(stored - yearly) <= YEARLY_PAY_TOLERANCE;
}

/** Codes that free text used to be cut to, mapped to the currency they obviously meant (the upgrade's only guesses). */
const OBVIOUS_CODES: Readonly<Record<string, string>> = { DOL: 'USD', YEN: 'JPY', POU: 'GBP', STE: 'GBP', NAI: 'NGN' };

/** A stored code as the list has it: upper-cased, an obvious cut word mapped; null when there is no sure answer. */
export function knownCurrencyOf(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (isKnownCurrency(upper)) return upper;
  return OBVIOUS_CODES[upper] ?? null;
}
