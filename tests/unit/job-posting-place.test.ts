import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '@/server/public-jobs/job-posting';
import type { Job } from '@/services/schemas/job';
import { jobPostingProblems } from '../helpers/job-posting-check';

const job = (extra: Partial<Job>): Job => ({
  id: 'job-1', companyId: 'c', companyName: 'Acme', title: 'Analyst', description: 'Numbers.', category: 'Writing',
  level: 'Entry Level', workMode: 'Onsite', employmentType: 'Full time', experience: 'No experience',
  salary: { min: 1, max: 2, currency: 'NGN', period: 'Monthly' }, skills: [], deadline: null, status: 'active',
  applicantCount: 0, keywords: [], createdAt: 0, updatedAt: 0, ...extra,
});
const ld = (extra: Partial<Job>) => jobPostingJsonLd(job(extra), 'https://x.test/jobs/job-1', 'https://x.test');

describe('the JobPosting place of a job placed from the list', () => {
  it('names the country by its code, with the region and city', () => {
    expect(ld({ place: { country: 'NG', region: 'Lagos', city: 'Ikeja' }, location: 'Near the airport' }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Ikeja', addressRegion: 'Lagos', addressCountry: 'NG' },
    });
  });

  it('names the countries a remote job is open to, or anywhere when it names none', () => {
    const open = ld({ workMode: 'Onsite or remote', place: { country: 'NG' }, remoteCountries: ['NG', 'GH'] });
    expect(open.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NG' } });
    expect(open.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'NG' }, { '@type': 'Country', name: 'GH' }]);
    expect(jobPostingProblems(open, { recommended: false })).toEqual([]);
    const anywhere = ld({ workMode: 'remote', place: { country: 'NG' } });
    expect(anywhere).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Anywhere' } });
    expect(anywhere.jobLocation).toBeUndefined();
  });

  it('keeps reading the free-text location of a job saved before places', () => {
    expect(ld({ location: 'Lisbon, Portugal' }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
    });
    expect(ld({ workMode: 'remote', location: 'Lisbon, Portugal' }).applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Portugal' });
  });
});
