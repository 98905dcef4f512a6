import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyToJob,
  getApplication,
  getOwnApplication,
  subscribeApplication,
  withdrawApplication,
  type Application,
} from '@/services/applications/applications';
import {
  listJobPipelinePage,
  listCompanyApplications,
  listTalentApplications,
} from '@/services/applications/application-lists';
import { closeJob, createJob, getJob } from '@/services/jobs/jobs';
import { companyWithJob, jobInput, moveTo, signUpCompany, signUpTalent } from './job-fixtures';
import {
  putDoc,
  rawDoc,
  startServer,
  stopServer,
  verifyActorEmail,
  waitForEvent,
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

describe('applyToJob', () => {
  it('creates <jobId>_<talentId> with the denormalized fields and adds one to applicantCount atomically', async () => {
    const { company, job } = await companyWithJob(server, {}, 'Brightpath Labs');
    const talent = await signUpTalent(server, 'Ada Lovelace', {
      avatarUrl: 'https://cdn.example/ada.png',
      cvUrl: 'https://cdn.example/ada.pdf',
      phone: '+44 20 0000 0000',
    });
    await verifyActorEmail(server, talent);
    const before = Date.now();
    const app = await applyToJob({ jobId: job.id, coverNote: 'Hello!' });
    expect(app).toMatchObject({
      id: `${job.id}_${talent.uid}`,
      jobId: job.id,
      talentId: talent.uid,
      companyId: company.uid,
      jobTitle: job.title,
      companyName: 'Brightpath Labs',
      talentName: 'Ada Lovelace',
      talentCategory: 'Web Developer',
      talentAvatar: 'https://cdn.example/ada.png',
      cvUrl: 'https://cdn.example/ada.pdf',
      talentEmail: talent.email,
      talentPhone: '+44 20 0000 0000',
      coverNote: 'Hello!',
      stage: 'applied',
      firstResponseAt: null,
    });
    expect(app.history).toEqual([{ stage: 'applied', at: expect.any(Number), by: talent.uid }]);
    expect(app.history[0].at).toBeGreaterThanOrEqual(before);
    expect((await getJob(job.id)).applicantCount).toBe(1);
    expect(await getOwnApplication(job.id, talent.uid)).toEqual(app);
  });

  it("prefers a CV uploaded on the spot (to this application's folder) over the profile one", async () => {
    const { job } = await companyWithJob(server);
    const talent = await signUpTalent(server, 'Cv Person', { cvUrl: 'https://cdn.example/old.pdf' });
    const own = `/api/local/files/talents/${talent.uid}/applications/${job.id}/1-new.pdf?token=t`;
    const app = await applyToJob({ jobId: job.id, cvUrl: own });
    expect(app.cvUrl).toBe(own);
  });

  it('refuses a CV uploaded for another job, saying which to choose', async () => {
    const { job } = await companyWithJob(server);
    const talent = await signUpTalent(server, 'Cv Reuser');
    const elsewhere = `/api/local/files/talents/${talent.uid}/applications/another-job/1-new.pdf?token=t`;
    await expect(applyToJob({ jobId: job.id, cvUrl: elsewhere })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Choose your profile CV or a PDF you uploaded for this job.',
    });
  });

  it("refuses another talent's CV and writes nothing", async () => {
    const { job } = await companyWithJob(server);
    const other = await signUpTalent(server, 'Other Person');
    const talent = await signUpTalent(server, 'Cv Thief');
    const theirs = `/api/local/files/talents/${other.uid}/applications/${job.id}/1-cv.pdf?token=t`;
    await expect(applyToJob({ jobId: job.id, cvUrl: theirs })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await getOwnApplication(job.id, talent.uid)).toBeNull();
  });

  it('gives companies the email as contact only once it is verified', async () => {
    const { job } = await companyWithJob(server);
    const { job: second } = await companyWithJob(server);
    const talent = await signUpTalent(server, 'Unverified Person');
    expect((await applyToJob({ jobId: job.id })).talentEmail).toBeUndefined();
    expect(JSON.stringify(await rawDoc(server, `applications/${job.id}_${talent.uid}`))).not.toContain(talent.email);
    await verifyActorEmail(server, talent);
    expect((await applyToJob({ jobId: second.id })).talentEmail).toBe(talent.email);
  });

  it('refuses a suspended talent whose token is still valid, and writes nothing', async () => {
    const { job } = await companyWithJob(server);
    const talent = await signUpTalent(server, 'Suspended Person');
    await server.engine.serverDocuments.update(`students/${talent.uid}`, {
      suspended: true,
      suspendedReason: 'Spam',
      suspendedAt: new Date(),
    });
    await expect(applyToJob({ jobId: job.id })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getJob(job.id)).applicantCount).toBe(0);
  });

  it('answers a second attempt with the first application and leaves the count alone', async () => {
    const { job } = await companyWithJob(server);
    await signUpTalent(server);
    const first = await applyToJob({ jobId: job.id });
    expect(await applyToJob({ jobId: job.id, coverNote: 'Again' })).toEqual(first);
    expect((await getJob(job.id)).applicantCount).toBe(1);
  });

  it('writes one application when two applies arrive at once (a double click)', async () => {
    const { job } = await companyWithJob(server);
    await signUpTalent(server);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => applyToJob({ jobId: job.id })));
    expect(b.id).toBe(a.id);
    expect(c.id).toBe(a.id);
    expect((await getJob(job.id)).applicantCount).toBe(1);
  });

  it('refuses to apply again after withdrawing, with a clear message', async () => {
    const { job } = await companyWithJob(server);
    await signUpTalent(server);
    const app = await applyToJob({ jobId: job.id });
    await withdrawApplication(app.id);
    await expect(applyToJob({ jobId: job.id })).rejects.toMatchObject({
      code: 'already-exists',
      message: 'You have already applied to this job.',
    });
    expect((await getJob(job.id)).applicantCount).toBe(1);
  });

  it('refuses a closed job and a passed deadline, saying why', async () => {
    const { company, job } = await companyWithJob(server);
    await closeJob(company.uid, job.id);
    const { job: late } = await companyWithJob(server);
    await putDoc(server, `jobs/${late.id}`, {
      ...(await rawDoc(server, `jobs/${late.id}`)),
      deadline: new Date(Date.now() - 1000),
    });
    const talent = await signUpTalent(server);
    await expect(applyToJob({ jobId: job.id })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This job is closed and no longer accepts applications.',
    });
    await expect(applyToJob({ jobId: late.id })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'The application deadline for this job has passed.',
    });
    expect(await getOwnApplication(job.id, talent.uid)).toBeNull();
  });

  it('rejects a cover note over 2,000 characters naming the field', async () => {
    const { job } = await companyWithJob(server);
    await signUpTalent(server);
    await expect(applyToJob({ jobId: job.id, coverNote: 'x'.repeat(2001) })).rejects.toMatchObject({
      field: 'coverNote',
    });
  });

  it('applies only as the talent signed in: a company account cannot, and the browser cannot write one itself', async () => {
    const { company, job } = await companyWithJob(server);
    await expect(applyToJob({ jobId: job.id })).rejects.toMatchObject({ code: 'permission-denied' });
    const talent = await signUpTalent(server, 'Direct Writer');
    const id = `${job.id}_${talent.uid}`;
    await expect(
      talent.backend.docs.set(`applications/${id}`, {
        id,
        jobId: job.id,
        talentId: talent.uid,
        companyId: company.uid,
        stage: 'applied',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getJob(job.id)).applicantCount).toBe(0);
  });
});

describe('moving (moveApplications) and withdrawApplication', () => {
  async function applied() {
    const { company, job } = await companyWithJob(server);
    const talent = await signUpTalent(server);
    const app = await applyToJob({ jobId: job.id });
    company.use();
    return { company, talent, job, app };
  }

  it('records every move with who and when, and stamps the first response once', async () => {
    const { company, app } = await applied();
    const reviewing = await moveTo(app.id, 'reviewing');
    expect(reviewing.stage).toBe('reviewing');
    expect(reviewing.firstResponseAt).toEqual(expect.any(Number));
    const shortlisted = await moveTo(app.id, 'shortlisted');
    expect(shortlisted.firstResponseAt).toBe(reviewing.firstResponseAt);
    expect(shortlisted.history.map((h) => [h.stage, h.by])).toEqual([
      ['applied', app.talentId],
      ['reviewing', company.uid],
      ['shortlisted', company.uid],
    ]);
  });

  it('rejects with a reason the talent sees, and drops the reason when moved on', async () => {
    const { company, talent, app } = await applied();
    await expect(moveTo(app.id, 'rejected')).rejects.toMatchObject({ field: 'reason' });
    await expect(moveTo(app.id, 'reviewing', 'skills')).rejects.toMatchObject({
      field: 'reason',
    });
    await moveTo(app.id, 'rejected', 'position filled');
    talent.use();
    expect(await getApplication(app.id)).toMatchObject({ stage: 'rejected', rejectionReason: 'position filled' });
    company.use();
    const back = await moveTo(app.id, 'interview');
    expect(back.rejectionReason).toBeUndefined();
    expect(await rawDoc(server, `applications/${app.id}`)).not.toHaveProperty('rejectionReason');
  });

  it('never lets a company withdraw or touch another company application', async () => {
    const { app } = await applied();
    await signUpCompany(server, 'Nosy Co');
    await expect(moveTo(app.id, 'reviewing')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(moveTo(app.id, 'withdrawn' as never)).rejects.toMatchObject({
      field: 'stage',
    });
  });

  it('shows the talent a move live', async () => {
    const { company, talent, app } = await applied();
    talent.use();
    const live = waitForEvent<Application>(
      (onData, onError) => subscribeApplication(app.id, onData, onError),
      (a) => a.stage === 'shortlisted',
    );
    expect(await live.first).toMatchObject({ id: app.id, stage: 'applied' });
    company.use();
    await moveTo(app.id, 'shortlisted');
    expect(await live.done).toMatchObject({ stage: 'shortlisted' });
  });

  it('lets the talent withdraw (count kept), and then nobody moves it', async () => {
    const { company, talent, job, app } = await applied();
    talent.use();
    const withdrawn = await withdrawApplication(app.id);
    expect(withdrawn.stage).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toMatchObject({ stage: 'withdrawn', by: talent.uid });
    expect((await getJob(job.id)).applicantCount).toBe(1);
    await expect(withdrawApplication(app.id)).rejects.toMatchObject({
      message: 'This application already has its final answer.',
    });
    company.use();
    await expect(moveTo(app.id, 'hired')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: `Nothing was moved: ${app.talentName} withdrew the application.`,
    });
  });

  it('refuses withdrawing after hiring, and another talent withdrawing', async () => {
    const { company, talent, app } = await applied();
    await signUpTalent(server, 'Other');
    await expect(withdrawApplication(app.id)).rejects.toMatchObject({ code: 'permission-denied' });
    company.use();
    await moveTo(app.id, 'hired');
    talent.use();
    await expect(withdrawApplication(app.id)).rejects.toMatchObject({ code: 'failed-precondition' });
  });
});

describe('application lists', () => {
  it('shows each side only its own applications, newest first, filterable by job and stage', async () => {
    const { company, job } = await companyWithJob(server, { title: 'First' });
    const { job: second } = await companyWithJob(server, { title: 'Second' });
    // `second` belongs to another company; one more job of this company.
    company.use();
    const third = await createJob(company.uid, jobInput({ title: 'Third' }));
    const ada = await signUpTalent(server, 'Ada');
    const a1 = await applyToJob({ jobId: job.id });
    const a2 = await applyToJob({ jobId: third.id });
    await applyToJob({ jobId: second.id });
    const bob = await signUpTalent(server, 'Bob');
    const b1 = await applyToJob({ jobId: job.id });

    bob.use();
    expect((await listTalentApplications(bob.uid)).map((a) => a.id)).toEqual([b1.id]);
    await expect(listTalentApplications(ada.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    ada.use();
    expect((await listTalentApplications(ada.uid)).map((a) => a.jobTitle)).toEqual(['Second', 'Third', 'First']);

    company.use();
    const pipeline = (order: 'newest' | 'oldest', stage?: 'applied') =>
      listJobPipelinePage({ companyId: company.uid, jobId: job.id, order, stage });
    expect((await pipeline('newest')).items.map((a) => a.id)).toEqual([b1.id, a1.id]);
    expect((await pipeline('oldest')).items.map((a) => a.id)).toEqual([a1.id, b1.id]);
    const all = await listCompanyApplications({ companyId: company.uid });
    expect(all.items.map((a) => a.id)).toEqual([b1.id, a2.id, a1.id]);
    const page = await listCompanyApplications({ companyId: company.uid, pageSize: 2 });
    expect(
      (await listCompanyApplications({ companyId: company.uid, pageSize: 2, cursor: page.nextCursor! })).items.map(
        (a) => a.id,
      ),
    ).toEqual([a1.id]);
    await moveTo(a1.id, 'shortlisted');
    expect(
      (await listCompanyApplications({ companyId: company.uid, stage: 'shortlisted' })).items.map((a) => a.id),
    ).toEqual([a1.id]);
    expect(
      (await listCompanyApplications({ companyId: company.uid, jobId: job.id, stage: 'applied' })).items.map(
        (a) => a.id,
      ),
    ).toEqual([b1.id]);
    expect((await listCompanyApplications({ companyId: company.uid, jobId: third.id })).items.map((a) => a.id)).toEqual(
      [a2.id],
    );
    expect((await pipeline('oldest', 'applied')).items.map((a) => a.id)).toEqual([b1.id]);
    expect((await pipeline('newest', 'applied')).items.map((a) => a.id)).toEqual([b1.id]);
    await expect(
      listJobPipelinePage({ companyId: second.companyId, jobId: second.id, order: 'newest' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
