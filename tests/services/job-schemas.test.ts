import { describe, expect, it } from 'vitest';
import { activeJobsWhere } from '@/services/jobs/job-lists';
import { SALARY_BANDS, jobKeywords, jobSearchWords, salaryBandOf } from '@/services/schemas/job';

describe('job search fields', () => {
  it('lowercases title, company name and skill tokens, keeping whole skills', () => {
    expect(jobKeywords('Junior React Developer', 'Brightpath Labs', ['React Native', 'C#'])).toEqual([
      'junior', 'react', 'developer', 'brightpath', 'labs', 'react native', 'native', 'c#',
    ]);
  });

  it('folds accents and case the same way in keywords and searches', () => {
    expect(jobKeywords('Développeur Back-End', 'Société Générale', ['Node.js'])).toEqual([
      'developpeur', 'back', 'end', 'societe', 'generale', 'node.js', 'node', 'js',
    ]);
    expect(jobSearchWords('  DÉVELOPPEUR  back-end ')).toEqual(['developpeur', 'back', 'end']);
    expect(jobSearchWords('   ')).toEqual([]);
  });

  it('queries the longest word of a search and checks the others on each job', () => {
    expect(activeJobsWhere({ keyword: 'ux designer' })).toContainEqual({ field: 'keywords', op: 'array-contains', value: 'designer' });
  });

  it('puts a salary maximum into the band of the highest threshold it reaches', () => {
    expect(salaryBandOf(0)).toBe(0);
    expect(salaryBandOf(99)).toBe(0);
    expect(salaryBandOf(100)).toBe(1);
    expect(salaryBandOf(1500)).toBe(3);
    expect(salaryBandOf(10_000_000)).toBe(SALARY_BANDS.length - 1);
  });

  it('turns a minimum salary into an `in` filter over the bands at or above it', () => {
    const where = activeJobsWhere({ minSalary: 2000, category: 'Writing', keyword: 'Writer' });
    expect(where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'category', op: '==', value: 'Writing' },
      { field: 'salaryBand', op: 'in', value: [4, 5, 6, 7, 8] },
      { field: 'keywords', op: 'array-contains', value: 'writer' },
    ]);
    expect(activeJobsWhere({ minSalary: 0 })).toEqual([{ field: 'status', op: '==', value: 'active' }]);
  });
});
