/**
 * "Pay far above the category's range": a job's stated pay (its salary, or a sum per period written in its text)
 * compared, per year in US dollars at the shipped rates (services/format/pay.ts), with a ceiling per job category
 * and level. The ceilings sit well above what honest jobs of that kind pay in the markets we serve (Nigeria, Kenya,
 * Ghana, South Africa, the EU) and above most US offers too, so crossing one is a sign, never proof: the signal is
 * a weak one (./signals.ts).
 */
import type { JOB_CATEGORIES, JOB_LEVELS } from '../../constants/enums';
import { PERIODS_PER_YEAR, yearlyReferencePay, type SalaryPeriod } from '../../services/format/pay';
import { amountsIn } from './amounts';
import type { Sentence } from './text';

type Category = (typeof JOB_CATEGORIES)[number];
type Level = (typeof JOB_LEVELS)[number];

/** US dollars a year above which the pay of a job of this category and level is far above its range. */
export const PAY_CEILINGS: Readonly<Record<Category, Readonly<Record<Level, number>>>> = {
  Writing: { Internship: 36_000, 'Entry Level': 90_000, Contract: 180_000 },
  Designer: { Internship: 45_000, 'Entry Level': 110_000, Contract: 220_000 },
  'It & Development': { Internship: 100_000, 'Entry Level': 180_000, Contract: 350_000 },
  'Web & Mobile Dev': { Internship: 100_000, 'Entry Level': 180_000, Contract: 350_000 },
};

/** Without a category (a message), the lowest ceiling of the level: a message names no category to excuse its pay. */
export function payCeiling(category: Category | undefined, level: Level | undefined): number {
  const lvl = level ?? 'Entry Level';
  if (category) return PAY_CEILINGS[category][lvl];
  return Math.min(...Object.values(PAY_CEILINGS).map((c) => c[lvl]));
}

export interface Pay {
  min?: number;
  max: number;
  currency: string;
  period: SalaryPeriod;
}

/** Hours, days and so on in a year of full-time work, for a sum written per hour or per day. */
const TEXT_PERIODS: [RegExp, number][] = [
  [
    /^\s?(?:an? |per |\/ ?|every |each |par |pro |por |kwa |de l')?(?:hour|hr|h|heure|stunde|hora|saa)(?![\p{L}])|^\s?hourly/u,
    2080,
  ],
  [
    /^\s?(?:a |per |\/ ?|every |each |par |pro |am |por |al |kwa |kila )?(?:day|jour|tag|dia|siku)(?![\p{L}])|^\s?(?:daily|taglich)/u,
    260,
  ],
  [
    /^\s?(?:a |per |\/ ?|every |each |par |pro |por |a la |kwa |kila )?(?:week|wk|semaine|woche|semana|wiki)(?![\p{L}])|^\s?(?:weekly|hebdo\w*|wochentlich|semanal\w*)/u,
    PERIODS_PER_YEAR.Weekly,
  ],
  [
    /^\s?(?:a |per |\/ ?|every |each |par |pro |por |al |kwa |kila )?(?:month|mo|mois|monat|mes|mwezi)(?![\p{L}])|^\s?(?:monthly|mensuel\w*|monatlich|mensal\w*)/u,
    PERIODS_PER_YEAR.Monthly,
  ],
  [
    /^\s?(?:a |per |\/ ?|every |each |par |pro |por |al |kwa |kila )?(?:year|yr|an|jahr|ano|mwaka)(?![\p{L}])|^\s?(?:yearly|annually|annuel\w*|jahrlich|anual\w*)/u,
    1,
  ],
];

/** Words that make a sum in a clause the pay of the work, not a company's turnover or a fee. */
const PAY_WORDS =
  /(?<![\p{L}])(?:earn\w*|salary|salaries|pay|paid|pays|stipend|wage|wages|income|compensation|remuneration|rate|salaire|remuner\w*|gagne\w*|mshahara|malipo|utalipwa|pata|salario|sueldo|ganh\w*|gana\w*|gehalt|lohn|verdien\w*|vergutung|bezahlung)(?![\p{L}])/u;

/** The highest pay per year (US dollars) a job's salary or a sentence of its text states, or null. */
export function statedYearlyPay(pay: Pay | undefined, parts: Sentence[]): number | null {
  let best: number | null = pay ? yearlyReferencePay(pay.max, pay.currency.toUpperCase(), pay.period) : null;
  for (const sentence of parts) {
    if (!PAY_WORDS.test(sentence.text)) continue;
    for (const amount of amountsIn(sentence.text)) {
      const after = sentence.text.slice(amount.end, amount.end + 24);
      const period = TEXT_PERIODS.find(([re]) => re.test(after));
      if (!period) continue;
      const yearly = amount.usd * period[1];
      if (best === null || yearly > best) best = yearly;
    }
  }
  return best;
}
