/**
 * A job is a real vacancy: it states its openings (1 to 50) and fill-by date, and is listed until an expiry at most
 * 60 days after the write that posts or renews it. Only the server marks a job filled or expired (the trusted
 * `job-fill`, the schedule), and a filled job stays closed. A job saved before these fields is edited without them.
 */
import { deleteField, serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { editJob, inDays, job, postJob, seedJob } from './job-cases';

const path = 'jobs/job-1';
const closed = (extra: DocumentData) => ({ [path]: seedJob({ status: 'closed', expiresAt: inDays(-1), ...extra }) });
const reopen = (extra: DocumentData = {}) => editJob({ status: 'active', ...extra });
/** A post of a valid job without `key`. */
const postWithout = (key: string) => {
  const post = postJob({});
  return { ...post, data: Object.fromEntries(Object.entries(post.data).filter(([k]) => k !== key)) };
};

export const JOB_VACANCY_CASES: AccessCase[] = [
  {
    name: 'company posts a job with 50 openings, a fill-by date and an expiry 59 days ahead',
    actor: 'companyA',
    op: postJob({ openings: 50 }),
    expect: 'allow',
  },
  ...(['openings', 'fillBy', 'expiresAt'] as const).map((key): AccessCase => ({
    name: `company cannot post a job without ${key}`,
    actor: 'companyA',
    op: postWithout(key),
    expect: 'deny',
  })),
  ...[0, 51, 500, 1.5, '2'].map((openings): AccessCase => ({
    name: `company cannot post a job with ${JSON.stringify(openings)} openings`,
    actor: 'companyA',
    op: postJob({ openings }),
    expect: 'deny',
  })),
  {
    name: 'company cannot post a job whose expiry is more than 60 days ahead',
    actor: 'companyA',
    op: postJob({ expiresAt: inDays(61) }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job that has already expired',
    actor: 'companyA',
    op: postJob({ expiresAt: inDays(-1) }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job with a fill-by date in the past',
    actor: 'companyA',
    op: postJob({ fillBy: inDays(-1) }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job already marked filled',
    actor: 'companyA',
    op: postJob({ closedReason: 'filled', filledAt: serverTimestamp() }),
    expect: 'deny',
  },
  {
    name: 'company renews its job: the expiry moves to 59 days from now',
    actor: 'companyA',
    seed: job({ expiresAt: inDays(3) }),
    op: editJob({ expiresAt: inDays(59) }),
    expect: 'allow',
  },
  {
    name: 'company cannot renew its job beyond 60 days from now',
    actor: 'companyA',
    seed: job({ expiresAt: inDays(3) }),
    op: editJob({ expiresAt: inDays(61) }),
    expect: 'deny',
  },
  {
    name: 'company B cannot renew company A’s job',
    actor: 'companyB',
    seed: job({ expiresAt: inDays(3) }),
    op: editJob({ expiresAt: inDays(59) }),
    expect: 'deny',
  },
  {
    name: 'talent cannot renew a job',
    actor: 'talentA',
    seed: job({ expiresAt: inDays(3) }),
    op: editJob({ expiresAt: inDays(59) }),
    expect: 'deny',
  },
  {
    name: 'company cannot remove its job’s expiry',
    actor: 'companyA',
    seed: job({ expiresAt: inDays(3) }),
    op: editJob({ expiresAt: deleteField() }),
    expect: 'deny',
  },
  {
    name: 'company cannot remove its job’s openings',
    actor: 'companyA',
    seed: job({ openings: 2 }),
    op: editJob({ openings: deleteField() }),
    expect: 'deny',
  },
  {
    name: 'company states the openings and fill-by date of a job saved before they existed',
    actor: 'companyA',
    seed: job(),
    op: editJob({ openings: 3, fillBy: inDays(20) }),
    expect: 'allow',
  },
  {
    name: 'company cannot set 0 openings on its job',
    actor: 'companyA',
    seed: job(),
    op: editJob({ openings: 0 }),
    expect: 'deny',
  },
  {
    name: 'company cannot mark its job filled by a direct write',
    actor: 'companyA',
    seed: job(),
    op: editJob({ status: 'closed', closedReason: 'filled', filledAt: serverTimestamp() }),
    expect: 'deny',
  },
  {
    name: 'company cannot say its job expired by a direct write',
    actor: 'companyA',
    seed: job(),
    op: editJob({ status: 'closed', closedReason: 'expired' }),
    expect: 'deny',
  },
  {
    name: 'company cannot reopen an expired job without renewing it',
    actor: 'companyA',
    seed: closed({ closedReason: 'expired' }),
    op: reopen(),
    expect: 'deny',
  },
  {
    name: 'company reopens an expired job by renewing it, dropping the reason',
    actor: 'companyA',
    seed: closed({ closedReason: 'expired' }),
    op: reopen({ expiresAt: inDays(59), closedReason: deleteField() }),
    expect: 'allow',
  },
  {
    name: 'company cannot reopen a filled job, even renewed',
    actor: 'companyA',
    seed: closed({ closedReason: 'filled', filledAt: new Date(), expiresAt: inDays(10) }),
    op: reopen({ expiresAt: inDays(59), closedReason: deleteField() }),
    expect: 'deny',
  },
  {
    name: 'company cannot unmark a filled job',
    actor: 'companyA',
    seed: closed({ closedReason: 'filled', filledAt: new Date(), expiresAt: inDays(10) }),
    op: editJob({ filledAt: deleteField() }),
    expect: 'deny',
  },
  {
    name: 'company cannot count a filled job on its own record',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { jobsFilled: 3 } },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read an active job past its expiry',
    actor: 'anonymous',
    seed: job({ expiresAt: inDays(-1) }),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'anonymous reads an active job before its expiry',
    actor: 'anonymous',
    seed: job({ expiresAt: inDays(5) }),
    op: { type: 'get', path },
    expect: 'allow',
  },
];
