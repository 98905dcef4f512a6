/**
 * Sums of money written in a text, on folded text (./text.ts): "₦50,000", "50k naira", "KSh 2 500", "€1.200",
 * "300 USDT". Used by the phrase rules (a fee with an amount) and by the pay check (pay stated in a job's text).
 */
import { USD_RATES } from '../../constants/currency-rates';

/** Written before the number, mapped to its currency code. Longest first so "us$" wins over "$". */
const BEFORE: [string, string][] = [
  ['us$', 'USD'],
  ['r$', 'BRL'],
  ['gh₵', 'GHS'],
  ['ghc', 'GHS'],
  ['kshs', 'KES'],
  ['ksh', 'KES'],
  ['tsh', 'TZS'],
  ['usdt', 'USD'],
  ['usdc', 'USD'],
  ['usd', 'USD'],
  ['ngn', 'NGN'],
  ['kes', 'KES'],
  ['ghs', 'GHS'],
  ['zar', 'ZAR'],
  ['eur', 'EUR'],
  ['gbp', 'GBP'],
  ['tzs', 'TZS'],
  ['ugx', 'UGX'],
  ['xof', 'XOF'],
  ['xaf', 'XAF'],
  ['fcfa', 'XOF'],
  ['brl', 'BRL'],
  ['chf', 'CHF'],
  ...[
    'cad',
    'aud',
    'inr',
    'aed',
    'sar',
    'qar',
    'mzn',
    'aoa',
    'egp',
    'mad',
    'rwf',
    'etb',
    'pln',
    'sek',
    'nok',
    'dkk',
    'czk',
    'huf',
    'jpy',
    'cny',
  ].map((c): [string, string] => [c, c.toUpperCase()]),
  ['$', 'USD'],
  ['₦', 'NGN'],
  ['₵', 'GHS'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['n', 'NGN'],
  ['r', 'ZAR'],
];

/** Written after the number. */
const AFTER: [string, string][] = [
  ['usdt', 'USD'],
  ['usdc', 'USD'],
  ['usd', 'USD'],
  ['dollars', 'USD'],
  ['dollar', 'USD'],
  ['dolares', 'USD'],
  ['dolar', 'USD'],
  ['naira', 'NGN'],
  ['ngn', 'NGN'],
  ['kes', 'KES'],
  ['kshs', 'KES'],
  ['ksh', 'KES'],
  ['shillings', 'KES'],
  ['shilingi', 'KES'],
  ['bob', 'KES'],
  ['cedis', 'GHS'],
  ['cedi', 'GHS'],
  ['ghs', 'GHS'],
  ['rand', 'ZAR'],
  ['zar', 'ZAR'],
  ['euros', 'EUR'],
  ['euro', 'EUR'],
  ['eur', 'EUR'],
  ['€', 'EUR'],
  ['gbp', 'GBP'],
  ['pounds', 'GBP'],
  ['fcfa', 'XOF'],
  ['cfa', 'XOF'],
  ['xof', 'XOF'],
  ['xaf', 'XAF'],
  ['reais', 'BRL'],
  ['brl', 'BRL'],
  ['tzs', 'TZS'],
  ['ugx', 'UGX'],
  ['chf', 'CHF'],
  ...[
    'cad',
    'aud',
    'inr',
    'aed',
    'sar',
    'qar',
    'mzn',
    'aoa',
    'egp',
    'mad',
    'rwf',
    'etb',
    'pln',
    'sek',
    'nok',
    'dkk',
    'czk',
    'huf',
    'jpy',
    'cny',
  ].map((c): [string, string] => [c, c.toUpperCase()]),
  // Coins have no rate in the table: a sum in them is still a sum to the phrase rules, never a pay figure.
  ['btc', 'BTC'],
  ['eth', 'ETH'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (pairs: [string, string][]) => pairs.map(([w]) => escape(w)).join('|');

/** 1,200,000 · 1.200.000 · 1 200 000 · 2500 · 2.5 · then an optional k / m / million / mil. */
const NUMBER = String.raw`\d{1,3}(?:[,. ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`(?:\s?(?:k|m|million|millions|millones|milhoes|millionen|mio|mil)(?![\p{L}]))?`;
const NUMBER_BEFORE = String.raw`(?:${alternation(BEFORE.filter(([w]) => w !== 'n' && w !== 'r'))})\s?(?:${NUMBER})${SCALE}|(?:n|r)(?:${NUMBER})${SCALE}`;
const NUMBER_AFTER = String.raw`(?:${NUMBER})${SCALE}\s?(?:${alternation(AFTER)})(?![\p{L}])`;

/** The regular-expression source of an amount with its currency (no capture groups), for the phrase rules. */
export const AMOUNT_SOURCE = `(?:${NUMBER_BEFORE}|${NUMBER_AFTER})`;

const AMOUNT_PARTS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<cb>${alternation(BEFORE)})\s?(?<nb>${NUMBER})(?<sb>${SCALE})|(?<na>${NUMBER})(?<sa>${SCALE})\s?(?<ca>${alternation(AFTER)})(?![\p{L}]))`,
  'gu',
);

function numberValue(written: string, scale: string): number {
  const digits = written.replace(/\s/g, '');
  // Separators followed by exactly three digits group thousands; a last one followed by one or two digits is decimal.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,](?=\d{3}(?:\D|$))/g, '');
  const value = Number(`${whole.replace(/[.,]/g, '.')}${decimal ? `.${decimal[1]}` : ''}`);
  const s = scale.trim();
  const factor = s === 'k' || s === 'mil' ? 1e3 : s === '' ? 1 : 1e6;
  return value * factor;
}

export interface Amount {
  /** In US dollars at the shipped rates. */
  usd: number;
  start: number;
  end: number;
}

/** Every amount in a folded text whose currency the rate table knows. */
export function amountsIn(folded: string): Amount[] {
  const found: Amount[] = [];
  for (const m of folded.matchAll(AMOUNT_PARTS)) {
    const g = m.groups!;
    const word = g.cb ?? g.ca;
    const code = (g.cb ? BEFORE : AFTER).find(([w]) => w === word)?.[1];
    if (!code || !(code in USD_RATES)) continue;
    const value = numberValue(g.nb ?? g.na, g.sb ?? g.sa ?? '');
    if (!Number.isFinite(value)) continue;
    found.push({ usd: value / USD_RATES[code], start: m.index, end: m.index + m[0].length });
  }
  return found;
}
