/**
 * A talent's country on the Firebase adapter (Firestore emulator, with the deployed rules): the talent saves it on
 * its profile through the rules, its public card carries it, and both the companies' discovery and the back
 * office's talents list filter by it. The same on the local engine: tests/services/talent-cards.test.ts and
 * tests/services/backoffice.test.ts.
 */
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { setBackend } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { listAdminTalents } from '@/services/backoffice/talents';
import { createCompany } from '@/services/companies/companies';
import { createTalent, updateTalent } from '@/services/talents/talents';
import { listTalentCardsPage } from '@/services/talents/talent-cards';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';
import { disposeSecondFactorBackends, withSecondFactor } from '../helpers/emulator-second-factor';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const withEmulators =
  requireEmulator(
    'talent country on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'talent country on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  );

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const docs = () => adminDocuments(getAdminFirestore());
const mine = (names: string[]) => names.filter((n) => n.endsWith(RUN)).sort();

/** A new account of its own, signed up through the services as the app does. */
async function signUp(kind: 'talent' | 'company' | 'admin', name: string): Promise<{ uid: string; backend: Backend }> {
  const backend = emulatorBackend();
  const email = `${kind}-${RUN}-${Math.random().toString(36).slice(2, 8)}@x.test`;
  const user = await backend.auth.signUp(email, 'country-password');
  setBackend(backend);
  if (kind === 'talent') await createTalent({ id: user.uid, email, name, role: 'Photographer' });
  else if (kind === 'company') await createCompany({ id: user.uid, email, name });
  else {
    await docs().set(`admin/${user.uid}`, { id: user.uid, email, name });
    // The back office answers a session signed in with a second factor only.
    return { uid: user.uid, backend: withSecondFactor(backend, { uid: user.uid, email }) };
  }
  return { uid: user.uid, backend };
}

async function talentIn(name: string, country: string | undefined) {
  const { uid } = await signUp('talent', name);
  await updateTalent(uid, { availability: true, ...(country ? { profile: { country } } : {}) });
}

afterAll(async () => {
  await disposeSecondFactorBackends();
  await disposeEmulatorBackends();
});

describe.skipIf(!withEmulators)('a talent country (Firestore emulator)', () => {
  let company: Backend;
  let admin: Backend;

  beforeAll(async () => {
    await talentIn(`Ama ${RUN}`, 'GH');
    await talentIn(`Kofi ${RUN}`, 'GH');
    await talentIn(`Ines ${RUN}`, 'PT');
    await talentIn(`Nobody ${RUN}`, undefined);
    const signedUp = await signUp('company', `Country Co ${RUN}`);
    await docs().update(`companies/${signedUp.uid}`, { verification: 'verified' });
    company = signedUp.backend;
    admin = (await signUp('admin', `Admin ${RUN}`)).backend;
  });

  it("filters a company's discovery by the country on the talents' profiles", async () => {
    setBackend(company);
    const names = async (country: string) =>
      mine(
        (await listTalentCardsPage({ filters: { country, role: 'Photographer' }, pageSize: 100 })).items.map(
          (c) => c.name,
        ),
      );
    expect(await names('GH')).toEqual([`Ama ${RUN}`, `Kofi ${RUN}`]);
    expect(await names('PT')).toEqual([`Ines ${RUN}`]);
  });

  it('filters the back office talents list by country', async () => {
    setBackend(admin);
    const names = async (country: string) =>
      mine((await listAdminTalents({ country, category: 'Photographer' })).items.map((t) => t.name));
    expect(await names('GH')).toEqual([`Ama ${RUN}`, `Kofi ${RUN}`]);
    expect(await names('PT')).toEqual([`Ines ${RUN}`]);
  });
});
