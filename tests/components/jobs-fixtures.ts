import type { Application } from '@/services/schemas/application';
import type { Job } from '@/services/schemas/job';
import type { Talent } from '@/services/talents/talents';

export const DAY = 86_400_000;

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job1',
    companyId: 'c1',
    companyName: 'Acme Labs',
    title: 'Junior Frontend Developer',
    description: 'Build screens.',
    category: 'Web & Mobile Dev',
    level: 'Entry Level',
    workMode: 'remote',
    employmentType: 'Full time',
    experience: 'No experience',
    salary: { min: 800, max: 1500, currency: 'EUR', period: 'Monthly' },
    skills: ['React', 'TypeScript', 'CSS'],
    deadline: null,
    openings: 1,
    fillBy: Date.UTC(2099, 0, 1),
    expiresAt: null,
    status: 'active',
    applicantCount: 2,
    keywords: [],
    salaryYearlyUsd: 21_053,
    createdAt: Date.UTC(2026, 10, 1),
    updatedAt: null,
    ...overrides,
  };
}

export const talent: Talent = {
  id: 't1',
  email: 'talent@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [{ skill: 'react', verified: true }, { skill: 'CSS' }],
  profile: { cvUrl: '/api/local/files/cv.pdf?token=t', cvName: 'ada-cv.pdf' },
};

export const talentState = { talents: { user: talent, isAuthenticated: true } };

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'job1_t1',
    jobId: 'job1',
    talentId: 't1',
    companyId: 'c1',
    jobTitle: 'Junior Frontend Developer',
    companyName: 'Acme Labs',
    talentName: 'Ada Okafor',
    talentCategory: 'Web Developer',
    stage: 'applied',
    history: [{ stage: 'applied', at: Date.UTC(2026, 10, 2), by: 't1' }],
    createdAt: Date.UTC(2026, 10, 2),
    updatedAt: null,
    firstResponseAt: null,
    ...overrides,
  };
}
