/**
 * The access cases of saved jobs, part of the shared table (cases.ts spreads them in): a talent reads, lists (with
 * the queries services/jobs/saved-jobs.ts runs), writes and deletes its own bookmarks only, shaped as the schema
 * says; nobody else, not even an administrator, reads them from a client.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const savedAt = new Date('2026-01-01T00:00:00Z');
const bookmark = (talentId: string, jobId = 'job-1', extra: DocumentData = {}): DocumentData => ({
  talentId,
  jobId,
  jobTitle: 'Junior Developer',
  companyName: 'Company A',
  savedAt,
  ...extra,
});
const fresh = (talentId: string, jobId = 'job-1', extra: DocumentData = {}) =>
  bookmark(talentId, jobId, { savedAt: serverTimestamp(), ...extra });
const seeded = { 'savedJobs/talent-a_job-1': bookmark('talent-a') };
const own = 'savedJobs/talent-a_job-1';
const newest = [{ field: 'savedAt', direction: 'desc' as const }];
const listOf = (talentId: string) => ({
  collection: 'savedJobs',
  where: [{ field: 'talentId', op: '==' as const, value: talentId }],
  orderBy: newest,
  limit: 21,
});

export const SAVED_JOB_CASES: AccessCase[] = [
  {
    name: 'savedJobs: a talent reads its own bookmark',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'allow',
  },
  {
    name: 'savedJobs: a talent asks about a bookmark it does not have',
    actor: 'talentA',
    op: { type: 'get', path: 'savedJobs/talent-a_job-9' },
    expect: 'allow',
  },
  {
    name: "savedJobs: a talent cannot read another talent's bookmark",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a company cannot read a bookmark',
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedJobs: anonymous cannot read a bookmark',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a talent lists its own, newest first',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'allow',
  },
  {
    name: "savedJobs: a talent cannot list another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a query not pinned to the talent is refused',
    actor: 'talentA',
    seed: seeded,
    op: {
      type: 'query',
      spec: { collection: 'savedJobs', where: [{ field: 'jobId', op: '==', value: 'job-1' }], limit: 21 },
    },
    expect: 'deny',
  },
  {
    name: 'savedJobs: an admin cannot list bookmarks from a client',
    actor: 'admin',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a talent saves a job',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a') },
    expect: 'allow',
  },
  {
    name: 'savedJobs: a talent saves a job again (set over its bookmark)',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { savedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'savedJobs: a talent cannot save for another talent',
    actor: 'talentB',
    op: { type: 'create', path: own, data: fresh('talent-a') },
    expect: 'deny',
  },
  {
    name: "savedJobs: a talent cannot write its bookmark under another talent's id",
    actor: 'talentB',
    op: { type: 'create', path: own, data: fresh('talent-b') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: the id must name the saved job',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', 'job-2') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a company cannot save a job',
    actor: 'companyA',
    op: { type: 'create', path: 'savedJobs/company-a_job-1', data: fresh('company-a') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a key outside the shape is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', 'job-1', { note: 'x' }) },
    expect: 'deny',
  },
  {
    name: 'savedJobs: an oversized title is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', 'job-1', { jobTitle: 'x'.repeat(121) }) },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a backdated save is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: bookmark('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedJobs: a talent unsaves its own',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'allow',
  },
  {
    name: "savedJobs: a talent cannot unsave another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'deny',
  },
];
