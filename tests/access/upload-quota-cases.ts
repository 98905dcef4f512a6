/**
 * The access cases of `uploadQuotas/{uid}`: an account's recent upload reservations and the paths storage takes a
 * file at, kept by the `upload-reserve` operation in its transaction and read by storage.rules. No client reads or
 * writes it, not even its own account (resetting it or adding paths would lift the quota).
 */
import type { AccessCase } from './cases';

const QUOTA = 'uploadQuotas/talent-a';
const quota = { paths: ['talents/talent-a/profile/1-cv.pdf'], reservedAt: [new Date('2026-02-01T00:00:00Z')] };

export const UPLOAD_QUOTA_CASES: AccessCase[] = [
  {
    name: 'an account cannot read its upload quota',
    actor: 'talentA',
    seed: { [QUOTA]: quota },
    op: { type: 'get', path: QUOTA },
    expect: 'deny',
  },
  {
    name: 'an account cannot reserve paths itself',
    actor: 'talentA',
    seed: { [QUOTA]: quota },
    op: { type: 'update', path: QUOTA, data: { paths: ['talents/talent-a/profile/2-more.pdf'], reservedAt: [] } },
    expect: 'deny',
  },
  {
    name: 'an account cannot create its upload quota',
    actor: 'talentA',
    op: { type: 'create', path: QUOTA, data: { paths: ['talents/talent-a/profile/1-cv.pdf'], reservedAt: [] } },
    expect: 'deny',
  },
  {
    name: 'an account cannot delete its upload quota',
    actor: 'talentA',
    seed: { [QUOTA]: quota },
    op: { type: 'delete', path: QUOTA },
    expect: 'deny',
  },
  {
    name: 'an administrator cannot read an upload quota',
    actor: 'admin',
    seed: { [QUOTA]: quota },
    op: { type: 'get', path: QUOTA },
    expect: 'deny',
  },
];
