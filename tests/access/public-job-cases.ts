/**
 * What a signed-out visitor may read: an open job (live, deadline ahead or none), as the public job page shows it,
 * and nothing else: not a closed, expired or unreviewed job, not a job list, not applications or profiles.
 */
import type { AccessCase } from './cases';
import { job, seedApplication, seedJob } from './job-cases';

const path = 'jobs/job-1';
const future = new Date('2099-01-01T00:00:00Z');
const past = new Date('2020-01-01T00:00:00Z');

export const PUBLIC_JOB_CASES: AccessCase[] = [
  {
    name: 'anonymous reads an open job (no deadline)',
    actor: 'anonymous',
    seed: job(),
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: 'anonymous reads an open job before its deadline',
    actor: 'anonymous',
    seed: job({ deadline: future }),
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: 'anonymous cannot read a closed job',
    actor: 'anonymous',
    seed: job({ status: 'closed' }),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read an active job past its deadline',
    actor: 'anonymous',
    seed: job({ deadline: past }),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read a job awaiting review',
    actor: 'anonymous',
    seed: job({ status: 'awaiting-review' }),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read a missing job',
    actor: 'anonymous',
    seed: { 'jobs/job-1': null },
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read an application to an open job',
    actor: 'anonymous',
    seed: { 'jobs/job-1': seedJob({ applicantCount: 1 }), 'applications/job-1_talent-a': seedApplication() },
    op: { type: 'get', path: 'applications/job-1_talent-a' },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot list the applications of an open job',
    actor: 'anonymous',
    seed: { 'jobs/job-1': seedJob({ applicantCount: 1 }), 'applications/job-1_talent-a': seedApplication() },
    op: {
      type: 'query',
      spec: { collection: 'applications', where: [{ field: 'jobId', op: '==', value: 'job-1' }], limit: 20 },
    },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot write an open job',
    actor: 'anonymous',
    seed: job(),
    op: { type: 'update', path, data: { title: 'Hacked' } },
    expect: 'deny',
  },
];
