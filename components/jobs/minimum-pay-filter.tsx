import { useId, useState } from 'react';
import { RATES_DATE } from '@/constants/currency-rates-date';
import { SALARY_PERIODS } from '@/constants/enums';
import { formatDay } from '@/services/format/dates';
import {
  CURRENCY_CODES,
  DEFAULT_PAY_CURRENCY,
  DEFAULT_PAY_PERIOD,
  type SalaryPeriod,
} from '@/services/format/pay-currency';
import type { JobFilters } from '@/services/schemas/job';
import styles from './minimum-pay-filter.module.css';
import fieldStyles from '@/components/ui/field.module.css';

const CODES = CURRENCY_CODES;
const PERIOD_WORD: Record<SalaryPeriod, string> = { Yearly: 'year', Monthly: 'month', Weekly: 'week' };
/** The rates' date as a calendar day (read in UTC, where it was written). */
const ratesDay = formatDay(Date.parse(`${RATES_DATE}T12:00:00Z`), 'UTC');

interface MinimumPayFilterProps {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
}

/**
 * "Minimum pay: [amount] [USD] per [year]", compared with every job's pay converted to the same terms. The amount
 * applies when the field is left or Enter pressed (not a query per key); currency and period apply at once when an
 * amount is set, and are kept here until one is.
 */
export function MinimumPayFilter({ filters, onChange }: MinimumPayFilterProps) {
  const id = useId();
  const [currency, setCurrency] = useState(filters.salaryCurrency ?? DEFAULT_PAY_CURRENCY);
  const [period, setPeriod] = useState<SalaryPeriod>(filters.salaryPeriod ?? DEFAULT_PAY_PERIOD);
  const [amount, setAmount] = useState(filters.minSalary ? String(filters.minSalary) : '');
  // A back/forward or "Clear all" brings the fields to the search shown; not a remount, so focus stays where it is.
  const shown = `${filters.minSalary ?? ''}|${filters.salaryCurrency ?? ''}|${filters.salaryPeriod ?? ''}`;
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setAmount(filters.minSalary ? String(filters.minSalary) : '');
    if (filters.salaryCurrency) setCurrency(filters.salaryCurrency);
    if (filters.salaryPeriod) setPeriod(filters.salaryPeriod);
  }

  const apply = (next: { amount?: string; currency?: string; period?: SalaryPeriod }) => {
    const value = Number(next.amount ?? amount);
    const minSalary = Number.isFinite(value) && value > 0 ? value : undefined;
    if (!minSalary && !filters.minSalary) return;
    onChange({ minSalary, salaryCurrency: next.currency ?? currency, salaryPeriod: next.period ?? period });
  };

  return (
    <fieldset className={styles.payFilter} aria-describedby={`${id}-rates`}>
      <legend className={fieldStyles.label}>Minimum pay</legend>
      <div className={styles.payRow}>
        <input
          id={`${id}-amount`}
          className={fieldStyles.input}
          type="number"
          inputMode="numeric"
          min={0}
          aria-label="Minimum pay amount"
          placeholder="Any"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => apply({})}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply({});
          }}
        />
        <select
          className={fieldStyles.input}
          aria-label="Pay currency"
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value);
            apply({ currency: e.target.value });
          }}
        >
          {CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.payPer} htmlFor={`${id}-period`}>
        per
        <select
          id={`${id}-period`}
          className={fieldStyles.input}
          value={period}
          onChange={(e) => {
            const next = e.target.value as SalaryPeriod;
            setPeriod(next);
            apply({ period: next });
          }}
        >
          {SALARY_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_WORD[p]}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-rates`} className={styles.payNote}>
        Converted at approximate rates of {ratesDay}
      </p>
    </fieldset>
  );
}
