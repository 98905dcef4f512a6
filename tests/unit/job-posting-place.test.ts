import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '@/server/public-jobs/job-posting';
import type { Job } from '@/services/schemas/job';
import { jobPostingProblems } from '../helpers/job-posting-check';

const job = (extra: Partial<Job>): Job => ({
  id: 'job-1',
  companyId: 'c',
  companyName: 'Acme',
  title: 'Analyst',
  description: 'Numbers.',
  category: 'Writing',
  level: 'Entry Level',
  workMode: 'Onsite',
  employmentType: 'Full time',
  experience: 'No experience',
  salary: { min: 1, max: 2, currency: 'NGN', period: 'Monthly' },
  skills: [],
  deadline: null,
  openings: 1,
  fillBy: null,
  expiresAt: null,
  status: 'active',
  applicantCount: 0,
  keywords: [],
  createdAt: 0,
  updatedAt: 0,
  ...extra,
});
const ld = (extra: Partial<Job>) => {
  const data = jobPostingJsonLd(job(extra), 'https://x.test/jobs/job-1', 'https://x.test');
  if (!data) throw new Error('no JobPosting');
  return data;
};

describe('the JobPosting place of a job placed from the list', () => {
  it('names the country by its code, with the region and city', () => {
    expect(
      ld({ place: { country: 'NG', region: 'Lagos', city: 'Ikeja' }, location: 'Near the airport' }).jobLocation,
    ).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Ikeja', addressRegion: 'Lagos', addressCountry: 'NG' },
    });
  });

  it('names the countries a remote job is open to, or its place when it is open anywhere', () => {
    const open = ld({ workMode: 'Onsite or remote', place: { country: 'NG' }, remoteCountries: ['NG', 'GH'] });
    expect(open.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NG' } });
    expect(open.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'NG' },
      { '@type': 'Country', name: 'GH' },
    ]);
    expect(jobPostingProblems(open, { recommended: false })).toEqual([]);
    const countries = ld({ workMode: 'remote', place: { country: 'NG' }, remoteCountries: ['GH'] });
    expect(countries.jobLocation).toBeUndefined();
    expect(countries.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'GH' }]);
    // Google takes no "anywhere": it offers a remote job with a jobLocation to that country's searchers.
    const anywhere = ld({ workMode: 'remote', place: { country: 'NG', city: 'Lagos' } });
    expect(anywhere).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressCountry: 'NG', addressLocality: 'Lagos' } },
    });
    expect(anywhere.applicantLocationRequirements).toBeUndefined();
    expect(jobPostingProblems(anywhere, { recommended: false })).toEqual([]);
  });

  it('gives a remote job that names no place and no country no JobPosting, as Google would refuse it', () => {
    expect(jobPostingJsonLd(job({ workMode: 'remote' }), 'https://x.test/jobs/job-1', 'https://x.test')).toBeNull();
  });

  it('holds a remote posting without a jobLocation to at least one country', () => {
    const base = ld({ workMode: 'remote', remoteCountries: ['NG'] });
    expect(
      jobPostingProblems(
        { ...base, applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Anywhere' } },
        { recommended: false },
      ),
    ).toEqual(['jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements naming a country']);
  });

  it('keeps reading the free-text location of a job saved before places', () => {
    expect(ld({ location: 'Lisbon, Portugal' }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
    });
    expect(ld({ workMode: 'remote', location: 'Lisbon, Portugal' }).applicantLocationRequirements).toEqual({
      '@type': 'Country',
      name: 'Portugal',
    });
    const noCountry = ld({ workMode: 'remote', location: 'Lagos' });
    expect(noCountry.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lagos' },
    });
    expect(jobPostingProblems(noCountry, { recommended: false })).toEqual([]);
  });
});
