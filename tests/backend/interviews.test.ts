/**
 * Interviews through the services and the backend port, on both engines: the local backend over HTTP (its policy
 * and trusted route) and the Firebase adapter against the Auth and Firestore emulators (firestore.rules, and the
 * trusted route on firebase-admin). The job's company proposes times, the talent picks one, a pick made on times the
 * company has since changed is refused in words, the company proposes again and cancels; another company sees
 * nothing, and neither side writes the interview itself (each step is a trusted operation).
 */
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import { serverTimestamp, type Backend } from '@/services/backend/types';
import { applyToJob, getApplication } from '@/services/applications/applications';
import {
  cancelInterview,
  chooseInterviewSlot,
  getInterview,
  proposeInterview,
} from '@/services/applications/interviews';
import type { Application } from '@/services/schemas/application';
import { emulatorAccount, emulatorApplication } from '../helpers/emulator-accounts';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { serveFirebaseTrustedRoute } from '../helpers/firebase-trusted-route';
import { companyWithJob, moveTo, signUpCompany, signUpTalent } from '../services/job-fixtures';
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
      const sent = await proposeInterview(app.id, {
        slots: times,
        timeZone: 'Europe/Lisbon',
        details: '  https://meet.example/x  ',
      });
      expect(await getInterview(asCompany, appId)).toEqual(sent);
      expect(sent).toMatchObject({
        status: 'proposed',
        round: 1,
        slots: times,
        details: 'https://meet.example/x',
        talentId: talent.uid,
      });
      await expect(proposeInterview(app.id, { slots: [slot(-1)], timeZone: 'UTC' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      // The browser-side write the trusted operation replaced: refused by the policy and the rules.
      await expect(
        company.backend.docs.update(`interviews/${appId}`, { status: 'cancelled', updatedAt: serverTimestamp() }),
      ).rejects.toMatchObject({ code: 'permission-denied' });

      pointServicesAt(other.backend);
      await expect(getInterview(asCompany, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await getInterview({ role: 'company', uid: other.uid }, appId)).toBeNull();

      pointServicesAt(talent.backend);
      const proposed = (await getInterview(asTalent, appId))!;
      await expect(cancelInterview(appId, {})).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        talent.backend.docs.update(`interviews/${appId}`, {
          status: 'scheduled',
          chosenIndex: 0,
          startsAt: new Date(times[0].startsAt),
          endsAt: new Date(times[0].endsAt),
          updatedAt: serverTimestamp(),
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await chooseInterviewSlot(proposed, 1);
      expect(await getInterview(asTalent, appId)).toMatchObject({
        status: 'scheduled',
        chosenIndex: 1,
        startsAt: times[1].startsAt,
        endsAt: times[1].endsAt,
      });

      // New times (round 2); the talent picks on the round it read while the company moves it again (round 3).
      pointServicesAt(company.backend);
      await proposeInterview(app.id, { slots: [slot(96)], timeZone: 'UTC' });
      pointServicesAt(talent.backend);
      const stale = (await getInterview(asTalent, appId))!;
      expect(stale).toMatchObject({ status: 'proposed', round: 2 });
      expect(stale.startsAt).toBeUndefined();
      pointServicesAt(company.backend);
      await proposeInterview(app.id, { slots: [slot(120)], timeZone: 'UTC' });
      pointServicesAt(talent.backend);
      await expect(chooseInterviewSlot(stale, 0)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('changed or cancelled'),
      });
      expect(await getInterview(asTalent, appId)).toMatchObject({ status: 'proposed', round: 3 });

      pointServicesAt(company.backend);
      const current = (await getInterview(asCompany, appId))!;
      expect(current.round).toBe(3);
      await cancelInterview(appId, { reason: 'The role was filled.' });
      pointServicesAt(talent.backend);
      const cancelled = (await getInterview(asTalent, appId))!;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The role was filled.' });
      await expect(chooseInterviewSlot({ ...cancelled, status: 'proposed' }, 0)).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    });
  });
}

let server: LocalServer | undefined;
let route: Awaited<ReturnType<typeof serveFirebaseTrustedRoute>> | undefined;
afterAll(async () => {
  await stopServer(server);
  await route?.stop();
  await disposeEmulatorBackends();
});

scenarios('interviews on the local backend', async () => {
  server ??= await startServer();
  const { company, job } = await companyWithJob(server);
  const other = await signUpCompany(server, 'Other Co');
  const talent = (await signUpTalent(server)).use();
  const app = await applyToJob({ jobId: job.id });
  pointServicesAt(company.backend);
  await moveTo(app.id, 'interview');
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
    route ??= await serveFirebaseTrustedRoute();
    const [company, other, talent] = [
      await emulatorAccount('company', 'interview', route.url),
      await emulatorAccount('company', 'interview', route.url),
      await emulatorAccount('talent', 'interview', route.url),
    ];
    const { id } = await emulatorApplication(company.uid, talent.uid, 'interview');
    return { company, other, talent, appId: id };
  });
});
