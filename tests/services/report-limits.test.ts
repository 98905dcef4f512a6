/**
 * Conversation reports over the local backend's HTTP surface: one open report per reporter and conversation
 * (a repeat, or two at once, answers with the same report and writes no second record), a new report once an
 * administrator closed the last one, and a daily limit per reporter. The same on admin Firestore:
 * tests/backend/report-limits-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyToJob } from '@/services/applications/applications';
import { reportConversation, sendMessage } from '@/services/messaging/messages';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging';
import { companyWithJob, signUpTalent } from './job-fixtures';
import {
  enrolSecondFactor,
  putDoc,
  rawDoc,
  signInActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  const user = await server.engine.auth.createUser({
    email: 'root@reports.test',
    password: 'password-123',
    emailVerified: true,
  });
  await putDoc(server, `admin/${user.uid}`, {
    id: user.uid,
    email: 'root@reports.test',
    name: 'Root',
    timestamp: new Date(),
  });
  admin = await signInActor(server, 'root@reports.test', 'password-123');
  await enrolSecondFactor(server, admin);
});
afterAll(async () => {
  await stopServer(server);
});

/** A company and a talent who applied to its job, with a conversation the company opened. */
async function conversationBetween(name: string): Promise<{ talent: Actor; conversationId: string }> {
  const { company, job } = await companyWithJob(server, { title: 'React Developer' }, `${name} Co`);
  const talent = await signUpTalent(server, `${name} Talent`);
  await applyToJob({ jobId: job.id });
  company.use();
  const { conversationId } = await sendMessage({ to: talent.uid, text: 'Please pay a fee first.' });
  return { talent, conversationId };
}

const reportsBy = async (uid: string) =>
  (
    await server.engine.serverDocuments.query({
      collection: 'reports',
      where: [{ field: 'reporter', op: '==', value: uid }],
    })
  ).map((s) => s.data!);

describe('conversation reports', () => {
  it('one open report per reporter and conversation, even when sent twice at once; a new one after it is closed', async () => {
    const { talent, conversationId } = await conversationBetween('Twice');
    talent.use();
    const [first, second] = await Promise.all([
      talent.backend.callTrusted('conversation-report', { conversationId, reason: 'Asked for a fee' }),
      talent.backend.callTrusted('conversation-report', { conversationId, reason: 'Asked for a fee' }),
    ]);
    expect(second.reportId).toBe(first.reportId);
    const third = await talent.backend.callTrusted('conversation-report', { conversationId, reason: 'Again' });
    expect(third.reportId).toBe(first.reportId);
    expect(await reportsBy(talent.uid)).toHaveLength(1);
    expect(await rawDoc(server, `reports/${first.reportId}`)).toMatchObject({
      status: 'open',
      reason: 'Asked for a fee',
    });

    await admin.backend.callTrusted('report-resolve', { reportId: first.reportId, action: 'dismiss' });
    talent.use();
    await reportConversation(conversationId, 'It happened again');
    const reports = await reportsBy(talent.uid);
    expect(reports.map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
  });

  it(`refuses more than ${MESSAGING_LIMITS.reportsPerDay} new reports a day per reporter, writing nothing`, async () => {
    const { talent, conversationId } = await conversationBetween('Busy');
    for (let i = 0; i < MESSAGING_LIMITS.reportsPerDay; i++) {
      await putDoc(server, `reports/earlier-${talent.uid}-${i}`, {
        reporter: talent.uid,
        conversationId: `other-${i}`,
        status: 'dismissed',
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
    talent.use();
    await expect(reportConversation(conversationId, 'Spam')).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect((await reportsBy(talent.uid)).filter((r) => r.conversationId === conversationId)).toEqual([]);
    // A day later the earlier ones no longer count.
    for (let i = 0; i < MESSAGING_LIMITS.reportsPerDay; i++) {
      await server.engine.serverDocuments.update(`reports/earlier-${talent.uid}-${i}`, {
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      });
    }
    await expect(reportConversation(conversationId, 'Spam')).resolves.toBeUndefined();
  });
});
