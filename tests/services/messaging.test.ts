/**
 * Messaging end to end on the local backend over HTTP: real accounts, the access policy, the declared
 * indexes and the trusted routes. Who may write to whom, requests and their quota, blocks, reports, "Seen",
 * unread counts and the notifications and emails each event sends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRUSTED_OPERATIONS } from '@/server/trusted/registry';
import { applyToJob } from '@/services/applications/applications';
import { EMPTY_INBOX, subscribeInboxCounts, type Inbox } from '@/services/messaging/inbox-counts';
import {
  listOlderMessages,
  reportConversation,
  sendMessage,
  subscribeConversation,
  subscribeInbox,
  subscribeLatestMessages,
  updateConversation,
  type Conversation,
  type InboxPage,
  type ThreadPage,
} from '@/services/messaging/messages';
import { findAccountByEmail, listReports, resolveReport } from '@/services/backoffice/messages';
import { listNotifications, markNotificationsRead } from '@/services/messaging/notifications';
import { saveNotificationSettings } from '@/services/account/notification-settings';
import { applicationId } from '@/services/schemas/application';
import { MESSAGING_LIMITS, conversationId } from '@/services/schemas/messaging';
import { companyWithJob, moveTo, signUpCompany, signUpTalent } from './job-fixtures';
import {
  enrolSecondFactor,
  firstEvent,
  putDoc,
  rawDoc,
  signInActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
  verifyActorEmail,
  waitForEvent,
} from './service-env';
import type { Job } from '@/services/jobs/jobs';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: LocalServer;
let company: Actor;
let job: Job;
let applicant: Actor;
let admin: Actor;

const inboxOf = async (actor: Actor) =>
  (await firstEvent<Inbox>((onData) => subscribeInboxCounts(actor.use().uid, onData))).data ?? EMPTY_INBOX;
const conversation = async (actor: Actor, id: string) =>
  (await firstEvent<Conversation | null>((onData, onError) => subscribeConversation(id, onData, onError))).data;
const mails = async (to: string) => (await server.engine.auth.listMail()).filter((m) => m.to === to);
const setAvailability = (talent: Actor, availability: boolean) =>
  server.engine.serverDocuments.update(`students/${talent.uid}`, { availability });

beforeAll(async () => {
  server = await startServer();
  ({ company, job } = await companyWithJob(server, { title: 'React Developer' }));
  applicant = await signUpTalent(server, 'Ada Applicant', { phone: '+234 800 111 2222' });
  await verifyActorEmail(server, applicant);
  await applyToJob({ jobId: job.id });
  const user = await server.engine.auth.createUser({
    email: 'root@messages.test',
    password: 'password-123',
    emailVerified: true,
  });
  await putDoc(server, `admin/${user.uid}`, {
    id: user.uid,
    email: 'root@messages.test',
    name: 'Root',
    timestamp: new Date(),
  });
  admin = await signInActor(server, 'root@messages.test', 'password-123');
  await enrolSecondFactor(server, admin);
});

afterAll(async () => {
  await stopServer(server);
});

describe('a company and its applicant', () => {
  it('applying notifies the company once (new applicant), and a stage change notifies the talent', async () => {
    company.use();
    const page = await listNotifications(company.uid);
    expect(page.items.filter((n) => n.kind === 'new-applicant')).toEqual([
      expect.objectContaining({
        title: 'New applicant for React Developer',
        read: false,
        link: `/company/jobs/${job.id}`,
      }),
    ]);
    expect((await inboxOf(company)).unreadNotifications).toBe(1);
    company.use();
    await moveTo(applicationId(job.id, applicant.uid), 'shortlisted');
    applicant.use();
    const mine = await listNotifications(applicant.uid);
    expect(mine.items[0]).toMatchObject({
      kind: 'stage-changed',
      body: 'Your application for React Developer moved to "Shortlisted".',
    });
  });

  it('applying again tells the company nothing new; no operation announces an application after the fact', async () => {
    applicant.use();
    await applyToJob({ jobId: job.id });
    company.use();
    expect((await listNotifications(company.uid)).items.filter((n) => n.kind === 'new-applicant')).toHaveLength(1);
    const untyped = applicant.backend.callTrusted as unknown as (name: string, input: unknown) => Promise<unknown>;
    await expect(
      untyped('application-notify', { applicationId: applicationId(job.id, applicant.uid), event: 'applied' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('the company writes; the talent sees the conversation, the message and the unread badge live; replies; Seen', async () => {
    applicant.use();
    const id = conversationId(company.uid, applicant.uid);
    const inbox = waitForEvent<InboxPage>(
      (onData, onError) => subscribeInbox(applicant.uid, 'all', onData, onError),
      (p) => p.items.length === 1,
    );
    await inbox.first;
    company.use();
    const sent = await sendMessage({ to: applicant.uid, text: 'Hello Ada, see https://example.com/brief' });
    expect(sent.conversationId).toBe(id);
    const page = await inbox.done;
    expect(page.items[0]).toMatchObject({
      status: 'open',
      job: { id: job.id, title: 'React Developer' },
      unread: { [applicant.uid]: 1 },
    });
    expect(page.items[0].lastMessage?.text).toBe('Hello Ada, see https://example.com/brief');
    expect((await inboxOf(applicant)).unreadConversations).toBe(1);
    // Contact details come with the application.
    expect(page.items[0].contact).toEqual({ email: applicant.email, phone: '+234 800 111 2222' });

    applicant.use();
    const thread = waitForEvent<ThreadPage>(
      (onData, onError) => subscribeLatestMessages(id, onData, onError),
      (p) => p.messages.length === 2,
    );
    await thread.first;
    await updateConversation(id, 'seen');
    expect((await inboxOf(applicant)).unreadConversations).toBe(0);
    company.use();
    expect((await conversation(company, id))?.seenAt[applicant.uid]).toEqual(expect.any(Number));
    applicant.use();
    await sendMessage({ to: company.uid, text: 'Thanks! Happy to talk.' });
    const both = await thread.done;
    expect(both.messages.map((m) => m.text)).toEqual([
      'Hello Ada, see https://example.com/brief',
      'Thanks! Happy to talk.',
    ]);
    expect((await inboxOf(company)).unreadConversations).toBe(1);
    company.use();
    const notes = await listNotifications(company.uid);
    expect(notes.items[0]).toMatchObject({
      kind: 'message',
      title: 'New message from Ada Applicant',
      link: `/company/messages?c=${id}`,
    });
  });

  it('emails message notifications at most once an hour, and never to whom wants messages in the app only', async () => {
    // The company got "You have new messages" once above; more messages this hour send no more email.
    const before = (await mails(company.email)).filter((m) => m.subject === 'You have new messages').length;
    expect(before).toBe(1);
    applicant.use();
    await sendMessage({ to: company.uid, text: 'One more thing.' });
    expect((await mails(company.email)).filter((m) => m.subject === 'You have new messages')).toHaveLength(1);
    company.use();
    await saveNotificationSettings(company.uid, { messages: 'app' });
    applicant.use();
    await server.engine.serverDocuments.update(`inboxes/${company.uid}`, { lastDigestAt: new Date(0) });
    await sendMessage({ to: company.uid, text: 'And another.' });
    expect((await mails(company.email)).filter((m) => m.subject === 'You have new messages')).toHaveLength(1);
  });

  it('loads older messages with a cursor when the thread has more than a page', async () => {
    const { company: busy, job: busyJob } = await companyWithJob(server, { title: 'Busy Job' }, 'Busy Co');
    const talent = await signUpTalent(server, 'Chatty');
    await applyToJob({ jobId: busyJob.id });
    busy.use();
    for (let i = 0; i < MESSAGING_LIMITS.threadPage + 2; i++)
      await sendMessage({ to: talent.uid, text: `message ${i}` });
    const id = conversationId(busy.uid, talent.uid);
    talent.use();
    const latest = (await firstEvent<ThreadPage>((onData, onError) => subscribeLatestMessages(id, onData, onError)))
      .data!;
    expect(latest.messages).toHaveLength(MESSAGING_LIMITS.threadPage);
    expect(latest.messages.at(-1)?.text).toBe(`message ${MESSAGING_LIMITS.threadPage + 1}`);
    const older = await listOlderMessages(id, latest.olderCursor!);
    expect(older.messages.map((m) => m.text)).toEqual(['message 0', 'message 1']);
    expect(older.olderCursor).toBeNull();
  });
});

describe('message requests', () => {
  it('a company may write once to a talent open to offers; no contact details until the talent accepts', async () => {
    const open = await signUpTalent(server, 'Open Olu', { phone: '+1 555 0100' });
    await setAvailability(open, true);
    company.use();
    const { conversationId: id } = await sendMessage({
      to: open.uid,
      text: 'Would you consider a React role?',
      jobId: job.id,
    });
    let conv = await conversation(company, id);
    expect(conv).toMatchObject({ status: 'request', requestedBy: company.uid, job: { id: job.id } });
    expect(conv?.contact).toBeUndefined();
    await expect(sendMessage({ to: open.uid, text: 'Hello?' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Wait until Open Olu accepts your message request.',
    });
    open.use();
    const requests = await firstEvent<InboxPage>((onData, onError) =>
      subscribeInbox(open.uid, 'requests', onData, onError),
    );
    expect(requests.data?.items.map((c) => c.id)).toEqual([id]);
    expect((await listNotifications(open.uid)).items[0]).toMatchObject({
      kind: 'message-request',
      title: `Message request from Acme Studio`,
    });
    await verifyActorEmail(server, open);
    await expect(updateConversation(id, 'accept')).resolves.toBeUndefined();
    company.use();
    conv = await conversation(company, id);
    expect(conv).toMatchObject({ status: 'open', contact: { email: open.email, phone: '+1 555 0100' } });
    await expect(sendMessage({ to: open.uid, text: 'Great, thanks!' })).resolves.toMatchObject({ conversationId: id });
  });

  it('a talent whose email is not verified accepts a request without handing that email over', async () => {
    const talent = await signUpTalent(server, 'Unproven Una', { phone: '+1 555 0199' });
    await setAvailability(talent, true);
    company.use();
    const { conversationId: id } = await sendMessage({ to: talent.uid, text: 'A role for you?' });
    talent.use();
    await updateConversation(id, 'accept');
    company.use();
    const conv = await conversation(company, id);
    expect(conv).toMatchObject({ status: 'open' });
    expect(conv?.contact).toBeUndefined();
    expect(JSON.stringify(await rawDoc(server, `conversations/${id}`))).not.toContain(talent.email);
  });

  it('a declined request stays closed to the company; the requester cannot accept its own request', async () => {
    const talent = await signUpTalent(server, 'Busy Bea');
    await setAvailability(talent, true);
    company.use();
    const { conversationId: id } = await sendMessage({ to: talent.uid, text: 'Hi Bea' });
    await expect(updateConversation(id, 'accept')).rejects.toMatchObject({ code: 'failed-precondition' });
    talent.use();
    await updateConversation(id, 'decline');
    company.use();
    await expect(sendMessage({ to: talent.uid, text: 'Please?' })).rejects.toMatchObject({
      message: 'Busy Bea declined your message request.',
    });
  });

  it('a talent who applies after a request opens the conversation as an applicant does', async () => {
    const talent = await signUpTalent(server, 'Later Lia');
    await setAvailability(talent, true);
    company.use();
    const { conversationId: id } = await sendMessage({ to: talent.uid, text: 'Interested?' });
    talent.use();
    await verifyActorEmail(server, talent);
    await applyToJob({ jobId: job.id });
    company.use();
    await expect(sendMessage({ to: talent.uid, text: 'Thanks for applying!' })).resolves.toMatchObject({
      conversationId: id,
    });
    expect(await conversation(company, id)).toMatchObject({ status: 'open', contact: { email: talent.email } });
  });

  it('an applicant whose email is not verified opens the conversation without handing that email over', async () => {
    const talent = await signUpTalent(server, 'Unverified Uma');
    await applyToJob({ jobId: job.id });
    company.use();
    const { conversationId: id } = await sendMessage({ to: talent.uid, text: 'Thanks for applying!' });
    const conv = await conversation(company, id);
    expect(conv).toMatchObject({ status: 'open' });
    expect(conv?.contact).toBeUndefined();
    expect(JSON.stringify(await rawDoc(server, `conversations/${id}`))).not.toContain(talent.email);
  });

  it('refuses a talent who is not open to offers, talents writing to talents, and talents writing to companies they never applied to', async () => {
    const closed = await signUpTalent(server, 'Closed Cleo');
    await setAvailability(closed, false);
    company.use();
    await expect(sendMessage({ to: closed.uid, text: 'Hi' })).rejects.toMatchObject({ code: 'permission-denied' });
    closed.use();
    await expect(sendMessage({ to: applicant.uid, text: 'Hi' })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Talents cannot message other talents.',
    });
    await expect(sendMessage({ to: company.uid, text: 'Hi' })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'You can message a company after applying to one of its jobs.',
    });
    // A talent may write to a company it applied to (the applicant wrote above); nobody reads a conversation it is not in.
    const peek = await firstEvent<Conversation | null>((onData, onError) =>
      subscribeConversation(conversationId(company.uid, applicant.uid), onData, onError),
    );
    expect(peek.error).toMatchObject({ code: 'permission-denied' });
  });

  it('stops a company at 20 requests in seven days', async () => {
    const spammer = await signUpCompany(server, 'Spam Co');
    const week = Date.now() - 60_000;
    for (let i = 0; i < MESSAGING_LIMITS.requestsPerWeek; i++) {
      await putDoc(server, `conversations/${spammer.uid}_fake${i}`, {
        id: `${spammer.uid}_fake${i}`,
        participants: [spammer.uid, `fake${i}`],
        status: 'request',
        requestedBy: spammer.uid,
        requestedAt: new Date(week),
        updatedAt: new Date(week),
        blockedBy: [],
      });
    }
    const talent = await signUpTalent(server, 'Target');
    await setAvailability(talent, true);
    spammer.use();
    await expect(sendMessage({ to: talent.uid, text: 'Hi' })).rejects.toMatchObject({ code: 'resource-exhausted' });
    // Older than a week no longer counts.
    await server.engine.serverDocuments.update(`conversations/${spammer.uid}_fake0`, {
      requestedAt: new Date(Date.now() - 8 * 24 * 3_600_000),
    });
    await expect(sendMessage({ to: talent.uid, text: 'Hi' })).resolves.toBeDefined();
  });
});

describe('blocks, reports and administrators', () => {
  it('a block by either side stops messages both ways until lifted', async () => {
    const id = conversationId(company.uid, applicant.uid);
    applicant.use();
    await updateConversation(id, 'block');
    await expect(sendMessage({ to: company.uid, text: 'x' })).rejects.toMatchObject({ code: 'failed-precondition' });
    company.use();
    await expect(sendMessage({ to: applicant.uid, text: 'x' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This conversation is blocked; no messages can be sent either way.',
    });
    expect((await conversation(company, id))?.blockedBy).toEqual([applicant.uid]);
    applicant.use();
    await updateConversation(id, 'unblock');
    company.use();
    await expect(sendMessage({ to: applicant.uid, text: 'Back again' })).resolves.toBeDefined();
  });

  it('nobody outside a conversation may block, mark seen, accept or report it', async () => {
    const id = conversationId(company.uid, applicant.uid);
    const outsider = await signUpCompany(server, 'Outsider Co');
    outsider.use();
    for (const action of ['block', 'seen', 'accept'] as const) {
      await expect(updateConversation(id, action)).rejects.toMatchObject({ code: 'not-found' });
    }
    await expect(reportConversation(id, 'spam')).rejects.toMatchObject({ code: 'not-found' });
    expect((await rawDoc(server, `conversations/${id}`))?.blockedBy).toEqual([]);
  });

  it('a report reaches the back office with the messages; acting on it pauses the reported party', async () => {
    const id = conversationId(company.uid, applicant.uid);
    applicant.use();
    await reportConversation(id, 'Asked me to pay a fee');
    await expect(
      company.backend.callTrusted('report-resolve', { reportId: 'x', action: 'dismiss' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    admin.use();
    const reports = await admin.backend.docs.query({
      collection: 'reports',
      where: [{ field: 'status', op: '==', value: 'open' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 5,
    });
    expect(reports[0].data).toMatchObject({
      reporter: applicant.uid,
      reported: company.uid,
      reason: 'Asked me to pay a fee',
    });
    expect((reports[0].data?.messages as unknown[]).length).toBeGreaterThan(1);
    await admin.backend.callTrusted('report-resolve', { reportId: reports[0].id, action: 'block' });
    company.use();
    await expect(sendMessage({ to: applicant.uid, text: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'An administrator has paused your messaging after a report.',
    });
    expect(await rawDoc(server, `reports/${reports[0].id}`)).toMatchObject({ status: 'actioned' });
    // The pause can be lifted, from the same report, by an administrator only.
    admin.use();
    expect((await listReports('actioned')).items.map((r) => r.id)).toContain(reports[0].id);
    await expect(
      company.backend.callTrusted('report-resolve', { reportId: reports[0].id, action: 'lift' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await resolveReport(reports[0].id, 'lift');
    company.use();
    await expect(sendMessage({ to: applicant.uid, text: 'Sorry about that.' })).resolves.toBeDefined();
    admin.use();
    await expect(resolveReport(reports[0].id, 'lift')).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('an administrator may write to anyone (found by email); nobody starts a conversation with an administrator', async () => {
    const talent = await signUpTalent(server, 'Anyone');
    company.use();
    await expect(findAccountByEmail(talent.email)).rejects.toMatchObject({ code: 'permission-denied' });
    admin.use();
    expect(await findAccountByEmail(talent.email.toUpperCase())).toEqual({
      uid: talent.uid,
      name: 'Anyone',
      role: 'talent',
    });
    expect(await findAccountByEmail(company.email)).toEqual({ uid: company.uid, name: 'Acme Studio', role: 'company' });
    expect(await findAccountByEmail('nobody@nowhere.test')).toBeNull();
    await expect(sendMessage({ to: talent.uid, text: 'Welcome aboard' })).resolves.toBeDefined();
    talent.use();
    await expect(sendMessage({ to: admin.uid, text: 'Thanks' })).resolves.toBeDefined();
    const other = await signUpTalent(server, 'Other');
    other.use();
    await expect(sendMessage({ to: admin.uid, text: 'Hello admin' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the trusted routes', () => {
  it('registers every messaging operation by the name the services call', () => {
    expect(Object.keys(TRUSTED_OPERATIONS)).toEqual(
      expect.arrayContaining([
        'message-send',
        'conversation-update',
        'conversation-report',
        'report-resolve',
        'notifications-read',
        'announcement-create',
        'announcement-send',
      ]),
    );
  });
});

describe('notifications', () => {
  it('marks one, then all, read; the unread count follows', async () => {
    applicant.use();
    const page = await listNotifications(applicant.uid);
    const unread = page.items.filter((n) => !n.read);
    expect(unread.length).toBeGreaterThan(1);
    const left = await markNotificationsRead([unread[0].id]);
    expect(left).toBe(unread.length - 1);
    expect((await inboxOf(applicant)).unreadNotifications).toBe(left);
    // Another user's notification id changes nothing.
    company.use();
    const theirs = (await listNotifications(company.uid)).items[0];
    applicant.use();
    await markNotificationsRead([theirs.id]);
    expect((await rawDoc(server, `notifications/${theirs.id}`))?.read).toBe(theirs.read);
    expect(await markNotificationsRead('all')).toBe(0);
  });

  it('an announcement reaches every talent in batches, in the app and by email as their settings allow', async () => {
    admin.use();
    const created = await admin.backend.callTrusted('announcement-create', {
      audience: 'talents',
      title: 'Career fair',
      body: 'Join us on Friday.',
    });
    expect(created.total).toBeGreaterThan(5);
    let progress: { done: boolean; recipients: number } = { done: false, recipients: 0 };
    while (!progress.done)
      progress = await admin.backend.callTrusted('announcement-send', { announcementId: created.id });
    expect(progress.recipients).toBe(created.total);
    applicant.use();
    expect((await listNotifications(applicant.uid)).items[0]).toMatchObject({
      kind: 'announcement',
      title: 'Career fair',
    });
    expect((await mails(applicant.email)).some((m) => m.subject === 'Career fair')).toBe(true);
    await expect(
      company.backend.callTrusted('announcement-create', { audience: 'talents', title: 'x', body: 'y' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
