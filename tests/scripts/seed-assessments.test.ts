/**
 * The demo assessments seeded into the Firestore emulator through firebase-admin (the trusted operations' Firebase
 * documents): the same drawing and grading code as in local mode, read back through the app's Firebase adapter
 * under firestore.rules. Runs where the Auth and Firestore emulators run.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { firebaseSeedTarget } from '@/server/firebase-operator';
import { seedDemoAssessments } from '@/server/seed/demo-assessments';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@/server/seed/demo-data';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 60_000 });

const canSeed =
  requireEmulator(
    'assessment seed emulator tests',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) &&
  requireEmulator(
    'assessment seed emulator tests',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator too: wrap the command in node scripts/with-auth-emulator.mjs',
  );

describe.skipIf(!canSeed)('demo assessments in the emulators', () => {
  afterAll(async () => {
    await disposeEmulatorBackends();
  });

  it('grades the seeded attempts with firebase-admin and a second run changes nothing', async () => {
    const db = getAdminFirestore();
    const seeded = await seedDemoData(firebaseSeedTarget({ auth: getAdminAuth(), db }));
    await seedDemoAssessments(adminDocuments(db), seeded);
    const stats = (await db.doc('assessments/react-fundamentals').get()).data()?.stats;
    await seedDemoAssessments(adminDocuments(db), seeded);
    expect((await db.doc('assessments/react-fundamentals').get()).data()?.stats).toEqual(stats);
    expect(stats.attempts).toBe(81);

    // The demo talent reads its own progress under the rules, and never a key.
    const client = emulatorBackend();
    const talent = await client.auth.signIn(DEMO_ACCOUNTS.talent.email, DEMO_PASSWORD);
    const mine = await client.docs.query({
      collection: 'assessmentProgress',
      where: [{ field: 'talentId', op: '==', value: talent.uid }],
    });
    expect(mine.map((s) => s.data?.status).sort()).toEqual(['failed', 'passed']);
    const passed = mine.find((s) => s.data?.status === 'passed')!;
    const attempt = await client.docs.get(`assessmentAttempts/${passed.data!.attemptId as string}`);
    expect(JSON.stringify(attempt.data)).not.toMatch(/"correct"/);
    await expect(
      client.docs.get(`assessmentAttempts/${passed.data!.attemptId as string}/server/order`),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      client.docs.get('assessments/react-fundamentals/questions/react-fundamentals-q01'),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await client.docs.get(`talentCards/${talent.uid}`)).data?.verifiedSkills).toMatchObject({
      react: { skill: 'React' },
    });
  });
});
