/**
 * The interview steps as the trusted route runs them (input checked against the contract first), on both engines:
 * the local engine's privileged documents and firebase-admin against the Firestore emulator. Each step is refused to
 * anyone but its side (a talent, another company, a suspended company) and in the wrong state; when it goes through,
 * the interview, the other side's notice (as its "interviews" setting allows, emails with the calendar file) and the
 * audit entry land together, and when its audit entry cannot be written none of them does. Also the scheduled
 * reminder, once per chosen time, within 24 hours of it.
 */
import { sendInterviewReminders } from '@/server/scheduled/interview-reminders';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import type { NotificationSettings } from '@/services/schemas/notification-settings';
import { failingAudit } from '../helpers/failing-audit';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The reminder sweep looks at a window around "now": this file's reminders live 23 years back, alone there. */
const NOW = Date.now() - 23 * 365 * DAY;
const RUN = `${process.pid}i${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;
/** A time of 2099 (the zone's wall clock reads differently from UTC's), half an hour long. */
const slotAt = (start: number) => ({ startsAt: start, endsAt: start + 30 * 60_000 });
const START = Date.UTC(2099, 0, 5, 9, 30);

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
    const as = (uid: string, over = services()) => trustedContext(uid, over, 'interviews.test');
    const step = (op: 'interview-propose' | 'interview-choose' | 'interview-cancel', uid: string, input: unknown) =>
      findTrustedOperation(op)!(as(uid), input) as Promise<Record<string, unknown>>;
    beforeAll(async () => {
      docs = await openDocs();
    });

    const mailsTo = (uid: string) => mails.filter((m) => m.to === `${uid}@interviews.test`);
    const notices = async (uid: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] })).map(
        (n) => n.data!,
      );
    const audits = async (talentId: string) =>
      (await docs.query({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: talentId }] })).map(
        (n) => n.data!,
      );
    const person = async (role: 'students' | 'companies', settings?: NotificationSettings) => {
      const uid = id(role === 'students' ? 'ta' : 'co');
      await docs.set(`${role}/${uid}`, {
        id: uid,
        name: `Person ${uid}`,
        email: `${uid}@interviews.test`,
        role: 'Web Developer',
        skills: [],
        timestamp: new Date(NOW),
      });
      if (role === 'companies') {
        await docs.set(`companyAccounts/${uid}`, { id: uid, email: `${uid}@interviews.test` });
        // Its founding owner, as the sign-up writes it: a company's side is its members.
        await docs.set(
          `companyMembers/${uid}`,
          founderMemberDoc(uid, `Person ${uid}`, `${uid}@interviews.test`, new Date(NOW)),
        );
      }
      if (settings) await docs.set(`notificationSettings/${uid}`, settings);
      return uid;
    };
    /** A talent's application to a company's job, in `stage`. */
    const application = async (settings: { talent?: NotificationSettings; company?: NotificationSettings } = {}) => {
      const [talent, company] = [
        await person('students', settings.talent),
        await person('companies', settings.company),
      ];
      const appId = `${id('job')}_${talent}`;
      await docs.set(`applications/${appId}`, {
        id: appId,
        jobId: appId.split('_')[0],
        talentId: talent,
        companyId: company,
        jobTitle: 'Junior Writer',
        companyName: 'Acme',
        talentName: 'Ada',
        talentCategory: 'Web Developer',
        stage: 'interview',
        history: [{ stage: 'applied', at: new Date(NOW), by: talent }],
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
      });
      return { talent, company, appId };
    };
    const propose = (company: string, appId: string, starts = [START]) =>
      step('interview-propose', company, {
        applicationId: appId,
        slots: starts.map(slotAt),
        timeZone: 'Europe/Lisbon',
        details: 'https://meet.example/x',
      });
    const interviewOf = async (appId: string) => (await docs.get(`interviews/${appId}`)).data;

    it('propose: only the job company, only in the Interview stage; the talent is asked once, audited once', async () => {
      const { talent, company, appId } = await application();
      const other = await person('companies');
      await expect(propose(talent, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(propose(other, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        step('interview-propose', company, {
          applicationId: appId,
          slots: [slotAt(Date.now() - HOUR)],
          timeZone: 'UTC',
        }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await interviewOf(appId)).toBeUndefined();
      expect(await notices(talent)).toEqual([]);

      const sent = await propose(company, appId, [START, START + DAY]);
      expect(sent).toMatchObject({
        id: appId,
        status: 'proposed',
        round: 1,
        slots: [slotAt(START), slotAt(START + DAY)],
      });
      expect(await interviewOf(appId)).toMatchObject({
        status: 'proposed',
        round: 1,
        talentId: talent,
        companyId: company,
      });
      expect(await notices(talent)).toEqual([
        expect.objectContaining({
          kind: 'interview',
          title: 'Acme invites you to an interview',
          link: `/talent-dashboard/applied-jobs#app-${appId}`,
        }),
      ]);
      expect(mailsTo(talent)).toHaveLength(1);
      expect(await audits(talent)).toEqual([
        expect.objectContaining({ action: 'propose-interview', actorId: company, targetType: 'talent' }),
      ]);

      // New times: a new round, the talent told again ("new interview times").
      expect(await propose(company, appId, [START + 2 * DAY])).toMatchObject({
        round: 2,
        slots: [slotAt(START + 2 * DAY)],
      });
      expect((await notices(talent)).map((n) => n.title).sort()).toEqual([
        'Acme invites you to an interview',
        'Acme: new interview times',
      ]);
    });

    it('propose: refused for an application out of the Interview stage and for a suspended company', async () => {
      const { company, appId } = await application();
      await docs.update(`applications/${appId}`, { stage: 'shortlisted' });
      await expect(propose(company, appId)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: 'Move the applicant to the Interview stage before proposing times.',
      });
      await docs.update(`applications/${appId}`, { stage: 'interview' });
      await docs.update(`companies/${company}`, { suspended: true });
      await expect(propose(company, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await interviewOf(appId)).toBeUndefined();
    });

    it('choose: only the talent, on the round it saw; both sides told the time, each email with the calendar file', async () => {
      const { talent, company, appId } = await application();
      await propose(company, appId);
      await expect(
        step('interview-choose', company, { applicationId: appId, round: 1, index: 0 }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await propose(company, appId);
      await expect(
        step('interview-choose', talent, { applicationId: appId, round: 1, index: 0 }),
      ).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('changed or cancelled'),
      });
      mails.length = 0;
      expect(await step('interview-choose', talent, { applicationId: appId, round: 2, index: 0 })).toMatchObject({
        status: 'scheduled',
        chosenIndex: 0,
        startsAt: START,
      });
      for (const uid of [talent, company]) {
        const sent = mailsTo(uid);
        expect(sent).toHaveLength(1);
        expect(sent[0].text).toContain('Mon, 5 Jan 2099, 09:30 – 10:00');
        const [file] = sent[0].attachments ?? [];
        expect(file).toMatchObject({ filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8' });
        expect(file.content).toContain('DTSTART:20990105T093000Z\r\n');
        expect(file.content).toContain('METHOD:PUBLISH');
      }
      expect((await audits(talent)).map((a) => [a.action, a.actorId])).toContainEqual([
        'choose-interview-time',
        talent,
      ]);
      // Picked already: there is no proposal to answer.
      await expect(
        step('interview-choose', talent, { applicationId: appId, round: 2, index: 0 }),
      ).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    });

    it("choose: each side's interviews setting decides (off: nothing; in app only: no email)", async () => {
      const { talent, company, appId } = await application({
        talent: { interviews: 'off' },
        company: { interviews: 'app' },
      });
      await propose(company, appId);
      mails.length = 0;
      await step('interview-choose', talent, { applicationId: appId, round: 1, index: 0 });
      expect([(await notices(talent)).length, mailsTo(talent).length]).toEqual([0, 0]);
      expect([(await notices(company)).length, mailsTo(company).length]).toEqual([1, 0]);
    });

    it('cancel: only the company, once; the talent gets the note and a calendar file that cancels the time', async () => {
      const { talent, company, appId } = await application();
      await propose(company, appId);
      await step('interview-choose', talent, { applicationId: appId, round: 1, index: 0 });
      await expect(step('interview-cancel', talent, { applicationId: appId })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      mails.length = 0;
      expect(
        await step('interview-cancel', company, { applicationId: appId, reason: 'The role was filled.' }),
      ).toMatchObject({ status: 'cancelled', cancelReason: 'The role was filled.' });
      const cancelled = (await notices(talent)).find((n) => n.title === 'Acme cancelled the interview');
      expect(String(cancelled?.body)).toContain('The role was filled.');
      const [mail] = mailsTo(talent);
      expect(mail.attachments?.[0].content).toContain('METHOD:CANCEL');
      expect(mailsTo(company)).toHaveLength(0);
      await expect(step('interview-cancel', company, { applicationId: appId })).rejects.toMatchObject({
        code: 'failed-precondition',
        message: 'This interview is already cancelled.',
      });
    });

    it('a recruiter proposes and cancels for its company, the audit naming it; a founding account taken off cannot', async () => {
      const { talent, company, appId } = await application();
      const recruiter = id('re');
      await docs.set(`companyMembers/${recruiter}`, {
        uid: recruiter,
        companyId: company,
        role: 'recruiter',
        name: 'Rae Recruiter',
        email: `${recruiter}@interviews.test`,
        joinedAt: new Date(NOW),
      });
      await docs.update(`companyMembers/${company}`, { role: 'removed' });
      await expect(propose(company, appId)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await propose(recruiter, appId)).toMatchObject({ status: 'proposed', companyId: company });
      await expect(step('interview-cancel', company, { applicationId: appId })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await step('interview-cancel', recruiter, { applicationId: appId })).toMatchObject({
        status: 'cancelled',
      });
      expect((await audits(talent)).map((a) => [a.action, a.actorId, a.actorName])).toEqual(
        expect.arrayContaining([
          ['propose-interview', recruiter, 'Rae Recruiter'],
          ['cancel-interview', recruiter, 'Rae Recruiter'],
        ]),
      );
    });

    it('choose: refused to a suspended talent, and on an application rejected or withdrawn since the proposal', async () => {
      const { talent, company, appId } = await application();
      await propose(company, appId);
      await docs.update(`students/${talent}`, { suspended: true });
      await expect(
        step('interview-choose', talent, { applicationId: appId, round: 1, index: 0 }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await docs.update(`students/${talent}`, { suspended: false });
      for (const stage of ['rejected', 'withdrawn']) {
        await docs.update(`applications/${appId}`, { stage });
        await expect(
          step('interview-choose', talent, { applicationId: appId, round: 1, index: 0 }),
        ).rejects.toMatchObject({
          code: 'failed-precondition',
        });
      }
      expect(await interviewOf(appId)).toMatchObject({ status: 'proposed' });
    });

    it('writes nothing, no interview, notice or audit entry, when its audit entry cannot be written', async () => {
      const { talent, company, appId } = await application();
      const broken = failingAudit(services());
      await expect(
        findTrustedOperation('interview-propose')!(as(company, broken), {
          applicationId: appId,
          slots: [slotAt(START)],
          timeZone: 'UTC',
        }),
      ).rejects.toMatchObject({ code: 'unavailable' });
      expect(await interviewOf(appId)).toBeUndefined();
      expect(await notices(talent)).toEqual([]);
      expect(await audits(talent)).toEqual([]);
    });

    it('reminders: both sides once, within 24 hours of the chosen time; not a cancelled or later one; a new round again', async () => {
      const { talent, company, appId: soon } = await application();
      const scheduledAt = (start: number, round = 1) => ({
        applicationId: soon,
        jobId: 'job',
        companyId: company,
        talentId: talent,
        jobTitle: 'Junior Writer',
        companyName: 'Acme',
        talentName: 'Ada',
        timeZone: 'Europe/Lisbon',
        status: 'scheduled',
        round,
        chosenIndex: 0,
        startsAt: new Date(start),
        endsAt: new Date(start + 30 * 60_000),
        slots: [{ startsAt: new Date(start), endsAt: new Date(start + 30 * 60_000) }],
      });
      const later = id('later');
      const cancelled = id('cancelled');
      await docs.set(`interviews/${soon}`, scheduledAt(NOW + 20 * HOUR));
      await docs.set(`interviews/${later}`, { ...scheduledAt(NOW + 30 * HOUR), applicationId: later });
      await docs.set(`interviews/${cancelled}`, {
        ...scheduledAt(NOW + 10 * HOUR),
        applicationId: cancelled,
        status: 'cancelled',
      });
      const run = () => sendInterviewReminders(services(), NOW);
      expect(await run()).toEqual({ interviews: 1, reminded: 2 });
      expect(await run()).toEqual({ interviews: 0, reminded: 0 });
      expect((await notices(talent)).map((n) => n.title)).toEqual(['Interview soon: Junior Writer']);
      expect((await notices(company)).map((n) => n.title)).toEqual(['Interview soon: Junior Writer']);
      // The company moves it (a new round, picked again): one more reminder for the new time.
      await docs.set(`interviews/${soon}`, scheduledAt(NOW + 22 * HOUR, 2));
      expect(await run()).toEqual({ interviews: 1, reminded: 2 });
      for (const notDue of [later, cancelled])
        expect((await docs.get(`interviewReminders/${notDue}_1`)).exists).toBe(false);
    });

    it('reminders: none for an interview whose application was rejected or withdrawn since', async () => {
      const { talent, company } = await application();
      const closed = await Promise.all(
        ['rejected', 'withdrawn'].map(async (stage) => {
          const appId = `${id('job')}_${talent}`;
          const start = NOW + 5 * HOUR;
          await docs.set(`interviews/${appId}`, {
            applicationId: appId,
            jobId: appId.split('_')[0],
            companyId: company,
            talentId: talent,
            jobTitle: 'Junior Writer',
            companyName: 'Acme',
            talentName: 'Ada',
            timeZone: 'UTC',
            status: 'scheduled',
            round: 1,
            chosenIndex: 0,
            startsAt: new Date(start),
            endsAt: new Date(start + 30 * 60_000),
            slots: [{ startsAt: new Date(start), endsAt: new Date(start + 30 * 60_000) }],
          });
          await docs.set(`applications/${appId}`, { id: appId, talentId: talent, companyId: company, stage });
          return appId;
        }),
      );
      expect(await sendInterviewReminders(services(), NOW)).toEqual({ interviews: 0, reminded: 0 });
      for (const appId of closed) expect((await docs.get(`interviewReminders/${appId}_1`)).exists).toBe(false);
      expect(await notices(talent)).toEqual([]);
    });
  });
}

onBothEngines('interview steps', scenarios);
