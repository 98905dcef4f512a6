/**
 * Applying, withdrawing and moving one applicant as the trusted route runs them (input checked against the contract
 * first), on both engines: the local engine's privileged documents and firebase-admin against the Firestore
 * emulator. Each is refused to whoever may not take it and in a state it does not apply to, writing nothing; when it
 * goes through, the application, the job's count, the other side's notice and the audit entry land together, and
 * when the audit entry cannot be written none of them does. (Moving many at once: bulk-move-cases.ts; a team's
 * recruiter and a removed member: company-team-cases.ts.)
 */
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import type { DocumentData } from '@/services/backend/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { failingAudit } from '../helpers/failing-audit';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const RUN = `${process.pid}s${Date.now().toString(36)}`;
let seq = 0;
/** No `_`: application ids join the job's and the talent's with it. */
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;
const DAY = 86_400_000;

type Docs = TrustedServices['docs'];
type Op = 'application-apply' | 'application-withdraw' | 'applications-move';

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const services = () => ({
      docs,
      accountEmails: async (uids: readonly string[]) => new Map(uids.map((u) => [u, `${u}@steps.test`])),
      sendMail: async (mail: OutgoingMail) => void mails.push(mail),
    });
    let verified = true;
    const as = (uid: string, over: Pick<TrustedServices, 'docs'> & Partial<TrustedServices> = services()) => ({
      ...trustedContext(uid, over, 'steps.test'),
      accountEmailVerified: async () => verified,
    });
    const run = (op: Op, uid: string, input: unknown, over?: ReturnType<typeof services>) =>
      findTrustedOperation(op)!(as(uid, over), input) as Promise<Record<string, unknown>>;
    beforeAll(async () => {
      docs = await openDocs();
    });

    const data = async (path: string) => (await docs.get(path)).data;
    const notices = async (uid: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] })).map(
        (n) => n.data!,
      );
    const audits = async (talentId: string) =>
      (await docs.query({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: talentId }] })).map(
        (n) => n.data!,
      );
    const talent = async (extra: DocumentData = {}) => {
      const uid = id('ta');
      await docs.set(`students/${uid}`, {
        id: uid,
        name: 'Ada Okafor',
        email: `${uid}@steps.test`,
        role: 'Data Scientist',
        availability: true,
        skills: [],
        timestamp: new Date(),
        profile: { phone: '+234 800 000 0000', cvUrl: 'https://cdn.example/ada.pdf' },
        ...extra,
      });
      return uid;
    };
    const company = async (extra: DocumentData = {}) => {
      const uid = id('co');
      await docs.set(`companies/${uid}`, {
        id: uid,
        name: 'Acme',
        verification: 'verified',
        timestamp: new Date(),
        ...extra,
      });
      await docs.set(`companyAccounts/${uid}`, { id: uid, email: `${uid}@steps.test` });
      // Its founding owner, as the sign-up writes it: who acts for a company is its member document.
      await docs.set(`companyMembers/${uid}`, founderMemberDoc(uid, 'Acme', `${uid}@steps.test`, new Date()));
      return uid;
    };
    const job = async (companyId: string, extra: DocumentData = {}) => {
      const jobId = id('job');
      await docs.set(`jobs/${jobId}`, {
        id: jobId,
        companyId,
        companyName: 'Acme',
        title: 'Data Analyst',
        status: 'active',
        applicantCount: 0,
        ...extra,
      });
      return jobId;
    };
    const world = async () => {
      const co = await company();
      const jobId = await job(co);
      const ta = await talent();
      return { co, jobId, ta, appId: `${jobId}_${ta}` };
    };

    describe('application-apply', () => {
      it('writes the application from the profile, counts it, tells the company and audits it, together', async () => {
        const { co, jobId, ta, appId } = await world();
        mails.length = 0;
        const app = await run('application-apply', ta, { jobId, coverNote: '  Hello!  ' });
        expect(app).toMatchObject({
          id: appId,
          jobId,
          talentId: ta,
          companyId: co,
          jobTitle: 'Data Analyst',
          companyName: 'Acme',
          talentName: 'Ada Okafor',
          talentCategory: 'Data Scientist',
          talentEmail: `${ta}@steps.test`,
          talentPhone: '+234 800 000 0000',
          cvUrl: 'https://cdn.example/ada.pdf',
          coverNote: 'Hello!',
          stage: 'applied',
          history: [{ stage: 'applied', at: expect.any(Number), by: ta }],
          firstResponseAt: null,
        });
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'applied', talentId: ta });
        expect((await data(`jobs/${jobId}`))?.applicantCount).toBe(1);
        expect(await notices(co)).toEqual([
          expect.objectContaining({ kind: 'new-applicant', title: 'New applicant for Data Analyst', read: false }),
        ]);
        expect(mails.map((m) => m.to)).toEqual([`${co}@steps.test`]);
        expect(await audits(ta)).toEqual([
          expect.objectContaining({ action: 'apply', actorId: ta, targetType: 'talent' }),
        ]);
      });

      it('answers a repeat with the application sent, and applies once when five arrive at once', async () => {
        const { co, jobId, ta } = await world();
        const apps = await Promise.all([1, 2, 3, 4, 5].map(() => run('application-apply', ta, { jobId })));
        expect(new Set(apps.map((a) => a.id)).size).toBe(1);
        expect(await run('application-apply', ta, { jobId, coverNote: 'Again' })).toEqual(apps[0]);
        expect((await data(`jobs/${jobId}`))?.applicantCount).toBe(1);
        expect(await notices(co)).toHaveLength(1);
        expect(await audits(ta)).toHaveLength(1);
      });

      it('shares the email only once verified; takes a CV uploaded for this job, refuses one of another job', async () => {
        const { jobId, ta } = await world();
        verified = false;
        try {
          expect(await run('application-apply', ta, { jobId })).not.toHaveProperty('talentEmail');
        } finally {
          verified = true;
        }
        const other = await job(await company());
        const upload = `/api/local/files/talents/${ta}/applications/${other}/1-cv.pdf?token=t`;
        expect(await run('application-apply', ta, { jobId: other, cvUrl: upload })).toMatchObject({ cvUrl: upload });
        const third = await job(await company());
        await expect(run('application-apply', ta, { jobId: third, cvUrl: upload })).rejects.toMatchObject({
          code: 'invalid-argument',
        });
        expect(await data(`applications/${third}_${ta}`)).toBeUndefined();
      });

      it('refuses a closed job, a passed deadline, a company, a suspended talent and an account being deleted', async () => {
        const co = await company();
        const closed = await job(co, { status: 'closed' });
        const late = await job(co, { deadline: new Date(Date.now() - DAY) });
        const open = await job(co);
        const ta = await talent();
        await expect(run('application-apply', ta, { jobId: closed })).rejects.toMatchObject({
          code: 'failed-precondition',
          message: 'This job is closed and no longer accepts applications.',
        });
        await expect(run('application-apply', ta, { jobId: late })).rejects.toMatchObject({
          message: 'The application deadline for this job has passed.',
        });
        await expect(run('application-apply', co, { jobId: open })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        const suspended = await talent({ suspended: true });
        await expect(run('application-apply', suspended, { jobId: open })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        const leaving = await talent();
        await docs.set(`deletedAccounts/${leaving}`, { uid: leaving, at: new Date() });
        await expect(run('application-apply', leaving, { jobId: open })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        expect((await data(`jobs/${open}`))?.applicantCount).toBe(0);
        expect(await notices(co)).toEqual([]);
      });

      it('writes nothing, no application, count, notice or audit entry, when its audit entry cannot be written', async () => {
        const { co, jobId, ta, appId } = await world();
        await expect(run('application-apply', ta, { jobId }, failingAudit(services()))).rejects.toMatchObject({
          code: 'unavailable',
        });
        expect(await data(`applications/${appId}`)).toBeUndefined();
        expect((await data(`jobs/${jobId}`))?.applicantCount).toBe(0);
        expect(await notices(co)).toEqual([]);
        expect(await audits(ta)).toEqual([]);
      });
    });

    describe('priority signals', () => {
      const month = new Date().toISOString().slice(0, 7);
      const signals = (ta: string, m = month) => data(`prioritySignals/${ta}_${m}`);
      const jobsOf = async (co: string, n: number) => Promise.all(Array.from({ length: n }, () => job(co)));

      it('marks three applications a month; a fourth signal is refused with nothing written, unsignalled it goes', async () => {
        const co = await company();
        const ta = await talent();
        const [a, b, c, d] = await jobsOf(co, 4);
        for (const jobId of [a, b, c]) {
          expect(await run('application-apply', ta, { jobId, signal: true })).toMatchObject({ signalled: true });
        }
        expect(await signals(ta)).toMatchObject({
          uid: ta,
          month,
          used: 3,
          applicationIds: [a, b, c].map((j) => `${j}_${ta}`),
        });
        await expect(run('application-apply', ta, { jobId: d, signal: true })).rejects.toMatchObject({
          code: 'failed-precondition',
          message: expect.stringContaining('You have used your 3 priority signals this month.'),
        });
        expect((await docs.get(`applications/${d}_${ta}`)).exists).toBe(false);
        expect((await data(`jobs/${d}`))?.applicantCount).toBe(0);
        const plain = await run('application-apply', ta, { jobId: d });
        expect(plain.signalled).toBeUndefined();
        expect((await signals(ta))?.used).toBe(3);
        // Resending a signalled application answers it: nothing is spent or refused.
        expect(await run('application-apply', ta, { jobId: a, signal: true })).toMatchObject({ signalled: true });
        expect((await signals(ta))?.used).toBe(3);
      });

      it('gives the last signal to one of two applications sent at once', async () => {
        const co = await company();
        const ta = await talent();
        const [a, b, c, d] = await jobsOf(co, 4);
        await run('application-apply', ta, { jobId: a, signal: true });
        await run('application-apply', ta, { jobId: b, signal: true });
        const results = await Promise.allSettled(
          [c, d].map((jobId) => run('application-apply', ta, { jobId, signal: true })),
        );
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect((await signals(ta))?.used).toBe(3);
      });

      it('starts each month afresh: last month spent does not count', async () => {
        const co = await company();
        const ta = await talent();
        await docs.set(`prioritySignals/${ta}_2020-01`, { uid: ta, month: '2020-01', used: 3, applicationIds: [] });
        const jobId = await job(co);
        expect(await run('application-apply', ta, { jobId, signal: true })).toMatchObject({ signalled: true });
        expect((await signals(ta))?.used).toBe(1);
      });

      it('records an invitation to interview for the report, and keeps it after a rejection', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId, signal: true });
        await run('applications-move', co, { jobId, applicationIds: [appId], stage: 'shortlisted' });
        expect((await data(`applications/${appId}`))?.reachedInterview).toBeUndefined();
        await run('applications-move', co, { jobId, applicationIds: [appId], stage: 'interview' });
        await run('applications-move', co, { jobId, applicationIds: [appId], stage: 'rejected', reason: 'skills' });
        expect(await data(`applications/${appId}`)).toMatchObject({
          stage: 'rejected',
          signalled: true,
          reachedInterview: true,
        });
      });
    });

    describe('application-withdraw', () => {
      it('withdraws its own application: stage, history, the company told, audited; the count kept; then final', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId });
        const stranger = await talent();
        await expect(run('application-withdraw', stranger, { applicationId: appId })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(run('application-withdraw', co, { applicationId: appId })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        const withdrawn = await run('application-withdraw', ta, { applicationId: appId });
        expect(withdrawn).toMatchObject({ stage: 'withdrawn' });
        expect((withdrawn.history as unknown[]).at(-1)).toMatchObject({ stage: 'withdrawn', by: ta });
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'withdrawn' });
        expect((await data(`jobs/${jobId}`))?.applicantCount).toBe(1);
        expect((await notices(co)).map((n) => n.kind).sort()).toEqual(['application-withdrawn', 'new-applicant']);
        expect((await audits(ta)).map((a) => a.action).sort()).toEqual(['apply', 'withdraw-application']);
        await expect(run('application-withdraw', ta, { applicationId: appId })).rejects.toMatchObject({
          code: 'failed-precondition',
          message: 'This application already has its final answer.',
        });
        await expect(run('application-apply', ta, { jobId })).rejects.toMatchObject({
          code: 'already-exists',
          message: 'You have already applied to this job.',
        });
        await expect(
          run('applications-move', co, { jobId, applicationIds: [appId], stage: 'hired' }),
        ).rejects.toMatchObject({
          code: 'failed-precondition',
          message: 'Nothing was moved: Ada Okafor withdrew the application.',
        });
      });

      it('refuses after a final answer and for a suspended talent', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId });
        await docs.update(`students/${ta}`, { suspended: true });
        await expect(run('application-withdraw', ta, { applicationId: appId })).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await docs.update(`students/${ta}`, { suspended: false });
        await run('applications-move', co, { jobId, applicationIds: [appId], stage: 'hired' });
        await expect(run('application-withdraw', ta, { applicationId: appId })).rejects.toMatchObject({
          code: 'failed-precondition',
        });
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'hired' });
      });
    });

    describe('applications-move, one applicant', () => {
      it('moves with a history entry, stamps the first response once, tells the talent and audits it', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId });
        const move = (stage: string, reason?: string) =>
          run('applications-move', co, { jobId, applicationIds: [appId], stage, ...(reason ? { reason } : {}) });
        expect(await move('reviewing')).toEqual({ moved: [appId], unchanged: [] });
        const first = (await data(`applications/${appId}`))?.firstResponseAt;
        expect(first).toBeTruthy();
        expect(await move('reviewing')).toEqual({ moved: [], unchanged: [appId] });
        await move('rejected', 'skills');
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'rejected', rejectionReason: 'skills' });
        await move('interview');
        const after = (await data(`applications/${appId}`))!;
        expect(after).not.toHaveProperty('rejectionReason');
        expect(after.firstResponseAt).toEqual(first);
        expect((after.history as DocumentData[]).map((h) => [h.stage, h.by])).toEqual([
          ['applied', ta],
          ['reviewing', co],
          ['rejected', co],
          ['interview', co],
        ]);
        expect((await notices(ta)).map((n) => n.title).sort()).toEqual([
          'Acme: Interview',
          'Acme: Rejected',
          'Acme: Reviewing',
        ]);
        expect((await audits(ta)).filter((a) => a.action === 'move-application')).toHaveLength(3);
      });

      it("fills a message's first name, job and company for each applicant and nothing else, and keeps it in the timeline", async () => {
        const { co, jobId, ta, appId } = await world();
        const other = await talent({ name: 'Bo Lin' });
        await run('application-apply', ta, { jobId });
        await run('application-apply', other, { jobId });
        const message = 'Dear {First name}, about {job} at {company}: {talentEmail} {talentPhone}';
        await run('applications-move', co, {
          jobId,
          applicationIds: [appId, `${jobId}_${other}`],
          stage: 'rejected',
          reason: 'skills',
          message,
        });
        const filled = (name: string) => `Dear ${name}, about Data Analyst at Acme: {talentEmail} {talentPhone}`;
        const history = (await data(`applications/${appId}`))!.history as DocumentData[];
        expect(history.at(-1)).toMatchObject({ stage: 'rejected', message: filled('Ada') });
        expect(((await data(`applications/${jobId}_${other}`))!.history as DocumentData[]).at(-1)?.message).toBe(
          filled('Bo'),
        );
        expect((await notices(ta)).find((n) => n.kind === 'stage-changed')?.body).toContain(filled('Ada'));
        // The talent reads it back in its application's timeline.
        const mine = (await run('application-apply', ta, { jobId })) as { history: { message?: string }[] };
        expect(mine.history.at(-1)?.message).toBe(filled('Ada'));
      });

      it('takes the move rule from its schema: a reason exactly when rejecting, never withdrawn', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId });
        for (const bad of [
          { stage: 'rejected' },
          { stage: 'reviewing', reason: 'skills' },
          { stage: 'rejected', reason: 'too old' },
          { stage: 'withdrawn' },
        ])
          await expect(run('applications-move', co, { jobId, applicationIds: [appId], ...bad })).rejects.toMatchObject({
            code: 'invalid-argument',
          });
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'applied' });
      });

      it('refuses the talent, another company and a suspended company; writes nothing when the audit fails', async () => {
        const { co, jobId, ta, appId } = await world();
        await run('application-apply', ta, { jobId });
        const input = { jobId, applicationIds: [appId], stage: 'shortlisted' };
        await expect(run('applications-move', ta, input)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(run('applications-move', await company(), input)).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(run('applications-move', co, input, failingAudit(services()))).rejects.toMatchObject({
          code: 'unavailable',
        });
        await docs.update(`companies/${co}`, { suspended: true });
        await expect(run('applications-move', co, input)).rejects.toMatchObject({
          message: 'Nothing was moved: your company is suspended.',
        });
        expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'applied' });
        expect(await notices(ta)).toEqual([]);
        expect((await audits(ta)).map((a) => a.action)).toEqual(['apply']);
      });
    });
  });
}

onBothEngines('application steps', scenarios);
