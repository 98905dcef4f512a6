import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCompany,
  getCompaniesByIds,
  getCompany,
  listCompanies,
  subscribeCompany,
  updateCompany,
  type Company,
} from '@/services/companies/companies';
import { deleteField } from '@/services/backend/types';
import { BackendError, ValidationError } from '@/services/errors';
import { closeJob, createJob, getJob } from '@/services/jobs/jobs';
import { jobInput } from './job-fixtures';
import {
  anonymous,
  firstEvent,
  putDoc,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  waitForEvent,
  type LocalServer,
} from './service-env';

// The vitest projects do not inherit the root timeouts; an engine start on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const signUpCompany = async (name = 'Acme Studio') => {
  const actor = (await signUpActor(server, 'company')).use();
  const company = await createCompany({ id: actor.uid, email: actor.email, name });
  return { actor, company };
};

describe('createCompany', () => {
  it('writes exactly id, name, timestamp, new=true and verification pending, and the email to its private record', async () => {
    const { actor, company } = await signUpCompany();
    const stored = await rawDoc(server, `companies/${actor.uid}`);
    // Plus the name's search terms, which the back office's name search looks in.
    expect(Object.keys(stored!).sort()).toEqual(['id', 'name', 'nameTerms', 'new', 'timestamp', 'verification']);
    expect(stored).toMatchObject({ id: actor.uid, name: 'Acme Studio', new: true });
    expect(await rawDoc(server, `companyAccounts/${actor.uid}`)).toEqual({ id: actor.uid, email: actor.email });
    expect(company).toEqual({
      id: actor.uid,
      name: 'Acme Studio',
      new: true,
      timestamp: (stored!.timestamp as Date).getTime(),
      verification: 'pending',
    });
  });

  it.each([
    ['a missing email', { email: undefined }, 'email', 'email: Required'],
    ['an empty name', { name: '' }, 'name', undefined],
    ['a name of the wrong type', { name: ['Acme'] }, 'name', 'name: Enter a valid value.'],
    ['a profile field at sign-up', { website: 'https://acme.example' }, 'website', 'website: Unknown field'],
  ])('rejects %s naming the field and writes nothing', async (_label, override, field, message) => {
    const actor = (await signUpActor(server, 'company')).use();
    const error = await createCompany({ id: actor.uid, email: actor.email, name: 'Acme', ...override } as never).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    if (message) expect((error as Error).message).toBe(message);
    expect(await rawDoc(server, `companies/${actor.uid}`)).toBeUndefined();
  });
});

describe('getCompany and subscribeCompany', () => {
  it("fail with 'Company does not exists', code auth/user-not-found, for a missing company", async () => {
    (await signUpActor(server, 'company')).use();
    const error = await getCompany('no-such-company').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'auth/user-not-found', message: 'Company does not exists' });
    const event = await firstEvent<Company>((onData, onError) => subscribeCompany('no-such-company', onData, onError));
    expect(event.error).toMatchObject({ code: 'auth/user-not-found', message: 'Company does not exists' });
  });

  it('subscription delivers the company, then merged profile updates', async () => {
    const { actor } = await signUpCompany('Live Co');
    const live = waitForEvent<Company>(
      (onData, onError) => subscribeCompany(actor.uid, onData, onError),
      (c) => c.about === 'We ship.',
    );
    await live.first;
    await updateCompany(actor.uid, { about: 'We ship.' });
    expect(live.seen[0]).toMatchObject({ id: actor.uid, name: 'Live Co' });
    expect(await live.done).toMatchObject({ id: actor.uid, name: 'Live Co', about: 'We ship.' });
  });
});

describe('updateCompany', () => {
  it('merges profile fields into the company, storing the corrected size', async () => {
    const { actor } = await signUpCompany('Merge Co');
    await updateCompany(actor.uid, {
      website: 'https://merge.example',
      size: '1001 - 500',
      type: 'Product Development',
      industries: ['Marketplaces', 'NFT'],
      location: 'Accra, Ghana',
      socials: { linkedin: 'https://www.linkedin.com/company/merge' },
      new: false,
    });
    expect(await rawDoc(server, `companies/${actor.uid}`)).toMatchObject({
      name: 'Merge Co',
      website: 'https://merge.example',
      size: '1001 - 5000',
      type: 'Product Development',
      industries: ['Marketplaces', 'NFT'],
      new: false,
    });
    expect(await getCompany(actor.uid)).toMatchObject({ size: '1001 - 5000', location: 'Accra, Ghana' });
  });

  it('reads a legacy stored size as "1001 - 5000"', async () => {
    (await signUpActor(server, 'company')).use();
    await putDoc(server, 'companies/legacy-co', {
      id: 'legacy-co',
      email: 'l@x.test',
      name: 'Legacy',
      timestamp: new Date(),
      new: false,
      size: '1001 - 500',
    });
    expect((await getCompany('legacy-co')).size).toBe('1001 - 5000');
  });

  it('rejects a wrongly typed or fixed field naming it, and writes nothing', async () => {
    const { actor } = await signUpCompany('Strict Co');
    const before = await rawDoc(server, `companies/${actor.uid}`);
    await expect(updateCompany(actor.uid, { name: 'Renamed', industries: 'NFT' as never })).rejects.toMatchObject({
      code: 'invalid-argument',
      field: 'industries',
      message: 'industries: Enter a valid value.',
    });
    await expect(updateCompany(actor.uid, { id: 'x' } as never)).rejects.toMatchObject({
      field: 'id',
      message: 'id: Unknown field',
    });
    expect(await rawDoc(server, `companies/${actor.uid}`)).toEqual(before);
  });
});

describe('updateCompany: clearing fields, settings and email', () => {
  it('removes optional profile fields given null or deleteField()', async () => {
    const { actor } = await signUpCompany('Clear Co');
    await updateCompany(actor.uid, {
      website: 'https://clear.example',
      size: '11 - 50',
      location: 'Lagos',
      about: 'Hi',
    });
    await updateCompany(actor.uid, { website: null, size: deleteField(), location: null });
    const stored = await rawDoc(server, `companies/${actor.uid}`);
    expect(stored).toMatchObject({ about: 'Hi' });
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('size');
    expect(stored).not.toHaveProperty('location');
    // The required name cannot be removed that way.
    await expect(updateCompany(actor.uid, { name: null } as never)).rejects.toMatchObject({ field: 'name' });
  });

  it("refuses fields that are not the profile's", async () => {
    const { actor } = await signUpCompany('Quiet Co');
    // The former email opt-out lives in notificationSettings/{uid} now.
    await expect(updateCompany(actor.uid, { optedOutOfEmail: true } as never)).rejects.toMatchObject({
      field: 'optedOutOfEmail',
    });
    // The email is not a profile field any more (it lives in companyAccounts/{uid}).
    await expect(updateCompany(actor.uid, { email: 'someone@x.test' } as never)).rejects.toMatchObject({
      field: 'email',
    });
  });
});

describe('updateCompany: what its jobs show', () => {
  it('copies a new name (and its search keywords) and logo onto its active and closed jobs in one go', async () => {
    const { actor } = await signUpCompany('Old Name Co');
    const active = await createJob(actor.uid, jobInput({ title: 'Active role' }));
    const closed = await createJob(actor.uid, jobInput({ title: 'Closed role' }));
    await closeJob(actor.uid, closed.id);
    await updateCompany(actor.uid, { name: 'Fresh Brand', logo: '/uploads/fresh.png', about: 'Renamed' });
    for (const id of [active.id, closed.id]) {
      const job = await getJob(id);
      expect(job).toMatchObject({ companyName: 'Fresh Brand', companyLogo: '/uploads/fresh.png' });
      expect(job.keywords).toEqual(expect.arrayContaining(['fresh', 'brand']));
      expect(job.keywords).not.toContain('old');
    }
    await updateCompany(actor.uid, { logo: null });
    expect((await getJob(active.id)).companyLogo).toBeUndefined();
  });

  it('does not touch its jobs when neither name nor logo changes', async () => {
    const { actor } = await signUpCompany('Steady Co');
    const job = await createJob(actor.uid, jobInput());
    const before = await rawDoc(server, `jobs/${job.id}`);
    await updateCompany(actor.uid, { name: 'Steady Co', about: 'Same name' });
    expect(await rawDoc(server, `jobs/${job.id}`)).toEqual(before);
  });

  it('renames past 400 jobs in several batches, all of them allowed by the rules', async () => {
    const { actor } = await signUpCompany('Many Jobs Co');
    const first = await createJob(actor.uid, jobInput());
    const template = (await rawDoc(server, `jobs/${first.id}`))!;
    const ids = Array.from({ length: 400 }, (_, i) => `${first.id}x${i}`);
    await server.engine.serverDocuments.batch(
      ids.map((id) => ({ type: 'set' as const, path: `jobs/${id}`, data: { ...template, id } })),
    );
    await updateCompany(actor.uid, { name: 'Renamed Many' });
    const names = await Promise.all(
      [first.id, ...ids].map(async (id) => (await rawDoc(server, `jobs/${id}`))?.companyName),
    );
    expect(new Set(names)).toEqual(new Set(['Renamed Many']));
  });
});

describe('company lists', () => {
  const base = Date.parse('2026-04-01T00:00:00Z');
  const ids = Array.from({ length: 35 }, (_, i) => `bulk-${String(i).padStart(2, '0')}`);

  beforeAll(async () => {
    for (const [i, id] of ids.entries()) {
      await putDoc(server, `companies/${id}`, {
        id,
        email: `${id}@bulk.test`,
        name: `Bulk ${i}`,
        timestamp: new Date(base + i * 1000),
        new: false,
      });
    }
  });

  it('lists all companies ordered by timestamp, newest first', async () => {
    (await signUpActor(server, 'viewer')).use();
    const all = await listCompanies();
    expect(all.filter((c) => c.id.startsWith('bulk-')).map((c) => c.id)).toEqual([...ids].reverse());
    const times = all.map((c) => c.timestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('fetches 35 companies by id (two queries within the 30-value limit) as a map keyed by id', async () => {
    const viewer = (await signUpActor(server, 'viewer')).use();
    const asked = [...ids, ids[0], ids[1], 'missing-company'];
    const { result, reads } = await viewer.backend.reads.measure(() => getCompaniesByIds(asked));
    expect(Object.keys(result).sort()).toEqual(ids);
    expect(result['bulk-07']).toMatchObject({ id: 'bulk-07', name: 'Bulk 7' });
    // A legacy document's email is not read into the public profile.
    expect(result['bulk-07']).not.toHaveProperty('email');
    expect(reads).toBe(35);
    expect(await getCompaniesByIds([])).toEqual({});
  });

  it('rethrows database errors to the caller (signed-out reads are refused)', async () => {
    anonymous(server);
    await expect(listCompanies()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getCompaniesByIds(ids)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getCompany('bulk-01')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
