/**
 * The scheduled jobs (server/scheduled/jobs.ts) on both engines: the local engine's privileged documents and
 * firebase-admin against the Firestore emulator. Each job runs twice and has one effect. The emulator is shared
 * with other suites, so the sweeps run at a "now" 25 years back: only this file's documents are that old.
 */
import { closeExpiredJobs } from '@/server/scheduled/close-expired-jobs';
import { expireBadges } from '@/server/scheduled/expire-badges';
import { sendJobAlerts } from '@/server/scheduled/job-alerts';
import { SCHEDULED_JOBS } from '@/server/scheduled/jobs';
import { sendMessageDigests } from '@/server/scheduled/message-digests';
import { sendSavedJobDeadlineNotices } from '@/server/scheduled/saved-job-deadlines';
import { sendEventReminders } from '@/server/trusted/event-notices';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { notify, type NotifyServices } from '@/server/trusted/notify';
import type { OutgoingMail } from '@/server/mail/types';
import type { TrustedServices } from '@/server/trusted/types';
import { trustedContext } from '../helpers/trusted-context';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { LocalEngine } from '@/server/local/engine';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monotonic across runs on one emulator (the badge sweep keeps how far it got) and long before any other suite's data. */
const NOW = Date.now() - 25 * 365 * DAY;
const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

interface Harness {
  services: TrustedServices;
  mails: OutgoingMail[];
}

function harness(docs: NotifyServices['docs']): Harness {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    services: trustedContext('scheduler', {
      docs,
      accountEmails: async () => new Map(),
      sendMail: async (mail) => void mails.push(mail),
    }),
  };
}

const talent = (docs: NotifyServices['docs'], uid: string, extra: Record<string, unknown> = {}) =>
  docs.set(`students/${uid}`, {
    id: uid,
    name: `Talent ${uid}`,
    email: `${uid}@scheduled.test`,
    skills: [{ skill: 'TypeScript' }],
    timestamp: new Date(NOW),
    ...extra,
  });

function scenarios(name: string, open: () => Promise<Harness>) {
  describe(name, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await open();
    });
    const status = async (path: string) => (await h.services.docs.get(path)).data?.status;

    it('close-expired-jobs closes live and waiting jobs past their deadline, once', async () => {
      const job = (status: string, deadline?: number) => {
        const jobId = id('job');
        return h.services.docs
          .set(`jobs/${jobId}`, {
            id: jobId,
            companyId: 'c1',
            title: 'Job',
            status,
            ...(deadline ? { deadline: new Date(deadline) } : {}),
          })
          .then(() => `jobs/${jobId}`);
      };
      const [past, waitingPast, future, noDeadline, closed] = [
        await job('active', NOW - DAY),
        await job('awaiting-review', NOW - HOUR),
        await job('active', NOW + DAY),
        await job('active'),
        await job('closed', NOW - DAY),
      ];
      const first = await closeExpiredJobs(h.services, NOW);
      expect(first.closed).toBeGreaterThanOrEqual(2);
      expect([
        await status(past),
        await status(waitingPast),
        await status(future),
        await status(noDeadline),
        await status(closed),
      ]).toEqual(['closed', 'closed', 'active', 'active', 'closed']);
      const stamp = (await h.services.docs.get(past)).data?.updatedAt;
      expect(await closeExpiredJobs(h.services, NOW)).toEqual({ closed: 0, expired: 0 });
      expect((await h.services.docs.get(past)).data?.updatedAt).toEqual(stamp);
    });

    it('close-expired-jobs closes live and waiting jobs past their expiry as expired, once', async () => {
      const job = async (status: string, expiresAt: number) => {
        const jobId = id('job');
        await h.services.docs.set(`jobs/${jobId}`, {
          id: jobId,
          companyId: 'c1',
          title: 'Job',
          status,
          expiresAt: new Date(expiresAt),
        });
        return `jobs/${jobId}`;
      };
      const expired = await job('active', NOW - HOUR);
      const waiting = await job('awaiting-review', NOW - DAY);
      const current = await job('active', NOW + DAY);
      const first = await closeExpiredJobs(h.services, NOW);
      expect(first.expired).toBeGreaterThanOrEqual(2);
      for (const path of [expired, waiting])
        expect((await h.services.docs.get(path)).data).toMatchObject({ status: 'closed', closedReason: 'expired' });
      expect((await h.services.docs.get(current)).data).toMatchObject({ status: 'active' });
      expect((await h.services.docs.get(current)).data?.closedReason).toBeUndefined();
      const stamp = (await h.services.docs.get(expired)).data?.updatedAt;
      expect(await closeExpiredJobs(h.services, NOW)).toEqual({ closed: 0, expired: 0 });
      expect((await h.services.docs.get(expired)).data?.updatedAt).toEqual(stamp);
    });

    it('expire-badges removes a badge past its two years from the profile and card, once; a current one stays', async () => {
      const uid = id('ta');
      const verified = (assessmentId: string, until: number) => ({
        skill: 'React',
        assessmentId,
        at: new Date(until - 2 * 365 * DAY),
        until: new Date(until),
      });
      const [old, current] = [id('as'), id('as')];
      const skills = { react: verified(old, NOW - HOUR), vue: { ...verified(current, NOW + DAY), skill: 'Vue' } };
      await talent(h.services.docs, uid, {
        skills: [
          { skill: 'React', verified: true },
          { skill: 'Vue', verified: true },
        ],
        verifiedSkills: skills,
      });
      await h.services.docs.set(`talentCards/${uid}`, {
        id: uid,
        skills: [
          { skill: 'React', verified: true },
          { skill: 'Vue', verified: true },
        ],
        verifiedSkills: skills,
      });
      const progress = (assessmentId: string, skill: string, expiresAt: number) =>
        h.services.docs.set(`assessmentProgress/${uid}_${assessmentId}`, {
          id: `${uid}_${assessmentId}`,
          talentId: uid,
          assessmentId,
          skill,
          status: 'passed',
          expiresAt: new Date(expiresAt),
        });
      await progress(old, 'React', NOW - HOUR);
      await progress(current, 'Vue', NOW + DAY);

      expect((await expireBadges(h.services, NOW)).expired).toBeGreaterThanOrEqual(1);
      for (const path of [`students/${uid}`, `talentCards/${uid}`]) {
        const doc = (await h.services.docs.get(path)).data!;
        expect(doc.skills).toEqual([{ skill: 'React' }, { skill: 'Vue', verified: true }]);
        expect(Object.keys(doc.verifiedSkills as object)).toEqual(['vue']);
      }
      expect(await expireBadges(h.services, NOW)).toEqual({ expired: 0 });
    });

    it('event-reminders tells those going to an event within a day, once', async () => {
      const eventId = id('ev');
      const [going, waiting] = [id('ta'), id('ta')];
      await talent(h.services.docs, going);
      await talent(h.services.docs, waiting);
      await h.services.docs.set(`events/${eventId}`, {
        id: eventId,
        title: 'Clinic',
        description: 'd',
        startsAt: new Date(NOW + 2 * HOUR),
        endsAt: new Date(NOW + 3 * HOUR),
        timeZone: 'UTC',
        mode: 'online',
        audience: 'talents',
        capacity: 1,
        status: 'published',
        goingCount: 1,
        waitingCount: 1,
        createdAt: new Date(NOW - DAY),
        updatedAt: new Date(NOW - DAY),
      });
      for (const [uid, rsvp] of [
        [going, 'going'],
        [waiting, 'waiting'],
      ] as const) {
        await h.services.docs.set(`events/${eventId}/rsvps/${uid}`, {
          uid,
          name: 'T',
          email: `${uid}@scheduled.test`,
          status: rsvp,
          createdAt: new Date(NOW - DAY),
        });
      }
      const notices = async (uid: string) =>
        (
          await h.services.docs.query({
            collection: 'notifications',
            where: [{ field: 'userId', op: '==', value: uid }],
          })
        ).length;
      await sendEventReminders(h.services, NOW);
      await sendEventReminders(h.services, NOW);
      expect([await notices(going), await notices(waiting)]).toEqual([1, 0]);
      expect(h.mails.filter((m) => m.to === `${going}@scheduled.test`)).toHaveLength(1);
    });

    it('message-digests emails each inbox whose hour is over once; unread nothing or not yet due, no email', async () => {
      const [due, read, later] = [id('ta'), id('ta'), id('ta')];
      for (const uid of [due, read, later]) await talent(h.services.docs, uid);
      await h.services.docs.set(`inboxes/${due}`, {
        unreadNotifications: 2,
        lastDigestAt: new Date(NOW - 2 * HOUR),
        digestDueAt: new Date(NOW - HOUR),
      });
      await h.services.docs.set(`inboxes/${read}`, {
        unreadNotifications: 0,
        lastDigestAt: new Date(NOW - 2 * HOUR),
        digestDueAt: new Date(NOW - HOUR),
      });
      await h.services.docs.set(`inboxes/${later}`, {
        unreadNotifications: 1,
        lastDigestAt: new Date(NOW - HOUR / 2),
        digestDueAt: new Date(NOW + HOUR / 2),
      });
      await sendMessageDigests(h.services, NOW);
      await sendMessageDigests(h.services, NOW);
      const to = (uid: string) => h.mails.filter((m) => m.to === `${uid}@scheduled.test`);
      expect(to(due)).toEqual([
        expect.objectContaining({ subject: 'You have new messages', link: '/talent-dashboard/messages' }),
      ]);
      expect([to(read).length, to(later).length]).toEqual([0, 0]);
      expect((await h.services.docs.get(`inboxes/${due}`)).data).not.toHaveProperty('digestDueAt');
      expect((await h.services.docs.get(`inboxes/${later}`)).data?.digestDueAt).toEqual(new Date(NOW + HOUR / 2));
    });

    it('a message held back by the hourly limit marks the inbox for the digest at the end of that hour', async () => {
      const uid = id('ta');
      await talent(h.services.docs, uid);
      const message = (n: number) =>
        notify(h.services, {
          userId: uid,
          kind: 'message',
          title: `Message ${n}`,
          body: 'hi',
          link: '/talent-dashboard/messages',
        });
      await message(1);
      expect((await h.services.docs.get(`inboxes/${uid}`)).data).not.toHaveProperty('digestDueAt');
      await message(2);
      await message(3);
      const inbox = (await h.services.docs.get(`inboxes/${uid}`)).data!;
      expect((inbox.digestDueAt as Date).getTime()).toBe((inbox.lastDigestAt as Date).getTime() + HOUR);
      expect(h.mails.filter((m) => m.to === `${uid}@scheduled.test`)).toHaveLength(1);
    });

    it('saved-job-deadlines tells each saver of a job closing within three days once; not one who applied, not a later deadline', async () => {
      const [saver, applied, other] = [id('ta'), id('ta'), id('ta')];
      for (const uid of [saver, applied, other]) await talent(h.services.docs, uid);
      const job = async (deadline: number) => {
        const jobId = id('job');
        await h.services.docs.set(`jobs/${jobId}`, {
          id: jobId,
          companyId: 'c1',
          companyName: 'Acme',
          title: `Job ${jobId}`,
          status: 'active',
          deadline: new Date(deadline),
        });
        return jobId;
      };
      const [soon, later] = [await job(NOW + 2 * DAY), await job(NOW + 5 * DAY)];
      const save = (uid: string, jobId: string) =>
        h.services.docs.set(`savedJobs/${uid}_${jobId}`, {
          talentId: uid,
          jobId,
          jobTitle: 'Job',
          companyName: 'Acme',
          savedAt: new Date(NOW - DAY),
        });
      await save(saver, soon);
      await save(applied, soon);
      await save(other, later);
      await h.services.docs.set(`applications/${soon}_${applied}`, {
        id: `${soon}_${applied}`,
        jobId: soon,
        talentId: applied,
        companyId: 'c1',
        stage: 'applied',
      });
      const notices = async (uid: string) =>
        (
          await h.services.docs.query({
            collection: 'notifications',
            where: [{ field: 'userId', op: '==', value: uid }],
          })
        ).map((n) => n.data);

      expect((await sendSavedJobDeadlineNotices(h.services, NOW)).notified).toBeGreaterThanOrEqual(1);
      expect(await sendSavedJobDeadlineNotices(h.services, NOW)).toMatchObject({ notified: 0 });
      expect(await notices(saver)).toEqual([
        expect.objectContaining({
          kind: 'saved-job-closing',
          title: `Closing soon: Job ${soon}`,
          link: `/talent-dashboard/jobs/${soon}`,
          read: false,
        }),
      ]);
      expect([(await notices(applied)).length, (await notices(other)).length]).toEqual([0, 0]);
      expect(h.mails.filter((m) => m.to === `${saver}@scheduled.test`)).toHaveLength(0);
    });

    it('job-alerts tells each due saved search the matching jobs posted since its last run, once, by email unless job alerts are in app only', async () => {
      const [emailed, optedOut] = [id('ta'), id('ta')];
      await talent(h.services.docs, emailed);
      await talent(h.services.docs, optedOut);
      await h.services.docs.set(`notificationSettings/${optedOut}`, { 'job-alerts': 'app' });
      const silenced = id('ta');
      await talent(h.services.docs, silenced);
      await h.services.docs.set(`notificationSettings/${silenced}`, { 'job-alerts': 'off' });
      // A word no other suite's job holds: the emulator is shared.
      const word = id('w').toLowerCase();
      const job = async (title: string, createdAt: number, extra: Record<string, unknown> = {}) => {
        const jobId = id('job');
        await h.services.docs.set(`jobs/${jobId}`, {
          id: jobId,
          companyId: 'c1',
          companyName: 'Acme',
          title,
          status: 'active',
          workMode: 'remote',
          keywords: [word],
          salaryYearlyUsd: 50_000,
          createdAt: new Date(createdAt),
          ...extra,
        });
        return jobId;
      };
      const match = await job('Match', NOW - DAY);
      await job('Posted before the last run', NOW - 3 * DAY);
      await job('Pays too little', NOW - DAY, { salaryYearlyUsd: 20_000 });
      await job('Onsite', NOW - DAY, { workMode: 'Onsite' });
      await job('Closed', NOW - DAY, { status: 'closed' });
      const search = async (
        talentId: string,
        frequency: string,
        filters: Record<string, unknown>,
        lastRunAt: number,
      ) => {
        const searchId = id('search');
        await h.services.docs.set(`savedSearches/${searchId}`, {
          talentId,
          name: `Search ${searchId}`,
          frequency,
          filters,
          createdAt: new Date(lastRunAt),
          lastRunAt: new Date(lastRunAt),
        });
        return searchId;
      };
      const daily = await search(
        emailed,
        'daily',
        { keyword: word, workMode: 'remote', minSalary: 3000, salaryCurrency: 'USD', salaryPeriod: 'Monthly' },
        NOW - 2 * DAY,
      );
      const weekly = await search(optedOut, 'weekly', { keyword: word }, NOW - 8 * DAY);
      const notDue = await search(emailed, 'weekly', { keyword: word }, NOW - 2 * DAY);
      const off = await search(silenced, 'daily', { keyword: word }, NOW - 2 * DAY);
      const notices = async (uid: string) =>
        (
          await h.services.docs.query({
            collection: 'notifications',
            where: [{ field: 'userId', op: '==', value: uid }],
          })
        ).map((n) => n.data);

      expect((await sendJobAlerts(h.services, NOW)).notified).toBeGreaterThanOrEqual(2);
      expect(await sendJobAlerts(h.services, NOW)).toMatchObject({ notified: 0, emailed: 0 });

      expect(await notices(emailed)).toEqual([
        expect.objectContaining({
          kind: 'job-alert',
          title: `A new job for "Search ${daily}"`,
          body: 'Match at Acme',
          link: `/talent-dashboard/jobs/${match}`,
          read: false,
        }),
      ]);
      expect(await notices(optedOut)).toEqual([
        expect.objectContaining({
          kind: 'job-alert',
          title: `4 new jobs for "Search ${weekly}"`,
          link: '/talent-dashboard/jobs',
        }),
      ]);
      expect((await h.services.docs.get(`inboxes/${emailed}`)).data).toMatchObject({ unreadNotifications: 1 });
      expect(h.mails.filter((m) => m.to === `${emailed}@scheduled.test`)).toEqual([
        expect.objectContaining({
          subject: `1 new job for "Search ${daily}"`,
          sections: [
            expect.objectContaining({ lines: [{ label: 'Match at Acme', path: `/talent-dashboard/jobs/${match}` }] }),
          ],
        }),
      ]);
      expect(h.mails.filter((m) => m.to === `${optedOut}@scheduled.test`)).toEqual([]);
      // Job alerts off: nothing in the bell and no email, but the search's clock still moves.
      expect(await notices(silenced)).toEqual([]);
      expect(h.mails.filter((m) => m.to === `${silenced}@scheduled.test`)).toEqual([]);
      const lastRun = async (searchId: string) =>
        ((await h.services.docs.get(`savedSearches/${searchId}`)).data?.lastRunAt as Date).getTime();
      expect([await lastRun(daily), await lastRun(weekly), await lastRun(notDue), await lastRun(off)]).toEqual([
        NOW,
        NOW,
        NOW - 2 * DAY,
        NOW,
      ]);
    });

    it('every job in the schedule runs twice without error', async () => {
      for (const job of Object.values(SCHEDULED_JOBS)) {
        await job.run(h.services, NOW);
        await job.run(h.services, NOW);
      }
    });
  });
}

let engine: LocalEngine | null = null;
afterAll(async () => {
  await engine?.close();
  await disposeEmulatorBackends();
});

scenarios('scheduled jobs on the local engine', async () => {
  engine = await openTestEngine();
  return harness(localTrustedServices(engine).docs);
});

const withFirestore = requireEmulator(
  'scheduled jobs on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'run under node scripts/with-auth-emulator.mjs',
);
describe.skipIf(!withFirestore)('on the Firestore emulator', () => {
  scenarios('scheduled jobs on firebase-admin', async () => harness(adminDocuments(getAdminFirestore())));
});
