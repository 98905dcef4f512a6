/**
 * The currencies and defaults a pay filter or form offers, without the rates (constants/currency-rates.ts) that only
 * the pay conversion (./pay.ts) needs: the codes of USD_RATES, checked equal by tests/unit/pay.test.ts, as one string
 * of three-letter codes split once.
 */
import type { SALARY_PERIODS } from '../../constants/enums';

export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** What a minimum-pay search states when the searcher chose nothing else. */
export const DEFAULT_PAY_CURRENCY = 'USD';
export const DEFAULT_PAY_PERIOD: SalaryPeriod = 'Yearly';

export const CURRENCY_CODES: readonly string[] = (
  'AEDAFNALLAMDAOAARSAUDAWGAZNBAMBBDBDTBGNBHDBIFBMDBNDBOBBRLBSDBTNBWPBYNBZDCADCDFCHFCLPCNYCOPCRCCUPCVECZKDJF' +
  'DKKDOPDZDEGPERNETBEURFJDFKPGBPGELGHSGIPGMDGNFGTQGYDHKDHNLHTGHUFIDRILSINRIQDIRRISKJMDJODJPYKESKGSKHRKMFKPW' +
  'KRWKWDKYDKZTLAKLBPLKRLRDLSLLYDMADMDLMGAMKDMMKMNTMOPMRUMURMVRMWKMXNMYRMZNNADNGNNIONOKNPRNZDOMRPABPENPGKPHP' +
  'PKRPLNPYGQARRONRSDRUBRWFSARSBDSCRSDGSEKSGDSHPSLESOSSRDSSPSTNSVCSYPSZLTHBTJSTMTTNDTOPTRYTTDTWDTZSUAHUGXUSD' +
  'UYUUZSVESVNDVUVWSTXAFXCDXCGXOFXPFYERZARZMWZWG'
).match(/[A-Z]{3}/g) as string[];

const KNOWN = new Set(CURRENCY_CODES);
export const isKnownCurrency = (code: string): boolean => KNOWN.has(code);
