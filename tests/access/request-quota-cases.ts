/**
 * The access cases of `messageRequestQuotas/{companyId}`: the weekly message-request quota the `message-send`
 * operation keeps in its transaction. No client reads or writes it, not even the company it counts (resetting it
 * would lift the quota).
 */
import type { AccessCase } from './cases';

const QUOTA = 'messageRequestQuotas/company-a';
const quota = { companyId: 'company-a', sentAt: [new Date('2026-02-01T00:00:00Z')] };

export const REQUEST_QUOTA_CASES: AccessCase[] = [
  {
    name: 'a company cannot read its message-request quota',
    actor: 'companyA',
    seed: { [QUOTA]: quota },
    op: { type: 'get', path: QUOTA },
    expect: 'deny',
  },
  {
    name: 'a company cannot reset its message-request quota',
    actor: 'companyA',
    seed: { [QUOTA]: quota },
    op: { type: 'update', path: QUOTA, data: { sentAt: [] } },
    expect: 'deny',
  },
  {
    name: 'a company cannot delete its message-request quota',
    actor: 'companyA',
    seed: { [QUOTA]: quota },
    op: { type: 'delete', path: QUOTA },
    expect: 'deny',
  },
  {
    name: 'a company cannot create another company quota',
    actor: 'companyA',
    op: { type: 'create', path: 'messageRequestQuotas/company-b', data: { companyId: 'company-b', sentAt: [] } },
    expect: 'deny',
  },
  {
    name: 'an administrator cannot read a message-request quota',
    actor: 'admin',
    seed: { [QUOTA]: quota },
    op: { type: 'get', path: QUOTA },
    expect: 'deny',
  },
];
