/**
 * The demo data as a seeder of the local engine: for `npm run dev`, the tests and measurements, and a demo
 * deployment started with LOCAL_SEED=true. Never for a production start: its accounts share one public password
 * and its assessments' answer keys sit in the public source.
 */
import type { EngineSeeder, SeedableEngine } from '../local/seeding';
import { recomputeResponseStats } from '../trusted/response-stats';
import { seedDemoAssessments } from './demo-assessments';
import { DEMO_ADMIN, seedDemoData } from './demo-data';

async function seedDemo({ auth, serverDocuments: docs }: SeedableEngine): Promise<void> {
  const seeded = await seedDemoData({
    createUser: async (input) => ({ uid: (await auth.createUser(input)).uid }),
    setDoc: (docPath, data) => docs.set(docPath, data),
  });
  // Assessments with past attempts graded by the trusted operations' own code.
  await seedDemoAssessments(docs, seeded);
  // The demo companies' reply times, as the trusted operation would have left them.
  for (const company of await docs.query({ collection: 'companies' })) await recomputeResponseStats(docs, company.id);
}

/**
 * Demo folders seeded before assessments existed get the demo assessments once, for the same demo accounts (found
 * by email); a folder seeded since already has them, and the seeder returns at once.
 */
async function demoAssessmentsOnce({ db, serverDocuments: docs }: SeedableEngine): Promise<void> {
  const { rows } = await db.query(`SELECT 1 FROM engine_meta WHERE key = 'demoAssessments'`);
  if (rows.length > 0) return;
  const talentUids: Record<string, string> = {};
  for (const email of ['talent@demo.test', 'kwame.asante@demo.test']) {
    const [talent] = await docs.query({
      collection: 'students',
      where: [{ field: 'email', op: '==', value: email }],
      limit: 1,
    });
    if (talent) talentUids[email] = talent.id;
  }
  await seedDemoAssessments(docs, { now: new Date(), talentUids });
  await db.query(`INSERT INTO engine_meta (key, value) VALUES ('demoAssessments', $1::jsonb)`, [
    JSON.stringify({ at: Date.now() }),
  ]);
}

/** The demo administrator, the first account the demo seed creates, in a folder with no seed recorded. */
async function demoLeftBehind({ auth }: SeedableEngine): Promise<boolean> {
  return (await auth.findUserByEmail(DEMO_ADMIN.email)) !== null;
}

export const demoSeeder: EngineSeeder = {
  name: 'demo',
  seed: seedDemo,
  upgrade: demoAssessmentsOnce,
  leftBehind: demoLeftBehind,
};
