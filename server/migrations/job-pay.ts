/**
 * Gives every job saved before pay was compared across currencies its yearly figure (`salaryYearlyUsd`,
 * services/format/pay.ts), mapping a currency that free text had cut to an obvious code ("DOL" -> USD) first. A code
 * with no sure answer stays as given and the job gets no figure: it shows as saved and is left out of minimum-pay
 * searches until its company picks a listed currency. Drops the salary band that filter used before. Privileged (the
 * local engine's server documents, or firebase-admin), run once; idempotent.
 */
import { deleteField, type Documents } from '../../services/backend/types';
import { JOBS, jobPath } from '../../services/converters/job-converter';
import { knownCurrencyOf, jobPayFields, type SalaryPeriod } from '../../services/format/pay';
import { queryAll } from '../../services/pagination';

interface StoredSalary {
  min: number;
  max: number;
  currency: string;
  period: SalaryPeriod;
}

const isStoredSalary = (v: unknown): v is StoredSalary =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredSalary).max === 'number' &&
  typeof (v as StoredSalary).currency === 'string';

export async function upgradeJobPay(docs: Pick<Documents, 'query' | 'update'>): Promise<number> {
  let upgraded = 0;
  for (const snap of await queryAll(docs, { collection: JOBS })) {
    const data = snap.data ?? {};
    if (!isStoredSalary(data.salary)) continue;
    const currency = knownCurrencyOf(data.salary.currency) ?? data.salary.currency;
    const salary = { ...data.salary, currency };
    const pay = jobPayFields(salary);
    const unchanged =
      currency === data.salary.currency && data.salaryYearlyUsd === pay.salaryYearlyUsd && !('salaryBand' in data);
    if (unchanged) continue;
    await docs.update(jobPath(snap.id), {
      ...(currency !== data.salary.currency ? { salary } : {}),
      ...pay,
      ...('salaryBand' in data ? { salaryBand: deleteField() } : {}),
    });
    upgraded += 1;
  }
  return upgraded;
}
