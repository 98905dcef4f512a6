/**
 * verify-company on admin Firestore (Firestore emulator): verifies sent at once, and one more later, leave one
 * audit entry and one published job, as on the local engine (tests/services/actions-once.test.ts).
 */
import { verifyCompany } from '@/server/trusted/company-review';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'verify-company once on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('verify-company (Firestore emulator)', () => {
  it('writes one audit entry however many verifies arrive', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const run = `${process.pid}x${Date.now().toString(36)}`;
    const [company, admin, job] = [`co${run}`, `ad${run}`, `job${run}`];
    await docs.set(`admin/${admin}`, { id: admin, name: 'Admin', email: `${admin}@x.test` });
    await docs.set(`companies/${company}`, {
      id: company,
      name: 'Twice Co',
      email: `${company}@x.test`,
      verification: 'pending',
      timestamp: new Date(),
      new: false,
    });
    await docs.set(`jobs/${job}`, {
      companyId: company,
      status: 'awaiting-review',
      title: 'Waiting',
      createdAt: new Date(),
    });
    const ctx = trustedContext(admin, { docs });

    const results = (await Promise.all([1, 2, 3].map(() => verifyCompany(ctx, { companyId: company })))) as {
      published: number;
    }[];
    expect(results.some((r) => r.published === 1)).toBe(true);
    expect(await verifyCompany(ctx, { companyId: company })).toEqual({ published: 0 });
    const entries = await docs.query({
      collection: 'auditLog',
      where: [{ field: 'targetId', op: '==', value: company }],
    });
    expect(entries.map((e) => e.data?.action)).toEqual(['verify-company']);
    expect((await docs.get(`jobs/${job}`)).data).toMatchObject({ status: 'active', companyVerified: true });
  });
});
