/**
 * The job list checks its filters without zod when they are plainly valid (validJobFilters); whatever it answers must
 * be what jobFiltersSchema answers: the same filters, or the same refusal.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/services/errors';
import { validJobFilters } from '@/services/jobs/job-filter-clauses';
import { validateInput } from '@/services/schemas/common';
import { jobFiltersSchema, type JobFilters } from '@/services/schemas/job';

const cases: unknown[] = [
  {},
  {
    category: 'Writing',
    level: 'Internship',
    workMode: 'remote',
    employmentType: 'Part time',
    experience: '1 - 3 years',
  },
  { minSalary: 0 },
  { minSalary: 3000, salaryCurrency: 'EUR', salaryPeriod: 'Monthly' },
  { keyword: 'ux designer', place: 'GH/Greater Accra/Accra' },
  { keyword: '' },
  { category: undefined, keyword: 'writer' },
  { category: 'Astrology' },
  { minSalary: -1 },
  { minSalary: 2_000_000_000 },
  { minSalary: Number.NaN },
  { salaryCurrency: 'eur' },
  { salaryPeriod: 'Daily' },
  { keyword: 'x'.repeat(121) },
  { place: 'Ghana' },
  { place: 'GH/a/b/c' },
  { unknown: 1 },
  { toString: 'x' },
];

const bySchema = (filters: unknown) => {
  try {
    return { ok: validateInput(jobFiltersSchema, filters) };
  } catch (error) {
    return { error: (error as ValidationError).issues };
  }
};

describe('validJobFilters', () => {
  it.each(cases.map((filters) => [JSON.stringify(filters), filters]))(
    'answers as jobFiltersSchema for %s',
    async (_, filters) => {
      const expected = bySchema(filters);
      const got = await validJobFilters(filters as JobFilters).then(
        (ok) => ({ ok }),
        (error: unknown) => {
          expect(error).toBeInstanceOf(ValidationError);
          return { error: (error as ValidationError).issues };
        },
      );
      expect(got).toEqual(expected);
    },
  );
});
