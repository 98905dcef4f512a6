/** The day the shipped currency rates (./currency-rates.ts) were taken, which the minimum-pay filter states. */
export const RATES_DATE = '2025-07-01';
