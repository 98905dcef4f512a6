import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/services/errors';
import { activeJobsWhere } from '@/services/jobs/job-lists';
import { activeJobsOrder } from '@/services/jobs/pay-filter';
import { jobKeywords, keywordToken } from '@/services/schemas/job';

describe('job search fields', () => {
  it('lowercases title, company name and skill tokens, keeping whole skills', () => {
    expect(jobKeywords('Junior React Developer', 'Brightpath Labs', ['React Native', 'C#'])).toEqual([
      'junior', 'react', 'developer', 'brightpath', 'labs', 'react native', 'native', 'c#',
    ]);
  });

  it('searches by the longest word of a phrase', () => {
    expect(keywordToken('  React ')).toBe('react');
    expect(keywordToken('ux designer')).toBe('designer');
    expect(keywordToken('   ')).toBeNull();
  });

  it('turns a minimum pay in any currency and period into one range filter on the yearly dollar figure', () => {
    const where = activeJobsWhere({ minSalary: 3000, salaryCurrency: 'EUR', salaryPeriod: 'Monthly', category: 'Writing', keyword: 'Writer' });
    expect(where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'category', op: '==', value: 'Writing' },
      // 3,000 EUR a month is 36,000 a year, at 0.855 EUR to the dollar 42,105 USD.
      { field: 'salaryYearlyUsd', op: '>=', value: 42_105 },
      { field: 'keywords', op: 'array-contains', value: 'writer' },
    ]);
    expect(activeJobsWhere({ minSalary: 50_000 })).toContainEqual({ field: 'salaryYearlyUsd', op: '>=', value: 50_000 });
    expect(activeJobsWhere({ minSalary: 0 })).toEqual([{ field: 'status', op: '==', value: 'active' }]);
    expect(() => activeJobsWhere({ minSalary: 10, salaryCurrency: 'DOL' })).toThrow(ValidationError);
  });

  it('orders a pay search by the range field after newest first, as the indexes declare', () => {
    expect(activeJobsOrder(activeJobsWhere({ minSalary: 10 }))).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'salaryYearlyUsd', direction: 'desc' },
    ]);
    expect(activeJobsOrder(activeJobsWhere({}))).toEqual([{ field: 'createdAt', direction: 'desc' }]);
  });
});
