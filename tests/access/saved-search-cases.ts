/**
 * The access cases of saved searches (job alerts), part of the shared table (cases.ts spreads them in): a talent
 * reads, lists and counts (the queries services/jobs/saved-searches.ts runs), creates, renames and deletes its own
 * saved searches only, shaped as the schema says; `lastRunAt` is the server's; nobody else reads them from a client,
 * and no client reads the key their unsubscribe links are signed with.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const at = new Date('2026-01-01T00:00:00Z');
const search = (talentId: string, extra: DocumentData = {}): DocumentData => ({
  talentId,
  name: 'Remote React',
  frequency: 'daily',
  filters: { keyword: 'react', workMode: 'remote', minSalary: 3000, salaryCurrency: 'EUR', salaryPeriod: 'Monthly' },
  createdAt: at,
  lastRunAt: at,
  alertsOn: true,
  ...extra,
});
const fresh = (talentId: string, extra: DocumentData = {}) =>
  search(talentId, { createdAt: serverTimestamp(), lastRunAt: serverTimestamp(), ...extra });
// A saved search takes one of the talent's ten slots (`<uid>_0` to `<uid>_9`).
const own = 'savedSearches/talent-a_0';
const withoutAlerts = Object.fromEntries(Object.entries(fresh('talent-a')).filter(([key]) => key !== 'alertsOn'));
const seeded = { [own]: search('talent-a') };
const alertKey = { 'scheduledRuns/job-alerts': { unsubscribeKey: 'k'.repeat(64) } };
const deleting = { 'deletedAccounts/talent-a': { deletedAt: at } };
const pinned = (talentId: string) => [{ field: 'talentId', op: '==' as const, value: talentId }];
const listOf = (talentId: string) => ({
  collection: 'savedSearches',
  where: pinned(talentId),
  orderBy: [{ field: 'createdAt', direction: 'asc' as const }],
  limit: 10,
});

export const SAVED_SEARCH_CASES: AccessCase[] = [
  {
    name: 'savedSearches: a talent reads its own saved search',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'allow',
  },
  {
    name: "savedSearches: a talent cannot read another talent's saved search",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a company cannot read a saved search',
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedSearches: anonymous cannot read a saved search',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent lists its own, oldest first',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'allow',
  },
  {
    name: 'savedSearches: a talent counts its own',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'count', spec: { collection: 'savedSearches', where: pinned('talent-a') } },
    expect: 'allow',
  },
  {
    name: "savedSearches: a talent cannot list another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a query not pinned to the talent is refused',
    actor: 'talentA',
    seed: seeded,
    op: {
      type: 'query',
      spec: { collection: 'savedSearches', where: [{ field: 'frequency', op: '==', value: 'daily' }], limit: 10 },
    },
    expect: 'deny',
  },
  {
    name: 'savedSearches: an admin cannot list saved searches from a client',
    actor: 'admin',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent saves a search',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a') },
    expect: 'allow',
  },
  {
    name: 'savedSearches: a talent saves a search with no filter',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { filters: {} }) },
    expect: 'allow',
  },
  {
    name: 'savedSearches: a talent cannot save a search for another talent',
    actor: 'talentB',
    op: { type: 'create', path: own, data: fresh('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a company cannot save a search',
    actor: 'companyA',
    op: { type: 'create', path: own, data: fresh('company-a') },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a key outside the shape is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { email: 'x@y.z' }) },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a filter outside the job filters is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { filters: { companyId: 'company-a' } }) },
    expect: 'deny',
  },
  {
    name: 'savedSearches: an empty name is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { name: '' }) },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a frequency other than daily or weekly is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { frequency: 'hourly' }) },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a backdated last run is refused (it would send old jobs)',
    actor: 'talentA',
    op: { type: 'create', path: own, data: fresh('talent-a', { lastRunAt: at }) },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent renames its saved search and makes it weekly',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { name: 'React anywhere', frequency: 'weekly' } },
    expect: 'allow',
  },
  {
    name: 'savedSearches: a talent turns the alerts of its saved search off',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { alertsOn: false } },
    expect: 'allow',
  },
  {
    name: 'savedSearches: alerts are on or off, nothing else',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { alertsOn: 'no' } },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a save without alertsOn is refused',
    actor: 'talentA',
    op: { type: 'create', path: own, data: withoutAlerts },
    expect: 'deny',
  },
  {
    name: "savedSearches: a talent cannot turn off another talent's alerts",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'update', path: own, data: { alertsOn: false } },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent cannot move its last run',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { lastRunAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent cannot change the filters in place',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { filters: {} } },
    expect: 'deny',
  },
  {
    name: "savedSearches: a talent cannot rename another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'update', path: own, data: { name: 'Mine now' } },
    expect: 'deny',
  },
  {
    name: 'savedSearches: an account being deleted cannot save a search',
    actor: 'talentA',
    seed: deleting,
    op: { type: 'create', path: own, data: fresh('talent-a') },
    expect: 'deny',
  },
  {
    name: 'savedSearches: an account being deleted cannot rename one',
    actor: 'talentA',
    seed: { ...seeded, ...deleting },
    op: { type: 'update', path: own, data: { name: 'Still here' } },
    expect: 'deny',
  },
  {
    name: 'scheduledRuns: a talent cannot read the key job alert links are signed with',
    actor: 'talentA',
    seed: alertKey,
    op: { type: 'get', path: 'scheduledRuns/job-alerts' },
    expect: 'deny',
  },
  {
    name: 'scheduledRuns: an admin cannot read the job alert key from a client either',
    actor: 'admin',
    seed: alertKey,
    op: { type: 'get', path: 'scheduledRuns/job-alerts' },
    expect: 'deny',
  },
  {
    name: 'scheduledRuns: a talent cannot plant its own job alert key',
    actor: 'talentA',
    op: { type: 'create', path: 'scheduledRuns/job-alerts', data: { unsubscribeKey: 'k'.repeat(64) } },
    expect: 'deny',
  },
  {
    name: 'savedSearches: a talent deletes its own',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'allow',
  },
  {
    name: "savedSearches: a talent cannot delete another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'deny',
  },
];
