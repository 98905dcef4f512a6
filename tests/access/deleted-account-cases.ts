/**
 * A deleted account's tombstone (`deletedAccounts/{uid}`, written first by the delete-account operation): a token
 * still valid while the deletion runs cannot write the account's profile, card, company or an application back.
 * Each refusal has its control case without the tombstone. Helpers are local (cases.ts imports this file).
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { applyBatch, job } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');
const tombstone = (uid: string) => ({ [`deletedAccounts/${uid}`]: { deletedAt: created } });

const talentOf = (uid: string): DocumentData => ({
  id: uid,
  email: `${uid}@access.test`,
  name: `Student ${uid}`,
  availability: true,
  timestamp: created,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
});
const signUp = (uid: string): DocumentData => ({ ...talentOf(uid), timestamp: serverTimestamp() });
/** The card of the base student document, as a talent's client writes it. */
const card = (uid: string): DocumentData => {
  const card: DocumentData = { ...talentOf(uid), updatedAt: serverTimestamp() };
  for (const privateKey of ['email', 'new', 'timestamp']) delete card[privateKey];
  return card;
};
// A sign-up as the rules take it: no email on the public profile (it lives in companyAccounts), review pending.
const newCompany = (uid: string): DocumentData => ({
  id: uid,
  name: `Company ${uid}`,
  timestamp: serverTimestamp(),
  new: true,
  verification: 'pending',
});

const talentGone = { 'students/talent-a': null } as const;
const companyGone = { 'companies/company-a': null } as const;

export const DELETED_ACCOUNT_CASES: AccessCase[] = [
  {
    name: 'deleted account: control, a talent re-creates its student document',
    actor: 'talentA',
    seed: talentGone,
    op: { type: 'create', path: 'students/talent-a', data: signUp('talent-a') },
    expect: 'allow',
  },
  {
    name: 'deleted account: a tombstoned talent cannot re-create its student document',
    actor: 'talentA',
    seed: { ...talentGone, ...tombstone('talent-a') },
    op: { type: 'create', path: 'students/talent-a', data: signUp('talent-a') },
    expect: 'deny',
  },
  {
    name: 'deleted account: a tombstoned talent cannot update its student document',
    actor: 'talentA',
    seed: tombstone('talent-a'),
    op: { type: 'update', path: 'students/talent-a', data: { name: 'Still here' } },
    expect: 'deny',
  },
  {
    name: 'deleted account: control, a talent writes its card',
    actor: 'talentA',
    op: { type: 'create', path: 'talentCards/talent-a', data: card('talent-a') },
    expect: 'allow',
  },
  {
    name: 'deleted account: a tombstoned talent cannot write its card',
    actor: 'talentA',
    seed: tombstone('talent-a'),
    op: { type: 'create', path: 'talentCards/talent-a', data: card('talent-a') },
    expect: 'deny',
  },
  {
    name: 'deleted account: control, a company re-creates its document',
    actor: 'companyA',
    seed: companyGone,
    op: { type: 'create', path: 'companies/company-a', data: newCompany('company-a') },
    expect: 'allow',
  },
  {
    name: 'deleted account: a tombstoned company cannot re-create its document',
    actor: 'companyA',
    seed: { ...companyGone, ...tombstone('company-a') },
    op: { type: 'create', path: 'companies/company-a', data: newCompany('company-a') },
    expect: 'deny',
  },
  {
    name: 'deleted account: a tombstoned company cannot update its document',
    actor: 'companyA',
    seed: tombstone('company-a'),
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Still here' } },
    expect: 'deny',
  },
  {
    name: 'deleted account: a tombstoned talent cannot apply',
    actor: 'talentA',
    seed: { ...job(), ...tombstone('talent-a') },
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'deleted account: nobody reads a tombstone',
    actor: 'talentA',
    seed: tombstone('talent-a'),
    op: { type: 'get', path: 'deletedAccounts/talent-a' },
    expect: 'deny',
  },
  {
    name: 'deleted account: nobody removes a tombstone',
    actor: 'talentA',
    seed: tombstone('talent-a'),
    op: { type: 'delete', path: 'deletedAccounts/talent-a' },
    expect: 'deny',
  },
];
