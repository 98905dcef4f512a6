/**
 * The access cases of priority signals, part of the shared table (cases.ts spreads them in): a talent reads its own
 * month's count by id, nobody else does, and no client writes one (not a reset of its own count, not a mark on an
 * application already sent): application-apply is the only writer.
 */
import type { DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const own = 'prioritySignals/talent-a_2026-12';
const month = (uid: string, used: number): DocumentData => ({
  uid,
  month: '2026-12',
  used,
  applicationIds: Array.from({ length: used }, (_, i) => `job-${i}_${uid}`),
  updatedAt: new Date('2026-12-01T10:00:00Z'),
});
const seeded = { [own]: month('talent-a', 3) };

export const PRIORITY_SIGNAL_CASES: AccessCase[] = [
  {
    name: "priority signals: a talent reads its own month's count",
    actor: 'talentA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'allow',
  },
  {
    name: 'priority signals: a talent reads a month it has not used yet (no document)',
    actor: 'talentA',
    op: { type: 'get', path: 'prioritySignals/talent-a_2027-01' },
    expect: 'allow',
  },
  {
    name: "priority signals: a talent cannot read another talent's count",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: "priority signals: a company cannot read a talent's count",
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'priority signals: anonymous cannot read a count',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'priority signals: nobody lists them, not even for its own uid',
    actor: 'talentA',
    seed: seeded,
    op: {
      type: 'query',
      spec: { collection: 'prioritySignals', where: [{ field: 'uid', op: '==', value: 'talent-a' }], limit: 5 },
    },
    expect: 'deny',
  },
  {
    name: 'priority signals: a talent cannot reset its own count',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { used: 0 } },
    expect: 'deny',
  },
  {
    name: 'priority signals: a talent cannot delete its month to get new signals',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'deny',
  },
  {
    name: 'priority signals: a talent cannot write a month of its own',
    actor: 'talentA',
    op: { type: 'create', path: 'prioritySignals/talent-a_2027-01', data: month('talent-a', 0) },
    expect: 'deny',
  },
  {
    name: 'priority signals: a talent cannot mark an application after sending it',
    actor: 'talentA',
    seed: { 'applications/job-1_talent-a': { talentId: 'talent-a', companyId: 'company-a', stage: 'applied' } },
    op: { type: 'update', path: 'applications/job-1_talent-a', data: { signalled: true } },
    expect: 'deny',
  },
];
