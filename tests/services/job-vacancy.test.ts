/**
 * A job as a real vacancy through the services, the local policy and the trusted route: posted with its openings,
 * fill-by date and a 60-day listing; renewed while open; closed as expired by the schedule and renewed by reopening;
 * marked filled, which answers its applicants and keeps it closed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeExpiredJobs } from '@/server/scheduled/close-expired-jobs';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { applyToJob, getApplication } from '@/services/applications/applications';
import { getBackend } from '@/services/backend/backend';
import { serverTimestamp } from '@/services/backend/types';
import { getJob, reopenJob } from '@/services/jobs/jobs';
import { markJobFilled, renewJob } from '@/services/jobs/job-vacancy';
import { companyWithJob, signUpTalent } from './job-fixtures';
import { putDoc, rawDoc, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const DAY = 86_400_000;
/** An expiry set now: 60 days ahead, less the hour left for a writer's clock. */
const aboutSixtyDays = (expiresAt: number | null, before: number) => {
  expect(expiresAt).toBeGreaterThan(before + 59 * DAY);
  expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * DAY);
};

describe('a job as a vacancy', () => {
  it('is posted with its openings and fill-by date, listed for 60 days', async () => {
    const before = Date.now();
    const fillBy = Date.now() + 20 * DAY;
    const { job } = await companyWithJob(server, { openings: 4, fillBy });
    expect(job).toMatchObject({ openings: 4, fillBy, status: 'active' });
    aboutSixtyDays(job.expiresAt, before);
  });

  it('is renewed by its company while open: listed 60 days from now again', async () => {
    const { company, job } = await companyWithJob(server);
    await putDoc(server, `jobs/${job.id}`, {
      ...(await rawDoc(server, `jobs/${job.id}`)),
      expiresAt: new Date(Date.now() + 2 * DAY),
    });
    const before = Date.now();
    await renewJob(company.uid, job.id);
    aboutSixtyDays((await getJob(job.id)).expiresAt, before);
  });

  it('leaves the lists once expired, and comes back only renewed', async () => {
    const { company, job } = await companyWithJob(server);
    await putDoc(server, `jobs/${job.id}`, {
      ...(await rawDoc(server, `jobs/${job.id}`)),
      expiresAt: new Date(Date.now() - 60_000),
    });
    await closeExpiredJobs(localTrustedServices(server.engine));
    expect(await getJob(job.id)).toMatchObject({ status: 'closed', closedReason: 'expired' });
    await expect(renewJob(company.uid, job.id)).rejects.toMatchObject({ field: 'status' });
    // The policy refuses reopening it without a new expiry, whatever the client.
    const backend = await getBackend();
    await expect(
      backend.docs.update(`jobs/${job.id}`, { status: 'active', updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    const before = Date.now();
    await reopenJob(company.uid, job.id);
    const reopened = await getJob(job.id);
    expect(reopened.status).toBe('active');
    expect(reopened.closedReason).toBeUndefined();
    aboutSixtyDays(reopened.expiresAt, before);
  });

  it('marked filled, answers its applicants "position filled" and stays closed', async () => {
    const { company, job } = await companyWithJob(server);
    const talent = await signUpTalent(server, 'Ada Filled');
    const app = await applyToJob({ jobId: job.id });
    company.use();
    await expect(markJobFilled(job.id)).resolves.toEqual({ answered: 1, remaining: false });
    expect(await getJob(job.id)).toMatchObject({ status: 'closed', closedReason: 'filled' });
    expect((await rawDoc(server, `companies/${company.uid}`))?.jobsFilled).toBe(1);
    await expect(reopenJob(company.uid, job.id)).rejects.toMatchObject({ field: 'status' });
    const backend = await getBackend();
    await expect(
      backend.docs.update(`jobs/${job.id}`, {
        status: 'active',
        expiresAt: new Date(Date.now() + 30 * DAY),
        updatedAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    talent.use();
    expect(await getApplication(app.id)).toMatchObject({ stage: 'rejected', rejectionReason: 'position filled' });
  });
});
