/**
 * The conversation-report trusted operation on admin Firestore (Firestore emulator): one open report per reporter
 * and conversation, also for two reports sent at once, a new one once it is closed, and the daily limit, as on the
 * local engine (tests/services/report-limits.test.ts).
 */
import { conversationReport, reportResolve } from '@/server/trusted/conversation-report';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'conversation reports on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const docs = () => adminDocuments(getAdminFirestore());
const ctx = (uid: string) => trustedContext(uid, { docs: docs() });

async function conversation(talent: string, company: string): Promise<string> {
  const id = [talent, company].sort().join('_');
  await docs().set(`conversations/${id}`, {
    participants: [talent, company].sort(),
    people: { [talent]: { name: 'Ada', role: 'talent' }, [company]: { name: 'Acme', role: 'company' } },
    status: 'open',
    blockedBy: [],
  });
  return id;
}
const reportsBy = async (uid: string) =>
  (await docs().query({ collection: 'reports', where: [{ field: 'reporter', op: '==', value: uid }] })).map(
    (s) => s.data!,
  );

describe.skipIf(!withFirestore)('conversation-report (Firestore emulator)', () => {
  it('keeps one open report per reporter and conversation, even for two at once', async () => {
    const [talent, company, admin] = [`ta${RUN}`, `co${RUN}`, `ad${RUN}`];
    await docs().set(`admin/${admin}`, { id: admin, name: 'Admin', email: `${admin}@x.test` });
    const conversationId = await conversation(talent, company);
    const results = (await Promise.all(
      [1, 2, 3].map(() => conversationReport(ctx(talent), { conversationId, reason: 'Fee' })),
    )) as { reportId: string }[];
    expect(new Set(results.map((r) => r.reportId)).size).toBe(1);
    expect(await reportsBy(talent)).toHaveLength(1);

    await reportResolve(ctx(admin), { reportId: results[0].reportId, action: 'dismiss' });
    const next = (await conversationReport(ctx(talent), { conversationId, reason: 'Again' })) as { reportId: string };
    expect(next.reportId).not.toBe(results[0].reportId);
    expect((await reportsBy(talent)).map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
  });

  it('refuses a reporter over the daily limit and writes nothing', async () => {
    const [talent, company] = [`tb${RUN}`, `cb${RUN}`];
    const conversationId = await conversation(talent, company);
    await docs().batch(
      Array.from({ length: MESSAGING_LIMITS.reportsPerDay }, (_, i) => ({
        type: 'set' as const,
        path: `reports/earlier${RUN}n${i}`,
        data: {
          reporter: talent,
          conversationId: `other${i}`,
          status: 'dismissed',
          createdAt: new Date(Date.now() - i * 60_000),
        },
      })),
    );
    await expect(conversationReport(ctx(talent), { conversationId, reason: 'Spam' })).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect((await reportsBy(talent)).filter((r) => r.conversationId === conversationId)).toEqual([]);
  });
});
