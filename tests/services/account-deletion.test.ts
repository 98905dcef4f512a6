/**
 * Account deletion end to end on the local backend: the client service (password, trusted operation, sign-out)
 * and what the people the account dealt with see afterwards.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAccount as deleteAccountOperation } from '@/server/trusted/delete-account';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { commitInChunks } from '@/services/write-chunks';
import { deleteAccount } from '@/services/account/account-deletion';
import { applyToJob, getApplication } from '@/services/applications/applications';
import { updateCompany } from '@/services/companies/companies';
import { closeJob, createJob, getJob } from '@/services/jobs/jobs';
import type { WriteOp } from '@/services/backend/types';
import { sendMessage, uploadAttachment } from '@/services/messaging/messages';
import { uploadFile, type UploadTarget } from '@/services/uploads';
import { fileBlob, fileBytes } from '../helpers/file-bytes';
import { createTestBackend } from '../helpers/local-server';
import { companyWithJob, jobInput, moveTo, signUpTalent } from './job-fixtures';
import {
  putDoc,
  rawDoc,
  signInActor,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const PASSWORD = 'password-123';
const PDF = fileBytes('application/pdf');

/** Stored as the app stores it (reserved, then uploaded by the actor), answering its download URL. */
async function store(actor: Actor, target: UploadTarget, name: string, type = 'application/pdf') {
  actor.use();
  return (await uploadFile(fileBlob(type, 200), { target, name })).downloadURL;
}

/** The files stored under any of the account's folders: its own, and its side of its conversations. */
async function storedFiles(uid: string): Promise<number> {
  const { rows } = await server.engine.db.query<{ n: number }>(
    `select count(*)::int as n from local_files where path like $1 or path like $2 or path like $3 or path like $4`,
    [`talents/${uid}/%`, `companies/${uid}/%`, `conversations/%/${uid}/%`, `uploadedFiles/${uid}/%`],
  );
  return rows[0].n;
}

const signInFails = (email: string) => createTestBackend(server.url).auth.signIn(email, PASSWORD);

describe('deleting a talent account', () => {
  it('withdraws its open applications, strips its files and contact from all of them, and removes the account', async () => {
    const { company, job } = await companyWithJob(server, {}, 'Kind Co');
    const other = await createJob(company.uid, jobInput({ title: 'Second role' }));
    const talent = await signUpTalent(server, 'Leaving Talent');
    const application = (jobId: string): UploadTarget => ({ kind: 'applicationFile', uid: talent.uid, jobId });
    await store(talent, { kind: 'talentProfile', uid: talent.uid }, 'portfolio.pdf');
    const open = await applyToJob({
      jobId: job.id,
      cvUrl: await store(talent, application(job.id), 'cv.pdf'),
    });
    const answered = await applyToJob({
      jobId: other.id,
      cvUrl: await store(talent, application(other.id), 'cv.pdf'),
    });
    // An attachment it sent the company: its side of the conversation goes with it.
    const attachment = await uploadAttachment(
      talent.uid,
      company.uid,
      new File([PDF as BlobPart], 'notes.pdf', { type: 'application/pdf' }),
    );
    await sendMessage({ to: company.uid, text: 'My notes', attachment });
    expect(await storedFiles(talent.uid)).toBe(4);
    company.use();
    await moveTo(answered.id, 'rejected', 'skills');

    talent.use();
    const stolen = await signInActor(server, talent.email, PASSWORD);
    talent.use();
    const result = await deleteAccount(PASSWORD);
    expect(result).toEqual({ role: 'talent', applicationsUpdated: 2, jobsClosed: 0, filesDeleted: 4 });
    expect(talent.backend.auth.currentUser()).toBeNull();
    // A copy of the session kept elsewhere cannot call trusted operations any more.
    await expect(stolen.backend.callTrusted('delete-account', { confirm: 'DELETE' })).rejects.toMatchObject({
      code: 'unauthenticated',
    });

    expect(await rawDoc(server, `students/${talent.uid}`)).toBeUndefined();
    expect(await rawDoc(server, `talentCards/${talent.uid}`)).toBeUndefined();
    expect(await storedFiles(talent.uid)).toBe(0);
    await expect(signInFails(talent.email)).rejects.toMatchObject({ code: 'auth/invalid-credential' });

    // What the company sees: the open one withdrawn by the talent, the answered one as it was; no CV link to a gone file.
    company.use();
    const withdrawn = await getApplication(open.id);
    // The name went with the account: the company keeps the record, impersonal.
    expect(withdrawn).toMatchObject({ stage: 'withdrawn', talentName: 'Deleted user' });
    expect(withdrawn.history.at(-1)).toMatchObject({ stage: 'withdrawn', by: talent.uid });
    expect(withdrawn.cvUrl).toBeUndefined();
    const kept = await getApplication(answered.id);
    expect(kept).toMatchObject({ stage: 'rejected', rejectionReason: 'skills' });
    expect(kept.history).toHaveLength(2);
    expect(kept.cvUrl).toBeUndefined();
  });

  it('keeps everything when the password is wrong', async () => {
    const talent = await signUpTalent(server, 'Careful Talent');
    await expect(deleteAccount('wrong-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    expect(await rawDoc(server, `students/${talent.uid}`)).toMatchObject({ name: 'Careful Talent' });
    expect(talent.backend.auth.currentUser()?.uid).toBe(talent.uid);
  });
});

describe('deleting a company account', () => {
  it('closes its jobs, rejects their open applications with reason other, and removes the company', async () => {
    const { company, job } = await companyWithJob(server, {}, 'Closing Co');
    const closedEarlier = await createJob(company.uid, jobInput({ title: 'Old role' }));
    const talentA = await signUpTalent(server, 'Applicant A');
    const waiting = await applyToJob({ jobId: job.id });
    const onClosedJob = await applyToJob({ jobId: closedEarlier.id });
    const talentB = await signUpTalent(server, 'Applicant B');
    const hired = await applyToJob({ jobId: job.id });
    company.use();
    await moveTo(hired.id, 'hired');
    await closeJob(company.uid, closedEarlier.id);
    const folder: UploadTarget = { kind: 'companyFile', companyId: company.uid };
    await store(company, folder, 'banner.png', 'image/png');
    const logo = await store(company, folder, 'logo.png', 'image/png');
    await updateCompany(company.uid, { logo });
    expect((await getJob(job.id)).companyLogo).toBe(logo);

    const result = await deleteAccount(PASSWORD);
    expect(result).toEqual({ role: 'company', applicationsUpdated: 2, jobsClosed: 1, filesDeleted: 2 });
    expect(await rawDoc(server, `companies/${company.uid}`)).toBeUndefined();
    // Its private account record (the sign-in email) goes too.
    expect(await rawDoc(server, `companyAccounts/${company.uid}`)).toBeUndefined();
    await expect(signInFails(company.email)).rejects.toMatchObject({ code: 'auth/invalid-credential' });

    talentA.use();
    expect((await getJob(job.id)).status).toBe('closed');
    // Its logo file is gone with the account, so no job keeps pointing at it.
    expect((await getJob(job.id)).companyLogo).toBeUndefined();
    for (const id of [waiting.id, onClosedJob.id]) {
      const app = await getApplication(id);
      expect(app).toMatchObject({ stage: 'rejected', rejectionReason: 'other' });
      expect(app.history.at(-1)).toMatchObject({ stage: 'rejected', by: company.uid });
    }
    talentB.use();
    expect((await getApplication(hired.id)).stage).toBe('hired');
  });
});

describe('the delete-account operation', () => {
  const ctxFor = (actor: Actor, authTime = Date.now()) => ({
    ...localTrustedServices(server.engine),
    caller: { uid: actor.uid, email: actor.email, authTime },
  });

  it('refuses administrators, leaving them in place', async () => {
    const admin = (await signUpActor(server, 'admin')).use();
    await putDoc(server, `admin/${admin.uid}`, { id: admin.uid, email: admin.email, name: 'Ops' });
    await expect(deleteAccount(PASSWORD)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Administrators are removed by an operator.',
    });
    expect(await rawDoc(server, `admin/${admin.uid}`)).toBeDefined();
    expect(await server.engine.auth.findUserByEmail(admin.email)).not.toBeNull();
  });

  it('requires the typed confirmation and a sign-in within the last 10 minutes', async () => {
    const talent = await signUpTalent(server, 'Stale Session');
    // @ts-expect-error the contract takes only the exact confirmation; the route refuses any other
    await expect(talent.backend.callTrusted('delete-account', { confirm: 'delete' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      deleteAccountOperation(ctxFor(talent, Date.now() - 11 * 60_000), { confirm: 'DELETE' }),
    ).rejects.toMatchObject({
      code: 'auth/requires-recent-login',
    });
    expect(await rawDoc(server, `students/${talent.uid}`)).toBeDefined();
  });

  it('finishes a deletion when run again, and a second run finds nothing left', async () => {
    const { job } = await companyWithJob(server, {}, 'Rerun Co');
    const talent = await signUpTalent(server, 'Rerun Talent');
    const app = await applyToJob({ jobId: job.id });
    // A run that stopped after the profile document went: the application is still open.
    await server.engine.serverDocuments.delete(`students/${talent.uid}`);
    expect(await deleteAccountOperation(ctxFor(talent), { confirm: 'DELETE' })).toMatchObject({
      role: 'none',
      applicationsUpdated: 1,
    });
    expect((await rawDoc(server, `applications/${app.id}`))?.stage).toBe('withdrawn');
    expect(await deleteAccountOperation(ctxFor(talent), { confirm: 'DELETE' })).toEqual({
      role: 'none',
      applicationsUpdated: 0,
      jobsClosed: 0,
      filesDeleted: 0,
    });
  });

  it('writes in batches of at most 400', async () => {
    const sizes: number[] = [];
    const docs = { batch: async (ops: WriteOp[]) => void sizes.push(ops.length) } as never;
    const ops = Array.from({ length: 950 }, (_, i): WriteOp => ({ type: 'delete', path: `x/${i}` }));
    await commitInChunks(docs, ops);
    expect(sizes).toEqual([400, 400, 150]);
  });
});
