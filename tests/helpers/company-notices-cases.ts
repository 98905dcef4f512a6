/**
 * What a company's team hears about its account, on one engine with real sign-in accounts: the review outcome, the
 * suspension and the restore reach every current member (whatever their settings), and a suspension locks every
 * member out (no sign-in, open sessions refused by the trusted routes); an announcement reaches each member as their
 * own settings allow and is counted in people; a recruiter who changed its email in the account settings gets the
 * next notice at the new address. The same cases run on the local engine in process and on admin Firestore with the
 * Auth emulator.
 */
import { expect, it } from 'vitest';
import { announcementCreate, announcementSend } from '@/server/trusted/announcements';
import { notify } from '@/server/trusted/notify';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

export interface NoticesEnv {
  services(): TrustedServices;
  /** An address unique to this run (the Auth emulator is shared between files). */
  email(local: string): string;
  /** A new sign-in account; answers its uid. */
  signUp(email: string): Promise<string>;
  /** The account settings' email change: asked for while signed in, then the link mailed for it applied. */
  changeEmail(email: string, next: string): Promise<void>;
  /** Whether the account can sign in with its password. */
  signsIn(email: string): Promise<boolean>;
  /** A session of the account: the ID token its browser sends to the trusted routes. */
  session(email: string): Promise<string>;
  /** Whether the trusted routes still accept that token (they check it against the account on every call). */
  accepted(token: string): Promise<boolean>;
}

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;

export function companyNoticesCases(env: () => NoticesEnv) {
  const mails: OutgoingMail[] = [];
  const docs = () => env().services().docs;
  const ctxFor = (caller: string, email: string): TrustedContext => ({
    ...env().services(),
    deleteUser: async () => undefined,
    deleteFiles: async () => 0,
    accountEmailVerified: async () => true,
    sendMail: async (mail) => void mails.push(mail),
    caller: { uid: caller, email, authTime: Date.now(), secondFactor: 'totp' },
  });
  const call = <T>(name: string, ctx: TrustedContext, input: unknown) =>
    findTrustedOperation(name)!(ctx, input) as Promise<T>;
  const mailed = (subject: string) => mails.filter((m) => m.subject === subject).map((m) => m.to);

  async function admin(): Promise<TrustedContext> {
    const id = uid('ad');
    await docs().set(`admin/${id}`, { id, name: 'Ada Admin', email: `${id}@notices.test` });
    return ctxFor(id, `${id}@notices.test`);
  }

  /** A company whose founding account signed up with `email`; `verification` as the back office left it. */
  async function company(verification: 'verified' | 'pending' = 'verified') {
    const email = env().email(uid('founder'));
    const id = await env().signUp(email);
    await docs().set(`companies/${id}`, { id, name: 'Notice Co', verification, timestamp: new Date() });
    await docs().set(`companyAccounts/${id}`, { id, email });
    await docs().set(`companyMembers/${id}`, founderMemberDoc(id, 'Notice Co', email, new Date()));
    return { id, email, owner: ctxFor(id, email) };
  }

  /** A recruiter who signed up with the invited address and accepted. */
  async function recruiter(co: { id: string; owner: TrustedContext }) {
    const email = env().email(uid('rae'));
    const { link } = await call<{ link: string }>('company-invite', co.owner, { email });
    const id = await env().signUp(email);
    const token = new URL(link, 'http://x.test').searchParams.get('token');
    await call('company-invite-accept', ctxFor(id, email), { token, name: 'Rae Recruiter' });
    return { id, email };
  }

  it('emails a company notice to a recruiter at the address it changed to in its account settings', async () => {
    const co = await company();
    const rae = await recruiter(co);
    const moved = env().email(uid('rae-new'));
    await env().changeEmail(rae.email, moved);
    mails.length = 0;
    const notice = {
      userId: co.id,
      kind: 'new-applicant' as const,
      title: 'New applicant',
      body: 'Tal applied to Analyst.',
      link: '/company/applicants',
    };
    expect(await notify(ctxFor(co.id, co.email), notice)).toMatchObject({ created: true, emailed: true });
    expect(mails.map((m) => m.to).sort()).toEqual([co.email, moved].sort());
  });

  it("tells every current member the review outcome, whatever their settings, at their account's address", async () => {
    const back = await admin();
    const co = await company('pending');
    const quiet = await recruiter(co);
    const gone = await recruiter(co);
    await call('company-member-remove', co.owner, { uid: gone.id });
    await docs().set(`notificationSettings/${quiet.id}`, {
      applications: 'off',
      messages: 'off',
      interviews: 'off',
      events: 'off',
      announcements: 'off',
    });
    mails.length = 0;
    await call('decline-company', back, { companyId: co.id, reason: 'Your website does not load.' });
    expect(mailed('Your company was not verified').sort()).toEqual([co.email, quiet.email].sort());
    await call('verify-company', back, { companyId: co.id });
    expect(mailed('Your company is verified').sort()).toEqual([co.email, quiet.email].sort());
    // One notification on the company's bell for each outcome, not one per member.
    const bell = await docs().query({
      collection: 'notifications',
      where: [{ field: 'userId', op: '==', value: co.id }],
    });
    expect(bell.map((n) => n.data?.kind)).toEqual(['company-review', 'company-review']);
  });

  it('suspending a company locks every member out, closes its open jobs and tells each; restoring lets each back in', async () => {
    const back = await admin();
    const co = await company();
    const rae = await recruiter(co);
    const moved = env().email(uid('rae-new'));
    await env().changeEmail(rae.email, moved);
    const later = env().email(uid('later'));
    const { link } = await call<{ link: string }>('company-invite', co.owner, { email: later });
    const jobs = [uid('job'), uid('job'), uid('job')];
    const statuses = ['active', 'awaiting-review', 'closed'];
    for (const [i, job] of jobs.entries()) {
      await docs().set(`jobs/${job}`, {
        id: job,
        companyId: co.id,
        companyName: 'Notice Co',
        title: 'Analyst',
        status: statuses[i],
        applicantCount: 0,
        createdAt: new Date(Date.now() - i * 1000),
      });
    }
    const sessions = [await env().session(co.email), await env().session(moved)];
    for (const token of sessions) expect(await env().accepted(token)).toBe(true);
    mails.length = 0;
    expect(
      await call('suspend-account', back, { targetType: 'company', id: co.id, reason: 'Fake job offers.' }),
    ).toEqual({ closed: 2 });
    expect(await env().signsIn(co.email)).toBe(false);
    expect(await env().signsIn(moved)).toBe(false);
    // Sessions open before end at once: the next trusted call of either member is refused.
    for (const token of sessions) expect(await env().accepted(token)).toBe(false);
    for (const job of jobs) expect((await docs().get(`jobs/${job}`)).data).toMatchObject({ status: 'closed' });
    expect(mailed('Your account is suspended').sort()).toEqual([co.email, moved].sort());
    // Nobody joins a suspended company with an account that could still sign in.
    const newcomer = await env().signUp(later);
    const token = new URL(link, 'http://x.test').searchParams.get('token');
    await expect(
      call('company-invite-accept', ctxFor(newcomer, later), { token, name: 'Lee Later' }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    expect((await docs().get(`companyMembers/${newcomer}`)).exists).toBe(false);

    await call('restore-account', back, { targetType: 'company', id: co.id });
    expect(await env().signsIn(co.email)).toBe(true);
    expect(await env().signsIn(moved)).toBe(true);
    expect(mailed('Your account is restored').sort()).toEqual([co.email, moved].sort());
    // Its jobs stay closed: the company reopens what it wants.
    expect((await docs().get(`jobs/${jobs[0]}`)).data).toMatchObject({ status: 'closed' });
  });

  it('announces to every member as their own settings allow, one notification per company, counting people', async () => {
    const back = await admin();
    const title = `News ${uid('a')}`;
    const announce = async () => {
      const { id } = await announcementCreate(back, { audience: 'companies', title, body: 'Hello.' });
      let progress = await announcementSend(back, { announcementId: id });
      for (let page = 0; page < 100 && !progress.done; page++)
        progress = await announcementSend(back, { announcementId: id });
      expect(progress.done).toBe(true);
      return { id, total: progress.total, recipients: progress.recipients };
    };
    const co = await company();
    const before = await announce();
    expect(before.recipients).toBe(before.total);

    const [off, appOnly, wants] = [await recruiter(co), await recruiter(co), await recruiter(co)];
    await docs().set(`notificationSettings/${off.id}`, { announcements: 'off' });
    await docs().set(`notificationSettings/${appOnly.id}`, { announcements: 'app' });
    mails.length = 0;
    const after = await announce();
    // Three more people than before: the count is of people, not of companies.
    expect(after.recipients - before.recipients).toBe(3);
    expect(after.total).toBe(after.recipients);
    const team = [co.email, off.email, appOnly.email, wants.email];
    expect(
      mails
        .filter((m) => m.subject === title && team.includes(m.to))
        .map((m) => m.to)
        .sort(),
    ).toEqual([co.email, wants.email].sort());
    expect((await docs().get(`notifications/${after.id}_${co.id}`)).data).toMatchObject({
      userId: co.id,
      kind: 'announcement',
      title,
    });
    expect((await docs().get(`announcements/${after.id}`)).data).toMatchObject({
      status: 'sent',
      recipients: after.recipients,
    });
  });
}
