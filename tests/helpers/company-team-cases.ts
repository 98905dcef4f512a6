/**
 * A company's team through its trusted operations on one engine, called as the trusted route calls them (input
 * checked against the contract first): inviting, accepting, revoking, removing, handing ownership over, the refusals
 * of each, the upgrade that makes a one-account company's account its owner, and a recruiter's bulk move named in
 * the audit, a company's notices emailed to each member by their own settings, and deleting a member's account (the company goes only with its last member). The same cases run on the local engine in process and on admin Firestore (Firestore emulator).
 */
import { expect, it } from 'vitest';
import { upgradeCompanyOwners } from '@/server/migrations/company-owners';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { readMembership } from '@/server/trusted/company-membership';
import { inviteIdOf } from '@/server/trusted/company-team';
import { HAND_OVER_FIRST } from '@/server/trusted/deletion-scope';
import { notify } from '@/server/trusted/notify';
import { sendMessageDigests } from '@/server/scheduled/message-digests';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import type { OutgoingMail } from '@/server/mail/types';

export interface TeamEnv {
  services(): TrustedServices;
}

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
/** No `_`: application ids join the job's and the talent's with it. */
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;
const emailOf = (id: string) => `${id}@team.test`.toLowerCase();

export function companyTeamCases(env: () => TeamEnv) {
  const mails: OutgoingMail[] = [];
  const docs = () => env().services().docs;
  const ctxFor = (caller: string, email = emailOf(caller)): TrustedContext => ({
    ...env().services(),
    deleteUser: async () => undefined,
    deleteFiles: async () => 0,
    // The file itself is copied by the engine's file store (tests/services/company-team-local.test.ts): here, where it would go.
    copyFile: async (_from: string, to: string) => `/api/local/files/${to}?token=copy`,
    listFiles: async () => [],
    readFile: async () => null,
    saveFile: async () => undefined,
    listAccounts: async () => ({ accounts: [], next: null }),
    setUserDisabled: async () => undefined,
    accountEmailVerified: async () => true,
    sendMail: async (mail) => void mails.push(mail),
    caller: { uid: caller, email, authTime: Date.now() },
  });
  const call = <T>(name: string, caller: string, input: unknown, email?: string) =>
    findTrustedOperation(name)!(ctxFor(caller, email), input) as Promise<T>;
  const tokenOf = (link: string) => new URL(link, 'http://x.test').searchParams.get('token')!;

  /** A company of before teams: its document and account record, no member document. */
  async function seedLegacyCompany() {
    const company = uid('co');
    await docs().set(`companies/${company}`, {
      id: company,
      name: 'Team Co',
      verification: 'verified',
      timestamp: new Date(),
    });
    await docs().set(`companyAccounts/${company}`, { id: company, email: emailOf(company) });
    return company;
  }

  /** A company as its sign-up writes it: with its founding owner's member document. */
  async function seedCompany() {
    const company = await seedLegacyCompany();
    await docs().set(`companyMembers/${company}`, founderMemberDoc(company, 'Team Co', emailOf(company), new Date()));
    return company;
  }

  async function invited(company: string, who = uid('re')) {
    const sent = await call<{ inviteId: string; link: string }>('company-invite', company, { email: emailOf(who) });
    return { who, ...sent, token: tokenOf(sent.link) };
  }

  /** A recruiter who accepted an invitation. */
  async function recruiterOf(company: string) {
    const { who, token } = await invited(company);
    await call('company-invite-accept', who, { token, name: 'Rae Recruiter' });
    return who;
  }

  /** A talent and its open conversation with the company; `unread` is the company's unread count. */
  async function openConversation(company: string, unread = 0, talentExtra: Record<string, unknown> = {}) {
    const talent = uid('ta');
    await docs().set(`students/${talent}`, { id: talent, name: 'Tal', email: `${talent}@team.test`, ...talentExtra });
    const id = [company, talent].sort().join('_');
    const at = new Date(Date.now() - 60_000);
    await docs().set(`conversations/${id}`, {
      id,
      participants: [company, talent].sort(),
      people: { [company]: { name: 'Team Co', role: 'company' }, [talent]: { name: 'Tal', role: 'talent' } },
      status: 'open',
      blockedBy: [],
      lastMessage: { text: 'Hi', at, by: talent },
      unread: { [company]: unread, [talent]: 0 },
      seenAt: {},
      createdAt: at,
      updatedAt: at,
    });
    return { talent, id };
  }

  /** A published event for companies, a week ahead, with five seats. */
  async function companyEvent() {
    const eventId = uid('ev');
    const start = new Date(Date.now() + 7 * 86_400_000);
    await docs().set(`events/${eventId}`, {
      title: 'Hiring fair',
      description: 'Meet juniors.',
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      timeZone: 'UTC',
      mode: 'online',
      audience: 'companies',
      capacity: 5,
      status: 'published',
      goingCount: 0,
      waitingCount: 0,
      forTalents: false,
      forCompanies: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return eventId;
  }

  it("invites by email: stores only the token's hash and emails the link", async () => {
    const company = await seedCompany();
    mails.length = 0;
    const { who, inviteId, link, token } = await invited(company);
    expect(link).toMatch(/^\/company\/auth\/join\?token=[A-Za-z0-9_-]{40,}&email=/);
    expect(inviteId).toBe(inviteIdOf(token));
    const stored = (await docs().get(`companyInvites/${inviteId}`)).data!;
    expect(stored).toMatchObject({ companyId: company, email: emailOf(who), status: 'pending', invitedBy: company });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored.expiresAt as Date).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(mails).toEqual([expect.objectContaining({ to: emailOf(who), link })]);
  });

  it('a company of before teams acts through its founding account only once the upgrade wrote its member document', async () => {
    const company = await seedLegacyCompany();
    await expect(call('company-invite', company, { email: 'early@team.test' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await docs().get(`companyMembers/${company}`)).exists).toBe(false);
    await upgradeCompanyOwners(docs());
    const { inviteId } = await invited(company);
    expect((await docs().get(`companyInvites/${inviteId}`)).data).toMatchObject({ companyId: company });
  });

  it('accepting joins the invited account as a recruiter, once', async () => {
    const company = await seedCompany();
    const { who, token, inviteId } = await invited(company);
    expect(await call('company-invite-accept', who, { token, name: 'Rae Recruiter' })).toEqual({
      companyId: company,
      companyName: 'Team Co',
    });
    expect((await docs().get(`companyMembers/${who}`)).data).toMatchObject({
      uid: who,
      companyId: company,
      role: 'recruiter',
      name: 'Rae Recruiter',
      email: emailOf(who),
    });
    expect((await docs().get(`companyInvites/${inviteId}`)).data).toMatchObject({
      status: 'accepted',
      acceptedBy: who,
    });
    await expect(call('company-invite-accept', who, { token })).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('refuses another email, an expired or revoked link, and an account that is a talent or already in a company', async () => {
    const company = await seedCompany();
    const { who, token, inviteId } = await invited(company);
    const stranger = uid('st');
    await expect(call('company-invite-accept', stranger, { token })).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining(emailOf(who)),
    });
    expect((await docs().get(`companyMembers/${stranger}`)).exists).toBe(false);

    await docs().set(`students/${who}`, { id: who, name: 'A Talent' });
    await expect(call('company-invite-accept', who, { token })).rejects.toMatchObject({ code: 'failed-precondition' });
    await docs().delete(`students/${who}`);

    await docs().update(`companyInvites/${inviteId}`, { expiresAt: new Date(Date.now() - 1000) });
    await expect(call('company-invite-accept', who, { token })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('expired'),
    });

    const again = await invited(company, who);
    await call('company-invite-revoke', company, { inviteId: again.inviteId });
    await expect(call('company-invite-accept', who, { token: again.token })).rejects.toMatchObject({
      code: 'not-found',
    });

    const other = await seedCompany();
    const third = await invited(company, other);
    await expect(call('company-invite-accept', other, { token: third.token })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This account already belongs to a company.',
    });
    expect((await docs().get(`companyMembers/${who}`)).exists).toBe(false);
  });

  it('only the owner invites, revokes, removes and hands over', async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const { inviteId } = await invited(company);
    await expect(call('company-invite', recruiter, { email: 'x@team.test' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call('company-invite-revoke', recruiter, { inviteId })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call('company-member-remove', recruiter, { uid: company })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call('company-owner-transfer', recruiter, { uid: recruiter })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call('company-invite', company, { email: emailOf(recruiter) })).rejects.toMatchObject({
      code: 'already-exists',
    });
    const otherCompany = await seedCompany();
    await expect(call('company-member-remove', otherCompany, { uid: recruiter })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(call('company-member-remove', company, { uid: company })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('removes a recruiter (it belongs to nothing after), and hands ownership over, after which the founder can be removed', async () => {
    const company = await seedCompany();
    const first = await recruiterOf(company);
    await call('company-member-remove', company, { uid: first });
    expect((await docs().get(`companyMembers/${first}`)).exists).toBe(false);
    expect(await readMembership(docs(), first)).toBeNull();

    const second = await recruiterOf(company);
    await call('company-owner-transfer', company, { uid: second });
    expect(await readMembership(docs(), second)).toMatchObject({ companyId: company, role: 'owner' });
    expect(await readMembership(docs(), company)).toMatchObject({ companyId: company, role: 'recruiter' });
    await expect(call('company-invite', company, { email: 'y@team.test' })).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await call('company-member-remove', second, { uid: company }, emailOf(second));
    // The founding account's uid is the company id: a marker, not a missing document, says it left.
    expect((await docs().get(`companyMembers/${company}`)).data).toMatchObject({ role: 'removed' });
    expect(await readMembership(docs(), company)).toBeNull();
    // The upgrade does not make it the owner again.
    await upgradeCompanyOwners(docs());
    expect((await docs().get(`companyMembers/${company}`)).data).toMatchObject({ role: 'removed' });
  });

  it("makes a one-account company's account its owner, once", async () => {
    const company = await seedLegacyCompany();
    expect(await upgradeCompanyOwners(docs())).toBeGreaterThanOrEqual(1);
    expect((await docs().get(`companyMembers/${company}`)).data).toMatchObject({
      uid: company,
      companyId: company,
      role: 'owner',
      name: 'Team Co',
      email: emailOf(company),
    });
    expect(await upgradeCompanyOwners(docs())).toBe(0);
  });

  it('lets a recruiter move applicants in bulk, the history and the audit naming the recruiter', async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const jobId = uid('job');
    const talent = uid('ta');
    const appId = `${jobId}_${talent}`;
    const at = new Date(Date.now() - 86_400_000);
    await docs().set(`jobs/${jobId}`, {
      id: jobId,
      companyId: company,
      companyName: 'Team Co',
      title: 'Analyst',
      status: 'active',
      applicantCount: 1,
    });
    await docs().set(`students/${talent}`, { id: talent, name: 'Tal', email: `${talent}@team.test` });
    await docs().set(`applications/${appId}`, {
      id: appId,
      jobId,
      talentId: talent,
      companyId: company,
      jobTitle: 'Analyst',
      companyName: 'Team Co',
      talentName: 'Tal',
      talentCategory: 'Data Scientist',
      stage: 'applied',
      history: [{ stage: 'applied', at, by: talent }],
      createdAt: at,
      updatedAt: at,
    });
    await call('applications-move', recruiter, { jobId, applicationIds: [appId], stage: 'reviewing' });
    const history = (await docs().get(`applications/${appId}`)).data!.history as Record<string, unknown>[];
    expect(history[1]).toMatchObject({ stage: 'reviewing', by: recruiter });
    const audit = await docs().query({
      collection: 'auditLog',
      where: [{ field: 'targetId', op: '==', value: talent }],
    });
    expect(audit.map((s) => s.data)).toEqual([
      expect.objectContaining({ actorId: recruiter, actorName: 'Rae Recruiter' }),
    ]);

    await call('company-member-remove', company, { uid: recruiter });
    await expect(
      call('applications-move', recruiter, { jobId, applicationIds: [appId], stage: 'shortlisted' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("lets a recruiter reply in the company's conversation as the company, the message naming the recruiter", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const { talent, id } = await openConversation(company, 1, { availability: true });
    const sent = await call<{ conversationId: string; messageId: string }>('message-send', recruiter, {
      to: talent,
      text: 'Thanks for applying.',
    });
    expect(sent.conversationId).toBe(id);
    expect((await docs().get(`conversations/${id}/messages/${sent.messageId}`)).data).toMatchObject({
      by: company,
      sentBy: recruiter,
      sentByName: 'Rae Recruiter',
    });
    await call('conversation-update', recruiter, { conversationId: id, action: 'seen' });
    expect((await docs().get(`conversations/${id}`)).data).toMatchObject({ unread: { [company]: 0 } });

    await call('company-member-remove', company, { uid: recruiter });
    // No longer on the team: it is nobody in that conversation.
    await expect(call('message-send', recruiter, { to: talent, text: 'Still here?' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  /** An active job of the company, to tell whether a deletion closed the company's jobs. */
  async function activeJob(company: string) {
    const jobId = uid('job');
    await docs().set(`jobs/${jobId}`, {
      id: jobId,
      companyId: company,
      companyName: 'Team Co',
      title: 'Analyst',
      status: 'active',
      applicantCount: 0,
    });
    return jobId;
  }
  const deleteAccountOf = (caller: string, email?: string) =>
    call<{ role: string; jobsClosed: number }>('delete-account', caller, { confirm: 'DELETE' }, email);

  it("refuses to delete an owner's account while others are on its team, and changes nothing", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const jobId = await activeJob(company);
    await expect(deleteAccountOf(company)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: HAND_OVER_FIRST,
    });
    expect((await docs().get(`companies/${company}`)).exists).toBe(true);
    expect((await docs().get(`jobs/${jobId}`)).data).toMatchObject({ status: 'active' });
    expect((await docs().get(`deletedAccounts/${company}`)).exists).toBe(false);
    expect(await readMembership(docs(), recruiter)).toMatchObject({ companyId: company, role: 'recruiter' });
  });

  it('deletes a founding account that handed its company over: the company, its jobs and its team stay', async () => {
    const company = await seedCompany();
    const jobId = await activeJob(company);
    const heir = await recruiterOf(company);
    await call('company-owner-transfer', company, { uid: heir });
    expect(await deleteAccountOf(company)).toMatchObject({ role: 'recruiter', jobsClosed: 0 });
    expect((await docs().get(`companies/${company}`)).data).toMatchObject({ name: 'Team Co' });
    expect((await docs().get(`jobs/${jobId}`)).data).toMatchObject({ status: 'active' });
    expect(await readMembership(docs(), company)).toBeNull();
    expect(await readMembership(docs(), heir)).toMatchObject({ companyId: company, role: 'owner' });
    // The upgrade does not make the deleted founding account the owner again.
    await upgradeCompanyOwners(docs());
    expect((await docs().get(`companyMembers/${company}`)).data).toMatchObject({ role: 'removed' });
  });

  it("keeps what a founding account's deletion leaves the company working with, and drops what named the person", async () => {
    const company = await seedCompany();
    await docs().update(`companyAccounts/${company}`, { emailVerified: true, verificationReason: 'Add a website.' });
    await docs().update(`companies/${company}`, { email: emailOf(company), optedOutOfEmail: true });
    await docs().set(`notificationSettings/${company}`, { applications: 'off' });
    const heir = await recruiterOf(company);
    await call('company-owner-transfer', company, { uid: heir });
    await deleteAccountOf(company);
    const account = (await docs().get(`companyAccounts/${company}`)).data!;
    expect(account).toMatchObject({ id: company, emailVerified: true, verificationReason: 'Add a website.' });
    expect(account).not.toHaveProperty('email');
    const profile = (await docs().get(`companies/${company}`)).data!;
    expect(profile).toMatchObject({ id: company, name: 'Team Co', verification: 'verified' });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('optedOutOfEmail');
    const marker = (await docs().get(`companyMembers/${company}`)).data!;
    expect(marker).toMatchObject({ uid: company, companyId: company, role: 'removed' });
    expect(Object.keys(marker).sort()).toEqual(['companyId', 'removedAt', 'role', 'uid']);
    expect((await docs().get(`notificationSettings/${company}`)).exists).toBe(false);
    // Nothing of the founder's is left to mail a company notice to: the team gets it.
    mails.length = 0;
    await notify(ctxFor(heir, emailOf(heir)), {
      userId: company,
      kind: 'new-applicant',
      title: 'New applicant',
      body: 'Tal applied.',
      link: '/company/applicants',
    });
    expect(mails.map((m) => m.to)).toEqual([emailOf(heir)]);
  });

  /** A message a recruiter sent before attachments were stored in the conversation: its file in its old folder. */
  async function oldAttachment(company: string, recruiter: string, id: string, name: string) {
    const messageId = uid('m');
    await docs().set(`conversations/${id}/messages/${messageId}`, {
      id: messageId,
      by: company,
      sentBy: recruiter,
      sentByName: 'Rae',
      text: 'The brief',
      sentAt: new Date(),
      attachment: {
        url: `/api/local/files/uploadedFiles/${recruiter}/${name}?token=t1`,
        name,
        contentType: 'application/pdf',
      },
    });
    return messageId;
  }

  it("keeps the attachments a deleted recruiter sent from its old folder, in the company's folder of the conversation", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const { id } = await openConversation(company);
    const messageId = await oldAttachment(company, recruiter, id, '1700000000000-brief.pdf');
    expect(await deleteAccountOf(recruiter)).toMatchObject({ role: 'recruiter' });
    const message = (await docs().get(`conversations/${id}/messages/${messageId}`)).data!;
    expect(message).toMatchObject({ by: company, text: 'The brief', attachment: { name: '1700000000000-brief.pdf' } });
    expect((message.attachment as { url: string }).url).toBe(
      `/api/local/files/conversations/${id}/${company}/1700000000000-brief.pdf?token=copy`,
    );
  });

  it('keeps the attachments a recruiter sent for its company when the owner takes it off the team', async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const { talent, id } = await openConversation(company);
    const old = await oldAttachment(company, recruiter, id, '1700000000001-offer.pdf');
    // Sent now: already in the company's folder of the conversation, so nothing moves.
    const url = `/api/local/files/conversations/${id}/${company}/1700000000002-terms.pdf?token=t2`;
    const { messageId } = await call<{ messageId: string }>('message-send', recruiter, {
      to: talent,
      text: '',
      attachment: { url, name: 'terms.pdf', contentType: 'application/pdf' },
    });
    await call('company-member-remove', company, { uid: recruiter });
    const attachmentUrl = async (m: string) =>
      ((await docs().get(`conversations/${id}/messages/${m}`)).data!.attachment as { url: string }).url;
    expect(await attachmentUrl(old)).toBe(
      `/api/local/files/conversations/${id}/${company}/1700000000001-offer.pdf?token=copy`,
    );
    expect(await attachmentUrl(messageId)).toBe(url);
  });

  it("refuses an attachment that is not in the sender's folder of the conversation", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const { talent, id } = await openConversation(company);
    for (const url of [
      `/api/local/files/uploadedFiles/${recruiter}/1-brief.pdf?token=t`,
      `/api/local/files/conversations/${id}/${talent}/1-brief.pdf?token=t`,
      `/api/local/files/conversations/${company}_other/${company}/1-brief.pdf?token=t`,
    ]) {
      await expect(
        call('message-send', recruiter, {
          to: talent,
          text: 'x',
          attachment: { url, name: 'brief.pdf', contentType: 'application/pdf' },
        }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    }
  });

  it("keeps the company's seat at an event when the recruiter who took it deletes its account, without its name or email", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const eventId = await companyEvent();
    await call('rsvp-event', recruiter, { eventId, name: 'Team Co', joinWaitingList: false });
    await deleteAccountOf(recruiter);
    const rsvp = (await docs().get(`events/${eventId}/rsvps/${company}`)).data!;
    expect(rsvp).toMatchObject({ status: 'going', name: 'Team Co', memberName: 'Deleted user' });
    expect(rsvp).not.toHaveProperty('email');
    expect(rsvp).not.toHaveProperty('memberUid');
    expect((await docs().get(`events/${eventId}`)).data).toMatchObject({ goingCount: 1 });
  });

  it("deletes a founding account already taken off its team, and a recruiter's, without touching the company", async () => {
    const company = await seedCompany();
    const jobId = await activeJob(company);
    const heir = await recruiterOf(company);
    const recruiter = await recruiterOf(company);
    await call('company-owner-transfer', company, { uid: heir });
    await call('company-member-remove', heir, { uid: company }, emailOf(heir));
    expect(await deleteAccountOf(company)).toMatchObject({ role: 'none', jobsClosed: 0 });
    expect(await deleteAccountOf(recruiter)).toMatchObject({ role: 'recruiter', jobsClosed: 0 });
    expect((await docs().get(`companyMembers/${recruiter}`)).exists).toBe(false);
    expect((await docs().get(`companies/${company}`)).exists).toBe(true);
    expect((await docs().get(`jobs/${jobId}`)).data).toMatchObject({ status: 'active' });
    expect(await readMembership(docs(), heir)).toMatchObject({ companyId: company, role: 'owner' });
  });

  it('deletes the company with its last member, and its pending invitations with it', async () => {
    const company = await seedCompany();
    const jobId = await activeJob(company);
    const { inviteId } = await invited(company);
    expect(await deleteAccountOf(company)).toMatchObject({ role: 'company', jobsClosed: 1 });
    expect((await docs().get(`companies/${company}`)).exists).toBe(false);
    expect((await docs().get(`jobs/${jobId}`)).data).toMatchObject({ status: 'closed' });
    expect((await docs().get(`companyInvites/${inviteId}`)).exists).toBe(false);
    expect((await docs().get(`companyMembers/${company}`)).exists).toBe(false);
  });

  it('takes a departing account off its team before anything else, and a run that failed resumes with the same scope', async () => {
    const company = await seedCompany();
    const jobId = await activeJob(company);
    const ctx = ctxFor(company);
    // The run fails at its first sweep of applications, after the tombstone.
    let failed = false;
    const failing = new Proxy(ctx.docs, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (prop !== 'query' || typeof value !== 'function')
          return typeof value === 'function' ? value.bind(target) : value;
        return (spec: { collection: string }) => {
          if (!failed && spec.collection === 'applications') {
            failed = true;
            return Promise.reject(new Error('The disk is full.'));
          }
          return value.call(target, spec);
        };
      },
    });
    await expect(
      findTrustedOperation('delete-account')!({ ...ctx, docs: failing }, { confirm: 'DELETE' }),
    ).rejects.toThrow('The disk is full.');
    expect((await docs().get(`deletedAccounts/${company}`)).exists).toBe(true);
    expect((await docs().get(`companyMembers/${company}`)).exists).toBe(false);
    expect((await docs().get(`companies/${company}`)).exists).toBe(true);
    // Its membership is gone, but the run resumes as the deletion of the company's last member.
    expect(await deleteAccountOf(company)).toMatchObject({ role: 'company', jobsClosed: 1 });
    expect((await docs().get(`companies/${company}`)).exists).toBe(false);
    expect((await docs().get(`jobs/${jobId}`)).data).toMatchObject({ status: 'closed' });
  });

  it("emails a company's notice to every member at their own address, as each member's own settings allow", async () => {
    const company = await seedCompany();
    const wantsMail = await recruiterOf(company);
    const appOnly = await recruiterOf(company);
    const removed = await recruiterOf(company);
    await call('company-member-remove', company, { uid: removed });
    await docs().set(`notificationSettings/${appOnly}`, { applications: 'app' });
    mails.length = 0;
    const notice = {
      userId: company,
      kind: 'new-applicant' as const,
      title: 'New applicant',
      body: 'Tal applied to Analyst.',
      link: '/company/applicants',
    };
    expect(await notify(ctxFor(company), notice)).toMatchObject({ created: true, emailed: true });
    expect(mails.map((m) => m.to).sort()).toEqual([emailOf(company), emailOf(wantsMail)].sort());
    // One notification for the company's bell, not one per member.
    const bell = await docs().query({
      collection: 'notifications',
      where: [{ field: 'userId', op: '==', value: company }],
    });
    expect(bell).toHaveLength(1);

    // The founding account turning the kind off stops its own email only.
    await docs().set(`notificationSettings/${company}`, { applications: 'off' });
    mails.length = 0;
    expect(await notify(ctxFor(company), notice)).toMatchObject({ created: true, emailed: true });
    expect(mails.map((m) => m.to)).toEqual([emailOf(wantsMail)]);
  });

  it('sends the hourly message digest to each member who wants messages by email', async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const quiet = await recruiterOf(company);
    await docs().set(`notificationSettings/${quiet}`, { messages: 'app' });
    await docs().set(`inboxes/${company}`, { unreadNotifications: 2, digestDueAt: new Date(Date.now() - 60_000) });
    mails.length = 0;
    await sendMessageDigests(ctxFor(company));
    const team = [emailOf(company), emailOf(recruiter), emailOf(quiet)];
    const digests = mails.filter((m) => m.subject === 'You have new messages' && team.includes(m.to)).map((m) => m.to);
    expect(digests.sort()).toEqual([emailOf(company), emailOf(recruiter)].sort());
  });

  it("lets a recruiter RSVP and report for its company: the RSVP and the report are the company's", async () => {
    const company = await seedCompany();
    const recruiter = await recruiterOf(company);
    const eventId = await companyEvent();
    expect(await call('rsvp-event', recruiter, { eventId, name: 'Team Co', joinWaitingList: false })).toEqual({
      status: 'going',
    });
    // One seat for the company, naming the member who took it.
    expect((await docs().get(`events/${eventId}/rsvps/${company}`)).data).toMatchObject({
      status: 'going',
      name: 'Team Co',
      memberUid: recruiter,
      memberName: 'Rae Recruiter',
      email: emailOf(recruiter),
    });
    expect((await docs().get(`events/${eventId}/rsvps/${recruiter}`)).exists).toBe(false);
    expect(await call('rsvp-event', company, { eventId, name: 'Team Co', joinWaitingList: false })).toEqual({
      status: 'going',
    });
    expect((await docs().get(`events/${eventId}`)).data).toMatchObject({ goingCount: 1 });
    // Anyone on the team cancels the company's seat.
    await call('cancel-rsvp', company, { eventId });
    expect((await docs().get(`events/${eventId}`)).data).toMatchObject({ goingCount: 0 });

    const { talent, id } = await openConversation(company);
    const { reportId } = await call<{ reportId: string }>('conversation-report', recruiter, {
      conversationId: id,
      reason: 'spam',
    });
    expect((await docs().get(`reports/${reportId}`)).data).toMatchObject({ reporter: company, reported: talent });
    await call('company-member-remove', company, { uid: recruiter });
    await expect(
      call('rsvp-event', recruiter, { eventId, name: 'Team Co', joinWaitingList: false }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
}
