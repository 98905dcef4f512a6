import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/services/errors';
import { activeJobsQuery } from '@/services/jobs/job-lists';
import { jobKeywords, jobSearchWords } from '@/services/schemas/job';

describe('job search fields', () => {
  it('lowercases title, company name and skill tokens, keeping whole skills', () => {
    expect(jobKeywords('Junior React Developer', 'Brightpath Labs', ['React Native', 'C#'])).toEqual([
      'junior',
      'react',
      'developer',
      'brightpath',
      'labs',
      'react native',
      'native',
      'c#',
    ]);
  });

  it('folds accents and case the same way in keywords and searches', () => {
    expect(jobKeywords('Développeur Back-End', 'Société Générale', ['Node.js'])).toEqual([
      'developpeur',
      'back',
      'end',
      'societe',
      'generale',
      'node.js',
      'node',
      'js',
    ]);
    expect(jobSearchWords('  DÉVELOPPEUR  back-end ')).toEqual(['developpeur', 'back', 'end']);
    expect(jobSearchWords('   ')).toEqual([]);
  });

  it('queries the longest word of a search and checks the others on each job', async () => {
    expect((await activeJobsQuery({ keyword: 'ux designer' })).where).toContainEqual({
      field: 'keywords',
      op: 'array-contains',
      value: 'designer',
    });
  });

  it('turns a minimum pay in any currency and period into one range filter on the yearly dollar figure', async () => {
    const { where } = await activeJobsQuery({
      minSalary: 3000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'Monthly',
      category: 'Writing',
      keyword: 'Writer',
    });
    expect(where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'category', op: '==', value: 'Writing' },
      { field: 'keywords', op: 'array-contains', value: 'writer' },
      // 3,000 EUR a month is 36,000 a year, at 0.855 EUR to the dollar 42,105 USD.
      { field: 'salaryYearlyUsd', op: '>=', value: 42_105 },
    ]);
    expect((await activeJobsQuery({ minSalary: 50_000 })).where).toContainEqual({
      field: 'salaryYearlyUsd',
      op: '>=',
      value: 50_000,
    });
    expect((await activeJobsQuery({ minSalary: 0 })).where).toEqual([{ field: 'status', op: '==', value: 'active' }]);
    await expect(activeJobsQuery({ minSalary: 10, salaryCurrency: 'DOL' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('orders a pay search by the range field after newest first, as the indexes declare', async () => {
    expect((await activeJobsQuery({ minSalary: 10 })).orderBy).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'salaryYearlyUsd', direction: 'desc' },
    ]);
    expect((await activeJobsQuery({})).orderBy).toEqual([{ field: 'createdAt', direction: 'desc' }]);
  });
});
