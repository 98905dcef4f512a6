/**
 * The back office's search by name on the Firebase adapter (Firestore emulator, with the deployed rules): talents
 * and companies signed up through the services are found by any word or its start, in any case and without
 * accents; rebuild-derived gives accounts stored before their name terms. The same on the local engine:
 * tests/services/backoffice-name-search.test.ts.
 */
import { rebuildDerivedData } from '@/server/migrations/rebuild-derived';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { setBackend } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { listAdminCompanies } from '@/services/backoffice/companies';
import { listAdminTalents } from '@/services/backoffice/talents';
import { createCompany } from '@/services/companies/companies';
import { createTalent } from '@/services/talents/talents';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';
import { disposeSecondFactorBackends, withSecondFactor } from '../helpers/emulator-second-factor';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const withEmulators =
  requireEmulator(
    'name search on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'name search on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  );

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const docs = () => adminDocuments(getAdminFirestore());
let admin: Backend;

/** A new account of its own, signed up through the services as the app does. */
async function signUp(kind: 'talent' | 'company', name: string) {
  const backend = emulatorBackend();
  const email = `${kind}-${RUN}-${Math.random().toString(36).slice(2, 8)}@x.test`;
  const user = await backend.auth.signUp(email, 'search-password');
  setBackend(backend);
  if (kind === 'talent') await createTalent({ id: user.uid, email, name, role: 'Web Developer' });
  else await createCompany({ id: user.uid, email, name });
  return user.uid;
}

const talentNames = async (q: string) => (await listAdminTalents({ q })).items.map((t) => t.name);
const companyNames = async (q: string) => (await listAdminCompanies({ q })).items.map((c) => c.name);

afterAll(async () => {
  await disposeSecondFactorBackends();
  await disposeEmulatorBackends();
});

describe.skipIf(!withEmulators)('back-office name search (Firestore emulator)', () => {
  beforeAll(async () => {
    await signUp('talent', `Ada Quillfeather${RUN}`);
    await signUp('talent', `Zoë Quillfeather${RUN}`);
    await signUp('company', `Société Quillworks${RUN}`);
    const signedUp = emulatorBackend();
    const user = await signedUp.auth.signUp(`admin-${RUN}@x.test`, 'search-password');
    await docs().set(`admin/${user.uid}`, { id: user.uid, email: `admin-${RUN}@x.test`, name: 'Admin' });
    // The back office answers a session signed in with a second factor only.
    admin = withSecondFactor(signedUp, { uid: user.uid, email: `admin-${RUN}@x.test` });
    setBackend(admin);
  });

  it('finds talents and companies by any word or its start, in any case and without accents', async () => {
    const surname = `quillfeather${RUN}`.slice(0, 20);
    expect(await talentNames(`ZOE ${surname}`)).toEqual([`Zoë Quillfeather${RUN}`]);
    expect(await talentNames(`ada ${surname}`)).toEqual([`Ada Quillfeather${RUN}`]);
    expect((await talentNames(surname)).sort()).toEqual([`Ada Quillfeather${RUN}`, `Zoë Quillfeather${RUN}`]);
    expect(await companyNames(`societe quillworks${RUN}`)).toEqual([`Société Quillworks${RUN}`]);
  });

  it('rebuild-derived gives accounts stored before their name terms', async () => {
    const id = `old-${RUN}`;
    await docs().set(`students/${id}`, {
      id,
      email: `${id}@x.test`,
      name: `Émile Oldfield${RUN}`,
      availability: true,
      timestamp: new Date(),
      new: false,
      role: 'Copywriter',
      skills: [],
    });
    expect(await talentNames(`oldfield${RUN}`)).toEqual([]);
    const report = await rebuildDerivedData(docs());
    expect(report.nameTermsWritten).toBeGreaterThanOrEqual(1);
    expect(await talentNames(`emile oldfield${RUN}`)).toEqual([`Émile Oldfield${RUN}`]);
  });
});
