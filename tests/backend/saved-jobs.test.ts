/**
 * Saved jobs through the services and the backend port, on both engines: the local backend over HTTP (its policy)
 * and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). A talent saves, pages
 * through and unsaves its bookmarks; another talent cannot read them.
 */
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import { listSavedJobIds, listSavedJobs, saveJob, unsaveJob } from '@/services/jobs/saved-jobs';
import { onBothBackends, type Talent } from '../helpers/talent-on-both-backends';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const RUN = `${process.pid}x${Date.now().toString(36)}`;

function scenarios(name: string, talent: () => Promise<Talent>) {
  describe(name, () => {
    it('a talent saves jobs, pages through them newest first, and unsaves one', async () => {
      const a = await talent();
      pointServicesAt(a.backend);
      const jobIds = Array.from({ length: 21 }, (_, i) => `job${RUN}n${i}`);
      for (const [i, id] of jobIds.entries()) await saveJob(a.uid, { id, title: `Job ${i}`, companyName: 'Acme' });

      expect(new Set(await listSavedJobIds(a.uid))).toEqual(new Set(jobIds));
      const first = await listSavedJobs(a.uid);
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toMatchObject({
        talentId: a.uid,
        jobId: jobIds[20],
        jobTitle: 'Job 20',
        companyName: 'Acme',
        savedAt: expect.any(Number),
      });
      expect(first.nextCursor).not.toBeNull();
      const second = await listSavedJobs(a.uid, first.nextCursor!);
      expect(second).toMatchObject({ items: [expect.objectContaining({ jobId: jobIds[0] })], nextCursor: null });

      await unsaveJob(a.uid, jobIds[0]);
      expect(await listSavedJobIds(a.uid)).toHaveLength(20);
    });

    it("another talent can neither list nor remove a talent's saved jobs", async () => {
      const a = await talent();
      const b = await talent();
      pointServicesAt(a.backend);
      await saveJob(a.uid, { id: `job${RUN}x`, title: 'Private', companyName: 'Acme' });
      pointServicesAt(b.backend);
      await expect(listSavedJobIds(a.uid)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(unsaveJob(a.uid, `job${RUN}x`)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await listSavedJobIds(b.uid)).toEqual([]);
    });
  });
}

onBothBackends('saved jobs', scenarios);
