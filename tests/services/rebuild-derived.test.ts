import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildDerivedData } from '@/server/migrations/rebuild-derived';
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
      id: 'old-talent',
      email: 'old@x.test',
      name: 'Old Talent',
      availability: true,
      timestamp: joined,
      new: false,
      role: 'Copywriter',
      skills: [{ skill: 'Editing' }],
      profile: { phone: '+1 555 0100' },
    });
    // Moved to an interview and then rejected before moves recorded it; one still applied stays unmarked.
    const step = (stage: string) => ({ stage, at: joined, by: 'old-co' });
    await putDoc(server, 'applications/old-job_old-talent', {
      stage: 'rejected',
      history: [step('applied'), step('interview'), step('rejected')],
    });
    await putDoc(server, 'applications/old-job_new-talent', { stage: 'applied', history: [step('applied')] });
    await putDoc(server, 'companies/old-co', {
      id: 'old-co',
      email: 'co@x.test',
      name: 'Old Co',
      timestamp: joined,
      new: false,
    });

    expect(await rebuildDerivedData(server.engine.serverDocuments)).toEqual({
      cardsWritten: 1,
      companiesRecomputed: 1,
      companiesUpgraded: 1,
      jobKeywordsRewritten: 0,
      nameTermsWritten: 2,
      jobsUpgraded: 0,
      eventLinksMoved: 0,
      emailOptOutsUpgraded: 0,
      companyOwnersWritten: 1,
      applicationsMarkedInterviewed: 1,
      jobExpiriesSet: 0,
    });
    expect(await rawDoc(server, 'applications/old-job_old-talent')).toMatchObject({ reachedInterview: true });
    expect(await rawDoc(server, 'applications/old-job_new-talent')).not.toHaveProperty('reachedInterview');
    const card = await rawDoc(server, 'talentCards/old-talent');
    expect(card).toMatchObject({ name: 'Old Talent', role: 'Copywriter' });
    expect(card).not.toHaveProperty('email');
    expect(card?.profile ?? {}).not.toHaveProperty('phone');
    expect(await rawDoc(server, 'companies/old-co')).toMatchObject({
      responseStats: { medianMs: null, applications: 0 },
    });
    // A company of before the review waits for it, and its account email leaves the public profile.
    const upgraded = await rawDoc(server, 'companies/old-co');
    expect(upgraded).toMatchObject({ verification: 'pending' });
    expect(upgraded).not.toHaveProperty('email');
    expect(await rawDoc(server, 'companyAccounts/old-co')).toEqual({ id: 'old-co', email: 'co@x.test' });
    // A one-account company of before teams: its account becomes the owner.
    expect(await rawDoc(server, 'companyMembers/old-co')).toMatchObject({
      uid: 'old-co',
      companyId: 'old-co',
      role: 'owner',
      name: 'Old Co',
      email: 'co@x.test',
    });

    expect(await rebuildDerivedData(server.engine.serverDocuments)).toEqual({
      cardsWritten: 0,
      companiesRecomputed: 1,
      companiesUpgraded: 0,
      jobKeywordsRewritten: 0,
      nameTermsWritten: 0,
      jobsUpgraded: 0,
      eventLinksMoved: 0,
      emailOptOutsUpgraded: 0,
      companyOwnersWritten: 0,
      applicationsMarkedInterviewed: 0,
      jobExpiriesSet: 0,
    });
  });

  it('gives older jobs their yearly pay, maps an obvious cut currency, keeps an unknown one as given', async () => {
    await putDoc(
      server,
      'jobs/old-dollar',
      oldJob('old-dollar', { min: 100, max: 2000, currency: 'DOL', period: 'Monthly' }),
    );
    await putDoc(
      server,
      'jobs/old-euro',
      oldJob('old-euro', { min: 100, max: 1000, currency: 'EUR', period: 'Weekly' }),
    );
    await putDoc(server, 'jobs/old-odd', oldJob('old-odd', { min: 1, max: 2, currency: 'ZZZ', period: 'Monthly' }));

    expect((await rebuildDerivedData(server.engine.serverDocuments)).jobsUpgraded).toBe(3);
    const dollar = await rawDoc(server, 'jobs/old-dollar');
    expect(dollar).toMatchObject({ salary: { currency: 'USD', max: 2000 }, salaryYearlyUsd: 24_000 });
    expect(dollar).not.toHaveProperty('salaryBand');
    expect(await rawDoc(server, 'jobs/old-euro')).toMatchObject({
      salary: { currency: 'EUR' },
      salaryYearlyUsd: 60_819,
    });
    const odd = await rawDoc(server, 'jobs/old-odd');
    expect(odd).toMatchObject({ salary: { currency: 'ZZZ' } });
    expect(odd).not.toHaveProperty('salaryYearlyUsd');
    expect((await rebuildDerivedData(server.engine.serverDocuments)).jobsUpgraded).toBe(0);
  });
});

describe('job expiries', () => {
  it('lists each open job of before expiries 60 days from the upgrade, once, and leaves closed jobs alone', async () => {
    const salary = { min: 1, max: 2, currency: 'USD', period: 'Monthly' as const };
    await putDoc(server, 'jobs/old-open', oldJob('old-open', salary));
    await putDoc(server, 'jobs/old-waiting', { ...oldJob('old-waiting', salary), status: 'awaiting-review' });
    await putDoc(server, 'jobs/old-closed', { ...oldJob('old-closed', salary), status: 'closed' });
    const before = Date.now();
    expect((await rebuildDerivedData(server.engine.serverDocuments)).jobExpiriesSet).toBe(2);
    for (const id of ['old-open', 'old-waiting']) {
      const expiresAt = (await rawDoc(server, `jobs/${id}`))?.expiresAt as Date;
      expect(expiresAt.getTime()).toBeGreaterThan(before + 59 * 86_400_000);
      expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 86_400_000);
    }
    expect(await rawDoc(server, 'jobs/old-closed')).not.toHaveProperty('expiresAt');
    expect((await rebuildDerivedData(server.engine.serverDocuments)).jobExpiriesSet).toBe(0);
  });
});

describe("moving events' join links", () => {
  it("moves an online event's link out of the event its audience reads, once", async () => {
    const at = new Date('2099-03-01T10:00:00Z');
    await putDoc(server, 'events/old-online', {
      title: 'Old talk',
      description: '',
      startsAt: at,
      endsAt: new Date(at.getTime() + 3_600_000),
      timeZone: 'Africa/Lagos',
      mode: 'online',
      link: 'https://meet.example.test/old',
      audience: 'talents',
      capacity: 5,
      status: 'published',
      goingCount: 0,
      waitingCount: 0,
      forTalents: true,
      forCompanies: false,
      createdAt: at,
      updatedAt: at,
    });
    expect((await rebuildDerivedData(server.engine.serverDocuments)).eventLinksMoved).toBe(1);
    expect(await rawDoc(server, 'events/old-online')).not.toHaveProperty('link');
    expect(await rawDoc(server, 'events/old-online/private/join')).toEqual({ link: 'https://meet.example.test/old' });
    expect((await rebuildDerivedData(server.engine.serverDocuments)).eventLinksMoved).toBe(0);
  });
});

describe('the former email opt-out', () => {
  it('becomes "in app only" for every kind of the role (an "off" stays off), the old field goes, and a second run changes nothing', async () => {
    const joined = new Date('2025-03-01T00:00:00Z');
    await putDoc(server, 'students/opted-out', {
      id: 'opted-out',
      email: 'o@x.test',
      name: 'Opted Out',
      availability: true,
      timestamp: joined,
      new: false,
      role: 'Copywriter',
      skills: [],
      optedOutOfEmail: true,
    });
    await putDoc(server, 'notificationSettings/opted-out', { events: 'off' });
    await putDoc(server, 'students/opted-in', {
      id: 'opted-in',
      email: 'i@x.test',
      name: 'Opted In',
      availability: true,
      timestamp: joined,
      new: false,
      role: 'Copywriter',
      skills: [],
      optedOutOfEmail: false,
    });
    await putDoc(server, 'companies/quiet-co', {
      id: 'quiet-co',
      name: 'Quiet Co',
      timestamp: joined,
      new: false,
      verification: 'verified',
      optedOutOfEmail: true,
    });

    expect((await rebuildDerivedData(server.engine.serverDocuments)).emailOptOutsUpgraded).toBe(3);
    expect(await rawDoc(server, 'notificationSettings/opted-out')).toEqual({
      applications: 'app',
      messages: 'app',
      interviews: 'app',
      events: 'off',
      'job-alerts': 'app',
      'saved-jobs': 'app',
      assessments: 'app',
      announcements: 'app',
    });
    expect(await rawDoc(server, 'notificationSettings/quiet-co')).toEqual({
      applications: 'app',
      messages: 'app',
      interviews: 'app',
      events: 'app',
      announcements: 'app',
    });
    expect((await rawDoc(server, 'notificationSettings/opted-in')) ?? null).toBeNull();
    for (const path of ['students/opted-out', 'students/opted-in', 'companies/quiet-co'])
      expect(await rawDoc(server, path)).not.toHaveProperty('optedOutOfEmail');
    expect((await rebuildDerivedData(server.engine.serverDocuments)).emailOptOutsUpgraded).toBe(0);
  });
});

/** A job as stored before pay was compared across currencies: a salary band, no yearly figure. */
function oldJob(id: string, salary: Record<string, unknown>) {
  const at = new Date('2025-03-01T00:00:00Z');
  return {
    id,
    companyId: 'old-co',
    companyName: 'Old Co',
    title: 'Old job',
    description: 'Old.',
    category: 'Writing',
    level: 'Entry Level',
    workMode: 'remote',
    employmentType: 'Full time',
    experience: 'No experience',
    salary,
    skills: [],
    status: 'active',
    applicantCount: 0,
    keywords: ['old'],
    salaryBand: 3,
    createdAt: at,
    updatedAt: at,
  };
}
