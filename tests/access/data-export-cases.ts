/**
 * A download of one's data is the server's to make and to hand over: no client reads or writes the record of it
 * (`dataExports/{uid}`: where the file is, its link's hash, when it expires), its owner included, so nobody starts,
 * reads or takes someone else's download from a client. The file's own path is in the storage cases. Nor does any
 * client read or write the retention job's warning of an inactive account's deletion (`retentionNotices/{uid}`).
 */
import type { AccessCase } from './cases';

const mine = 'dataExports/talent-a';
const record = {
  uid: 'talent-a',
  path: 'exports/talent-a/data-1.zip',
  tokenHash: '0'.repeat(64),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-01T00:15:00Z'),
  bytes: 100,
};

export const DATA_EXPORT_CASES: AccessCase[] = [
  {
    name: 'dataExports: its owner does not read the record of its download (the link is shown once, by the server)',
    actor: 'talentA',
    seed: { [mine]: record },
    op: { type: 'get', path: mine },
    expect: 'deny',
  },
  {
    name: "dataExports: another talent cannot read a talent's download record",
    actor: 'talentB',
    seed: { [mine]: record },
    op: { type: 'get', path: mine },
    expect: 'deny',
  },
  {
    name: "dataExports: a company cannot read a talent's download record",
    actor: 'companyA',
    seed: { [mine]: record },
    op: { type: 'get', path: mine },
    expect: 'deny',
  },
  {
    name: "dataExports: an administrator cannot read a talent's download record",
    actor: 'admin',
    seed: { [mine]: record },
    op: { type: 'get', path: mine },
    expect: 'deny',
  },
  {
    name: 'dataExports: nobody lists them',
    actor: 'admin',
    op: { type: 'query', spec: { collection: 'dataExports', limit: 10 } },
    expect: 'deny',
  },
  {
    name: 'dataExports: a talent cannot start a download for another by writing its record',
    actor: 'talentB',
    op: { type: 'create', path: mine, data: record },
    expect: 'deny',
  },
  {
    name: 'dataExports: its owner cannot renew an expired link by rewriting its record',
    actor: 'talentA',
    seed: { [mine]: record },
    op: { type: 'update', path: mine, data: { expiresAt: new Date('2099-01-01T00:00:00Z') } },
    expect: 'deny',
  },
  {
    name: 'retentionNotices: an account cannot read the warning of its own deletion',
    actor: 'talentA',
    seed: {
      'retentionNotices/talent-a': { uid: 'talent-a', warnedAt: record.createdAt, deleteAfter: record.expiresAt },
    },
    op: { type: 'get', path: 'retentionNotices/talent-a' },
    expect: 'deny',
  },
  {
    name: 'retentionNotices: an account cannot put its deletion off by removing the warning',
    actor: 'talentA',
    seed: {
      'retentionNotices/talent-a': { uid: 'talent-a', warnedAt: record.createdAt, deleteAfter: record.expiresAt },
    },
    op: { type: 'delete', path: 'retentionNotices/talent-a' },
    expect: 'deny',
  },
  {
    name: "retentionNotices: a talent cannot bring another account's deletion forward",
    actor: 'talentB',
    op: {
      type: 'create',
      path: 'retentionNotices/talent-a',
      data: { uid: 'talent-a', warnedAt: record.createdAt, deleteAfter: record.createdAt },
    },
    expect: 'deny',
  },
  {
    name: 'dataExports: its owner cannot delete the record',
    actor: 'talentA',
    seed: { [mine]: record },
    op: { type: 'delete', path: mine },
    expect: 'deny',
  },
];
