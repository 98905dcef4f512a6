/**
 * The converters read stored documents without zod (services/converters/read.ts): valid documents read back as the
 * schemas describe them, malformed fields fall back (required), drop (optional) or leave a list (entries).
 */
import { describe, expect, it } from 'vitest';
import type { DocSnapshot } from '@/services/backend/types';
import { applicationFromSnapshot } from '@/services/converters/application-converter';
import { eventFromSnapshot, rsvpFromSnapshot } from '@/services/converters/event-converter';
import { jobFromSnapshot } from '@/services/converters/job-converter';
import { companyFromSnapshot } from '@/services/converters/company-converter';
import { resourceFromSnapshot } from '@/services/converters/resource-converter';
import { savedJobFromSnapshot } from '@/services/converters/saved-job-converter';
import { savedSearchFromSnapshot } from '@/services/converters/saved-search-converter';
import { talentCardFromSnapshot } from '@/services/converters/talent-card-converter';
import { webUrl } from '@/services/converters/read';
import { webUrlSchema } from '@/services/schemas/common';
import { jobSchema } from '@/services/schemas/job';
import { applicationSchema } from '@/services/schemas/application';
import { talentCardSchema } from '@/services/schemas/talent-card';

const snap = (path: string, data: Record<string, unknown>): DocSnapshot => ({
  id: path.split('/')[1],
  path,
  exists: true,
  data,
});
const at = new Date('2026-03-01T10:00:00Z');

const storedJob = {
  companyId: 'c1',
  companyName: 'Acme',
  companyLogo: 'https://cdn.example/l.png',
  title: 'Writer',
  description: 'Write things.',
  category: 'Writing',
  level: 'Internship',
  workMode: 'remote',
  employmentType: 'Part time',
  experience: '1 - 3 years',
  degree: "Bachelor's degree",
  salary: { min: 100, max: 200, currency: 'EUR', period: 'Weekly' },
  place: { country: 'GH', region: 'Greater Accra', city: 'Accra' },
  remoteCountries: ['GH', 'NG'],
  skills: ['Copy', 'SEO'],
  deadline: at,
  status: 'active',
  applicantCount: 3,
  keywords: ['writer', 'acme'],
  salaryYearlyUsd: 11_000,
  createdAt: at,
  updatedAt: at,
  companyResponseMs: 3_600_000,
  companyVerified: true,
  openings: 3,
  fillBy: at,
  expiresAt: at,
  closedReason: 'expired',
  filledAt: at,
};

describe('job converter', () => {
  it('reads a valid job as it was stored, timestamps as epoch ms', () => {
    const job = jobFromSnapshot(snap('jobs/j1', storedJob));
    expect(job).toEqual({
      ...storedJob,
      id: 'j1',
      deadline: at.getTime(),
      fillBy: at.getTime(),
      expiresAt: at.getTime(),
      filledAt: at.getTime(),
      createdAt: at.getTime(),
      updatedAt: at.getTime(),
    });
    expect(jobSchema.safeParse(job).success).toBe(true);
  });

  it('falls back on a malformed salary, enum or count, and drops a malformed place or optional field', () => {
    const job = jobFromSnapshot(
      snap('jobs/j2', {
        ...storedJob,
        category: 'Astrology',
        workMode: 7,
        salary: { min: 100, max: '200', currency: 'EUR', period: 'Weekly' },
        place: { country: 'GH', city: 'Accra' },
        remoteCountries: ['GH', 3],
        degree: 'PhD',
        applicantCount: 'many',
        skills: ['Copy', 4, null],
        companyResponseMs: -5,
        openings: 500,
        expiresAt: 'soon',
        closedReason: 'ghosted',
      }),
    );
    expect(job).toMatchObject({
      category: 'It & Development',
      workMode: 'Onsite',
      salary: { min: 0, max: 0, currency: 'USD', period: 'Monthly' },
      applicantCount: 0,
      skills: ['Copy'],
      openings: null,
      expiresAt: null,
    });
    for (const key of ['place', 'remoteCountries', 'degree', 'companyResponseMs', 'closedReason'])
      expect(job).not.toHaveProperty(key);
    expect(jobSchema.safeParse(job).success).toBe(true);
  });

  it('keeps a salary in a currency no longer listed, as stored', () => {
    const salary = { min: 1, max: 2, currency: 'XYZ', period: 'Yearly' };
    expect(jobFromSnapshot(snap('jobs/j3', { ...storedJob, salary })).salary).toEqual(salary);
  });
});

describe('application converter', () => {
  it('keeps the valid history entries and falls back on an unknown stage', () => {
    const app = applicationFromSnapshot(
      snap('applications/j1_u1', {
        jobId: 'j1',
        stage: 'teleported',
        rejectionReason: 'vibes',
        history: [
          { stage: 'applied', at, by: 'u1' },
          { stage: 'nowhere', at, by: 'c1' },
          { stage: 'reviewing', at: 'never', by: 'c1' },
          'x',
        ],
      }),
    );
    expect(app.stage).toBe('applied');
    expect(app).not.toHaveProperty('rejectionReason');
    expect(app.history).toEqual([{ stage: 'applied', at: at.getTime(), by: 'u1' }]);
    expect(applicationSchema.safeParse(app).success).toBe(true);
  });
});

describe('event converter', () => {
  it('falls back on a negative or fractional count and an unknown mode, audience or status', () => {
    const event = eventFromSnapshot(
      snap('events/e1', {
        title: 'Fair',
        timeZone: 'Africa/Accra',
        mode: 'hybrid',
        audience: 'aliens',
        status: 'live',
        capacity: -1,
        goingCount: 2.5,
        waitingCount: 4,
        coverUrl: 'javascript:x',
      }),
    );
    expect(event).toMatchObject({
      mode: 'online',
      audience: 'talents',
      status: 'draft',
      capacity: 0,
      goingCount: 0,
      waitingCount: 4,
    });
    expect(event).not.toHaveProperty('coverUrl');
    expect(rsvpFromSnapshot(snap('rsvps/u1', { name: 'Ada', status: 'maybe' })).status).toBe('waiting');
  });
});

describe('resource, saved job and saved search converters', () => {
  it('drops a resource link that is not http(s) to a domain and keeps the valid categories', () => {
    const resource = resourceFromSnapshot(
      snap('resources/r1', {
        title: 'Guide',
        url: 'javascript:alert(1)',
        type: 'podcast',
        categories: ['Writer (Blogger)', 'Astrologer'],
        free: 'yes',
      }),
    );
    expect(resource).toMatchObject({ url: '', type: 'article', categories: ['Writer (Blogger)'], free: true });
    expect(resourceFromSnapshot(snap('resources/r2', { url: 'https://example.com/guide' })).url).toBe(
      'https://example.com/guide',
    );
  });

  it('reads empty values for a malformed saved job', () => {
    expect(savedJobFromSnapshot(snap('savedJobs/u1_j1', { talentId: 5, jobTitle: ['x'], savedAt: at }))).toEqual({
      id: 'u1_j1',
      talentId: '',
      jobId: '',
      jobTitle: '',
      companyName: '',
      savedAt: at.getTime(),
    });
  });

  it('keeps the filters that still read and drops the rest', () => {
    const search = savedSearchFromSnapshot(
      snap('savedSearches/s1', {
        name: 'Remote writing',
        frequency: 'hourly',
        alertsOn: 'no',
        filters: {
          category: 'Writing',
          level: 'Wizard',
          minSalary: -3,
          salaryCurrency: 'eur',
          place: 'GH/Greater Accra',
          keyword: 'copy',
          extra: 1,
        },
      }),
    );
    expect(search).toMatchObject({ frequency: 'weekly', alertsOn: true });
    expect(search.filters).toEqual({ category: 'Writing', place: 'GH/Greater Accra', keyword: 'copy' });
  });
});

describe('company and talent card converters', () => {
  it('reads response stats only whole, and a verification only when known', () => {
    const company = companyFromSnapshot(
      snap('companies/c1', {
        name: 'Acme',
        verification: 'maybe',
        responseStats: { medianMs: 5, applications: 3, responded: 'two', updatedAt: at },
      }),
    );
    expect(company).not.toHaveProperty('responseStats');
    expect(company).not.toHaveProperty('verification');
    const stats = { medianMs: null, applications: 3, responded: 0, updatedAt: at };
    expect(companyFromSnapshot(snap('companies/c2', { name: 'Acme', responseStats: stats })).responseStats).toEqual({
      ...stats,
      updatedAt: at.getTime(),
    });
  });

  it('keeps the valid skills and profile fields of a card, and unknown profile keys as stored', () => {
    const card = talentCardFromSnapshot(
      snap('talentCards/u1', {
        name: 'Ada',
        availability: 'yes',
        skills: [{ skill: 'Go', verified: true }, { skill: '' }, { skill: 'SQL', verified: 'x' }],
        profile: {
          country: 'Ghana',
          degree: "Master's degree",
          portfolioUrl: 'http://localhost/x',
          headline: 'Dev',
          legacy: 1,
        },
        updatedAt: at,
      }),
    );
    expect(card).toEqual({
      id: 'u1',
      name: 'Ada',
      availability: false,
      role: '',
      skills: [{ skill: 'Go', verified: true }, { skill: 'SQL' }],
      profile: { degree: "Master's degree", headline: 'Dev', legacy: 1 },
      updatedAt: at.getTime(),
    });
    expect(talentCardSchema.safeParse(card).success).toBe(true);
  });
});

describe('the web link reader', () => {
  it('accepts exactly the stored links webUrlSchema accepts', () => {
    const links = [
      'https://example.com',
      'http://example.com/a?b=c#d',
      'HTTPS://EXAMPLE.COM/x',
      'https://sub.example.co.uk/path',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'https:example.com',
      'https://',
      '//example.com',
      'example.com',
      '',
    ];
    for (const link of links)
      expect([link, webUrl(link) !== undefined]).toEqual([link, webUrlSchema.safeParse(link).success]);
    expect(webUrl(42)).toBeUndefined();
  });
});
