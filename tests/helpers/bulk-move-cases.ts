/**
 * The trusted bulk move (`applications-move`) on one engine, called as the trusted route calls it (input checked
 * against the contract first): moves with one message, all or nothing when one applicant in the middle of the
 * batch cannot move or when the audit log cannot be written, each applicant's notification settings, the caller's
 * and the job's checks, and the reads and writes of moving 50 at once. The same cases run on the local engine in
 * process and on admin Firestore (Firestore emulator).
 */
import { expect, it } from 'vitest';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedTransaction } from '@/server/trusted/transaction';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import type { WriteOp } from '@/services/backend/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { failingAudit } from './failing-audit';

export interface BulkMoveEnv {
  services(): TrustedServices;
  /** The engine's name in the printed figures. */
  engine: string;
}

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
/** No `_`: application ids join the job's and the talent's with it. */
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;

/** Counts documents read (a query counts its results, as Firestore bills) and written, transactions included. */
function metered(services: TrustedServices) {
  const meter = { reads: 0, writes: 0 };
  const countTx = (tx: TrustedTransaction): TrustedTransaction => ({
    get(path) {
      meter.reads += 1;
      return tx.get(path);
    },
    async query(spec) {
      const snaps = await tx.query(spec);
      meter.reads += Math.max(1, snaps.length);
      return snaps;
    },
    set(path, data, options) {
      meter.writes += 1;
      tx.set(path, data, options);
    },
    update(path, data) {
      meter.writes += 1;
      tx.update(path, data);
    },
    delete(path) {
      meter.writes += 1;
      tx.delete(path);
    },
  });
  const docs: TrustedServices['docs'] = {
    ...services.docs,
    get(path) {
      meter.reads += 1;
      return services.docs.get(path);
    },
    batch(ops: WriteOp[]) {
      meter.writes += ops.length;
      return services.docs.batch(ops);
    },
    runTransaction: (fn) => services.docs.runTransaction((tx) => fn(countTx(tx))),
  };
  return { meter, services: { ...services, docs } };
}

export function bulkMoveCases(env: () => BulkMoveEnv) {
  const mails: OutgoingMail[] = [];
  const docs = () => env().services().docs;
  const ctxFor = (caller: string, services = env().services()): TrustedContext => ({
    ...services,
    deleteUser: async () => undefined,
    deleteFiles: async () => 0,
    copyFile: async () => null,
    listFiles: async () => [],
    readFile: async () => null,
    saveFile: async () => undefined,
    listAccounts: async () => ({ accounts: [], next: null }),
    setUserDisabled: async () => undefined,
    accountEmailVerified: async () => true,
    sendMail: async (mail) => void mails.push(mail),
    caller: { uid: caller, email: `${caller}@bulk.test`, authTime: Date.now() },
  });
  const run = (ctx: TrustedContext, input: unknown) =>
    findTrustedOperation('applications-move')!(ctx, input) as Promise<{ moved: string[]; unchanged: string[] }>;

  /** A verified company with one job and `n` applicants in `applied`; the ones named in `withdrawn` withdrew. */
  async function seedPipeline(n: number, { withdrawn = [] as number[], company = uid('co') } = {}) {
    const jobId = uid('job');
    const at = new Date(Date.now() - 86_400_000);
    await docs().set(`companies/${company}`, { id: company, name: 'Bulk Co', verification: 'verified', timestamp: at });
    await docs().set(`companyMembers/${company}`, founderMemberDoc(company, 'Bulk Co', `${company}@bulk.test`, at));
    await docs().set(`jobs/${jobId}`, {
      id: jobId,
      companyId: company,
      companyName: 'Bulk Co',
      title: 'Data Analyst',
      status: 'active',
      applicantCount: n,
    });
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const talentId = uid('ta');
      const id = `${jobId}_${talentId}`;
      const gone = withdrawn.includes(i);
      await docs().set(`students/${talentId}`, {
        id: talentId,
        name: `Talent ${i}`,
        email: `${talentId}@bulk.test`,
        availability: true,
        timestamp: at,
      });
      await docs().set(`applications/${id}`, {
        id,
        jobId,
        talentId,
        companyId: company,
        jobTitle: 'Data Analyst',
        companyName: 'Bulk Co',
        talentName: `Talent ${i}`,
        talentCategory: 'Data Scientist',
        stage: gone ? 'withdrawn' : 'applied',
        history: gone
          ? [
              { stage: 'applied', at, by: talentId },
              { stage: 'withdrawn', at, by: talentId },
            ]
          : [{ stage: 'applied', at, by: talentId }],
        createdAt: new Date(at.getTime() + i),
        updatedAt: at,
      });
      ids.push(id);
    }
    return { company, jobId, ids };
  }
  const stages = async (ids: string[]) =>
    Promise.all(ids.map(async (id) => (await docs().get(`applications/${id}`)).data?.stage));
  const talentOf = (id: string) => id.split('_')[1];
  const auditOf = async (talentId: string) =>
    docs().query({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: talentId }] });

  it('moves several applicants at once with one message: each moved, notified, emailed and audited', async () => {
    const { company, jobId, ids } = await seedPipeline(3);
    mails.length = 0;
    const result = await run(ctxFor(company), {
      jobId,
      applicationIds: ids,
      stage: 'shortlisted',
      message: 'We loved your portfolio.',
    });
    expect(result).toEqual({ moved: ids, unchanged: [] });
    expect(await stages(ids)).toEqual(['shortlisted', 'shortlisted', 'shortlisted']);
    for (const id of ids) {
      const app = (await docs().get(`applications/${id}`)).data!;
      const history = app.history as Record<string, unknown>[];
      expect(history).toHaveLength(2);
      expect(history[1]).toMatchObject({ stage: 'shortlisted', by: company });
      expect(app.firstResponseAt).toBeTruthy();
      const note = (await docs().get(`notifications/stage_${id}_2`)).data;
      expect(note).toMatchObject({ userId: talentOf(id), kind: 'stage-changed', read: false });
      expect(note?.body).toContain('We loved your portfolio.');
      const audit = await auditOf(talentOf(id));
      expect(audit.map((s) => s.data)).toEqual([
        expect.objectContaining({
          action: 'move-application',
          actorId: company,
          detail: expect.stringContaining('Applied to Shortlisted'),
        }),
      ]);
    }
    expect(mails.map((m) => m.to).sort()).toEqual(ids.map((id) => `${talentOf(id)}@bulk.test`).sort());
    expect(mails[0].text).toContain('We loved your portfolio.');
  });

  it('refuses the whole batch when one applicant in the middle withdrew: nothing changes, the error names them', async () => {
    const { company, jobId, ids } = await seedPipeline(5, { withdrawn: [2] });
    mails.length = 0;
    await expect(
      run(ctxFor(company), { jobId, applicationIds: ids, stage: 'rejected', reason: 'skills' }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Nothing was moved: Talent 2 withdrew the application.',
    });
    expect(await stages(ids)).toEqual(['applied', 'applied', 'withdrawn', 'applied', 'applied']);
    for (const id of ids) {
      expect((await docs().get(`notifications/stage_${id}_2`)).exists).toBe(false);
      expect(await auditOf(talentOf(id))).toHaveLength(0);
    }
    expect(mails).toHaveLength(0);
  });

  it('moves none, notifies none and audits none when the audit log cannot be written', async () => {
    const { company, jobId, ids } = await seedPipeline(3);
    mails.length = 0;
    await expect(
      run(ctxFor(company, failingAudit(env().services())), { jobId, applicationIds: ids, stage: 'shortlisted' }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(await stages(ids)).toEqual(['applied', 'applied', 'applied']);
    for (const id of ids) {
      expect((await docs().get(`notifications/stage_${id}_2`)).exists).toBe(false);
      expect(await auditOf(talentOf(id))).toHaveLength(0);
    }
    expect(mails).toHaveLength(0);
  });

  it("honours each applicant's settings: off, no notice or email; in app only, no email; the move itself lands", async () => {
    const { company, jobId, ids } = await seedPipeline(3);
    await docs().set(`notificationSettings/${talentOf(ids[0])}`, { applications: 'off' });
    await docs().set(`notificationSettings/${talentOf(ids[1])}`, { applications: 'app' });
    mails.length = 0;
    await run(ctxFor(company), { jobId, applicationIds: ids, stage: 'reviewing' });
    expect(await stages(ids)).toEqual(['reviewing', 'reviewing', 'reviewing']);
    const noticed = await Promise.all(ids.map(async (id) => (await docs().get(`notifications/stage_${id}_2`)).exists));
    expect(noticed).toEqual([false, true, true]);
    expect(mails.map((m) => m.to)).toEqual([`${talentOf(ids[2])}@bulk.test`]);
  });

  it("refuses an application of another job in the batch, another company's caller and a suspended company", async () => {
    const { company, jobId, ids } = await seedPipeline(2);
    const other = await seedPipeline(1, { company });
    await expect(
      run(ctxFor(company), { jobId, applicationIds: [ids[0], other.ids[0], ids[1]], stage: 'reviewing' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      message: "Nothing was moved: Talent 0's application is not for this job.",
    });
    const stranger = await seedPipeline(1);
    await expect(
      run(ctxFor(stranger.company), { jobId, applicationIds: ids, stage: 'reviewing' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await docs().update(`companies/${company}`, { suspended: true });
    await expect(run(ctxFor(company), { jobId, applicationIds: ids, stage: 'reviewing' })).rejects.toMatchObject({
      message: 'Nothing was moved: your company is suspended.',
    });
    expect(await stages([...ids, ...other.ids])).toEqual(['applied', 'applied', 'applied']);
  });

  it('checks the input before reading: a reason to reject, at most 50, no repeats', async () => {
    const { company, jobId, ids } = await seedPipeline(1);
    await expect(run(ctxFor(company), { jobId, applicationIds: ids, stage: 'rejected' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const many = Array.from({ length: 51 }, (_, i) => `${jobId}_x${i}`);
    await expect(run(ctxFor(company), { jobId, applicationIds: many, stage: 'reviewing' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      run(ctxFor(company), { jobId, applicationIds: [ids[0], ids[0]], stage: 'reviewing' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(run(ctxFor(company), { jobId, applicationIds: ids, stage: 'withdrawn' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('leaves applicants already in that stage as they are and answers them as unchanged', async () => {
    const { company, jobId, ids } = await seedPipeline(2);
    await run(ctxFor(company), { jobId, applicationIds: [ids[0]], stage: 'interview' });
    const again = await run(ctxFor(company), { jobId, applicationIds: ids, stage: 'interview' });
    expect(again).toEqual({ moved: [ids[1]], unchanged: [ids[0]] });
    expect((await docs().get(`applications/${ids[0]}`)).data?.history).toHaveLength(2);
  });

  it('moves 50 applicants in one action; prints its reads and writes', async () => {
    const { company, jobId, ids } = await seedPipeline(50);
    const { meter, services } = metered(env().services());
    const result = await run(ctxFor(company, services), {
      jobId,
      applicationIds: ids,
      stage: 'reviewing',
      message: 'Thanks for applying.',
    });
    expect(result.moved).toHaveLength(50);
    expect(new Set(await stages(ids))).toEqual(new Set(['reviewing']));
    console.info(
      `[reads] ${env().engine}: bulk move of 50 applicants: ${meter.reads} reads, ${meter.writes} writes in one transaction`,
    );
    // The caller's membership, tombstone, company, company standing (a message reaches talents), job, 50 applications,
    // then each talent (its address) and its notification settings, all in the transaction; nothing after it.
    expect(meter.reads).toBe(5 + 50 + 50 + 50);
    expect(meter.writes).toBe(50 * 4);
  });
}
