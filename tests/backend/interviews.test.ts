/**
 * Interviews through the services and the backend port, on both engines: the local backend over HTTP (its policy)
 * and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). The job's company proposes
 * times, the talent picks one, a pick made on times the company has since changed is refused in words, the company
 * proposes again and cancels; another company sees nothing and the talent writes nothing but its pick.
 */
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { applyToJob, getApplication, moveApplication } from '@/services/applications/applications';
import {
  cancelInterview,
  chooseInterviewSlot,
  getInterview,
  proposeInterview,
} from '@/services/applications/interviews';
import type { Application } from '@/services/schemas/application';
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
  appId: string;
}

const HOUR = 3_600_000;
const slot = (hoursAhead: number) => {
  const startsAt = Math.floor((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000;
  return { startsAt, endsAt: startsAt + 30 * 60_000 };
};

function scenarios(name: string, world: () => Promise<World>) {
  describe(name, () => {
    it('propose, pick, refuse a stale pick, propose again, cancel; nobody else reads or writes it', async () => {
      const { company, other, talent, appId } = await world();
      const asCompany = { role: 'company' as const, uid: company.uid };
      const asTalent = { role: 'talent' as const, uid: talent.uid };
      pointServicesAt(company.backend);
      const app: Application = await getApplication(appId);
      const times = [slot(48), slot(72)];
      await proposeInterview(company.uid, app, {
        slots: times,
        timeZone: 'Europe/Lisbon',
        details: '  https://meet.example/x  ',
      });
      expect(await getInterview(asCompany, appId)).toMatchObject({
        status: 'proposed',
        round: 1,
        slots: times,
        details: 'https://meet.example/x',
        talentId: talent.uid,
      });
      await expect(proposeInterview(company.uid, app, { slots: [slot(-1)], timeZone: 'UTC' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });

      pointServicesAt(other.backend);
      await expect(getInterview(asCompany, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await getInterview({ role: 'company', uid: other.uid }, appId)).toBeNull();

      pointServicesAt(talent.backend);
      const proposed = (await getInterview(asTalent, appId))!;
      await expect(cancelInterview(talent.uid, { ...proposed, companyId: talent.uid }, {})).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await chooseInterviewSlot(talent.uid, proposed, 1);
      expect(await getInterview(asTalent, appId)).toMatchObject({
        status: 'scheduled',
        chosenIndex: 1,
        startsAt: times[1].startsAt,
        endsAt: times[1].endsAt,
      });

      // New times (round 2); the talent picks on the round it read while the company moves it again (round 3).
      pointServicesAt(company.backend);
      await proposeInterview(company.uid, app, { slots: [slot(96)], timeZone: 'UTC' });
      pointServicesAt(talent.backend);
      const stale = (await getInterview(asTalent, appId))!;
      expect(stale).toMatchObject({ status: 'proposed', round: 2 });
      expect(stale.startsAt).toBeUndefined();
      pointServicesAt(company.backend);
      await proposeInterview(company.uid, app, { slots: [slot(120)], timeZone: 'UTC' });
      pointServicesAt(talent.backend);
      await expect(chooseInterviewSlot(talent.uid, stale, 0)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('changed or cancelled'),
      });
      expect(await getInterview(asTalent, appId)).toMatchObject({ status: 'proposed', round: 3 });

      pointServicesAt(company.backend);
      const current = (await getInterview(asCompany, appId))!;
      await cancelInterview(company.uid, current, { reason: 'The role was filled.' });
      pointServicesAt(talent.backend);
      const cancelled = (await getInterview(asTalent, appId))!;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The role was filled.' });
      await expect(chooseInterviewSlot(talent.uid, { ...cancelled, status: 'proposed' }, 0)).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    });
  });
}

let server: LocalServer | undefined;
afterAll(async () => {
  await stopServer(server);
  await disposeEmulatorBackends();
});

scenarios('interviews on the local backend', async () => {
  server ??= await startServer();
  const { company, job } = await companyWithJob(server);
  const other = await signUpCompany(server, 'Other Co');
  const talent = (await signUpTalent(server)).use();
  const app = await applyToJob(talent.uid, { jobId: job.id });
  pointServicesAt(company.backend);
  await moveApplication(company.uid, app.id, 'interview');
  return { company, other, talent, appId: app.id };
});

const withEmulators =
  requireEmulator(
    'interviews on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) && requireEmulator('interviews on the Firebase adapter', 'FIREBASE_AUTH_EMULATOR_HOST', 'needs the Auth emulator');
describe.skipIf(!withEmulators)('Firebase', () => {
  scenarios('interviews on the Firebase adapter', async () => {
    const [company, other, talent] = [
      await emulatorAccount('company', 'interview'),
      await emulatorAccount('company', 'interview'),
      await emulatorAccount('talent', 'interview'),
    ];
    const { id } = await emulatorApplication(company.uid, talent.uid, 'interview');
    return { company, other, talent, appId: id };
  });
});
