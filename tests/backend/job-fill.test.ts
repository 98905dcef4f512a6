/**
 * Marking a job filled (`job-fill`) as the trusted route runs it, on both engines: the job closes as filled, the
 * company's record counts it once, every applicant still in the pipeline is answered "position filled" with a kind
 * notice and an email, those already answered are left alone, a big pipeline is answered a page per call, and
 * nobody but the job's company may do it.
 */
import { FILL_PAGE } from '@/server/trusted/job-fill';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import type { DocumentData } from '@/services/backend/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

const RUN = `${process.pid}f${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const services = () => ({
      docs,
      accountEmails: async (uids: readonly string[]) => new Map(uids.map((u) => [u, `${u}@fill.test`])),
      sendMail: async (mail: OutgoingMail) => void mails.push(mail),
    });
    const fill = (uid: string, jobId: string) =>
      findTrustedOperation('job-fill')!(trustedContext(uid, services(), 'fill.test'), { jobId }) as Promise<{
        answered: number;
        remaining: boolean;
      }>;
    beforeAll(async () => {
      docs = await openDocs();
    });
    const data = async (path: string) => (await docs.get(path)).data!;

    const company = async () => {
      const uid = id('co');
      await docs.set(`companies/${uid}`, { id: uid, name: 'Acme', verification: 'verified', timestamp: new Date() });
      await docs.set(`companyAccounts/${uid}`, { id: uid, email: `${uid}@fill.test` });
      await docs.set(`companyMembers/${uid}`, founderMemberDoc(uid, 'Acme', `${uid}@fill.test`, new Date()));
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
        openings: 1,
        ...extra,
      });
      return jobId;
    };
    /** A talent with an application to `jobId` in `stage`; answers the application's id. */
    const applicant = async (jobId: string, companyId: string, stage: string, extra: DocumentData = {}) => {
      const uid = id('ta');
      await docs.set(`students/${uid}`, {
        id: uid,
        name: 'Ada Okafor',
        email: `${uid}@fill.test`,
        timestamp: new Date(),
      });
      const appId = `${jobId}_${uid}`;
      await docs.set(`applications/${appId}`, {
        id: appId,
        jobId,
        talentId: uid,
        companyId,
        jobTitle: 'Data Analyst',
        companyName: 'Acme',
        talentName: 'Ada Okafor',
        talentCategory: 'Data Scientist',
        stage,
        history: [{ stage: 'applied', at: new Date(Date.now() - 86_400_000), by: uid }],
        createdAt: new Date(),
        updatedAt: new Date(),
        ...extra,
      });
      return { uid, appId };
    };
    const noticesOf = async (uid: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] })).map(
        (n) => n.data!,
      );

    it('closes the job as filled, answers every open applicant kindly, counts it once and audits it', async () => {
      const co = await company();
      const jobId = await job(co);
      const waiting = await applicant(jobId, co, 'applied');
      const interviewing = await applicant(jobId, co, 'interview');
      const hired = await applicant(jobId, co, 'hired');
      const withdrawn = await applicant(jobId, co, 'withdrawn');
      mails.length = 0;

      await expect(fill(co, jobId)).resolves.toEqual({ answered: 2, remaining: false });

      const stored = await data(`jobs/${jobId}`);
      expect(stored).toMatchObject({ status: 'closed', closedReason: 'filled' });
      expect(stored.filledAt).toBeInstanceOf(Date);
      for (const { uid, appId } of [waiting, interviewing]) {
        const app = await data(`applications/${appId}`);
        expect(app).toMatchObject({ stage: 'rejected', rejectionReason: 'position filled' });
        expect((app.history as { stage: string; by: string }[]).at(-1)).toMatchObject({ stage: 'rejected', by: co });
        expect(app.firstResponseAt).toBeInstanceOf(Date);
        const [notice] = await noticesOf(uid);
        expect(notice).toMatchObject({ title: 'Acme: position filled', kind: 'stage-changed' });
        expect(notice.body).toContain('Acme has filled this position');
        expect(mails.some((m) => m.to === `${uid}@fill.test` && m.text.includes('filled this position'))).toBe(true);
      }
      expect(await data(`applications/${hired.appId}`)).toMatchObject({ stage: 'hired' });
      expect(await data(`applications/${withdrawn.appId}`)).toMatchObject({ stage: 'withdrawn' });
      expect(await noticesOf(hired.uid)).toEqual([]);
      expect(await data(`companies/${co}`)).toMatchObject({ jobsFilled: 1 });
      const audits = await docs.query({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: co }] });
      expect(audits.map((a) => a.data!.action)).toEqual(['fill-job']);

      // Again: nobody is left to answer, and the record is not counted twice.
      await expect(fill(co, jobId)).resolves.toEqual({ answered: 0, remaining: false });
      expect(await data(`companies/${co}`)).toMatchObject({ jobsFilled: 1 });
      expect(await noticesOf(waiting.uid)).toHaveLength(1);
    });

    it('answers a pipeline larger than one transaction a page per call', async () => {
      const co = await company();
      const jobId = await job(co);
      const apps = [];
      for (let i = 0; i < FILL_PAGE + 2; i++) apps.push(await applicant(jobId, co, i % 2 ? 'reviewing' : 'applied'));

      await expect(fill(co, jobId)).resolves.toEqual({ answered: FILL_PAGE, remaining: true });
      await expect(fill(co, jobId)).resolves.toEqual({ answered: 2, remaining: false });
      for (const { appId } of apps) expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'rejected' });
      expect(await data(`companies/${co}`)).toMatchObject({ jobsFilled: 1 });
    });

    it('is refused to another company and to a talent, writing nothing', async () => {
      const co = await company();
      const other = await company();
      const jobId = await job(co);
      const { uid, appId } = await applicant(jobId, co, 'applied');
      await expect(fill(other, jobId)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(fill(uid, jobId)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(fill(co, id('missing'))).rejects.toMatchObject({ code: 'not-found' });
      expect(await data(`jobs/${jobId}`)).toMatchObject({ status: 'active' });
      expect((await data(`jobs/${jobId}`)).closedReason).toBeUndefined();
      expect(await data(`applications/${appId}`)).toMatchObject({ stage: 'applied' });
      expect((await data(`companies/${co}`)).jobsFilled).toBeUndefined();
    });
  });
}

onBothEngines('marking a job filled', scenarios);
