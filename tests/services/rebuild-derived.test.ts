import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildDerivedData } from '@/server/maintenance';
import { putDoc, rawDoc, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => stopServer(server));

describe('rebuildDerivedData (npm run rebuild-derived)', () => {
  it('writes missing talent cards and every company reply time, and a second run writes no card', async () => {
    const joined = new Date('2025-03-01T00:00:00Z');
    await putDoc(server, 'students/old-talent', {
      id: 'old-talent', email: 'old@x.test', name: 'Old Talent', availability: true, timestamp: joined, new: false,
      role: 'Copywriter', skills: [{ skill: 'Editing' }], profile: { phone: '+1 555 0100' },
    });
    await putDoc(server, 'companies/old-co', { id: 'old-co', email: 'co@x.test', name: 'Old Co', timestamp: joined, new: false });

    expect(await rebuildDerivedData(server.engine.serverDocuments)).toEqual({ cardsWritten: 1, companiesRecomputed: 1, companiesUpgraded: 1, jobKeywordsRewritten: 0, nameTermsWritten: 2 });
    const card = await rawDoc(server, 'talentCards/old-talent');
    expect(card).toMatchObject({ name: 'Old Talent', role: 'Copywriter' });
    expect(card).not.toHaveProperty('email');
    expect(card?.profile ?? {}).not.toHaveProperty('phone');
    expect(await rawDoc(server, 'companies/old-co')).toMatchObject({ responseStats: { medianMs: null, applications: 0 } });
    // A company of before the review waits for it, and its account email leaves the public profile.
    const upgraded = await rawDoc(server, 'companies/old-co');
    expect(upgraded).toMatchObject({ verification: 'pending' });
    expect(upgraded).not.toHaveProperty('email');
    expect(await rawDoc(server, 'companyAccounts/old-co')).toEqual({ id: 'old-co', email: 'co@x.test' });

    expect(await rebuildDerivedData(server.engine.serverDocuments)).toEqual({ cardsWritten: 0, companiesRecomputed: 1, companiesUpgraded: 0, jobKeywordsRewritten: 0, nameTermsWritten: 0 });
  });
});
