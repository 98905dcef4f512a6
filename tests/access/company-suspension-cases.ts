/**
 * The access cases of a suspended company's team, part of the shared table (cases.ts spreads them in). Suspending a
 * company disables every member's sign-in; a token issued before still reaches the rules for up to an hour, so every
 * write and every look at talents is refused by reading the company's document, for a recruiter as for the founding
 * account. Once restored, the same requests go through again (moves and interview steps, trusted operations, are
 * refused from the browser either way).
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase, Actor } from './cases';
import { inInterview, proposal } from './interview-cases';
import { newJob, seedApplication, seedJob } from './job-cases';

const joined = new Date('2026-01-02T00:00:00Z');
const appId = 'job-1_talent-a';
const appPath = `applications/${appId}`;
const recruiter = {
  'companyMembers/recruiter-a': {
    uid: 'recruiter-a',
    companyId: 'company-a',
    role: 'recruiter',
    name: 'Rae Recruiter',
    email: 'recruiter-a@access.test',
    joinedAt: joined,
  },
};
const companyA = (extra: DocumentData = {}) => ({
  'companies/company-a': {
    id: 'company-a',
    name: 'Company company-a',
    timestamp: joined,
    new: false,
    verification: 'verified',
    ...extra,
  },
});
const card = {
  'talentCards/talent-a': {
    id: 'talent-a',
    name: 'Student talent-a',
    availability: true,
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
    updatedAt: joined,
  },
};
const work = {
  ...recruiter,
  ...card,
  'jobs/job-1': seedJob({ applicantCount: 1 }),
  [appPath]: seedApplication('talent-a'),
};
const suspended = { ...work, ...companyA({ suspended: true, suspendedAt: joined }) };
/** As restore-account leaves it: the flags gone, the job its suspension closed still closed. */
const restored = { ...work, ...companyA() };

const moveBy = (by: string) => ({
  stage: 'reviewing',
  history: [
    { stage: 'applied', at: new Date('2026-01-01T00:00:00Z'), by: 'talent-a' },
    { stage: 'reviewing', at: new Date(), by },
  ],
  updatedAt: serverTimestamp(),
});
const note = {
  applicationId: appId,
  jobId: 'job-1',
  companyId: 'company-a',
  authorId: 'recruiter-a',
  authorName: 'Rae Recruiter',
  text: 'Good fit.',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
};
const openToOffers = {
  collection: 'talentCards',
  where: [{ field: 'availability', op: '==' as const, value: true }],
  limit: 20,
};

/** The same request by a member of company-a while it is suspended (denied) and once it is restored (allowed). */
function both(
  what: string,
  actor: Actor,
  op: AccessCase['op'],
  extra: Record<string, DocumentData | null> = {},
): AccessCase[] {
  return [
    { name: `suspended company: ${what} is refused`, actor, seed: { ...suspended, ...extra }, op, expect: 'deny' },
    {
      name: `restored company: ${what} goes through again`,
      actor,
      seed: { ...restored, ...extra },
      op,
      expect: 'allow',
    },
  ];
}

/** A write no client makes, suspended or not: refused for a suspended company and still refused once restored. */
function fromTheBrowser(
  what: string,
  actor: Actor,
  op: AccessCase['op'],
  extra: Record<string, DocumentData | null> = {},
): AccessCase[] {
  return [
    {
      name: `suspended company: ${what} from the browser is refused`,
      actor,
      seed: { ...suspended, ...extra },
      op,
      expect: 'deny',
    },
    {
      name: `restored company: ${what} from the browser is still refused`,
      actor,
      seed: { ...restored, ...extra },
      op,
      expect: 'deny',
    },
  ];
}

export const COMPANY_SUSPENSION_CASES: AccessCase[] = [
  ...both('a recruiter listing talents open to offers', 'recruiterA', { type: 'query', spec: openToOffers }),
  ...both('a recruiter reading a talent card', 'recruiterA', { type: 'get', path: 'talentCards/talent-a' }),
  ...both('a recruiter posting a job', 'recruiterA', { type: 'create', path: 'jobs/job-2', data: newJob('job-2') }),
  ...both('a recruiter writing a note on an applicant', 'recruiterA', {
    type: 'create',
    path: 'applicantNotes/note-s',
    data: note,
  }),
  // Moving an applicant and proposing times are trusted operations (a suspended company's are refused there,
  // tests/backend/application-steps.test.ts, interview-steps.test.ts): from the browser, refused either way.
  ...fromTheBrowser('a recruiter moving an applicant', 'recruiterA', {
    type: 'update',
    path: appPath,
    data: moveBy('recruiter-a'),
  }),
  ...fromTheBrowser('the founding account moving an applicant', 'companyA', {
    type: 'update',
    path: appPath,
    data: moveBy('company-a'),
  }),
  ...fromTheBrowser(
    'a recruiter proposing interview times',
    'recruiterA',
    { type: 'create', path: `interviews/${appId}`, data: proposal() },
    inInterview,
  ),
  {
    name: 'suspended company: a recruiter cannot reopen the job its suspension closed',
    actor: 'recruiterA',
    seed: { ...suspended, 'jobs/job-1': seedJob({ status: 'closed' }) },
    op: { type: 'update', path: 'jobs/job-1', data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
];
