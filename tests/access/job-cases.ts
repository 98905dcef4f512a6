/**
 * The access cases of jobs and applications, part of the shared table (cases.ts spreads them in). The list and count
 * queries are the ones services/jobs/job-lists.ts and services/applications/application-lists.ts run. No client
 * writes an application or a job's applicant count: applying, withdrawing and moving are trusted operations (tested in
 * tests/backend/application-steps.test.ts); the writes below are the ones the browser made before, each now refused,
 * the well-formed ones included. Actor uids are those of ACTORS in cases.ts.
 */
import { increment, serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';

const created = new Date('2026-01-01T00:00:00Z');
const future = new Date('2099-01-01T00:00:00Z');
const past = new Date('2020-01-01T00:00:00Z');
const newest = [{ field: 'createdAt', direction: 'desc' as const }];

export const seedJob = (extra: DocumentData = {}): DocumentData => ({
  id: 'job-1',
  companyId: 'company-a',
  companyName: 'Company company-a',
  title: 'Junior Writer',
  description: 'Write release notes and help pages.',
  category: 'Writing',
  level: 'Entry Level',
  workMode: 'remote',
  employmentType: 'Full time',
  experience: 'No experience',
  salary: { min: 100, max: 500, currency: 'USD', period: 'Monthly' },
  skills: ['Copywriting'],
  status: 'active',
  applicantCount: 0,
  keywords: ['junior', 'writer', 'company', 'copywriting'],
  // 500 USD a month: 6,000 a year.
  salaryYearlyUsd: 6000,
  createdAt: created,
  updatedAt: created,
  ...extra,
});

const DAY = 86_400_000;
/** A date `days` from now (the rules compare vacancy dates with the request time). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A job as createJob writes it: a vacancy with its openings, fill-by date and expiry. */
export const newJob = (id: string, extra: DocumentData = {}): DocumentData => ({
  ...seedJob({ id, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
  openings: 2,
  fillBy: inDays(30),
  expiresAt: inDays(59),
  ...extra,
});

const applied = (talent: string) => ({ stage: 'applied', at: created, by: talent });

export const seedApplication = (talent = 'talent-a', extra: DocumentData = {}): DocumentData => ({
  id: `job-1_${talent}`,
  jobId: 'job-1',
  talentId: talent,
  companyId: 'company-a',
  jobTitle: 'Junior Writer',
  companyName: 'Company company-a',
  talentName: `Student ${talent}`,
  talentCategory: 'Web Developer',
  stage: 'applied',
  history: [applied(talent)],
  createdAt: created,
  updatedAt: created,
  ...extra,
});

/** An application as the browser wrote it before applying became a trusted operation. */
export const newApplication = (talent: string, extra: DocumentData = {}): DocumentData => ({
  ...seedApplication(talent, {
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    talentEmail: `${talent}@access.test`,
  }),
  history: [{ stage: 'applied', at: new Date(), by: talent }],
  coverNote: 'I would love to write for you.',
  ...extra,
});

export const applyBatch = (
  talent: string,
  app: DocumentData = newApplication(talent),
  by = 1,
  jobId = 'job-1',
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'set', path: `applications/${jobId}_${talent}`, data: app },
    { type: 'update', path: `jobs/${jobId}`, data: { applicantCount: increment(by) } },
  ],
});

/** A move or a withdrawal as the browser wrote it before. */
const move = (stage: string, by: string, extra: DocumentData = {}): DocumentData => ({
  stage,
  history: [applied('talent-a'), { stage, at: new Date(), by }],
  updatedAt: serverTimestamp(),
  ...extra,
});

/** A job as written before the yearly pay existed (or, for a currency outside the list, since). */
const withoutYearlyPay = (data: DocumentData): DocumentData =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'salaryYearlyUsd'));

export const job = (extra: DocumentData = {}) => ({ 'jobs/job-1': seedJob(extra) });
/** A company's post of a new job `job-2`, with `extra` fields over a valid one. */
export const postJob = (extra: DocumentData) => ({
  type: 'create' as const,
  path: 'jobs/job-2',
  data: newJob('job-2', extra),
});
/** An edit of `job-1` changing `extra`, stamped as the service stamps it. */
export const editJob = (extra: DocumentData) => ({
  type: 'update' as const,
  path: 'jobs/job-1',
  data: { ...extra, updatedAt: serverTimestamp() },
});
const withApp = (extra: DocumentData = {}, jobExtra: DocumentData = {}) => ({
  'jobs/job-1': seedJob({ applicantCount: 1, ...jobExtra }),
  'applications/job-1_talent-a': seedApplication('talent-a', extra),
});

const activeJobs = (extra: { field: string; op: '==' | 'in' | 'array-contains'; value: unknown }[] = []) => ({
  collection: 'jobs',
  where: [{ field: 'status', op: '==' as const, value: 'active' }, ...extra],
  orderBy: newest,
  limit: 21,
});

const path = 'jobs/job-1';
// The phone an application carries is the one on the talent's profile.
const withPhone = {
  id: 'talent-a',
  email: 'talent-a@access.test',
  name: 'Student talent-a',
  availability: true,
  timestamp: created,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  profile: { phone: '+234 800 000 0000' },
};
const app = 'applications/job-1_talent-a';

export const JOB_CASES: AccessCase[] = [
  // jobs: reads
  // anonymous reads: public-job-cases.ts
  { name: 'talent reads an active job', actor: 'talentA', seed: job(), op: { type: 'get', path }, expect: 'allow' },
  {
    name: 'talent reads a closed job (to see why it cannot apply)',
    actor: 'talentA',
    seed: job({ status: 'closed' }),
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: 'talent lists active jobs newest first',
    actor: 'talentA',
    seed: job(),
    op: { type: 'query', spec: activeJobs() },
    expect: 'allow',
  },
  {
    name: 'talent lists active jobs with every filter and a keyword',
    actor: 'talentA',
    seed: job(),
    op: {
      type: 'query',
      spec: activeJobs([
        { field: 'category', op: '==', value: 'Writing' },
        { field: 'level', op: '==', value: 'Entry Level' },
        { field: 'workMode', op: '==', value: 'remote' },
        { field: 'employmentType', op: '==', value: 'Full time' },
        { field: 'experience', op: '==', value: 'No experience' },
        { field: 'keywords', op: 'array-contains', value: 'writer' },
      ]),
    },
    expect: 'allow',
  },
  {
    name: 'talent lists active jobs paying at least a yearly figure',
    actor: 'talentA',
    seed: job(),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [
          { field: 'status', op: '==', value: 'active' },
          { field: 'category', op: '==', value: 'Writing' },
          { field: 'salaryYearlyUsd', op: '>=', value: 5000 },
        ],
        orderBy: [...newest, { field: 'salaryYearlyUsd', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'talent counts active jobs',
    actor: 'talentA',
    seed: job(),
    op: { type: 'count', spec: { collection: 'jobs', where: [{ field: 'status', op: '==', value: 'active' }] } },
    expect: 'allow',
  },
  {
    name: 'anonymous cannot list active jobs',
    actor: 'anonymous',
    seed: job(),
    op: { type: 'query', spec: activeJobs() },
    expect: 'deny',
  },
  {
    name: 'talent cannot list jobs without status == active',
    actor: 'talentA',
    seed: job(),
    op: { type: 'query', spec: { collection: 'jobs', orderBy: newest, limit: 21 } },
    expect: 'deny',
  },
  {
    name: 'talent cannot list closed jobs',
    actor: 'talentA',
    seed: job(),
    op: {
      type: 'query',
      spec: { collection: 'jobs', where: [{ field: 'status', op: '==', value: 'closed' }], orderBy: newest, limit: 21 },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot list a company jobs of every status',
    actor: 'talentA',
    seed: job(),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [{ field: 'companyId', op: '==', value: 'company-a' }],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'deny',
  },
  {
    name: 'company lists its own jobs of every status',
    actor: 'companyA',
    seed: job(),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [{ field: 'companyId', op: '==', value: 'company-a' }],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company lists its own closed jobs',
    actor: 'companyA',
    seed: job({ status: 'closed' }),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'status', op: '==', value: 'closed' },
        ],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company cannot list another company closed jobs',
    actor: 'companyB',
    seed: job({ status: 'closed' }),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'status', op: '==', value: 'closed' },
        ],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'deny',
  },

  // jobs: create
  {
    name: 'company posts a job',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2') },
    expect: 'allow',
  },
  {
    name: 'company posts an onsite job with a location and a future deadline',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', {
        workMode: 'Onsite',
        location: 'Lagos',
        deadline: future,
        degree: "Bachelor's degree",
        degreeRequirement: 'Required',
      }),
    },
    expect: 'allow',
  },
  {
    name: 'company cannot post a job for another company',
    actor: 'companyB',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2') },
    expect: 'deny',
  },
  {
    name: 'talent cannot post a job',
    actor: 'talentA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', { companyId: 'talent-a', companyName: 'Student talent-a' }),
    },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job under another company name',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyName: 'Company company-b' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a closed job',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { status: 'closed' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with applicants',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { applicantCount: 5 }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a client-chosen creation time',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { createdAt: past }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job whose id differs from its path',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-3') },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a title over 120 characters',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { title: 'x'.repeat(121) }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a category outside the list',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { category: 'Astronomy' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job whose salary minimum exceeds its maximum',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', { salary: { min: 900, max: 500, currency: 'USD', period: 'Monthly' } }),
    },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job whose yearly pay does not match its salary',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { salaryYearlyUsd: 600_000 }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job without its yearly pay',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: withoutYearlyPay(newJob('job-2')) },
    expect: 'deny',
  },
  {
    name: 'company posts a job paid in euros a month with its yearly pay in dollars',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', {
        salary: { min: 2000, max: 3000, currency: 'EUR', period: 'Monthly' },
        salaryYearlyUsd: 42_105,
      }),
    },
    expect: 'allow',
  },
  {
    name: 'company cannot post a job paid in a currency outside the list',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', { salary: { min: 100, max: 500, currency: 'DOL', period: 'Monthly' } }),
    },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a past deadline',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { deadline: past }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post an onsite job without a location',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { workMode: 'Onsite' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with an unknown field',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { featured: true }) },
    expect: 'deny',
  },

  // jobs: edit, close, reopen
  {
    name: 'company edits its own job',
    actor: 'companyA',
    seed: job(),
    op: {
      type: 'update',
      path,
      data: { title: 'Senior Writer', keywords: ['senior', 'writer'], updatedAt: serverTimestamp() },
    },
    expect: 'allow',
  },
  {
    name: 'company changes its job salary with the matching yearly pay',
    actor: 'companyA',
    seed: job(),
    op: {
      type: 'update',
      path,
      data: {
        salary: { min: 100, max: 1000, currency: 'USD', period: 'Monthly' },
        salaryYearlyUsd: 12_000,
        updatedAt: serverTimestamp(),
      },
    },
    expect: 'allow',
  },
  {
    name: 'company cannot change its job salary and keep the old yearly pay',
    actor: 'companyA',
    seed: job(),
    op: {
      type: 'update',
      path,
      data: { salary: { min: 100, max: 1000, currency: 'USD', period: 'Monthly' }, updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },
  {
    name: 'company cannot inflate its job yearly pay alone',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { salaryYearlyUsd: 999_999, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company edits the title of an older job whose currency is as given and has no yearly pay',
    actor: 'companyA',
    seed: { [path]: withoutYearlyPay(seedJob({ salary: { min: 1, max: 2, currency: 'DOL', period: 'Monthly' } })) },
    op: { type: 'update', path, data: { title: 'Senior Writer', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'company closes its own job',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { status: 'closed', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'company reopens its own job',
    actor: 'companyA',
    seed: job({ status: 'closed' }),
    op: { type: 'update', path, data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'company cannot edit a job without stamping updatedAt',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { title: 'Senior Writer' } },
    expect: 'deny',
  },
  {
    name: 'company cannot move its job to another company',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { companyId: 'company-b', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot set its applicant count',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { applicantCount: 99, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot rewrite the creation time',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { createdAt: past, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot set a past deadline',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { deadline: past, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot edit another company job',
    actor: 'companyB',
    seed: job(),
    op: { type: 'update', path, data: { title: 'Hacked', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'talent cannot edit a job',
    actor: 'talentA',
    seed: job(),
    op: { type: 'update', path, data: { title: 'Hacked', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'talent cannot close a job',
    actor: 'talentA',
    seed: job(),
    op: { type: 'update', path, data: { status: 'closed', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot delete its job',
    actor: 'companyA',
    seed: job(),
    op: { type: 'delete', path },
    expect: 'deny',
  },
  {
    name: 'company cannot write the response time shown on its job',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { companyResponseMs: 3600000, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company edits a job that carries a server-written response time',
    actor: 'companyA',
    seed: job({ companyResponseMs: 3600000 }),
    op: { type: 'update', path, data: { title: 'Senior Writer', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'company renames itself and its job in one batch',
    actor: 'companyA',
    seed: job(),
    op: {
      type: 'batch',
      ops: [
        { type: 'update', path: 'companies/company-a', data: { name: 'Acme Renamed' } },
        {
          type: 'update',
          path,
          data: { companyName: 'Acme Renamed', companyLogo: 'https://cdn.test/logo.png', updatedAt: serverTimestamp() },
        },
      ],
    },
    expect: 'allow',
  },
  {
    name: 'company cannot give its job a name it does not have',
    actor: 'companyA',
    seed: job(),
    op: { type: 'update', path, data: { companyName: 'Acme Renamed', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },

  // applications: applying from the browser (the old batch: the application and applicantCount + 1), refused
  {
    name: 'talent cannot apply from the browser, even to an active job (the trusted application-apply does)',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply from the browser to a job with a future deadline',
    actor: 'talentA',
    seed: job({ deadline: future }),
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply without counting the application',
    actor: 'talentA',
    seed: job(),
    op: { type: 'create', path: app, data: newApplication('talent-a') },
    expect: 'deny',
  },
  {
    name: 'talent cannot raise the applicant count without applying',
    actor: 'talentA',
    seed: job(),
    op: { type: 'update', path, data: { applicantCount: increment(1) } },
    expect: 'deny',
  },
  {
    name: 'talent cannot raise the applicant count by two',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', undefined, 2),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply for another talent',
    actor: 'talentB',
    seed: job(),
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply straight into shortlisted',
    actor: 'talentA',
    seed: job(),
    op: applyBatch(
      'talent-a',
      newApplication('talent-a', {
        stage: 'shortlisted',
        history: [{ stage: 'shortlisted', at: new Date(), by: 'talent-a' }],
      }),
    ),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply to a closed job',
    actor: 'talentA',
    seed: job({ status: 'closed' }),
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply after the deadline',
    actor: 'talentA',
    seed: job({ deadline: past }),
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply with a forged job title',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { jobTitle: 'CEO' })),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply to another company under this job',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { companyId: 'company-b' })),
    expect: 'deny',
  },
  { name: 'talent cannot apply twice', actor: 'talentA', seed: withApp(), op: applyBatch('talent-a'), expect: 'deny' },
  {
    name: 'a company account cannot apply',
    actor: 'companyA',
    seed: job(),
    op: applyBatch('company-a', newApplication('company-a')),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply from the browser with its phone number as contact',
    actor: 'talentA',
    seed: { ...job(), 'students/talent-a': withPhone },
    op: applyBatch('talent-a', newApplication('talent-a', { talentPhone: '+234 800 000 0000' })),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply with another email as contact',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { talentEmail: 'someone@else.test' })),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply without its email as contact',
    actor: 'talentA',
    seed: job(),
    op: applyBatch(
      'talent-a',
      Object.fromEntries(Object.entries(newApplication('talent-a')).filter(([k]) => k !== 'talentEmail')),
    ),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply with a phone over 30 characters',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { talentPhone: '1'.repeat(31) })),
    expect: 'deny',
  },

  // applications: reads
  {
    name: 'talent reads its own application',
    actor: 'talentA',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'allow',
  },
  {
    name: 'talent looks up its own application to a job it has not applied to',
    actor: 'talentA',
    seed: job(),
    op: { type: 'get', path: app },
    expect: 'allow',
  },
  {
    name: 'talent cannot read another talent application',
    actor: 'talentB',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'deny',
  },
  {
    name: 'talent cannot probe another talent missing application',
    actor: 'talentB',
    seed: job(),
    op: { type: 'get', path: app },
    expect: 'deny',
  },
  {
    name: 'the job company reads an application to its job',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'allow',
  },
  {
    name: 'another company cannot read the application',
    actor: 'companyB',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'deny',
  },
  {
    name: 'admin cannot read an application',
    actor: 'admin',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read an application',
    actor: 'anonymous',
    seed: withApp(),
    op: { type: 'get', path: app },
    expect: 'deny',
  },
  {
    name: 'talent lists its own applications',
    actor: 'talentA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [{ field: 'talentId', op: '==', value: 'talent-a' }],
        orderBy: newest,
        limit: 100,
      },
    },
    expect: 'allow',
  },
  {
    name: 'talent cannot list another talent applications',
    actor: 'talentB',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [{ field: 'talentId', op: '==', value: 'talent-a' }],
        orderBy: newest,
        limit: 100,
      },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot list a job applications',
    actor: 'talentA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: { collection: 'applications', where: [{ field: 'jobId', op: '==', value: 'job-1' }], limit: 100 },
    },
    expect: 'deny',
  },
  {
    name: 'company lists the applications to one of its jobs',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'jobId', op: '==', value: 'job-1' },
        ],
        orderBy: newest,
        limit: 100,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company lists its applications by stage',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'jobId', op: '==', value: 'job-1' },
          { field: 'stage', op: '==', value: 'applied' },
        ],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company counts its applications',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'count',
      spec: { collection: 'applications', where: [{ field: 'companyId', op: '==', value: 'company-a' }] },
    },
    expect: 'allow',
  },
  {
    name: 'company cannot list applications to another company jobs',
    actor: 'companyB',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [{ field: 'companyId', op: '==', value: 'company-a' }],
        orderBy: newest,
        limit: 21,
      },
    },
    expect: 'deny',
  },
  {
    name: 'company looks up one application from a talent (contact on discovery)',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'talentId', op: '==', value: 'talent-a' },
        ],
        limit: 1,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company cannot look up a talent applications to another company',
    actor: 'companyB',
    seed: withApp(),
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [
          { field: 'companyId', op: '==', value: 'company-a' },
          { field: 'talentId', op: '==', value: 'talent-a' },
        ],
        limit: 1,
      },
    },
    expect: 'deny',
  },
  {
    name: 'company cannot list a job applications without pinning itself',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'query',
      spec: { collection: 'applications', where: [{ field: 'jobId', op: '==', value: 'job-1' }], limit: 100 },
    },
    expect: 'deny',
  },

  // applications: moves and withdrawals from the browser, refused
  {
    name: 'company cannot move an application from the browser (the trusted applications-move does)',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('reviewing', 'company-a', { firstResponseAt: serverTimestamp() }) },
    expect: 'deny',
  },
  {
    name: 'company cannot reject from the browser, even with a reason',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('rejected', 'company-a', { rejectionReason: 'skills' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot reject without a reason',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('rejected', 'company-a') },
    expect: 'deny',
  },
  {
    name: 'company cannot give a reason outside the list',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('rejected', 'company-a', { rejectionReason: 'too old' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot give a rejection reason to another stage',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('shortlisted', 'company-a', { rejectionReason: 'skills' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot move without recording history',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: { stage: 'shortlisted', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'company cannot record the move in someone else name',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('shortlisted', 'company-b') },
    expect: 'deny',
  },
  {
    name: 'company cannot rewrite earlier history',
    actor: 'companyA',
    seed: withApp(),
    op: {
      type: 'update',
      path: app,
      data: {
        ...move('shortlisted', 'company-a'),
        history: [
          { stage: 'applied', at: past, by: 'talent-a' },
          { stage: 'shortlisted', at: new Date(), by: 'company-a' },
        ],
      },
    },
    expect: 'deny',
  },
  {
    name: 'company cannot withdraw an application',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('withdrawn', 'company-a') },
    expect: 'deny',
  },
  {
    name: 'company cannot move a withdrawn application',
    actor: 'companyA',
    seed: withApp({ stage: 'withdrawn' }),
    op: { type: 'update', path: app, data: move('shortlisted', 'company-a') },
    expect: 'deny',
  },
  {
    name: 'company cannot restamp the first response',
    actor: 'companyA',
    seed: withApp({ stage: 'reviewing', firstResponseAt: created }),
    op: { type: 'update', path: app, data: move('shortlisted', 'company-a', { firstResponseAt: serverTimestamp() }) },
    expect: 'deny',
  },
  {
    name: 'company cannot change the cover note',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('reviewing', 'company-a', { coverNote: 'edited' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot reassign the application to another talent',
    actor: 'companyA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('reviewing', 'company-a', { talentId: 'talent-b' }) },
    expect: 'deny',
  },
  {
    name: 'another company cannot move the application',
    actor: 'companyB',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('reviewing', 'company-b') },
    expect: 'deny',
  },
  {
    name: 'talent cannot withdraw its own application from the browser (the trusted application-withdraw does)',
    actor: 'talentA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('withdrawn', 'talent-a') },
    expect: 'deny',
  },
  {
    name: 'talent cannot withdraw after being hired',
    actor: 'talentA',
    seed: withApp({ stage: 'hired' }),
    op: { type: 'update', path: app, data: move('withdrawn', 'talent-a') },
    expect: 'deny',
  },
  {
    name: 'talent cannot shortlist itself',
    actor: 'talentA',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('shortlisted', 'talent-a') },
    expect: 'deny',
  },
  {
    name: 'talent cannot edit its cover note after applying',
    actor: 'talentA',
    seed: withApp(),
    op: { type: 'update', path: app, data: { coverNote: 'edited', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'talent cannot withdraw another talent application',
    actor: 'talentB',
    seed: withApp(),
    op: { type: 'update', path: app, data: move('withdrawn', 'talent-b') },
    expect: 'deny',
  },
  {
    name: 'talent cannot delete its application',
    actor: 'talentA',
    seed: withApp(),
    op: { type: 'delete', path: app },
    expect: 'deny',
  },
];
