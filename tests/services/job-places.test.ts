/**
 * Jobs by place on the local engine: a job posted with a place (and remote countries) is found by its country,
 * region and city and by each remote country, alone or with a keyword, and an edit moves it; a place outside the
 * shipped list is refused. The same search on the Firebase adapter: tests/backend/job-places-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/services/errors';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { createJob, getJob, updateJob } from '@/services/jobs/jobs';
import { jobInput, signUpCompany, signUpTalent } from './job-fixtures';
import { rawDoc, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let company: Actor;
let talent: Actor;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  company = await signUpCompany(server, 'Placed Works');
  ids.ikeja = (
    await createJob(
      company.uid,
      jobInput({
        title: 'Ikeja Analyst',
        workMode: 'Onsite',
        place: { country: 'NG', region: 'Lagos', city: 'Ikeja' },
      }),
    )
  ).id;
  ids.abuja = (
    await createJob(
      company.uid,
      jobInput({
        title: 'Abuja Analyst',
        workMode: 'Onsite or remote',
        place: { country: 'NG', region: 'Federal Capital Territory', city: 'Abuja' },
        remoteCountries: ['GH'],
      }),
    )
  ).id;
  ids.remote = (
    await createJob(
      company.uid,
      jobInput({ title: 'Remote Writer', workMode: 'remote', remoteCountries: ['NG', 'KE'] }),
    )
  ).id;
  ids.old = (
    await createJob(
      company.uid,
      jobInput({ title: 'Lisbon Analyst', workMode: 'Onsite', location: 'Lisbon, Portugal' }),
    )
  ).id;
  talent = await signUpTalent(server);
});
afterAll(async () => {
  await stopServer(server);
});

const titles = async (place: string, keyword?: string) =>
  (await listActiveJobs({ filters: { place, ...(keyword ? { keyword } : {}) } })).items.map((j) => j.title).sort();

describe('jobs by place', () => {
  it('stores the place, the remote countries and the keys a filter searches', async () => {
    company.use();
    expect(await getJob(ids.abuja)).toMatchObject({
      place: { country: 'NG', region: 'Federal Capital Territory', city: 'Abuja' },
      remoteCountries: ['GH'],
    });
    expect((await rawDoc(server, `jobs/${ids.abuja}`))?.placeKeys).toEqual([
      'NG',
      'NG/Federal Capital Territory',
      'NG/Federal Capital Territory/Abuja',
      'GH',
    ]);
    expect((await rawDoc(server, `jobs/${ids.old}`))?.placeKeys).toBeUndefined();
  });

  it('finds by country the jobs there and the remote jobs open to it; by region or city only the jobs placed there', async () => {
    talent.use();
    expect(await titles('NG')).toEqual(['Abuja Analyst', 'Ikeja Analyst', 'Remote Writer']);
    expect(await titles('NG/Lagos')).toEqual(['Ikeja Analyst']);
    expect(await titles('NG/Lagos/Ikeja')).toEqual(['Ikeja Analyst']);
    expect(await titles('GH')).toEqual(['Abuja Analyst']);
    expect(await titles('PT')).toEqual([]);
  });

  it('combines a place with a keyword', async () => {
    talent.use();
    expect(await titles('NG', 'analyst')).toEqual(['Abuja Analyst', 'Ikeja Analyst']);
    expect(await titles('KE', 'analyst')).toEqual([]);
    expect(await titles('NG/Lagos', 'placed works analyst')).toEqual(['Ikeja Analyst']);
  });

  it('moves a job with an edit, and drops its keys with its place', async () => {
    company.use();
    await updateJob(company.uid, ids.ikeja, { place: { country: 'KE', region: 'Nairobi County', city: 'Nairobi' } });
    talent.use();
    expect(await titles('KE')).toEqual(['Ikeja Analyst', 'Remote Writer']);
    expect(await titles('NG/Lagos')).toEqual([]);
    company.use();
    await updateJob(company.uid, ids.ikeja, { place: null, location: 'Nairobi' });
    expect((await rawDoc(server, `jobs/${ids.ikeja}`))?.placeKeys).toBeUndefined();
    expect((await getJob(ids.ikeja)).place).toBeUndefined();
  });

  it('refuses a place or a remote country outside the list, naming the field', async () => {
    company.use();
    const refused = async (extra: Parameters<typeof jobInput>[0]) => {
      const error = await createJob(company.uid, jobInput(extra)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).issues.map((f) => f.field);
    };
    expect(await refused({ workMode: 'Onsite', place: { country: 'NG', region: 'Kano' } })).toEqual(['place']);
    expect(await refused({ workMode: 'Onsite', place: { country: 'QQ' } })).toEqual(['place']);
    expect(await refused({ remoteCountries: ['NG', 'QQ'] })).toEqual(['remoteCountries']);
  });
});
