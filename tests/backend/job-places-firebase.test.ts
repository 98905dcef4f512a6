/**
 * Jobs by place on the Firebase adapter (Firestore emulator, with the deployed rules): a place filter finds by
 * country the jobs there and the remote jobs open to it, by region only the jobs placed there, alone or with a
 * keyword. The same on the local engine, with posting and editing: tests/services/job-places.test.ts.
 */
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { setBackend } from '@/services/backend/backend';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { jobKeywords } from '@/services/schemas/job';
import { jobPlaceKeys, type Place } from '@/services/schemas/place';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const withEmulators =
  requireEmulator(
    'jobs by place on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'jobs by place on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  );

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let created = 0;

/** A job as createJob stores it, written with privileged access (the search is what is tested, not posting). */
async function putJob(title: string, place: Place | undefined, remoteCountries: string[] = []) {
  const id = `place-${RUN}-${++created}`;
  const companyName = `Placed ${RUN}`;
  const placeKeys = jobPlaceKeys(place, remoteCountries);
  await adminDocuments(getAdminFirestore()).set(`jobs/${id}`, {
    id,
    companyId: `co-${RUN}`,
    companyName,
    title,
    description: 'A job of the place tests.',
    category: 'Writing',
    level: 'Entry Level',
    workMode: remoteCountries.length > 0 ? 'Onsite or remote' : 'Onsite',
    employmentType: 'Full time',
    experience: 'No experience',
    salary: { min: 100, max: 200, currency: 'USD', period: 'Monthly' },
    skills: ['SQL'],
    deadline: null,
    status: 'active',
    applicantCount: 0,
    keywords: jobKeywords(title, companyName, ['SQL']),
    salaryYearlyUsd: 2400,
    ...(place ? { place } : {}),
    ...(remoteCountries.length > 0 ? { remoteCountries } : {}),
    ...(placeKeys.length > 0 ? { placeKeys } : {}),
    createdAt: new Date(Date.UTC(2026, 0, 1) + created * 60_000),
    updatedAt: new Date(),
  });
}

// Region and city names unique to this run keep other runs' jobs out of the region searches.
const region = `Region ${RUN}`;
const mine = (titles: string[]) => titles.filter((t) => t.endsWith(RUN)).sort();
const titles = async (place: string, keyword?: string) =>
  mine(
    (await listActiveJobs({ filters: { place, ...(keyword ? { keyword } : {}) }, pageSize: 100 })).items.map(
      (j) => j.title,
    ),
  );

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withEmulators)('jobs by place (Firestore emulator)', () => {
  beforeAll(async () => {
    const talent = emulatorBackend();
    await talent.auth.signUp(`place-${RUN}@x.test`, 'place-password');
    setBackend(talent);
    await putJob(`Lagos Analyst ${RUN}`, { country: 'NG', region, city: 'Ikeja' });
    await putJob(`Abuja Analyst ${RUN}`, { country: 'NG', region: `Other ${RUN}` }, ['GH']);
    await putJob(`Remote Writer ${RUN}`, undefined, ['NG']);
    await putJob(`Lisbon Writer ${RUN}`, { country: 'PT' });
  });

  it('finds by country the jobs there and the remote jobs open to it, by region only the jobs placed there', async () => {
    expect(await titles('NG')).toEqual([`Abuja Analyst ${RUN}`, `Lagos Analyst ${RUN}`, `Remote Writer ${RUN}`]);
    expect(await titles('GH')).toEqual([`Abuja Analyst ${RUN}`]);
    expect(await titles(`NG/${region}`)).toEqual([`Lagos Analyst ${RUN}`]);
    expect(await titles(`NG/${region}/Ikeja`)).toEqual([`Lagos Analyst ${RUN}`]);
  });

  it('combines a place with a keyword', async () => {
    const keyword = `placed ${RUN.toLowerCase()} analyst`;
    expect(await titles('NG', keyword)).toEqual([`Abuja Analyst ${RUN}`, `Lagos Analyst ${RUN}`]);
    expect(await titles('PT', keyword)).toEqual([]);
  });
});
