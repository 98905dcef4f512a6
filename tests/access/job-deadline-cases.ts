/**
 * Reopening a job whose deadline has passed (the scheduled job closes such jobs): the company must set a new,
 * future deadline in the same write. A job without a deadline, or with one still ahead, reopens as before.
 */
import { serverTimestamp } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { seedJob } from './job-cases';

const path = 'jobs/job-1';
const past = new Date('2020-01-01T00:00:00Z');
const future = new Date('2099-01-01T00:00:00Z');
const closedJob = (deadline?: Date) => ({ [path]: seedJob({ status: 'closed', ...(deadline ? { deadline } : {}) }) });
const reopen = (extra: Record<string, unknown> = {}) => ({
  type: 'update' as const,
  path,
  data: { status: 'active', updatedAt: serverTimestamp(), ...extra },
});

export const JOB_DEADLINE_CASES: AccessCase[] = [
  {
    name: 'company cannot reopen a job past its deadline without a new one',
    actor: 'companyA',
    seed: closedJob(past),
    op: reopen(),
    expect: 'deny',
  },
  {
    name: 'company cannot reopen a job past its deadline with another past deadline',
    actor: 'companyA',
    seed: closedJob(past),
    op: reopen({ deadline: new Date('2021-01-01T00:00:00Z') }),
    expect: 'deny',
  },
  {
    name: 'company reopens a job past its deadline with a new future deadline',
    actor: 'companyA',
    seed: closedJob(past),
    op: reopen({ deadline: future }),
    expect: 'allow',
  },
  {
    name: 'company reopens a closed job whose deadline is still ahead',
    actor: 'companyA',
    seed: closedJob(future),
    op: reopen(),
    expect: 'allow',
  },
  {
    name: 'company still closes a job past its deadline',
    actor: 'companyA',
    seed: { [path]: seedJob({ deadline: past }) },
    op: { type: 'update', path, data: { status: 'closed', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
];
