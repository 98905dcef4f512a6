/** The work history and education schemas: their bounds, their human messages and the order screens show them in. */
import { describe, expect, it } from 'vitest';
import {
  ENTRY_LIMITS,
  educationListSchema,
  workEntrySchema,
  workHistorySchema,
  type WorkEntry,
} from '@/services/schemas/profile-entries';
import { newestFirst } from '@/services/schemas/profile-entry-constants';
import { careerQueryTerms, careerTerms, talentNameTerms } from '@/services/search/career-terms';

const entry = (extra: Partial<WorkEntry> = {}): WorkEntry => ({
  organisation: 'Acme',
  title: 'Designer',
  start: '2022-03',
  end: 'present',
  description: '',
  ...extra,
});

const messages = (value: unknown) => {
  const result = workEntrySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('work and education entries', () => {
  it('accept an ongoing entry and a finished one, trimmed', () => {
    expect(messages(entry())).toEqual([]);
    expect(workEntrySchema.parse(entry({ organisation: '  Acme  ', end: '2023-01' }))).toEqual(
      entry({ end: '2023-01' }),
    );
    expect(messages(entry({ start: '2023-01', end: '2023-01' }))).toEqual([]);
  });

  it('say in words what is missing or wrong', () => {
    expect(messages(entry({ organisation: ' ', title: '' }))).toEqual([
      'organisation: Enter the company or organisation',
      'title: Enter the job title',
    ]);
    expect(messages(entry({ start: '2022-13' }))).toEqual(['start: Enter the start month as YYYY-MM']);
    expect(messages(entry({ end: 'soon' }))).toEqual(['end: Enter the end month as YYYY-MM, or tick "Ongoing"']);
    expect(messages(entry({ start: '2024-05', end: '2023-01' }))).toEqual([
      'end: The end month cannot be before the start month',
    ]);
    expect(messages(entry({ description: 'x'.repeat(ENTRY_LIMITS.descriptionMax + 1) }))).toEqual([
      `description: Keep the description to ${ENTRY_LIMITS.descriptionMax} characters or fewer`,
    ]);
    expect(messages({ ...entry(), verified: true })).toHaveLength(1);
  });

  it('bound the lists', () => {
    expect(workHistorySchema.safeParse(Array.from({ length: ENTRY_LIMITS.workMax }, () => entry())).success).toBe(true);
    const tooMany = workHistorySchema.safeParse(Array.from({ length: ENTRY_LIMITS.workMax + 1 }, () => entry()));
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([`At most ${ENTRY_LIMITS.workMax} work entries`]);
    const school = { organisation: 'Uni', degree: 'BSc', start: '2020-01', end: '2021-01', description: '' };
    expect(
      educationListSchema.safeParse(Array.from({ length: ENTRY_LIMITS.educationMax + 1 }, () => school)).success,
    ).toBe(false);
    expect(educationListSchema.safeParse([{ ...school, title: 'BSc' }]).success).toBe(false);
  });

  it('are shown newest first: ongoing, then by end, then by start, ties in the talent order', () => {
    const a = entry({ organisation: 'A', start: '2019-01', end: '2020-01' });
    const b = entry({ organisation: 'B', start: '2021-01', end: 'present' });
    const c = entry({ organisation: 'C', start: '2020-02', end: '2022-01' });
    const d = entry({ organisation: 'D', start: '2022-01', end: 'present' });
    const e = entry({ organisation: 'E', start: '2021-01', end: 'present' });
    expect(newestFirst([a, b, c, d, e]).map((x) => x.organisation)).toEqual(['D', 'B', 'E', 'C', 'A']);
  });
});

describe('career search words', () => {
  it('are the folded words of organisations, titles and degrees, bounded as name terms', () => {
    expect(
      careerTerms(
        [entry({ organisation: 'Société Générale', title: 'UX/UI Designer' })],
        [{ organisation: 'MIT', degree: 'MSc' }],
      ),
    ).toEqual(['societe', 'generale', 'ux', 'ui', 'designer', 'mit', 'msc']);
    const many = Array.from({ length: 40 }, (_, i) => entry({ organisation: `Org${i}`, title: `Role${i}` }));
    expect(careerTerms(many, [])).toHaveLength(60);
    expect(careerTerms([entry({ organisation: 'x'.repeat(30) })], [])[0]).toHaveLength(20);
    expect(careerTerms(undefined, 'not a list')).toEqual([]);
  });

  it('come after the name prefixes in the back office terms, and queries are cut the same way', () => {
    expect(talentNameTerms('Ada', [entry()], [])).toEqual(['a', 'ad', 'ada', 'acme', 'designer']);
    expect(careerQueryTerms(`ACME ${'x'.repeat(30)}`)).toEqual(['acme', 'x'.repeat(20)]);
  });
});
