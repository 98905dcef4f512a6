/**
 * The minimum-pay filter as one range clause on each job's stored yearly figure (services/format/pay.ts). Firestore
 * orders a range-filtered field after the explicit order, so the job list orders by it explicitly too: the page
 * cursor then carries its value, and the indexes end with (createdAt desc, salaryYearlyUsd desc).
 */
import type { OrderClause, WhereClause } from '../backend/types';
import { DEFAULT_PAY_CURRENCY, DEFAULT_PAY_PERIOD, YEARLY_PAY_FIELD, yearlyReferencePay } from '../format/pay';
import { ValidationError } from '../errors';
import type { JobFilters } from '../schemas/job';
import { CURRENCY_NOT_LISTED } from '../schemas/job-constants';

/** The clause for validated filters, or null when no minimum (or a minimum of 0) is asked for. */
export function minimumPayClause(filters: JobFilters): WhereClause | null {
  if (!filters.minSalary) return null;
  const yearly = yearlyReferencePay(
    filters.minSalary,
    filters.salaryCurrency ?? DEFAULT_PAY_CURRENCY,
    filters.salaryPeriod ?? DEFAULT_PAY_PERIOD,
  );
  if (yearly === null) throw new ValidationError([{ field: 'salaryCurrency', message: CURRENCY_NOT_LISTED }]);
  return { field: YEARLY_PAY_FIELD, op: '>=', value: yearly };
}

/** Newest first, then (when the pay clause is there) by the range field, as the indexes declare it. */
export function activeJobsOrder(where: WhereClause[]): OrderClause[] {
  const newest: OrderClause[] = [{ field: 'createdAt', direction: 'desc' }];
  return where.some((w) => w.field === YEARLY_PAY_FIELD)
    ? [...newest, { field: YEARLY_PAY_FIELD, direction: 'desc' }]
    : newest;
}
