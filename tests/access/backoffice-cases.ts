/**
 * Access cases of the back office: company verification and job review, suspension flags, the audit
 * log. `company-a` is verified in the base seed; these cases make `company-b` a company awaiting review.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { newJob, seedJob } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');
// cases.ts imports this file, so its ACTORS and helpers are not ready while this module loads: the emails are spelled out.
const COMPANY_A = 'company-a@access.test';
const COMPANY_B = 'company-b@access.test';
// The account email is in companyAccounts/{uid}, never on the public profile.
const signUp = (extra: DocumentData) => ({
  id: 'company-a',
  name: 'Company company-a',
  timestamp: serverTimestamp(),
  new: true,
  ...extra,
});
const pendingCompany = {
  'companies/company-b': {
    id: 'company-b',
    email: COMPANY_B,
    name: 'Company company-b',
    timestamp: created,
    new: false,
    verification: 'pending',
  },
};
const pendingJob = (extra: DocumentData = {}) =>
  seedJob({
    id: 'job-p',
    companyId: 'company-b',
    companyName: 'Company company-b',
    status: 'awaiting-review',
    ...extra,
  });
const withPendingJob = (extra: DocumentData = {}) => ({ ...pendingCompany, 'jobs/job-p': pendingJob(extra) });
const newPendingJob = (extra: DocumentData = {}) =>
  newJob('job-q', { companyId: 'company-b', companyName: 'Company company-b', status: 'awaiting-review', ...extra });
const companyJobs = {
  collection: 'jobs',
  where: [{ field: 'companyId', op: '==' as const, value: 'company-b' }],
  orderBy: [{ field: 'createdAt', direction: 'desc' as const }],
  limit: 21,
};
const entry = {
  id: 'e1',
  actorId: 'admin-1',
  actorName: 'Admin One',
  action: 'suspend',
  targetType: 'talent',
  targetId: 'talent-a',
  targetName: 'Student talent-a',
  reason: 'Spam',
  at: created,
};
const auditSeed = { 'auditLog/e1': entry };
const auditOfTalent = {
  collection: 'auditLog',
  where: [{ field: 'targetId', op: '==' as const, value: 'talent-a' }],
  orderBy: [{ field: 'at', direction: 'desc' as const }],
  limit: 21,
};

export const BACKOFFICE_CASES: AccessCase[] = [
  // sign-up: a company starts pending; it cannot start verified
  {
    name: 'company signs up awaiting review (verification pending)',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: signUp({ verification: 'pending' }) },
    expect: 'allow',
  },
  {
    name: 'company cannot sign up verified',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: signUp({ verification: 'verified' }) },
    expect: 'deny',
  },
  {
    name: 'company cannot sign up with a suspension flag',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: { type: 'create', path: 'companies/company-a', data: signUp({ verification: 'pending', suspended: false }) },
    expect: 'deny',
  },
  // no client writes verification or suspension
  {
    name: 'company cannot verify itself',
    actor: 'companyB',
    seed: pendingCompany,
    op: { type: 'update', path: 'companies/company-b', data: { verification: 'verified' } },
    expect: 'deny',
  },
  {
    name: 'company cannot clear its decline reason',
    actor: 'companyB',
    seed: {
      'companies/company-b': {
        ...pendingCompany['companies/company-b'],
        verification: 'declined',
        verificationReason: 'Fake',
      },
    },
    op: { type: 'update', path: 'companies/company-b', data: { verificationReason: 'ok' } },
    expect: 'deny',
  },
  {
    name: 'company cannot lift its own suspension',
    actor: 'companyA',
    seed: {
      'companies/company-a': {
        id: 'company-a',
        email: COMPANY_A,
        name: 'Company company-a',
        timestamp: created,
        new: false,
        verification: 'verified',
        suspended: true,
        suspendedReason: 'Scam',
      },
    },
    op: { type: 'update', path: 'companies/company-a', data: { suspended: false } },
    expect: 'deny',
  },
  {
    name: 'admin cannot verify a company from a client',
    actor: 'admin',
    seed: pendingCompany,
    op: { type: 'update', path: 'companies/company-b', data: { verification: 'verified' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot mark itself not suspended',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { suspended: false } },
    expect: 'deny',
  },
  {
    name: 'admin cannot suspend a talent from a client',
    actor: 'admin',
    op: { type: 'update', path: 'students/talent-a', data: { suspended: true } },
    expect: 'deny',
  },

  // job review: what a company may post depends on its verification
  {
    name: 'verified company posts a live job with the badge',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyVerified: true }) },
    expect: 'allow',
  },
  {
    name: 'verified company cannot post a job awaiting review',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { status: 'awaiting-review' }) },
    expect: 'deny',
  },
  {
    name: 'unverified company posts a job awaiting review',
    actor: 'companyB',
    seed: pendingCompany,
    op: { type: 'create', path: 'jobs/job-q', data: newPendingJob() },
    expect: 'allow',
  },
  {
    name: 'unverified company cannot post a live job',
    actor: 'companyB',
    seed: pendingCompany,
    op: { type: 'create', path: 'jobs/job-q', data: newPendingJob({ status: 'active' }) },
    expect: 'deny',
  },
  {
    name: 'unverified company cannot give its job the badge',
    actor: 'companyB',
    seed: pendingCompany,
    op: { type: 'create', path: 'jobs/job-q', data: newPendingJob({ companyVerified: true }) },
    expect: 'deny',
  },
  {
    name: 'unverified company cannot put its job live',
    actor: 'companyB',
    seed: withPendingJob(),
    op: { type: 'update', path: 'jobs/job-p', data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'unverified company closes its job awaiting review',
    actor: 'companyB',
    seed: withPendingJob(),
    op: { type: 'update', path: 'jobs/job-p', data: { status: 'closed', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'unverified company reopens a closed job into review',
    actor: 'companyB',
    seed: withPendingJob({ status: 'closed' }),
    op: { type: 'update', path: 'jobs/job-p', data: { status: 'awaiting-review', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'unverified company edits its job awaiting review',
    actor: 'companyB',
    seed: withPendingJob(),
    op: { type: 'update', path: 'jobs/job-p', data: { title: 'Senior Writer', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'company cannot give its existing job the badge',
    actor: 'companyB',
    seed: withPendingJob(),
    op: { type: 'update', path: 'jobs/job-p', data: { companyVerified: true, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'verified company reopens a closed job live',
    actor: 'companyA',
    seed: { 'jobs/job-1': seedJob({ status: 'closed' }) },
    op: { type: 'update', path: 'jobs/job-1', data: { status: 'active', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },

  // job review: who sees a job awaiting review
  {
    name: 'talent cannot read a job awaiting review',
    actor: 'talentA',
    seed: withPendingJob(),
    op: { type: 'get', path: 'jobs/job-p' },
    expect: 'deny',
  },
  {
    name: 'another company cannot read a job awaiting review',
    actor: 'companyA',
    seed: withPendingJob(),
    op: { type: 'get', path: 'jobs/job-p' },
    expect: 'deny',
  },
  {
    name: 'company reads its own job awaiting review',
    actor: 'companyB',
    seed: withPendingJob(),
    op: { type: 'get', path: 'jobs/job-p' },
    expect: 'allow',
  },
  {
    name: 'admin reads a job awaiting review',
    actor: 'admin',
    seed: withPendingJob(),
    op: { type: 'get', path: 'jobs/job-p' },
    expect: 'allow',
  },
  {
    name: 'talent reads a missing job (as missing)',
    actor: 'talentA',
    op: { type: 'get', path: 'jobs/no-such-job' },
    expect: 'allow',
  },
  {
    name: 'talent cannot list jobs awaiting review',
    actor: 'talentA',
    seed: withPendingJob(),
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [{ field: 'status', op: '==', value: 'awaiting-review' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'deny',
  },
  {
    name: 'company lists its own jobs awaiting review',
    actor: 'companyB',
    seed: withPendingJob(),
    op: {
      type: 'query',
      spec: { ...companyJobs, where: [...companyJobs.where, { field: 'status', op: '==', value: 'awaiting-review' }] },
    },
    expect: 'allow',
  },
  {
    name: 'admin lists a company jobs of every status',
    actor: 'admin',
    seed: withPendingJob(),
    op: { type: 'query', spec: companyJobs },
    expect: 'allow',
  },
  {
    name: 'talent cannot apply to a job awaiting review',
    actor: 'talentA',
    seed: withPendingJob(),
    op: { type: 'update', path: 'jobs/job-p', data: { applicantCount: 1 } },
    expect: 'deny',
  },

  // admin lists for the back office
  {
    name: 'admin lists companies awaiting review',
    actor: 'admin',
    seed: pendingCompany,
    op: {
      type: 'query',
      spec: {
        collection: 'companies',
        where: [{ field: 'verification', op: '==', value: 'pending' }],
        orderBy: [{ field: 'timestamp', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'admin lists suspended talents',
    actor: 'admin',
    op: {
      type: 'query',
      spec: {
        collection: 'students',
        where: [{ field: 'suspended', op: '==', value: true }],
        orderBy: [{ field: 'timestamp', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'admin lists a talent applications',
    actor: 'admin',
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [{ field: 'talentId', op: '==', value: 'talent-a' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company cannot list another talent applications',
    actor: 'companyA',
    op: {
      type: 'query',
      spec: {
        collection: 'applications',
        where: [{ field: 'talentId', op: '==', value: 'talent-a' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'deny',
  },

  // the audit log: administrators read it; no client writes it
  {
    name: 'admin lists a talent audit log newest first',
    actor: 'admin',
    seed: auditSeed,
    op: { type: 'query', spec: auditOfTalent },
    expect: 'allow',
  },
  {
    name: 'admin reads an audit entry',
    actor: 'admin',
    seed: auditSeed,
    op: { type: 'get', path: 'auditLog/e1' },
    expect: 'allow',
  },
  {
    name: 'talent cannot read its audit log',
    actor: 'talentA',
    seed: auditSeed,
    op: { type: 'query', spec: auditOfTalent },
    expect: 'deny',
  },
  {
    name: 'company cannot read an audit entry',
    actor: 'companyA',
    seed: auditSeed,
    op: { type: 'get', path: 'auditLog/e1' },
    expect: 'deny',
  },
  {
    name: 'admin cannot write an audit entry from a client',
    actor: 'admin',
    op: { type: 'create', path: 'auditLog/e2', data: { ...entry, id: 'e2' } },
    expect: 'deny',
  },
  {
    name: 'admin cannot rewrite an audit entry',
    actor: 'admin',
    seed: auditSeed,
    op: { type: 'update', path: 'auditLog/e1', data: { reason: 'Changed' } },
    expect: 'deny',
  },
  {
    name: 'admin cannot delete an audit entry',
    actor: 'admin',
    seed: auditSeed,
    op: { type: 'delete', path: 'auditLog/e1' },
    expect: 'deny',
  },
  {
    name: 'talent cannot write an audit entry',
    actor: 'talentA',
    op: { type: 'create', path: 'auditLog/e2', data: { ...entry, id: 'e2' } },
    expect: 'deny',
  },
];
