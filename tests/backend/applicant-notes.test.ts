/**
 * Applicant notes and ratings through the services and the backend port, on both engines: the local backend over
 * HTTP (its policy) and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). The job's
 * company writes, reads, edits and deletes its notes and rates its applicant, the job's aggregate follows; the
 * talent and another company read and write none of it, and the application the talent reads is unchanged.
 */
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import {
  addApplicantNote,
  deleteApplicantNote,
  editApplicantNote,
  listApplicantNotes,
} from '@/services/applications/applicant-notes';
import { getJobRatings, getOwnRating, rateApplicant } from '@/services/applications/applicant-ratings';
import { applyToJob, getApplication } from '@/services/applications/applications';
import { emulatorAccount, emulatorApplication } from '../helpers/emulator-accounts';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { companyWithJob, signUpCompany, signUpTalent } from '../services/job-fixtures';
import { startServer, stopServer, type LocalServer } from '../services/service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

interface Who {
  uid: string;
  backend: Backend;
}
interface World {
  company: Who;
  other: Who;
  talent: Who;
  app: { id: string; jobId: string; companyId: string };
}

const denied = { code: 'permission-denied' };

function scenarios(name: string, world: () => Promise<World>) {
  describe(name, () => {
    it("the job's company adds, lists, edits and deletes its notes; the talent and another company cannot see them", async () => {
      const { company, other, talent, app } = await world();
      pointServicesAt(talent.backend);
      const before = await getApplication(app.id);

      pointServicesAt(company.backend);
      const author = { uid: company.uid, name: 'Acme Studio' };
      const first = await addApplicantNote(author, app, { text: '  Strong portfolio.  ' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await addApplicantNote(author, app, { text: 'Call back Monday.' });
      await expect(addApplicantNote(author, app, { text: '   ' })).rejects.toMatchObject({ code: 'invalid-argument' });
      let notes = await listApplicantNotes(company.uid, app.id);
      expect(notes.map((n) => n.text)).toEqual(['Call back Monday.', 'Strong portfolio.']);
      expect(notes[1]).toMatchObject({
        id: first,
        authorId: company.uid,
        authorName: 'Acme Studio',
        createdAt: expect.any(Number),
      });

      await editApplicantNote(first, { text: 'Portfolio checked.' });
      notes = await listApplicantNotes(company.uid, app.id);
      expect(notes.find((n) => n.id === first)).toMatchObject({
        text: 'Portfolio checked.',
        authorName: 'Acme Studio',
      });

      pointServicesAt(talent.backend);
      await expect(listApplicantNotes(company.uid, app.id)).rejects.toMatchObject(denied);
      await expect(editApplicantNote(first, { text: 'Hire me.' })).rejects.toMatchObject(denied);
      await expect(deleteApplicantNote(first)).rejects.toMatchObject(denied);
      await expect(
        addApplicantNote({ uid: talent.uid, name: 'Me' }, { ...app, companyId: talent.uid }, { text: 'Hi' }),
      ).rejects.toMatchObject(denied);
      // Nothing of it is on the application the talent reads.
      expect(await getApplication(app.id)).toEqual(before);

      pointServicesAt(other.backend);
      await expect(listApplicantNotes(company.uid, app.id)).rejects.toMatchObject(denied);
      await expect(deleteApplicantNote(first)).rejects.toMatchObject(denied);
      await expect(
        addApplicantNote({ uid: other.uid, name: 'Other' }, { ...app, companyId: other.uid }, { text: 'Mine now' }),
      ).rejects.toMatchObject(denied);

      pointServicesAt(company.backend);
      await deleteApplicantNote(first);
      expect((await listApplicantNotes(company.uid, app.id)).map((n) => n.text)).toEqual(['Call back Monday.']);
    });

    it("a rating of 1 to 4 moves the job's aggregate in the same write; nobody else reads or writes it", async () => {
      const { company, other, talent, app } = await world();
      pointServicesAt(company.backend);
      expect(await getOwnRating(company.uid, app.id)).toBeNull();
      expect(await getJobRatings(app.jobId)).toEqual({});
      await expect(rateApplicant(company.uid, app, 5)).rejects.toMatchObject({ code: 'invalid-argument' });

      await rateApplicant(company.uid, app, 3);
      expect(await getJobRatings(app.jobId)).toEqual({ [app.id]: { sum: 3, count: 1 } });
      await rateApplicant(company.uid, app, 1);
      expect(await getOwnRating(company.uid, app.id)).toBe(1);
      expect(await getJobRatings(app.jobId)).toEqual({ [app.id]: { sum: 1, count: 1 } });

      pointServicesAt(talent.backend);
      await expect(getJobRatings(app.jobId)).rejects.toMatchObject(denied);
      await expect(getOwnRating(company.uid, app.id)).rejects.toMatchObject(denied);
      await expect(rateApplicant(talent.uid, { ...app, companyId: talent.uid }, 4)).rejects.toMatchObject(denied);

      pointServicesAt(other.backend);
      await expect(getJobRatings(app.jobId)).rejects.toMatchObject(denied);
      await expect(rateApplicant(other.uid, { ...app, companyId: other.uid }, 4)).rejects.toMatchObject(denied);

      pointServicesAt(company.backend);
      expect(await getJobRatings(app.jobId)).toEqual({ [app.id]: { sum: 1, count: 1 } });
    });
  });
}

let server: LocalServer | undefined;
afterAll(async () => {
  await stopServer(server);
  await disposeEmulatorBackends();
});

scenarios('applicant notes and ratings on the local backend', async () => {
  server ??= await startServer();
  const { company, job } = await companyWithJob(server);
  const other = await signUpCompany(server, 'Other Co');
  const talent = (await signUpTalent(server)).use();
  const app = await applyToJob({ jobId: job.id });
  return { company, other, talent, app: { id: app.id, jobId: job.id, companyId: company.uid } };
});

const withEmulators =
  requireEmulator(
    'applicant notes on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) &&
  requireEmulator('applicant notes on the Firebase adapter', 'FIREBASE_AUTH_EMULATOR_HOST', 'needs the Auth emulator');
describe.skipIf(!withEmulators)('Firebase', () => {
  scenarios('applicant notes and ratings on the Firebase adapter', async () => {
    const [company, other, talent] = [
      await emulatorAccount('company', 'notes'),
      await emulatorAccount('company', 'notes'),
      await emulatorAccount('talent', 'notes'),
    ];
    const { id, jobId } = await emulatorApplication(company.uid, talent.uid);
    return { company, other, talent, app: { id, jobId, companyId: company.uid } };
  });
});
