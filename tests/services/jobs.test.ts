import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/services/errors';
import { closeExpiredJobs } from '@/server/scheduled/close-expired-jobs';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { getBackend } from '@/services/backend/backend';
import { serverTimestamp } from '@/services/backend/types';
import { closeJob, createJob, getJob, reopenJob, updateJob } from '@/services/jobs/jobs';
import { listActiveJobs, listCompanyJobs } from '@/services/jobs/job-lists';
import { companyWithJob, jobInput, signUpCompany, signUpTalent } from './job-fixtures';
import { putDoc, rawDoc, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const DAY = 24 * 60 * 60 * 1000;

describe('createJob', () => {
  it('stores an active job with the company name and logo, search keywords and the yearly pay in dollars', async () => {
    const company = await signUpCompany(server, 'Brightpath Labs', 'https://cdn.example/logo.png');
    const job = await createJob(company.uid, jobInput({ deadline: Date.now() + 7 * DAY }));
    expect(job).toMatchObject({
      companyId: company.uid,
      companyName: 'Brightpath Labs',
      companyLogo: 'https://cdn.example/logo.png',
      status: 'active',
      applicantCount: 0,
      salary: { min: 500, max: 1500, currency: 'USD', period: 'Monthly' },
      salaryYearlyUsd: 18_000,
    });
    expect(job.keywords).toEqual(
      expect.arrayContaining(['junior', 'react', 'developer', 'brightpath', 'labs', 'typescript']),
    );
    expect(job.createdAt).toEqual(expect.any(Number));
    expect(job.deadline).toBeGreaterThan(Date.now());
    const stored = await rawDoc(server, `jobs/${job.id}`);
    expect(stored!.deadline).toBeInstanceOf(Date);
    expect(stored!.id).toBe(job.id);
  });

  it('accepts an unpaid (0) salary and a remote job without location', async () => {
    const company = await signUpCompany(server);
    const job = await createJob(
      company.uid,
      jobInput({ salary: { min: 0, max: 0, currency: 'EUR', period: 'Weekly' } }),
    );
    expect(job.salary).toEqual({ min: 0, max: 0, currency: 'EUR', period: 'Weekly' });
    expect(job.location).toBeUndefined();
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['a description over 10,000 characters', { description: 'x'.repeat(10_001) }, 'description'],
    [
      'a salary minimum above the maximum',
      { salary: { min: 2000, max: 1000, currency: 'USD', period: 'Monthly' as const } },
      'salary.min',
    ],
    ['a deadline in the past', { deadline: Date.now() - DAY }, 'deadline'],
    ['a category outside the list', { category: 'Astronomy' as never }, 'category'],
    ['a work mode outside the list', { workMode: 'Hybrid' as never }, 'workMode'],
    ['an onsite job without location', { workMode: 'Onsite' as const }, 'location'],
    [
      'a currency that is not a 3-letter code',
      { salary: { min: 1, max: 2, currency: 'dollars', period: 'Monthly' as const } },
      'salary.currency',
    ],
    [
      'a currency outside the list (free text cut to three letters)',
      { salary: { min: 1, max: 2, currency: 'DOL', period: 'Monthly' as const } },
      'salary.currency',
    ],
    ['21 skills', { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, 'skills'],
    ['an unknown field', { featured: true } as never, 'featured'],
  ])('rejects %s naming the field and writes nothing', async (_label, extra, field) => {
    const company = await signUpCompany(server);
    const error = await createJob(company.uid, jobInput(extra)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.field)).toContain(field);
    expect((await listCompanyJobs({ companyId: company.uid })).items).toEqual([]);
  });

  it('refuses an account without a company profile', async () => {
    const talent = await signUpTalent(server);
    await expect(createJob(talent.uid, jobInput())).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('updateJob, closeJob, reopenJob', () => {
  it('edits fields, recomputes keywords and the yearly pay, and clears an optional field with null', async () => {
    const { company, job } = await companyWithJob(server, {
      workMode: 'Onsite',
      location: 'Lagos',
      degree: "Bachelor's degree",
      degreeRequirement: 'Required',
    });
    const edited = await updateJob(company.uid, job.id, {
      title: 'Senior Vue Developer',
      salary: { min: 60_000, max: 120_000, currency: 'USD', period: 'Yearly' },
      degree: null,
      workMode: 'remote',
      location: null,
    });
    expect(edited).toMatchObject({ title: 'Senior Vue Developer', salaryYearlyUsd: 120_000, workMode: 'remote' });
    expect(edited.degree).toBeUndefined();
    expect(edited.degreeRequirement).toBeUndefined();
    expect(edited.location).toBeUndefined();
    expect(edited.keywords).toContain('vue');
    expect(edited.keywords).not.toContain('junior');
    expect(edited.updatedAt!).toBeGreaterThanOrEqual(job.updatedAt!);
  });

  it('validates the job as a whole after the edit and keeps it unchanged on failure', async () => {
    const { company, job } = await companyWithJob(server);
    await expect(updateJob(company.uid, job.id, { workMode: 'Onsite' })).rejects.toMatchObject({ field: 'location' });
    await expect(
      updateJob(company.uid, job.id, { salary: { min: 9, max: 1, currency: 'USD', period: 'Weekly' } }),
    ).rejects.toMatchObject({ field: 'salary.min' });
    await expect(updateJob(company.uid, job.id, { deadline: Date.now() - 1000 })).rejects.toMatchObject({
      field: 'deadline',
    });
    expect(await getJob(job.id)).toEqual(job);
  });

  it('keeps an entry-level job to entry-level experience and a degree marked required or preferred', async () => {
    const { company, job } = await companyWithJob(server);
    await expect(
      updateJob(company.uid, job.id, { level: 'Internship', experience: '3 - 5 years' }),
    ).rejects.toMatchObject({
      field: 'experience',
    });
    await expect(updateJob(company.uid, job.id, { degree: "Master's degree" })).rejects.toMatchObject({
      field: 'degreeRequirement',
    });
    expect(await getJob(job.id)).toEqual(job);
    const edited = await updateJob(company.uid, job.id, { degree: "Master's degree", degreeRequirement: 'Preferred' });
    expect(edited).toMatchObject({ degree: "Master's degree", degreeRequirement: 'Preferred' });
    const cleared = await updateJob(company.uid, job.id, { degree: null });
    expect(cleared.degree).toBeUndefined();
    expect(cleared.degreeRequirement).toBeUndefined();
  });

  it('lets an edit through when an earlier deadline has passed but the edit does not touch it', async () => {
    const { company, job } = await companyWithJob(server);
    await putDoc(server, `jobs/${job.id}`, {
      ...(await rawDoc(server, `jobs/${job.id}`)),
      deadline: new Date(Date.now() - DAY),
    });
    await expect(updateJob(company.uid, job.id, { title: 'Renamed' })).resolves.toMatchObject({ title: 'Renamed' });
  });

  it('closes and reopens the own job', async () => {
    const { company, job } = await companyWithJob(server);
    await closeJob(company.uid, job.id);
    expect((await getJob(job.id)).status).toBe('closed');
    await reopenJob(company.uid, job.id);
    expect((await getJob(job.id)).status).toBe('active');
  });

  it('a job past its deadline is closed by the schedule and reopens only with a new future deadline', async () => {
    const { company, job } = await companyWithJob(server);
    await putDoc(server, `jobs/${job.id}`, {
      ...(await rawDoc(server, `jobs/${job.id}`)),
      deadline: new Date(Date.now() - DAY),
    });
    // Until the schedule runs it stays listed; then it is closed.
    expect((await getJob(job.id)).status).toBe('active');
    await closeExpiredJobs(localTrustedServices(server.engine));
    expect((await getJob(job.id)).status).toBe('closed');

    await expect(reopenJob(company.uid, job.id)).rejects.toMatchObject({ field: 'deadline' });
    await expect(reopenJob(company.uid, job.id, Date.now() - 1000)).rejects.toMatchObject({ field: 'deadline' });
    // The policy refuses the bare status change too, whatever the client.
    const backend = await getBackend();
    await expect(
      backend.docs.update(`jobs/${job.id}`, { status: 'active', updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getJob(job.id)).status).toBe('closed');

    const deadline = Date.now() + 7 * DAY;
    await reopenJob(company.uid, job.id, deadline);
    expect(await getJob(job.id)).toMatchObject({ status: 'active', deadline });
  });

  it("refuses another company's job, in the service and in the rules", async () => {
    const { job } = await companyWithJob(server);
    const other = await signUpCompany(server, 'Other Co');
    await expect(updateJob(other.uid, job.id, { title: 'Hacked' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(closeJob(other.uid, job.id)).rejects.toMatchObject({ code: 'permission-denied' });
    // Claiming to be the owner does not get past the rules either.
    await expect(closeJob(job.companyId, job.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getJob(job.id)).status).toBe('active');
  });

  it("answers 'Job does not exist' for a missing job", async () => {
    await signUpTalent(server);
    await expect(getJob('no-such-job')).rejects.toMatchObject({ code: 'not-found', message: 'Job does not exist' });
  });
});

describe('listCompanyJobs and listActiveJobs', () => {
  it("pages the company's own jobs by status, newest first", async () => {
    const company = await signUpCompany(server, 'Pager Co');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createJob(company.uid, jobInput({ title: `Role ${i}` }))).id);
    await closeJob(company.uid, ids[0]);
    const first = await listCompanyJobs({ companyId: company.uid, pageSize: 3 });
    expect(first.items.map((j) => j.id)).toEqual([ids[4], ids[3], ids[2]]);
    const second = await listCompanyJobs({ companyId: company.uid, pageSize: 3, cursor: first.nextCursor! });
    expect(second.items.map((j) => j.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await listCompanyJobs({ companyId: company.uid, status: 'closed' })).items.map((j) => j.id)).toEqual([
      ids[0],
    ]);
    expect((await listCompanyJobs({ companyId: company.uid, status: 'active' })).items).toHaveLength(4);
  });

  it('shows talents only active jobs, filtered, by keyword and minimum salary', async () => {
    const company = await signUpCompany(server, 'Filter Works');
    const writer = await createJob(
      company.uid,
      jobInput({
        title: 'Content Writer',
        category: 'Writing',
        skills: ['Copywriting'],
        salary: { min: 0, max: 0, currency: 'USD', period: 'Monthly' },
      }),
    );
    const designer = await createJob(
      company.uid,
      jobInput({
        title: 'Brand Designer',
        category: 'Designer',
        level: 'Internship',
        workMode: 'Onsite',
        location: 'Accra',
        salary: { min: 1000, max: 2500, currency: 'USD', period: 'Monthly' },
      }),
    );
    const closed = await createJob(company.uid, jobInput({ title: 'Closed Writer', category: 'Writing' }));
    await closeJob(company.uid, closed.id);
    await signUpTalent(server);
    const ids = async (filters: Parameters<typeof listActiveJobs>[0]) =>
      (await listActiveJobs(filters)).items.map((j) => j.id);
    const all = await ids({});
    expect(all).toEqual(expect.arrayContaining([writer.id, designer.id]));
    expect(all).not.toContain(closed.id);
    expect(await ids({ filters: { keyword: 'filter', category: 'Writing' } })).toEqual([writer.id]);
    expect(await ids({ filters: { keyword: 'Filter', level: 'Internship', workMode: 'Onsite' } })).toEqual([
      designer.id,
    ]);
    expect(await ids({ filters: { keyword: 'works', minSalary: 2000, salaryPeriod: 'Monthly' } })).toEqual([
      designer.id,
    ]);
    expect(await ids({ filters: { keyword: 'copywriting' } })).toContain(writer.id);
    expect(await ids({ filters: { keyword: 'brand designer' } })).toContain(designer.id);
    expect(
      await ids({
        filters: {
          category: 'Designer',
          employmentType: 'Full time',
          experience: 'No experience',
          keyword: 'works',
          minSalary: 100,
        },
      }),
    ).toEqual([designer.id]);
    await expect(listActiveJobs({ filters: { minSalary: -1 } })).rejects.toMatchObject({ field: 'minSalary' });
    await expect(listActiveJobs({ filters: { minSalary: 10, salaryCurrency: 'DOL' } })).rejects.toMatchObject({
      field: 'salaryCurrency',
    });
  });

  it('compares pay across currencies and periods: 3,000 EUR a month is more than 3,000 USD a year', async () => {
    const company = await signUpCompany(server, 'Currency Works');
    const euros = await createJob(
      company.uid,
      jobInput({ title: 'Euro Analyst', salary: { min: 2000, max: 3000, currency: 'EUR', period: 'Monthly' } }),
    );
    const dollars = await createJob(
      company.uid,
      jobInput({ title: 'Dollar Analyst', salary: { min: 1000, max: 3000, currency: 'USD', period: 'Yearly' } }),
    );
    const weekly = await createJob(
      company.uid,
      jobInput({ title: 'Shilling Analyst', salary: { min: 10_000, max: 20_000, currency: 'KES', period: 'Weekly' } }),
    );
    await signUpTalent(server);
    const ids = async (filters: Parameters<typeof listActiveJobs>[0]) =>
      (await listActiveJobs(filters)).items.map((j) => j.id);
    expect(
      await ids({ filters: { keyword: 'analyst', minSalary: 3000, salaryCurrency: 'EUR', salaryPeriod: 'Monthly' } }),
    ).toEqual([euros.id]);
    // 20,000 KES a week is about 8,062 USD a year; 3,000 USD a year is exactly the minimum.
    expect(await ids({ filters: { keyword: 'analyst', minSalary: 3000 } })).toEqual([weekly.id, dollars.id, euros.id]);
    expect(
      await ids({ filters: { keyword: 'analyst', minSalary: 700, salaryCurrency: 'USD', salaryPeriod: 'Monthly' } }),
    ).toEqual([euros.id]);
    expect(
      await ids({ filters: { keyword: 'analyst', minSalary: 150, salaryCurrency: 'USD', salaryPeriod: 'Weekly' } }),
    ).toEqual([weekly.id, euros.id]);
    // Paged with the pay filter: the cursor carries the range field the query is ordered by.
    const first = await listActiveJobs({ filters: { keyword: 'analyst', minSalary: 1 }, pageSize: 2 });
    const second = await listActiveJobs({
      filters: { keyword: 'analyst', minSalary: 1 },
      pageSize: 2,
      cursor: first.nextCursor!,
    });
    expect([...first.items, ...second.items].map((j) => j.id)).toEqual([weekly.id, dollars.id, euros.id]);
  });

  it('pages 20 at a time newest first with a cursor', async () => {
    const company = await signUpCompany(server, 'Volume Hiring');
    for (let i = 0; i < 22; i++) await createJob(company.uid, jobInput({ title: `Volume ${i}` }));
    await signUpTalent(server);
    const first = await listActiveJobs({ filters: { keyword: 'volume' } });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('Volume 21');
    const second = await listActiveJobs({ filters: { keyword: 'volume' }, cursor: first.nextCursor! });
    expect(second.items.map((j) => j.title)).toEqual(['Volume 1', 'Volume 0']);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a talent listing a company's jobs of every status (rules are not filters)", async () => {
    const { company } = await companyWithJob(server);
    await signUpTalent(server);
    await expect(listCompanyJobs({ companyId: company.uid })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
