/** The spread of `npm run seed:scale`: its counts, the busiest job's applicants, and no talent applying twice. */
import { applicationPairs, FULL_SCALE, scaleCounts } from '@/scripts/lib/scale-docs';
import { seededRandom } from '@/server/seed/demo-assessments';

describe('seed:scale', () => {
  it('scales every count by the fraction, keeping at least one of each', () => {
    expect(scaleCounts(1)).toEqual(FULL_SCALE);
    expect(scaleCounts(0.01)).toEqual({
      companies: 50,
      jobs: 1000,
      talents: 500,
      applications: 2000,
      hotJobApplicants: 5,
    });
    expect(scaleCounts(0.0001).hotJobApplicants).toBe(1);
  });

  it('gives the first job its applicants and makes as many applications as asked, each talent once per job', () => {
    const counts = scaleCounts(0.05);
    const pairs = applicationPairs(counts, seededRandom(1));
    expect(pairs).toHaveLength(counts.applications);
    expect(pairs.filter(([job]) => job === 0)).toHaveLength(counts.hotJobApplicants);
    expect(new Set(pairs.map(([job, talent]) => `${job}:${talent}`)).size).toBe(pairs.length);
    expect(
      pairs.every(([job, talent]) => job >= 0 && job < counts.jobs && talent >= 0 && talent < counts.talents),
    ).toBe(true);
  });

  it('is the same every run', () => {
    const counts = scaleCounts(0.01);
    expect(applicationPairs(counts, seededRandom(7))).toEqual(applicationPairs(counts, seededRandom(7)));
  });
});
