/**
 * The one-time upgrades `npm run rebuild-derived` runs, on admin Firestore (Firestore emulator), as the local engine
 * runs them (tests/services/rebuild-derived.test.ts): older jobs get their yearly pay, and the minimum-pay query the
 * job list runs (a range filter ordered after newest first) then answers as on the local engine; events' join links
 * move out of the event document; the former email opt-out becomes notification settings per kind.
 */
import { upgradeEmailOptOut } from '@/server/migrations/email-opt-out';
import { moveEventJoinLinks } from '@/server/migrations/event-join-links';
import { upgradeJobPay } from '@/server/migrations/job-pay';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { activeJobsQuery } from '@/services/jobs/job-lists';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'job pay on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('job pay on admin Firestore', () => {
  it('upgrades older jobs, then finds 3,000 EUR a month above 3,000 USD a year', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const run = `pay-${process.pid}-${Date.now()}`;
    const at = (minutes: number) => new Date(Date.UTC(2025, 2, 1, 0, minutes));
    const job = (id: string, salary: Record<string, unknown>, minutes: number) => ({
      id,
      companyId: run,
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
      keywords: [run],
      salaryBand: 3,
      createdAt: at(minutes),
      updatedAt: at(minutes),
    });
    await docs.set(
      `jobs/${run}-euro`,
      job(`${run}-euro`, { min: 1, max: 3000, currency: 'EUR', period: 'Monthly' }, 1),
    );
    await docs.set(
      `jobs/${run}-dollar`,
      job(`${run}-dollar`, { min: 1, max: 3000, currency: 'DOL', period: 'Yearly' }, 2),
    );
    await docs.set(
      `jobs/${run}-odd`,
      job(`${run}-odd`, { min: 1, max: 9_000_000, currency: 'ZZZ', period: 'Monthly' }, 3),
    );

    await upgradeJobPay(docs);
    expect((await docs.get(`jobs/${run}-dollar`)).data).toMatchObject({
      salary: { currency: 'USD' },
      salaryYearlyUsd: 3000,
    });
    expect((await docs.get(`jobs/${run}-euro`)).data).not.toHaveProperty('salaryBand');
    expect((await docs.get(`jobs/${run}-odd`)).data).not.toHaveProperty('salaryYearlyUsd');

    const ids = async (filters: Parameters<typeof activeJobsQuery>[0]) => {
      const { where, orderBy } = await activeJobsQuery(filters);
      return (
        await docs.query({
          collection: 'jobs',
          where: [...where, { field: 'keywords', op: 'array-contains', value: run }],
          orderBy,
        })
      ).map((s) => s.id);
    };
    expect(await ids({ minSalary: 3000, salaryCurrency: 'EUR', salaryPeriod: 'Monthly' })).toEqual([`${run}-euro`]);
    expect(await ids({ minSalary: 3000 })).toEqual([`${run}-dollar`, `${run}-euro`]);
    expect(await ids({})).toEqual([`${run}-odd`, `${run}-dollar`, `${run}-euro`]);
  });

  it("moves an event's join link out of the event its audience reads", async () => {
    const docs = adminDocuments(getAdminFirestore());
    const id = `event-link-${process.pid}-${Date.now()}`;
    const soon = Date.now() + 3_600_000;
    await docs.set(`events/${id}`, {
      title: 'Old talk',
      description: '',
      startsAt: new Date(soon),
      endsAt: new Date(soon + 3_600_000),
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
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(await moveEventJoinLinks(docs)).toBeGreaterThanOrEqual(1);
    expect((await docs.get(`events/${id}`)).data).not.toHaveProperty('link');
    expect((await docs.get(`events/${id}/private/join`)).data).toEqual({ link: 'https://meet.example.test/old' });
    expect(await moveEventJoinLinks(docs)).toBe(0);
  });

  it('turns the former email opt-out into "in app only" for every kind of the role and removes the old field, once', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const run = `opt-out-${process.pid}-${Date.now()}`;
    const [talent, company, subscribed] = [`${run}-t`, `${run}-c`, `${run}-s`];
    await docs.set(`students/${talent}`, {
      id: talent,
      name: 'Quiet',
      email: `${talent}@x.test`,
      role: 'Copywriter',
      skills: [],
      optedOutOfEmail: true,
    });
    await docs.set(`notificationSettings/${talent}`, { messages: 'off' });
    await docs.set(`students/${subscribed}`, {
      id: subscribed,
      name: 'Loud',
      email: `${subscribed}@x.test`,
      role: 'Copywriter',
      skills: [],
      optedOutOfEmail: false,
    });
    await docs.set(`companies/${company}`, { id: company, name: 'Quiet Co', optedOutOfEmail: true });

    expect(await upgradeEmailOptOut(docs)).toBeGreaterThanOrEqual(3);
    expect((await docs.get(`notificationSettings/${talent}`)).data).toEqual({
      applications: 'app',
      messages: 'off',
      interviews: 'app',
      events: 'app',
      'job-alerts': 'app',
      'saved-jobs': 'app',
      assessments: 'app',
      announcements: 'app',
    });
    expect((await docs.get(`notificationSettings/${company}`)).data).toEqual({
      applications: 'app',
      messages: 'app',
      interviews: 'app',
      events: 'app',
      announcements: 'app',
    });
    expect((await docs.get(`notificationSettings/${subscribed}`)).exists).toBe(false);
    for (const path of [`students/${talent}`, `students/${subscribed}`, `companies/${company}`])
      expect((await docs.get(path)).data).not.toHaveProperty('optedOutOfEmail');
    expect(await upgradeEmailOptOut(docs)).toBe(0);
  });
});
