/**
 * The interview notices on both engines (the local engine's privileged documents and firebase-admin against the
 * Firestore emulator): `interview-notify` tells the other side of each change, once, as its "interviews" setting
 * allows, the confirmation's email carrying the calendar file; it refuses a caller who did not make the change;
 * the scheduled reminder goes out once per chosen time, within 24 hours of it.
 */
import { sendInterviewReminders } from '@/server/scheduled/interview-reminders';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { interviewNotify } from '@/server/trusted/interview-notify';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import type { TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { LocalEngine } from '@/server/local/engine';
import type { NotificationSettings } from '@/services/schemas/notification-settings';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { openTestEngine } from '../helpers/local-server';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The reminder sweep looks at a window around "now": this file's interviews live 23 years back, alone there. */
const NOW = Date.now() - 23 * 365 * DAY;
const RUN = `${process.pid}i${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const services = () => ({
      docs,
      accountEmails: async () => new Map<string, string>(),
      sendMail: async (mail: OutgoingMail) => void mails.push(mail),
    });
    const as = (uid: string) => trustedContext(uid, services(), 'interviews.test');
    beforeAll(async () => {
      docs = await openDocs();
    });

    const mailsTo = (uid: string) => mails.filter((m) => m.to === `${uid}@interviews.test`);
    const notices = async (uid: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] })).map(
        (n) => n.data!,
      );
    const person = async (role: 'students' | 'companies', settings?: NotificationSettings) => {
      const uid = id(role === 'students' ? 'ta' : 'co');
      await docs.set(`${role}/${uid}`, {
        id: uid,
        name: `Person ${uid}`,
        email: `${uid}@interviews.test`,
        skills: [],
        timestamp: new Date(NOW),
      });
      if (role === 'companies') {
        await docs.set(`companyAccounts/${uid}`, { id: uid, email: `${uid}@interviews.test` });
        // Its founding owner, as the sign-up writes it: a company's notices reach its members.
        await docs.set(`companyMembers/${uid}`, {
          uid,
          companyId: uid,
          role: 'owner',
          name: `Person ${uid}`,
          email: `${uid}@interviews.test`,
          joinedAt: new Date(NOW),
        });
      }
      if (settings) await docs.set(`notificationSettings/${uid}`, settings);
      return uid;
    };
    /** An interview as the clients leave it after their writes (these suites write it with privileged access). */
    const interview = async (talentId: string, companyId: string, extra: Record<string, unknown> = {}) => {
      const appId = `${id('job')}_${talentId}`;
      const start = Date.UTC(2099, 0, 5, 9, 30);
      await docs.set(`interviews/${appId}`, {
        applicationId: appId,
        jobId: appId.split('_')[0],
        companyId,
        talentId,
        jobTitle: 'Junior Writer',
        companyName: 'Acme',
        talentName: 'Ada',
        slots: [{ startsAt: new Date(start), endsAt: new Date(start + 30 * 60_000) }],
        timeZone: 'Europe/Lisbon',
        status: 'proposed',
        round: 1,
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
        ...extra,
      });
      return appId;
    };
    const scheduledAt = (start: number) => ({
      status: 'scheduled',
      chosenIndex: 0,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      slots: [{ startsAt: new Date(start), endsAt: new Date(start + 30 * 60_000) }],
    });

    it('proposed: the talent is asked to pick a time, once; only the company announces it', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const appId = await interview(talent, company);
      await expect(interviewNotify(as(talent), { applicationId: appId, event: 'proposed' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await interviewNotify(as(company), { applicationId: appId, event: 'proposed' })).toEqual({ notified: 1 });
      expect(await interviewNotify(as(company), { applicationId: appId, event: 'proposed' })).toEqual({ notified: 0 });
      const [notice] = await notices(talent);
      expect(notice).toMatchObject({
        kind: 'interview',
        title: 'Acme invites you to an interview',
        link: `/talent-dashboard/applied-jobs#app-${appId}`,
      });
      expect(mailsTo(talent)).toHaveLength(1);
      // An event the interview is not in (still proposed, not scheduled) is refused.
      await expect(interviewNotify(as(talent), { applicationId: appId, event: 'scheduled' })).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    });

    it('scheduled: both sides are told the time, each email with the calendar file', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const start = Date.UTC(2099, 0, 5, 9, 30);
      const appId = await interview(talent, company, scheduledAt(start));
      await expect(interviewNotify(as(company), { applicationId: appId, event: 'scheduled' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await interviewNotify(as(talent), { applicationId: appId, event: 'scheduled' })).toEqual({ notified: 2 });
      expect(await interviewNotify(as(talent), { applicationId: appId, event: 'scheduled' })).toEqual({ notified: 0 });
      for (const uid of [talent, company]) {
        const sent = mailsTo(uid);
        expect(sent).toHaveLength(1);
        expect(sent[0].text).toContain('Mon, 5 Jan 2099, 09:30 – 10:00');
        const [file] = sent[0].attachments ?? [];
        expect(file).toMatchObject({ filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8' });
        expect(file.content).toContain('DTSTART:20990105T093000Z\r\n');
        expect(file.content).toContain('METHOD:PUBLISH');
      }
    });

    it("scheduled: each side's interviews setting decides (off: nothing; in app only: no email)", async () => {
      const [talent, company] = [
        await person('students', { interviews: 'off' }),
        await person('companies', { interviews: 'app' }),
      ];
      const appId = await interview(talent, company, scheduledAt(Date.UTC(2099, 0, 6, 9)));
      expect(await interviewNotify(as(talent), { applicationId: appId, event: 'scheduled' })).toEqual({ notified: 1 });
      expect([(await notices(talent)).length, mailsTo(talent).length]).toEqual([0, 0]);
      expect([(await notices(company)).length, mailsTo(company).length]).toEqual([1, 0]);
    });

    it('cancelled: the talent gets the notice, the note and a calendar file that cancels the time', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const appId = await interview(talent, company, {
        ...scheduledAt(Date.UTC(2099, 0, 7, 9)),
        status: 'cancelled',
        cancelReason: 'The role was filled.',
      });
      expect(await interviewNotify(as(company), { applicationId: appId, event: 'cancelled' })).toEqual({ notified: 1 });
      const [notice] = await notices(talent);
      expect(notice).toMatchObject({ kind: 'interview', title: 'Acme cancelled the interview' });
      expect(String(notice.body)).toContain('The role was filled.');
      const [mail] = mailsTo(talent);
      expect(mail.attachments?.[0].content).toContain('METHOD:CANCEL');
      expect(mailsTo(company)).toHaveLength(0);
    });

    it('reminders: both sides once, within 24 hours of the chosen time; not a cancelled or later one; a new round again', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const soon = await interview(talent, company, scheduledAt(NOW + 20 * HOUR));
      const later = await interview(talent, company, scheduledAt(NOW + 30 * HOUR));
      const cancelled = await interview(talent, company, { ...scheduledAt(NOW + 10 * HOUR), status: 'cancelled' });
      const run = () => sendInterviewReminders(services(), NOW);
      expect(await run()).toEqual({ interviews: 1, reminded: 2 });
      expect(await run()).toEqual({ interviews: 0, reminded: 0 });
      const titles = (await notices(talent)).map((n) => n.title);
      expect(titles).toEqual(['Interview soon: Junior Writer']);
      expect((await notices(company)).map((n) => n.title)).toEqual(['Interview soon: Junior Writer']);
      // The company moves it (a new round, picked again): one more reminder for the new time.
      await docs.update(`interviews/${soon}`, { round: 2, ...scheduledAt(NOW + 22 * HOUR) });
      expect(await run()).toEqual({ interviews: 1, reminded: 2 });
      for (const notDue of [later, cancelled])
        expect((await docs.get(`interviewReminders/${notDue}_1`)).exists).toBe(false);
    });

    it('reminders: none for an interview whose application was rejected or withdrawn since', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const closed = await Promise.all(
        ['rejected', 'withdrawn'].map(async (stage) => {
          const appId = await interview(talent, company, scheduledAt(NOW + 5 * HOUR));
          await docs.set(`applications/${appId}`, { id: appId, talentId: talent, companyId: company, stage });
          return appId;
        }),
      );
      expect(await sendInterviewReminders(services(), NOW)).toEqual({ interviews: 0, reminded: 0 });
      for (const appId of closed) expect((await docs.get(`interviewReminders/${appId}_1`)).exists).toBe(false);
      expect(await notices(talent)).toEqual([]);
    });

    it('a recruiter announces its company’s interview; a founding account taken off its team cannot', async () => {
      const [talent, company] = [await person('students'), await person('companies')];
      const recruiter = id('re');
      await docs.set(`companyMembers/${recruiter}`, {
        uid: recruiter,
        companyId: company,
        role: 'recruiter',
        name: 'Rae',
        email: `${recruiter}@interviews.test`,
        joinedAt: new Date(NOW),
      });
      const appId = await interview(talent, company);
      await docs.update(`companyMembers/${company}`, { role: 'removed' });
      await expect(interviewNotify(as(company), { applicationId: appId, event: 'proposed' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await interviewNotify(as(recruiter), { applicationId: appId, event: 'proposed' })).toEqual({
        notified: 1,
      });
    });
  });
}

let engine: LocalEngine | null = null;
afterAll(async () => {
  await engine?.close();
  await disposeEmulatorBackends();
});

scenarios('interview notices on the local engine', async () => {
  engine = await openTestEngine();
  return localTrustedServices(engine).docs;
});

const withFirestore = requireEmulator(
  'interview notices on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'run under node scripts/with-auth-emulator.mjs',
);
describe.skipIf(!withFirestore)('on the Firestore emulator', () => {
  scenarios('interview notices on firebase-admin', async () => adminDocuments(getAdminFirestore()));
});
