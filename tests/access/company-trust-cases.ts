/**
 * Access cases of company trust: a company reaches talents (their cards, hence their CVs and contact routes) only
 * once the back office verified it and while it is not suspended, read from its company document rather than the
 * token; every new company starts pending; the account email and the back office's reasons live in a private
 * record (companyAccounts/{uid}) that only the company and administrators read; a suspended company writes no job;
 * discovery lists only talents open to offers. `company-a` is verified in the base seed; these cases change it or
 * `company-b` into a pending, declined, legacy or suspended company.
 */
import { deleteField, serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { newJob, seedJob } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');
// cases.ts imports this file, so its ACTORS and helpers are not ready while this module loads: values are spelled out.
const COMPANY_A = 'company-a@access.test';
const COMPANY_U = 'company-u@access.test';

const companyDoc = (uid: string, extra: DocumentData = {}): DocumentData => ({
  id: uid,
  name: `Company ${uid}`,
  timestamp: created,
  new: false,
  ...extra,
});
const asCompanyB = (extra: DocumentData) => ({ 'companies/company-b': companyDoc('company-b', extra) });
const pendingB = asCompanyB({ verification: 'pending' });
const declinedB = asCompanyB({ verification: 'declined' });
const legacyB = asCompanyB({});
const suspendedA = {
  'companies/company-a': companyDoc('company-a', { verification: 'verified', suspended: true, suspendedAt: created }),
};

const card = (uid: string, availability: boolean): DocumentData => ({
  id: uid,
  name: `Student ${uid}`,
  availability,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  updatedAt: created,
});
const cards = { 'talentCards/talent-a': card('talent-a', true), 'talentCards/talent-b': card('talent-b', false) };
const recent = [{ field: 'updatedAt', direction: 'desc' as const }];
const openToOffers = {
  collection: 'talentCards',
  where: [{ field: 'availability', op: '==' as const, value: true }],
  orderBy: recent,
  limit: 21,
};
const everyCard = { collection: 'talentCards', orderBy: recent, limit: 21 };
const notOpen = {
  collection: 'talentCards',
  where: [{ field: 'availability', op: '==' as const, value: false }],
  orderBy: recent,
  limit: 21,
};

const signUpCompany = (uid: string, extra: DocumentData = {}): DocumentData => ({
  id: uid,
  name: `Company ${uid}`,
  timestamp: serverTimestamp(),
  new: true,
  verification: 'pending',
  ...extra,
});
/** The sign-up of a client that leaves the review status out, hoping to escape the queue. */
const unreviewedSignUp = Object.fromEntries(
  Object.entries(signUpCompany('company-a')).filter(([key]) => key !== 'verification'),
);
const signUpBatch = (uid: string, email: string, account: DocumentData = {}): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'set', path: `companies/${uid}`, data: signUpCompany(uid) },
    { type: 'set', path: `companyAccounts/${uid}`, data: { id: uid, email, ...account } },
  ],
});
const accountA = {
  'companyAccounts/company-a': { id: 'company-a', email: COMPANY_A, verificationReason: 'Missing website' },
};
const accountOf = 'companyAccounts/company-a';
const closedJobOfA = { ...suspendedA, 'jobs/job-1': seedJob({ status: 'closed' }) };

export const COMPANY_TRUST_CASES: AccessCase[] = [
  // discovery: only a verified company that is not suspended, read from its document
  {
    name: 'verified company gets a talent card',
    actor: 'companyA',
    seed: cards,
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'allow',
  },
  {
    name: 'pending company cannot list talents open to offers',
    actor: 'companyB',
    seed: { ...cards, ...pendingB },
    op: { type: 'query', spec: openToOffers },
    expect: 'deny',
  },
  {
    name: 'pending company cannot get a talent card',
    actor: 'companyB',
    seed: { ...cards, ...pendingB },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'deny',
  },
  {
    name: 'declined company cannot list talents',
    actor: 'companyB',
    seed: { ...cards, ...declinedB },
    op: { type: 'query', spec: openToOffers },
    expect: 'deny',
  },
  {
    name: 'declined company cannot get a talent card',
    actor: 'companyB',
    seed: { ...cards, ...declinedB },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'deny',
  },
  {
    name: 'company without a review (legacy document) cannot list talents',
    actor: 'companyB',
    seed: { ...cards, ...legacyB },
    op: { type: 'query', spec: openToOffers },
    expect: 'deny',
  },
  {
    name: 'suspended company cannot list talents with a token still valid',
    actor: 'companyA',
    seed: { ...cards, ...suspendedA },
    op: { type: 'query', spec: openToOffers },
    expect: 'deny',
  },
  {
    name: 'suspended company cannot get a talent card',
    actor: 'companyA',
    seed: { ...cards, ...suspendedA },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'deny',
  },
  {
    name: 'pending company still cannot read a student document',
    actor: 'companyB',
    seed: pendingB,
    op: { type: 'get', path: 'students/talent-a' },
    expect: 'deny',
  },

  // discovery lists talents open to offers only
  {
    name: 'verified company cannot list talent cards without the open-to-offers filter',
    actor: 'companyA',
    seed: cards,
    op: { type: 'query', spec: everyCard },
    expect: 'deny',
  },
  {
    name: 'verified company cannot list talents not open to offers',
    actor: 'companyA',
    seed: cards,
    op: { type: 'query', spec: notOpen },
    expect: 'deny',
  },
  {
    name: 'admin lists every talent card',
    actor: 'admin',
    seed: cards,
    op: { type: 'query', spec: everyCard },
    expect: 'allow',
  },

  // sign-up: pending, with the email in the private record
  {
    name: 'company signs up with its profile and private account record in one batch',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: signUpBatch('company-a', COMPANY_A),
    expect: 'allow',
  },
  {
    name: 'company cannot sign up without a verification status',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: unreviewedSignUp },
    expect: 'deny',
  },
  {
    name: 'company cannot sign up declined or with any other status',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: signUpCompany('company-a', { verification: 'declined' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot put its account email on its public profile at sign-up',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: signUpCompany('company-a', { email: COMPANY_A }) },
    expect: 'deny',
  },
  {
    name: 'company cannot add an email to its public profile later',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { email: COMPANY_A } },
    expect: 'deny',
  },
  {
    name: 'company drops a legacy email from its public profile',
    actor: 'companyA',
    seed: { 'companies/company-a': companyDoc('company-a', { verification: 'verified', email: COMPANY_A }) },
    op: { type: 'update', path: 'companies/company-a', data: { email: deleteField() } },
    expect: 'allow',
  },
  {
    name: 'company cannot create its account record with another email',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: signUpBatch('company-a', 'someone@access.test'),
    expect: 'deny',
  },
  {
    name: 'company cannot write a reason into its account record at sign-up',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: signUpBatch('company-a', COMPANY_A, { verificationReason: 'ok' }),
    expect: 'deny',
  },
  {
    name: 'a talent cannot create a company account record',
    actor: 'talentA',
    op: { type: 'create', path: 'companyAccounts/talent-a', data: { id: 'talent-a', email: 'talent-a@access.test' } },
    expect: 'deny',
  },
  {
    name: 'company with an unverified email cannot claim a verified one',
    actor: 'unverifiedCompany',
    seed: {
      'companies/company-u': companyDoc('company-u', { verification: 'pending' }),
      'companyAccounts/company-u': { id: 'company-u', email: COMPANY_U },
    },
    op: { type: 'update', path: 'companyAccounts/company-u', data: { emailVerified: true } },
    expect: 'deny',
  },
  {
    name: 'company records that its email is verified, as its token says',
    actor: 'companyA',
    seed: accountA,
    op: { type: 'update', path: accountOf, data: { emailVerified: true } },
    expect: 'allow',
  },

  // the private account record: the company itself and administrators only
  {
    name: 'company reads its own account record',
    actor: 'companyA',
    seed: accountA,
    op: { type: 'get', path: accountOf },
    expect: 'allow',
  },
  {
    name: 'admin reads a company account record',
    actor: 'admin',
    seed: accountA,
    op: { type: 'get', path: accountOf },
    expect: 'allow',
  },
  {
    name: 'another company cannot read a company account record',
    actor: 'companyB',
    seed: accountA,
    op: { type: 'get', path: accountOf },
    expect: 'deny',
  },
  {
    name: 'talent cannot read a company account email or decline reason',
    actor: 'talentA',
    seed: accountA,
    op: { type: 'get', path: accountOf },
    expect: 'deny',
  },
  {
    name: 'talent cannot list company account records',
    actor: 'talentA',
    seed: accountA,
    op: { type: 'query', spec: { collection: 'companyAccounts', limit: 20 } },
    expect: 'deny',
  },
  {
    name: 'admin finds a company by its account email',
    actor: 'admin',
    seed: accountA,
    op: {
      type: 'query',
      spec: { collection: 'companyAccounts', where: [{ field: 'email', op: '==', value: COMPANY_A }], limit: 21 },
    },
    expect: 'allow',
  },
  {
    name: 'company syncs its account record to its account email',
    actor: 'companyA',
    seed: { 'companyAccounts/company-a': { id: 'company-a', email: 'old-a@access.test' } },
    op: { type: 'update', path: accountOf, data: { email: COMPANY_A } },
    expect: 'allow',
  },
  {
    name: 'company cannot set its account record to another email',
    actor: 'companyA',
    seed: accountA,
    op: { type: 'update', path: accountOf, data: { email: 'x@access.test' } },
    expect: 'deny',
  },
  {
    name: 'company cannot clear the reason it was declined',
    actor: 'companyA',
    seed: accountA,
    op: { type: 'update', path: accountOf, data: { verificationReason: deleteField() } },
    expect: 'deny',
  },
  {
    name: 'company cannot delete its account record',
    actor: 'companyA',
    seed: accountA,
    op: { type: 'delete', path: accountOf },
    expect: 'deny',
  },

  // a suspended company writes no job, whatever its token says
  {
    name: 'suspended company cannot post a live job with the badge',
    actor: 'companyA',
    seed: suspendedA,
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyVerified: true }) },
    expect: 'deny',
  },
  {
    name: 'suspended company cannot post a job awaiting review either',
    actor: 'companyA',
    seed: suspendedA,
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { status: 'awaiting-review' }) },
    expect: 'deny',
  },
  {
    name: 'suspended company cannot reopen the job its suspension closed',
    actor: 'companyA',
    seed: closedJobOfA,
    op: { type: 'update', path: 'jobs/job-1', data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'verified company reopens its closed job (control)',
    actor: 'companyA',
    seed: { 'jobs/job-1': seedJob({ status: 'closed' }) },
    op: { type: 'update', path: 'jobs/job-1', data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },

  // what a company awaiting review may still do
  {
    name: 'pending company edits its profile',
    actor: 'companyB',
    seed: pendingB,
    op: { type: 'update', path: 'companies/company-b', data: { about: 'We build things.' } },
    expect: 'allow',
  },
  {
    name: 'pending company drafts a job awaiting review',
    actor: 'companyB',
    seed: pendingB,
    op: {
      type: 'create',
      path: 'jobs/job-q',
      data: newJob('job-q', { companyId: 'company-b', companyName: 'Company company-b', status: 'awaiting-review' }),
    },
    expect: 'allow',
  },
  {
    name: 'pending company cannot claim the Verified badge on a job',
    actor: 'companyB',
    seed: pendingB,
    op: {
      type: 'create',
      path: 'jobs/job-q',
      data: newJob('job-q', {
        companyId: 'company-b',
        companyName: 'Company company-b',
        status: 'awaiting-review',
        companyVerified: true,
      }),
    },
    expect: 'deny',
  },
];
