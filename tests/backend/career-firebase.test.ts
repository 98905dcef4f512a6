/**
 * Work history and education on the Firebase adapter (Firestore emulator, with the deployed rules): the scenario of
 * tests/services/career.test.ts, saved through the services under firestore.rules (the entries and their search words
 * by the career-save trusted operation, served as the app serves it), found by a verified company's keyword search and
 * by the back office's name search.
 */
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { setBackend } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { createCompany } from '@/services/companies/companies';
import { createTalent } from '@/services/talents/talents';
import { runCareerScenario } from '../services/career-scenario';
import { disposeEmulatorBackends, emulatorBackend, emulatorHost, requireEmulator } from '../helpers/firebase-emulators';
import { serveFirebaseTrustedRoute } from '../helpers/firebase-trusted-route';
import { disposeSecondFactorBackends, withSecondFactor } from '../helpers/emulator-second-factor';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const withEmulators =
  requireEmulator(
    'work history on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'work history on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  );

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const docs = () => adminDocuments(getAdminFirestore());

let trusted: Awaited<ReturnType<typeof serveFirebaseTrustedRoute>> | null = null;

async function account(kind: string): Promise<{ uid: string; email: string; backend: Backend }> {
  trusted ??= await serveFirebaseTrustedRoute();
  const backend = emulatorBackend(emulatorHost, trusted.url);
  const email = `${kind}-${RUN}@x.test`;
  const user = await backend.auth.signUp(email, 'career-password');
  return { uid: user.uid, email, backend };
}

afterAll(async () => {
  await trusted?.stop();
  await disposeSecondFactorBackends();
  await disposeSecondFactorBackends();
  await disposeEmulatorBackends();
});

describe.skipIf(!withEmulators)('work history and education (Firestore emulator)', () => {
  it('are saved under the rules, shown on the card and found by discovery and the back office', async () => {
    const talent = await account('talent');
    setBackend(talent.backend);
    await createTalent({
      id: talent.uid,
      email: talent.email,
      name: 'Ada Career',
      role: 'Web Developer',
      skills: [{ skill: 'React' }],
    });

    const company = await account('company');
    setBackend(company.backend);
    await createCompany({ id: company.uid, email: company.email, name: 'Finder Co' });
    await docs().update(`companies/${company.uid}`, { verification: 'verified' });

    const admin = await account('admin');
    await docs().set(`admin/${admin.uid}`, { id: admin.uid, email: admin.email, name: 'Admin' });

    await runCareerScenario({
      talentId: talent.uid,
      unique: RUN.replace(/[^a-z0-9]/gi, '').slice(-8),
      asTalent: () => setBackend(talent.backend),
      asCompany: () => setBackend(company.backend),
      // The back office answers a session signed in with a second factor only.
      asAdmin: () => setBackend(withSecondFactor(admin.backend, admin)),
    });
  });
});
