/**
 * Administrators reach the back office only from a session that signed in with a second factor: every case an
 * administrator is allowed runs again as the same account signed in with a password alone, and is refused, except
 * what any signed-in account may do (listed by name). The recovery codes' hashes are read and written by no client.
 */
import type { AccessCase } from './cases';

/** Allowed to the administrator as to any account: its own admin document, what every signed-in user reads. */
const OPEN_TO_ANY_ACCOUNT = new Set([
  'admin reads own admin document',
  'talent reads a missing job (as missing)',
  // Companies and learning resources are listed by every signed-in account.
  'admin lists companies by timestamp',
  'admin lists companies awaiting review',
  'admin lists companies by a name term',
  'resources: an admin searches them by type',
]);

export function withoutSecondFactor(cases: readonly AccessCase[]): AccessCase[] {
  return cases
    .filter((c) => c.actor === 'admin' && c.expect === 'allow' && !OPEN_TO_ANY_ACCOUNT.has(c.name))
    .map((c) => ({
      ...c,
      name: `${c.name}, signed in with a password alone`,
      actor: 'adminPasswordOnly',
      expect: 'deny',
    }));
}

/** What a member reads of its own whatever its team requires: its membership (so it learns what), its settings. */
const ITS_OWN = new Set([
  'companyMembers: a recruiter reads its own membership',
  'notificationSettings: a recruiter reads its own',
]);
const MEMBER_PATH = 'companyMembers/recruiter-a';

/**
 * Every case a recruiter is allowed as a member of its team, again with the owner requiring two-step sign-in: refused
 * to a session of a password alone, allowed to one signed in with the app.
 */
export function teamRequiringSecondFactor(cases: readonly AccessCase[]): AccessCase[] {
  return cases
    .filter((c) => c.actor === 'recruiterA' && c.expect === 'allow' && c.seed?.[MEMBER_PATH] && !ITS_OWN.has(c.name))
    .flatMap((c): AccessCase[] => {
      const seed = { ...c.seed, [MEMBER_PATH]: { ...c.seed![MEMBER_PATH]!, secondFactorRequired: true } };
      return [
        { ...c, seed, name: `${c.name}, the team requiring two-step sign-in, from a password alone`, expect: 'deny' },
        {
          ...c,
          seed,
          name: `${c.name}, the team requiring two-step sign-in, signed in with it`,
          actor: 'recruiterASecondFactor',
        },
      ];
    });
}

const recovery = 'secondFactorRecovery/admin-1';
const hashes = { codes: ['0'.repeat(64)], createdAt: new Date('2026-01-01T00:00:00Z') };

export const SECOND_FACTOR_CASES: AccessCase[] = [
  {
    name: 'an administrator with a password alone still learns it is one (its own admin document)',
    actor: 'adminPasswordOnly',
    op: { type: 'get', path: 'admin/admin-1' },
    expect: 'allow',
  },
  {
    name: 'secondFactorRecovery: its owner cannot read the hashes of its recovery codes',
    actor: 'admin',
    seed: { [recovery]: hashes },
    op: { type: 'get', path: recovery },
    expect: 'deny',
  },
  {
    name: 'secondFactorRecovery: its owner cannot write recovery codes of its choosing',
    actor: 'admin',
    op: { type: 'create', path: recovery, data: hashes },
    expect: 'deny',
  },
  {
    name: 'secondFactorRecovery: its owner cannot delete them',
    actor: 'admin',
    seed: { [recovery]: hashes },
    op: { type: 'delete', path: recovery },
    expect: 'deny',
  },
  {
    name: "secondFactorRecovery: a talent cannot read another account's",
    actor: 'talentA',
    seed: { [recovery]: hashes },
    op: { type: 'get', path: recovery },
    expect: 'deny',
  },
  {
    name: 'secondFactorRecovery: nobody lists them',
    actor: 'admin',
    op: { type: 'query', spec: { collection: 'secondFactorRecovery', limit: 10 } },
    expect: 'deny',
  },
];
