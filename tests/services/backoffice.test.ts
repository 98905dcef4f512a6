/**
 * The back office end to end on the local backend: each administrative action through its service and
 * trusted operation, what the people concerned see afterwards, the audit log, and every action's refusal to
 * non-administrators.
 */
import { getCompanyAccount } from '@/services/companies/company-accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyToJob, getApplication } from '@/services/applications/applications';
import {
  declineCompany,
  restoreAccount,
  revokeSkill,
  suspendAccount,
  verifyCompany,
} from '@/services/backoffice/admin-actions';
import { listAuditLog } from '@/services/backoffice/audit-log';
import {
  getAdminTalent,
  listAdminTalents,
  listTalentApplications,
  listTalentAttempts,
} from '@/services/backoffice/talents';
import { getAdminCompany, listAdminCompanies, listAdminCompanyJobs } from '@/services/backoffice/companies';
import { getCompany } from '@/services/companies/companies';
import { ValidationError } from '@/services/errors';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { closeJob, createJob, getJob, reopenJob } from '@/services/jobs/jobs';
import { createTestBackend } from '../helpers/local-server';
import { jobInput, signUpCompany, signUpTalent } from './job-fixtures';
import { makeAdmin, rawDoc, signUpActor, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Ada Admin');
});
afterAll(async () => {
  await stopServer(server);
});

const PASSWORD = 'password-123';
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code ?? String(error),
  );
const signIn = (email: string) => createTestBackend(server.url).auth.signIn(email, PASSWORD);

/** The company opens its verification link (the back office reviews it only then). */
const verifyEmailOf = (uid: string) =>
  server.engine.db.query('update auth_users set email_verified = true where uid = $1', [uid]);

describe('company verification and job review', () => {
  it('keeps an unverified company’s job from talents until an administrator verifies the company', async () => {
    const company = await signUpCompany(server, 'Fresh Co', undefined, false);
    const job = await createJob(company.uid, jobInput({ title: 'Hidden until verified' }));
    expect(job.status).toBe('awaiting-review');
    expect(job.companyVerified).toBeUndefined();
    expect((await getCompany(company.uid)).verification).toBe('pending');

    const talent = await signUpTalent(server, 'Curious Talent');
    expect(await code(getJob(job.id))).toBe('permission-denied');
    expect((await listActiveJobs()).items.map((j) => j.id)).not.toContain(job.id);

    // Neither the company itself nor a talent may verify it.
    company.use();
    expect(await code(verifyCompany(company.uid))).toBe('permission-denied');
    talent.use();
    expect(await code(verifyCompany(company.uid))).toBe('permission-denied');

    // Reviewed only once its email is verified: refused before, and nothing changes.
    admin.use();
    expect(await code(verifyCompany(company.uid))).toBe('failed-precondition');
    expect((await getAdminCompany(company.uid)).verification).toBe('pending');
    await verifyEmailOf(company.uid);
    expect(await verifyCompany(company.uid)).toEqual({ published: 1 });
    expect((await getAdminCompany(company.uid)).verification).toBe('verified');

    talent.use();
    const live = await getJob(job.id);
    expect(live.status).toBe('active');
    expect(live.companyVerified).toBe(true);
    expect((await listActiveJobs()).items.map((j) => j.id)).toContain(job.id);

    // From now on its jobs go live at once, with the badge; reopening goes live too.
    company.use();
    const next = await createJob(company.uid, jobInput({ title: 'Live at once' }));
    expect(next).toMatchObject({ status: 'active', companyVerified: true });
    await closeJob(company.uid, next.id);
    await reopenJob(company.uid, next.id);
    expect((await getJob(next.id)).status).toBe('active');

    admin.use();
    const log = await listAuditLog(company.uid);
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'verify-company',
        actorId: admin.uid,
        actorName: 'Ada Admin',
        targetType: 'company',
        targetName: 'Fresh Co',
      }),
    ]);
    talent.use();
    expect(await code(listAuditLog(company.uid))).toBe('permission-denied');
  });

  it('declines a company with a reason the company reads; its jobs keep waiting and reopen into review', async () => {
    const company = await signUpCompany(server, 'Shady Co', undefined, false);
    const job = await createJob(company.uid, jobInput());
    await closeJob(company.uid, job.id);
    await reopenJob(company.uid, job.id);
    expect((await getJob(job.id)).status).toBe('awaiting-review');

    expect(await code(declineCompany(company.uid, 'Website does not match the registration.'))).toBe(
      'permission-denied',
    );
    admin.use();
    await expect(declineCompany(company.uid, '   ')).rejects.toBeInstanceOf(ValidationError);
    await verifyEmailOf(company.uid);
    await declineCompany(company.uid, 'Website does not match the registration.');

    // The reason is in the company's private account record: the company reads it, a talent does not.
    company.use();
    expect(await getCompany(company.uid)).toMatchObject({ verification: 'declined' });
    expect(await getCompany(company.uid)).not.toHaveProperty('verificationReason');
    expect(await getCompanyAccount(company.uid)).toMatchObject({
      verificationReason: 'Website does not match the registration.',
    });
    (await signUpTalent(server, 'Nosy Talent')).use();
    expect(await code(getCompanyAccount(company.uid))).toBe('permission-denied');
    company.use();
    expect((await getJob(job.id)).status).toBe('awaiting-review');
    admin.use();
    expect((await listAuditLog(company.uid)).items[0]).toMatchObject({
      action: 'decline-company',
      reason: 'Website does not match the registration.',
    });
  });
});

describe('suspension', () => {
  it('suspends a talent: sign-in refused with the reason, sessions end, card gone, open applications withdrawn, told by email; restore reverses it', async () => {
    const company = await signUpCompany(server, 'Hiring Co');
    const job = await createJob(company.uid, jobInput());
    const talent = await signUpTalent(server, 'Spammy Talent');
    const app = await applyToJob({ jobId: job.id });
    expect(await rawDoc(server, `talentCards/${talent.uid}`)).toBeDefined();

    company.use();
    expect(await code(suspendAccount('talent', talent.uid, 'Spam'))).toBe('permission-denied');
    talent.use();
    expect(await code(suspendAccount('talent', talent.uid, 'Spam'))).toBe('permission-denied');

    admin.use();
    expect(await suspendAccount('talent', talent.uid, 'Sent spam to companies.')).toEqual({ closed: 1 });

    // Its existing session ends at once, and the next sign-in is refused with the reason.
    talent.use();
    expect(await code(getApplication(app.id))).not.toBe('resolved');
    const refused = await signIn(talent.email).catch((error: Error & { code?: string }) => error);
    expect(refused).toMatchObject({ code: 'auth/user-disabled' });
    expect((refused as Error).message).toContain('Sent spam to companies.');
    // A wrong password says nothing about the suspension.
    const wrong = await createTestBackend(server.url)
      .auth.signIn(talent.email, 'wrong-password')
      .catch((error: { code?: string }) => error);
    expect(wrong).toMatchObject({ code: 'auth/invalid-credential' });

    expect(await rawDoc(server, `talentCards/${talent.uid}`)).toBeUndefined();
    expect((await rawDoc(server, `applications/${app.id}`))?.stage).toBe('withdrawn');
    const mail = (await server.engine.auth.listMail()).filter(
      (m) => m.to === talent.email && m.subject === 'Your account is suspended',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('Sent spam to companies.');

    admin.use();
    expect(await getAdminTalent(talent.uid)).toMatchObject({
      suspended: true,
      suspendedReason: 'Sent spam to companies.',
    });
    expect((await listAdminTalents({ suspended: true })).items.map((t) => t.id)).toContain(talent.uid);
    expect(await code(suspendAccount('talent', talent.uid, 'Again'))).toBe('failed-precondition');

    await restoreAccount('talent', talent.uid);
    await expect(signIn(talent.email)).resolves.toMatchObject({ uid: talent.uid });
    expect(await rawDoc(server, `talentCards/${talent.uid}`)).toMatchObject({ id: talent.uid, name: 'Spammy Talent' });
    expect(await rawDoc(server, `talentCards/${talent.uid}`)).not.toHaveProperty('suspended');
    expect((await getAdminTalent(talent.uid)).suspended).toBeUndefined();
    // Newest first; applying, earlier, is in the talent's audit log too.
    expect((await listAuditLog(talent.uid)).items.map((e) => e.action)).toEqual(['restore', 'suspend', 'apply']);
    expect((await listTalentApplications(talent.uid)).items.map((a) => a.stage)).toEqual(['withdrawn']);
  });

  it('suspends a company: its jobs close and it cannot sign in; restore lets it back in', async () => {
    const company = await signUpCompany(server, 'Scam Co');
    const job = await createJob(company.uid, jobInput());
    admin.use();
    expect(await suspendAccount('company', company.uid, 'Fake job offers.')).toEqual({ closed: 1 });
    expect((await listAdminCompanyJobs(company.uid)).items.map((j) => [j.id, j.status])).toEqual([[job.id, 'closed']]);
    expect(await signIn(company.email).catch((e: { code?: string }) => e.code)).toBe('auth/user-disabled');
    expect((await listAdminCompanies({ suspended: true })).items.map((c) => c.id)).toContain(company.uid);
    await restoreAccount('company', company.uid);
    await expect(signIn(company.email)).resolves.toMatchObject({ uid: company.uid });
  });

  it('refuses restoring an account that is not suspended, and an administrator suspending itself', async () => {
    const talent = await signUpTalent(server, 'Calm Talent');
    admin.use();
    expect(await code(restoreAccount('talent', talent.uid))).toBe('failed-precondition');
    talent.use();
    expect(await code(restoreAccount('talent', talent.uid))).toBe('permission-denied');
    admin.use();
    expect(await code(suspendAccount('talent', 'no-such-talent', 'x'))).toBe('not-found');
  });
});

describe('revoking a verified skill', () => {
  it('turns the skill unverified on the profile and the public card, drops its badge details, with an audit entry', async () => {
    const talent = await signUpTalent(server, 'Cheating Talent');
    const skills = [{ skill: 'React', verified: true }, { skill: 'CSS' }, { skill: 'SQL', verified: true }];
    // The badge details, keyed by the lower-cased skill.
    const badge = (skill: string) => ({
      skill,
      assessmentId: `${skill.toLowerCase()}-basics`,
      at: new Date(Date.UTC(2026, 0, 5)),
      until: new Date(Date.UTC(2028, 0, 5)),
      score: 90,
    });
    const verifiedSkills = { react: badge('React'), sql: badge('SQL') };
    await server.engine.serverDocuments.update(`students/${talent.uid}`, { skills, verifiedSkills });
    await server.engine.serverDocuments.update(`talentCards/${talent.uid}`, { skills, verifiedSkills });

    expect(await code(revokeSkill(talent.uid, 'React', 'Cheating report'))).toBe('permission-denied');
    admin.use();
    expect(await code(revokeSkill(talent.uid, 'CSS', 'Not verified'))).toBe('failed-precondition');
    await revokeSkill(talent.uid, 'React', 'Cheating report');
    const expected = [{ skill: 'React', verified: false }, { skill: 'CSS' }, { skill: 'SQL', verified: true }];
    for (const path of [`students/${talent.uid}`, `talentCards/${talent.uid}`]) {
      const doc = await rawDoc(server, path);
      expect(doc?.skills).toEqual(expected);
      // React's badge (assessment, dates, score) is gone; the other verified skill keeps its own.
      expect(Object.keys(doc?.verifiedSkills as object)).toEqual(['sql']);
      expect((doc?.verifiedSkills as Record<string, { assessmentId: string }>).sql.assessmentId).toBe('sql-basics');
    }
    expect((await listAuditLog(talent.uid)).items[0]).toMatchObject({
      action: 'revoke-skill',
      detail: 'React',
      reason: 'Cheating report',
    });
  });
});

describe('revoking a verified skill without a badge record', () => {
  it('writes no verifiedSkills map on a profile that never had one', async () => {
    const talent = await signUpTalent(server, 'Old Badge Talent');
    const skills = [{ skill: 'Go', verified: true }];
    await server.engine.serverDocuments.update(`students/${talent.uid}`, { skills });
    await server.engine.serverDocuments.update(`talentCards/${talent.uid}`, { skills });
    admin.use();
    await revokeSkill(talent.uid, 'Go', 'Verified by mistake');
    for (const path of [`students/${talent.uid}`, `talentCards/${talent.uid}`]) {
      const doc = await rawDoc(server, path);
      expect(doc?.skills).toEqual([{ skill: 'Go', verified: false }]);
      expect(doc).not.toHaveProperty('verifiedSkills');
    }
  });
});

describe("a talent's assessment attempts", () => {
  it('lists them to an administrator newest first, 20 a page, and to nobody else', async () => {
    const talent = await signUpTalent(server, 'Busy Learner');
    const other = await signUpTalent(server, 'Other Learner');
    const day = 24 * 60 * 60 * 1000;
    const base = Date.UTC(2026, 5, 1);
    const attempt = (id: string, talentId: string, n: number, passed: boolean | null) =>
      server.engine.serverDocuments.set(`assessmentAttempts/${id}`, {
        id,
        talentId,
        assessmentId: 'react-basics',
        skill: 'React',
        title: 'React basics',
        questions: [],
        answers: {},
        focusLosses: 0,
        status: passed === null ? 'in-progress' : 'submitted',
        startedAt: new Date(base + n * day),
        submittedAt: passed === null ? null : new Date(base + n * day + 600_000),
        score: passed === null ? null : passed ? 85 : 40,
        passed,
        passMark: 70,
      });
    for (let n = 0; n < 21; n += 1) await attempt(`${talent.uid}_react-basics_${n}`, talent.uid, n, n % 2 === 0);
    await attempt(`${talent.uid}_react-basics_21`, talent.uid, 21, null);
    await attempt(`${other.uid}_react-basics_0`, other.uid, 30, true);

    admin.use();
    const first = await listTalentAttempts(talent.uid);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      id: `${talent.uid}_react-basics_21`,
      status: 'in-progress',
      score: null,
      passed: null,
      title: 'React basics',
      skill: 'React',
    });
    expect(first.items[1]).toMatchObject({
      status: 'submitted',
      score: 85,
      passed: true,
      submittedAt: base + 20 * day + 600_000,
    });
    expect(first.items[2]).toMatchObject({ score: 40, passed: false });
    const second = await listTalentAttempts(talent.uid, first.nextCursor!);
    expect(second.items.map((a) => a.id)).toEqual([`${talent.uid}_react-basics_1`, `${talent.uid}_react-basics_0`]);
    expect(second.nextCursor).toBeNull();
    // The rows carry no questions or answers.
    expect(Object.keys(first.items[0]).sort()).toEqual([
      'assessmentId',
      'id',
      'passed',
      'score',
      'skill',
      'startedAt',
      'status',
      'submittedAt',
      'title',
    ]);

    other.use();
    expect(await code(listTalentAttempts(talent.uid))).toBe('permission-denied');
    const company = await signUpCompany(server, 'Nosy Co');
    company.use();
    expect(await code(listTalentAttempts(talent.uid))).toBe('permission-denied');
  });
});

describe('the talents and companies lists', () => {
  it('finds a talent by exact email or name prefix, and filters by category, availability, verified skill and country', async () => {
    const talent = await signUpTalent(server, 'Zelda Findme');
    await server.engine.serverDocuments.update(`students/${talent.uid}`, {
      skills: [{ skill: 'Go', verified: true }],
      profile: { country: 'IS' },
    });
    admin.use();
    expect((await listAdminTalents({ q: talent.email.toUpperCase() })).items.map((t) => t.id)).toEqual([talent.uid]);
    expect((await listAdminTalents({ q: 'Zelda' })).items.map((t) => t.id)).toEqual([talent.uid]);
    expect((await listAdminTalents({ skill: 'Go' })).items.map((t) => t.id)).toEqual([talent.uid]);
    const filtered = await listAdminTalents({ category: 'Web Developer', availability: true, skill: 'Go' });
    expect(filtered.items.map((t) => t.id)).toEqual([talent.uid]);
    expect((await listAdminTalents({ availability: false })).items.map((t) => t.id)).not.toContain(talent.uid);
    expect((await listAdminTalents({ country: 'IS', skill: 'Go' })).items.map((t) => t.id)).toEqual([talent.uid]);
    expect((await listAdminTalents({ country: 'NO' })).items.map((t) => t.id)).not.toContain(talent.uid);
    talent.use();
    expect(await code(listAdminTalents({}))).toBe('permission-denied');
  });

  it('lists companies awaiting review newest first and pages by 20', async () => {
    admin.use();
    const before = (await listAdminCompanies({ review: 'pending' })).items.length;
    const pending = await signUpCompany(server, 'Waiting Co', undefined, false);
    admin.use();
    const page = await listAdminCompanies({ review: 'pending' });
    expect(page.items[0].id).toBe(pending.uid);
    expect(page.items).toHaveLength(before + 1);
    expect((await listAdminCompanies({ q: 'Waiting' })).items.map((c) => c.id)).toEqual([pending.uid]);
    // By its account email, which lives in its private record.
    expect((await listAdminCompanies({ q: pending.email.toUpperCase() })).items.map((c) => c.id)).toEqual([
      pending.uid,
    ]);
    expect(await getAdminCompany(pending.uid)).toMatchObject({
      account: { email: pending.email, emailVerified: false },
    });
  });
});
