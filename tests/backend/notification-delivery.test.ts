/**
 * Every sender honours the recipient's notification settings, on both engines (the local engine's privileged
 * documents and firebase-admin against the Firestore emulator): "off" writes no notification and sends no email,
 * "in app only" writes the notification and sends no email, and the defaults are what was sent before the
 * settings existed. Senders: applications (new applicant, stage change), messages and their hourly digest, event
 * reminders, saved-job deadlines and announcements.
 */
import { sendMessageDigests } from '@/server/scheduled/message-digests';
import { sendSavedJobDeadlineNotices } from '@/server/scheduled/saved-job-deadlines';
import { announcementCreate, announcementSend } from '@/server/trusted/announcements';
import { sendEventReminders } from '@/server/trusted/event-notices';
import { findTrustedOperation } from '@/server/trusted/registry';
import { notify } from '@/server/trusted/notify';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import type { NotificationSettings } from '@/services/schemas/notification-settings';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Long before any other suite's data (the scheduled sweeps look at a window around "now"). */
const NOW = Date.now() - 24 * 365 * DAY;
const RUN = `${process.pid}d${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const ctx = (uid = 'system'): TrustedContext => ({
      caller: { uid, email: `${uid}@delivery.test`, secondFactor: 'totp' },
      docs,
      sendMail: async (mail) => void mails.push(mail),
      deleteFiles: async () => 0,
      copyFile: async () => null,
      listFiles: async () => [],
      readFile: async () => null,
      saveFile: async () => undefined,
      listAccounts: async () => ({ accounts: [], next: null }),
      deleteUser: async () => undefined,
      passwordOwner: async () => uid,
      removeSecondFactor: async () => undefined,
      setUserDisabled: async () => undefined,
      endSessions: async () => undefined,
      endSession: async () => undefined,
      accountEmailVerified: async () => true,
      accountEmails: async () => new Map(),
    });
    beforeAll(async () => {
      docs = await openDocs();
    });

    const mailsTo = (uid: string) => mails.filter((m) => m.to === `${uid}@delivery.test`);
    const notices = async (uid: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] })).map(
        (n) => n.data!,
      );
    /** A talent (or company) with these settings; `undefined` settings: never changed. */
    const person = async (role: 'students' | 'companies', settings?: NotificationSettings) => {
      const uid = id(role === 'students' ? 'ta' : 'co');
      await docs.set(`${role}/${uid}`, {
        id: uid,
        name: `Person ${uid}`,
        email: `${uid}@delivery.test`,
        skills: [],
        timestamp: new Date(NOW),
      });
      if (role === 'companies') {
        await docs.set(`companyAccounts/${uid}`, { id: uid, email: `${uid}@delivery.test` });
        // Its founding owner, as the sign-up writes it: a company's notices reach its members.
        await docs.set(
          `companyMembers/${uid}`,
          founderMemberDoc(uid, `Person ${uid}`, `${uid}@delivery.test`, new Date(NOW)),
        );
      }
      if (settings) await docs.set(`notificationSettings/${uid}`, settings);
      return uid;
    };

    /** A job of `company`, taking applications. */
    const job = async (company: string) => {
      const jobId = id('job');
      await docs.set(`jobs/${jobId}`, {
        id: jobId,
        companyId: company,
        companyName: 'Co',
        title: 'Writer',
        status: 'active',
        applicantCount: 0,
      });
      return jobId;
    };
    const run = (name: 'application-apply' | 'applications-move', uid: string, input: unknown) =>
      findTrustedOperation(name)!(ctx(uid), input);

    it('new applicant: off tells the company nothing, in app only rings the bell without email, the default does both', async () => {
      const talent = await person('students');
      const outcome = async (settings?: NotificationSettings) => {
        const company = await person('companies', settings);
        await run('application-apply', talent, { jobId: await job(company) });
        return [(await notices(company)).length, mailsTo(company).length];
      };
      expect(await outcome({ applications: 'off' })).toEqual([0, 0]);
      expect(await outcome({ applications: 'app' })).toEqual([1, 0]);
      expect(await outcome({ messages: 'off' })).toEqual([1, 1]);
    });

    it("stage change: the talent's applications setting decides", async () => {
      const outcome = async (settings?: NotificationSettings) => {
        const [talent, company] = [await person('students', settings), await person('companies')];
        const jobId = await job(company);
        const appId = `${jobId}_${talent}`;
        await docs.set(`applications/${appId}`, {
          id: appId,
          jobId,
          talentId: talent,
          companyId: company,
          jobTitle: 'Writer',
          companyName: 'Co',
          talentName: 'Ada',
          stage: 'applied',
          history: [{ stage: 'applied', at: new Date(NOW), by: talent }],
        });
        await run('applications-move', company, { jobId, applicationIds: [appId], stage: 'shortlisted' });
        return [(await notices(talent)).length, mailsTo(talent).length];
      };
      expect(await outcome({ applications: 'off' })).toEqual([0, 0]);
      expect(await outcome({ applications: 'app' })).toEqual([1, 0]);
      expect(await outcome()).toEqual([1, 1]);
    });

    it('messages: off leaves the bell and its count alone, in app only sends neither the email nor the digest', async () => {
      const message = (uid: string) =>
        notify(ctx(), {
          userId: uid,
          kind: 'message',
          title: 'New message',
          body: 'hi',
          link: '/talent-dashboard/messages',
        });
      const off = await person('students', { messages: 'off' });
      expect(await message(off)).toMatchObject({ created: false, emailed: false });
      expect([(await notices(off)).length, (await docs.get(`inboxes/${off}`)).exists]).toEqual([0, false]);

      const inApp = await person('students', { messages: 'app' });
      await message(inApp);
      await message(inApp);
      expect([(await notices(inApp)).length, mailsTo(inApp).length]).toEqual([2, 0]);
      expect((await docs.get(`inboxes/${inApp}`)).data).not.toHaveProperty('digestDueAt');

      // Held back for the digest, then switched to in app only before it went: no digest either.
      const later = await person('students');
      await message(later);
      await message(later);
      expect(mailsTo(later)).toHaveLength(1);
      await docs.set(`notificationSettings/${later}`, { messages: 'app' });
      await docs.set(`inboxes/${later}`, { digestDueAt: new Date(NOW) }, { merge: true });
      await sendMessageDigests(ctx(), NOW + HOUR);
      expect(mailsTo(later)).toHaveLength(1);
    });

    it('event reminders: off and in app only are honoured for those going', async () => {
      const [off, inApp, defaults] = [
        await person('students', { events: 'off' }),
        await person('students', { events: 'app' }),
        await person('students'),
      ];
      const eventId = id('ev');
      await docs.set(`events/${eventId}`, {
        id: eventId,
        title: 'Clinic',
        description: 'd',
        startsAt: new Date(NOW + 2 * HOUR),
        endsAt: new Date(NOW + 3 * HOUR),
        timeZone: 'UTC',
        mode: 'online',
        audience: 'talents',
        capacity: 5,
        status: 'published',
        goingCount: 3,
        waitingCount: 0,
        createdAt: new Date(NOW - DAY),
        updatedAt: new Date(NOW - DAY),
      });
      for (const uid of [off, inApp, defaults]) {
        await docs.set(`events/${eventId}/rsvps/${uid}`, {
          uid,
          name: 'T',
          email: `${uid}@delivery.test`,
          status: 'going',
          createdAt: new Date(NOW - DAY),
        });
      }
      await sendEventReminders(ctx(), NOW);
      const outcome = async (uid: string) => [(await notices(uid)).length, mailsTo(uid).length];
      expect([await outcome(off), await outcome(inApp), await outcome(defaults)]).toEqual([
        [0, 0],
        [1, 0],
        [1, 1],
      ]);
    });

    it('saved-job deadlines: in the bell by default, nothing when off, by email too when asked for', async () => {
      const [off, defaults, both] = [
        await person('students', { 'saved-jobs': 'off' }),
        await person('students'),
        await person('students', { 'saved-jobs': 'app-email' }),
      ];
      const jobId = id('job');
      await docs.set(`jobs/${jobId}`, {
        id: jobId,
        companyId: 'c1',
        companyName: 'Acme',
        title: 'Soon',
        status: 'active',
        deadline: new Date(NOW + DAY),
      });
      for (const uid of [off, defaults, both]) {
        await docs.set(`savedJobs/${uid}_${jobId}`, {
          talentId: uid,
          jobId,
          jobTitle: 'Soon',
          companyName: 'Acme',
          savedAt: new Date(NOW - DAY),
        });
      }
      await sendSavedJobDeadlineNotices(ctx(), NOW);
      const outcome = async (uid: string) => [(await notices(uid)).length, mailsTo(uid).length];
      expect([await outcome(off), await outcome(defaults), await outcome(both)]).toEqual([
        [0, 0],
        [1, 0],
        [1, 1],
      ]);
    });

    it('announcements: each recipient gets what its announcements setting allows', async () => {
      const admin = id('ad');
      await docs.set(`admin/${admin}`, { id: admin, name: 'Admin', email: `${admin}@delivery.test` });
      const [off, inApp, defaults] = [
        await person('companies', { announcements: 'off' }),
        await person('companies', { announcements: 'app' }),
        await person('companies'),
      ];
      const { id: announcementId } = await announcementCreate(ctx(admin), {
        audience: 'companies',
        title: `News ${RUN}`,
        body: 'Hello.',
      });
      for (let page = 0; page < 100 && !(await announcementSend(ctx(admin), { announcementId })).done; page++);
      const outcome = async (uid: string) => [(await notices(uid)).length, mailsTo(uid).length];
      expect([await outcome(off), await outcome(inApp), await outcome(defaults)]).toEqual([
        [0, 0],
        [1, 0],
        [1, 1],
      ]);
    });
  });
}

onBothEngines('notification settings', scenarios);
