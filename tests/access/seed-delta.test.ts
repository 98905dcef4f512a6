/** What the access tables write before each case (tests/access/seed-delta.ts): exactly the difference, or everything. */
import { serverTimestamp } from '@/services/backend/types';
import { BASE_SEED } from './cases';
import { seedDelta, seedTracker, seededDocuments } from './seed-delta';

const job = { title: 'Designer', status: 'active' };

describe("the access tables' seeding between cases", () => {
  it('writes every document on an emptied database when the state is unknown', () => {
    const wanted = seededDocuments({ 'jobs/j1': job, 'students/talent-a': null });
    expect(Object.keys(wanted)).toEqual([
      ...Object.keys(BASE_SEED).filter((p) => p !== 'students/talent-a'),
      'jobs/j1',
    ]);
    expect(seedDelta(null, wanted)).toEqual({ clear: true, set: Object.entries(wanted), remove: [] });
  });

  it('writes only the documents that differ and removes those the case does not want', () => {
    const held = seededDocuments({ 'jobs/j1': job, 'jobs/j2': job });
    const wanted = seededDocuments({ 'jobs/j1': { ...job, status: 'closed' }, 'students/talent-b': null });
    expect(seedDelta(held, wanted)).toEqual({
      clear: false,
      set: [['jobs/j1', { ...job, status: 'closed' }]],
      remove: ['students/talent-b', 'jobs/j2'],
    });
    expect(
      seedDelta(wanted, seededDocuments({ 'jobs/j1': { ...job, status: 'closed' }, 'students/talent-b': null })),
    ).toEqual({ clear: false, set: [], remove: [] });
  });

  it('writes a document holding a server timestamp again, as its stored value changes with each write', () => {
    const stamped = seededDocuments({ 'jobs/j1': { ...job, createdAt: serverTimestamp() } });
    expect(seedDelta(stamped, stamped).set).toEqual([['jobs/j1', stamped['jobs/j1']]]);
  });

  it('trusts the state only after a case that read, or whose write was refused', () => {
    const seeds = seedTracker();
    expect(seeds.next({}).delta.clear).toBe(true); // first case: unknown
    seeds.next({ 'jobs/j1': job }).done(true);
    expect(seeds.next({ 'jobs/j1': job }).delta).toEqual({ clear: false, set: [], remove: [] });
    // That case never said how it ended (it failed), nor does the one after it allow a write.
    expect(seeds.next({}).delta.clear).toBe(true);
    seeds.next({}).done(false);
    expect(seeds.next({}).delta.clear).toBe(true);
  });
});
