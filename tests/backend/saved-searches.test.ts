/**
 * Saved searches through the services and the backend port, on both engines: the local backend over HTTP (its
 * policy) and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). A talent saves the
 * job list's filters, renames one and makes it weekly, deletes one; another talent can do none of it.
 */
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSavedSearchAlerts,
  updateSavedSearch,
} from '@/services/jobs/saved-searches';
import { SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search';
import { onBothBackends, type Talent } from '../helpers/talent-on-both-backends';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const REMOTE_REACT = {
  keyword: 'react',
  workMode: 'remote',
  minSalary: 3000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'Monthly',
} as const;

function scenarios(name: string, talent: () => Promise<Talent>) {
  describe(name, () => {
    it('a talent saves searches, sees them oldest first, renames one, makes it weekly and deletes one', async () => {
      const a = await talent();
      pointServicesAt(a.backend);
      const first = await saveSearch(a.uid, REMOTE_REACT, { name: '  Remote React ', frequency: 'daily' });
      await saveSearch(
        a.uid,
        { category: 'It & Development' },
        { name: 'Anything in engineering', frequency: 'weekly' },
      );

      const saved = await listSavedSearches(a.uid);
      expect(saved.map((s) => s.name)).toEqual(['Remote React', 'Anything in engineering']);
      expect(saved[0]).toMatchObject({
        id: first,
        talentId: a.uid,
        frequency: 'daily',
        filters: REMOTE_REACT,
        createdAt: expect.any(Number),
      });
      expect(saved[0].lastRunAt).toBe(saved[0].createdAt);
      expect(saved.map((s) => s.alertsOn)).toEqual([true, true]);

      await updateSavedSearch(first, { name: 'React anywhere', frequency: 'weekly' });
      await setSavedSearchAlerts(first, false);
      await deleteSavedSearch(saved[1].id);
      expect(await listSavedSearches(a.uid)).toEqual([
        expect.objectContaining({
          id: first,
          name: 'React anywhere',
          frequency: 'weekly',
          filters: REMOTE_REACT,
          alertsOn: false,
        }),
      ]);
      await setSavedSearchAlerts(first, true);
      expect((await listSavedSearches(a.uid))[0].alertsOn).toBe(true);
    });

    it('a nameless search is refused with a human message, before anything is written', async () => {
      const a = await talent();
      pointServicesAt(a.backend);
      await expect(saveSearch(a.uid, {}, { name: '   ', frequency: 'daily' })).rejects.toMatchObject({
        field: 'name',
        message: 'name: Give this search a name',
      });
      expect(await listSavedSearches(a.uid)).toEqual([]);
    });

    it(`a talent keeps at most ${SAVED_SEARCH_LIMITS.perTalentMax} saved searches`, async () => {
      const a = await talent();
      pointServicesAt(a.backend);
      for (let i = 0; i < SAVED_SEARCH_LIMITS.perTalentMax; i++)
        await saveSearch(a.uid, {}, { name: `Search ${i}`, frequency: 'weekly' });
      await expect(saveSearch(a.uid, {}, { name: 'One more', frequency: 'weekly' })).rejects.toMatchObject({
        code: 'resource-exhausted',
        field: 'name',
      });
      const saved = await listSavedSearches(a.uid);
      expect(saved).toHaveLength(SAVED_SEARCH_LIMITS.perTalentMax);
      // Deleting one frees its place: the next search takes it.
      await deleteSavedSearch(saved[3].id);
      const again = await saveSearch(a.uid, {}, { name: 'In its place', frequency: 'daily' });
      expect(again).toBe(saved[3].id);
      expect(await listSavedSearches(a.uid)).toHaveLength(SAVED_SEARCH_LIMITS.perTalentMax);
    });

    it("another talent can neither list, rename nor delete a talent's saved searches", async () => {
      const a = await talent();
      const b = await talent();
      pointServicesAt(a.backend);
      const id = await saveSearch(a.uid, REMOTE_REACT, { name: 'Private', frequency: 'daily' });
      pointServicesAt(b.backend);
      await expect(listSavedSearches(a.uid)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(updateSavedSearch(id, { name: 'Mine now', frequency: 'daily' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(setSavedSearchAlerts(id, false)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(deleteSavedSearch(id)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await listSavedSearches(b.uid)).toEqual([]);
      pointServicesAt(a.backend);
      expect(await listSavedSearches(a.uid)).toEqual([expect.objectContaining({ id, name: 'Private' })]);
    });
  });
}

onBothBackends('saved searches', scenarios);
