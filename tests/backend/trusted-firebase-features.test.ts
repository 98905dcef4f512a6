/**
 * The trusted operations of messaging, assessments and the back office in Firebase
 * mode: the same journeys their local-engine tests walk, here over firebase-admin (`adminDocuments`) against the
 * Firestore emulator, so dotted update keys (`unread.<uid>`, `answers.<id>`), merge sets with `increment`, count
 * queries, `deleteField` and batches are checked where the Admin SDK, not the local engine, interprets them.
 * Suspension also needs the Auth emulator. Each suite says in one line when it cannot run.
 */
import { adminDashboard } from '@/server/trusted/admin-dashboard';
import { announcementCreate, announcementSend } from '@/server/trusted/announcements';
import { assessmentQuestionSave, assessmentSetStatus } from '@/server/trusted/assessment-admin';
import {
  assessmentAnswer,
  assessmentFocusLoss,
  assessmentShowScore,
  assessmentStart,
  assessmentSubmit,
} from '@/server/trusted/assessment-attempts';
import { conversationReport, reportResolve } from '@/server/trusted/conversation-report';
import { conversationUpdate } from '@/server/trusted/conversation-update';
import { declineCompany, verifyCompany } from '@/server/trusted/company-review';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { messageSend } from '@/server/trusted/message-send';
import { applicationApply } from '@/server/trusted/application-apply';
import { notificationsRead } from '@/server/trusted/notification-ops';
import { revokeSkill } from '@/server/trusted/revoke-skill';
import { restoreAccount, suspendAccount } from '@/server/trusted/suspension';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { emulatorBackend, disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
/** Unique per test; no `_` (conversation ids join two uids with it) and no `.` (field paths). */
const uid = (prefix: string) => `${prefix}${RUN}n${++seq}`;

const withFirestore = requireEmulator(
  'trusted feature operations on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);
const withBoth =
  withFirestore &&
  requireEmulator(
    'suspension on the Auth emulator',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run under node scripts/with-auth-emulator.mjs',
  );

afterAll(async () => {
  await disposeEmulatorBackends();
});

const docs = () => adminDocuments(getAdminFirestore());

/** Firebase-mode services (mail into the `mail` collection); sign-in accounts are stubbed unless a suite passes its own. */
function ctxFor(caller: string, overrides: Partial<TrustedServices> = {}): TrustedContext {
  return {
    ...firebaseTrustedServices(),
    deleteUser: async () => undefined,
    deleteFiles: async () => 0,
    copyFile: async () => null,
    listFiles: async () => [],
    readFile: async () => null,
    saveFile: async () => undefined,
    listAccounts: async () => ({ accounts: [], next: null }),
    setUserDisabled: async () => undefined,
    accountEmailVerified: async () => true,
    ...overrides,
    caller: { uid: caller, email: `${caller}@features.test`, authTime: Date.now(), secondFactor: 'totp' },
  };
}

const data = async (path: string) => (await docs().get(path)).data;
const mailsTo = (to: string) => docs().count({ collection: 'mail', where: [{ field: 'to', op: '==', value: to }] });
const notificationsOf = (userId: string) =>
  docs().query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: userId }] });

async function seedTalent(id: string, extra: Record<string, unknown> = {}) {
  const talentDoc = {
    id,
    name: `Talent ${id}`,
    email: `${id}@features.test`,
    availability: true,
    skills: [{ skill: 'TypeScript' }],
    timestamp: new Date(),
    ...extra,
  };
  await docs().set(`students/${id}`, talentDoc);
  await docs().set(`talentCards/${id}`, {
    id,
    name: talentDoc.name,
    skills: talentDoc.skills,
    availability: talentDoc.availability,
  });
}
const seedCompany = async (id: string, extra: Record<string, unknown> = {}) => {
  await docs().set(`companies/${id}`, {
    id,
    name: `Company ${id}`,
    email: `${id}@features.test`,
    verification: 'pending',
    timestamp: new Date(),
    ...extra,
  });
  // Its founding owner, as the sign-up writes it: who acts for a company is its member document.
  await docs().set(`companyMembers/${id}`, founderMemberDoc(id, `Company ${id}`, `${id}@features.test`, new Date()));
};
const seedAdmin = (id: string) => docs().set(`admin/${id}`, { id, name: 'Ada Admin', email: `${id}@features.test` });

describe.skipIf(!withFirestore)('messaging and notifications on admin Firestore', () => {
  it('a company messages its applicant: conversation, message, unread counts, notification; seen and a reply settle the counts', async () => {
    const company = uid('co');
    const talent = uid('ta');
    const jobId = uid('job');
    await seedCompany(company, { verification: 'verified' });
    await seedTalent(talent, { availability: false, profile: { phone: '+100' } });
    await docs().set(`applications/${jobId}_${talent}`, {
      id: `${jobId}_${talent}`,
      jobId,
      talentId: talent,
      companyId: company,
      jobTitle: 'Engineer',
      companyName: 'Co',
      talentName: 'Tia',
      talentEmail: `${talent}@features.test`,
      stage: 'applied',
      history: [{ stage: 'applied', at: Date.now(), by: talent }],
      createdAt: new Date(),
    });

    const sent = (await messageSend(ctxFor(company), { to: talent, text: 'Hello, can we talk?', jobId })) as {
      conversationId: string;
      messageId: string;
    };
    expect(sent.conversationId).toBe([company, talent].sort().join('_'));
    const conv = await data(`conversations/${sent.conversationId}`);
    expect(conv).toMatchObject({
      status: 'open',
      participants: [company, talent].sort(),
      job: { id: jobId, title: 'Engineer' },
      unread: { [company]: 0, [talent]: 1 },
      lastMessage: { text: 'Hello, can we talk?', by: company },
      contact: { email: `${talent}@features.test` },
    });
    expect(await data(`conversations/${sent.conversationId}/messages/${sent.messageId}`)).toMatchObject({
      by: company,
      text: 'Hello, can we talk?',
    });
    expect(await data(`inboxes/${talent}`)).toMatchObject({ unreadConversations: 1, unreadNotifications: 1 });
    const [note] = await notificationsOf(talent);
    expect(note.data).toMatchObject({ kind: 'message', title: `New message from Company ${company}`, read: false });
    expect(await mailsTo(`${talent}@features.test`)).toBe(1);

    // A second message in the same thread: the unread count goes up, the inbox still counts one conversation.
    await messageSend(ctxFor(company), { to: talent, text: 'Are you there?' });
    expect((await data(`conversations/${sent.conversationId}`))!.unread).toEqual({ [company]: 0, [talent]: 2 });
    expect(await data(`inboxes/${talent}`)).toMatchObject({ unreadConversations: 1, unreadNotifications: 2 });
    // The hourly digest: no second email.
    expect(await mailsTo(`${talent}@features.test`)).toBe(1);

    await conversationUpdate(ctxFor(talent), { conversationId: sent.conversationId, action: 'seen' });
    const seen = await data(`conversations/${sent.conversationId}`);
    expect(seen!.unread).toEqual({ [company]: 0, [talent]: 0 });
    expect((seen!.seenAt as Record<string, unknown>)[talent]).toBeInstanceOf(Date);
    expect(Object.keys(seen!).some((k) => k.includes('.'))).toBe(false);
    expect((await data(`inboxes/${talent}`))!.unreadConversations).toBe(0);

    await messageSend(ctxFor(talent), { to: company, text: 'Yes!' });
    expect((await data(`conversations/${sent.conversationId}`))!.unread).toEqual({ [company]: 1, [talent]: 0 });
    expect((await data(`inboxes/${company}`))!.unreadConversations).toBe(1);

    expect(await notificationsRead(ctxFor(talent), { all: true })).toEqual({ unread: 0 });
    expect((await data(`inboxes/${talent}`))!.unreadNotifications).toBe(0);
    expect((await notificationsOf(talent)).every((n) => n.data!.read === true)).toBe(true);
  });

  it('a talent whose account email is not verified accepts a request without handing its contact over', async () => {
    const [company, talent] = [uid('co'), uid('ta')];
    await seedCompany(company, { verification: 'verified' });
    await seedTalent(talent, { profile: { phone: '+201' } });
    const sent = (await messageSend(ctxFor(company), { to: talent, text: 'A role for you?' })) as {
      conversationId: string;
    };
    const unverified = ctxFor(talent, { accountEmailVerified: async () => false });
    await conversationUpdate(unverified, { conversationId: sent.conversationId, action: 'accept' });
    const conv = await data(`conversations/${sent.conversationId}`);
    expect(conv).toMatchObject({ status: 'open' });
    expect(conv?.contact).toBeUndefined();
  });

  it('message requests: the 21st in a week is refused (count query); the talent accepts, blocks, and a report pauses the company', async () => {
    const company = uid('co');
    const talent = uid('ta');
    const admin = uid('ad');
    await seedCompany(company, { verification: 'verified' });
    await seedTalent(talent, { profile: { phone: '+200' } });
    await seedAdmin(admin);

    const sent = (await messageSend(ctxFor(company), { to: talent, text: 'Open to a role?' })) as {
      conversationId: string;
    };
    expect(await data(`conversations/${sent.conversationId}`)).toMatchObject({
      status: 'request',
      requestedBy: company,
    });
    expect((await notificationsOf(talent))[0].data).toMatchObject({ kind: 'message-request' });
    await expect(messageSend(ctxFor(company), { to: talent, text: 'Hello again?' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });

    await conversationUpdate(ctxFor(talent), { conversationId: sent.conversationId, action: 'accept' });
    expect(await data(`conversations/${sent.conversationId}`)).toMatchObject({
      status: 'open',
      contact: { email: `${talent}@features.test`, phone: '+200' },
    });
    expect((await notificationsOf(company))[0].data).toMatchObject({
      title: `Talent ${talent} accepted your message request`,
    });

    await conversationUpdate(ctxFor(talent), { conversationId: sent.conversationId, action: 'block' });
    expect((await data(`conversations/${sent.conversationId}`))!.blockedBy).toEqual([talent]);
    await expect(messageSend(ctxFor(company), { to: talent, text: 'Blocked?' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await conversationUpdate(ctxFor(talent), { conversationId: sent.conversationId, action: 'unblock' });
    expect((await data(`conversations/${sent.conversationId}`))!.blockedBy).toEqual([]);

    const { reportId } = (await conversationReport(ctxFor(talent), {
      conversationId: sent.conversationId,
      reason: 'Spam offers',
    })) as { reportId: string };
    expect(await data(`reports/${reportId}`)).toMatchObject({
      reporter: talent,
      reported: company,
      status: 'open',
      messages: [{ by: company, text: 'Open to a role?' }],
    });
    await reportResolve(ctxFor(admin), { reportId, action: 'block' });
    expect((await data(`inboxes/${company}`))!.messagingBlocked).toBe(true);
    await expect(messageSend(ctxFor(company), { to: talent, text: 'Hi' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await reportResolve(ctxFor(admin), { reportId, action: 'lift' });
    await expect(messageSend(ctxFor(company), { to: talent, text: 'Hi' })).resolves.toMatchObject({
      conversationId: sent.conversationId,
    });

    // The quota: 20 requests in the last seven days (seeded), so the next one is refused and nothing is written.
    const busy = uid('co');
    await seedCompany(busy, { verification: 'verified' });
    await docs().batch(
      Array.from({ length: 20 }, (_, i) => ({
        type: 'set' as const,
        path: `conversations/${busy}_q${i}${RUN}`,
        data: { requestedBy: busy, requestedAt: new Date(Date.now() - i * 3_600_000), status: 'request' },
      })),
    );
    const other = uid('ta');
    await seedTalent(other);
    await expect(messageSend(ctxFor(busy), { to: other, text: 'One more?' })).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect((await docs().get(`conversations/${[busy, other].sort().join('_')}`)).exists).toBe(false);
  });

  it('applying tells the company once; notifications-read by ids recounts; announcements reach every talent', async () => {
    const company = uid('co');
    const talent = uid('ta');
    const admin = uid('ad');
    const jobId = uid('job');
    await seedCompany(company, { verification: 'verified' });
    await seedTalent(talent);
    await seedAdmin(admin);
    await docs().set(`jobs/${jobId}`, {
      id: jobId,
      companyId: company,
      companyName: 'Co',
      title: 'Designer',
      status: 'active',
      applicantCount: 0,
    });
    const appId = `${jobId}_${talent}`;
    expect(await applicationApply(ctxFor(talent), { jobId })).toMatchObject({ id: appId, stage: 'applied' });
    // Applying again answers the same application and tells nobody again.
    expect(await applicationApply(ctxFor(talent), { jobId })).toMatchObject({ id: appId });
    expect((await data(`jobs/${jobId}`))!.applicantCount).toBe(1);
    expect((await data(`inboxes/${company}`))!.unreadNotifications).toBe(1);
    expect(await notificationsRead(ctxFor(company), { ids: [`applied_${appId}`] })).toEqual({ unread: 0 });
    expect(await data(`notifications/applied_${appId}`)).toMatchObject({ read: true, kind: 'new-applicant' });

    const talentCount = await docs().count({ collection: 'students' });
    const created = (await announcementCreate(ctxFor(admin), {
      audience: 'talents',
      title: 'Maintenance',
      body: 'Down on Sunday.',
    })) as { id: string; total: number };
    expect(created.total).toBe(talentCount);
    let progress = { done: false, recipients: 0 };
    for (let i = 0; i < 50 && !progress.done; i += 1)
      progress = (await announcementSend(ctxFor(admin), { announcementId: created.id })) as typeof progress;
    expect(progress).toMatchObject({ done: true, recipients: talentCount });
    expect(await data(`notifications/${created.id}_${talent}`)).toMatchObject({
      kind: 'announcement',
      title: 'Maintenance',
      read: false,
    });
    expect((await data(`inboxes/${talent}`))!.unreadNotifications).toBe(1);
  });
});

describe.skipIf(!withFirestore)('assessments on admin Firestore', () => {
  async function seedAssessment(admin: string, perAttempt: number) {
    const id = uid('as');
    await docs().set(`assessments/${id}`, {
      id,
      title: 'TypeScript basics',
      skill: 'TypeScript',
      skillLower: 'typescript',
      categories: [],
      description: '',
      durationMinutes: 20,
      passMark: 60,
      questionsPerAttempt: perAttempt,
      cooldownDays: 30,
      status: 'draft',
      questionCount: 0,
      activeQuestionCount: 0,
      stats: { attempts: 0, passed: 0, scoreSum: 0, averageScore: null },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    for (let i = 0; i < 2 * perAttempt; i += 1) {
      await assessmentQuestionSave(ctxFor(admin), {
        assessmentId: id,
        question: {
          text: `Question ${i}`,
          options: [`Right ${i}`, `Wrong a${i}`, `Wrong b${i}`],
          correct: [0],
          status: 'active',
        },
      });
    }
    await assessmentSetStatus(ctxFor(admin), { assessmentId: id, status: 'published' });
    return id;
  }

  it('a talent starts, answers and submits: graded attempt, verified skill on student and card, no key in the attempt', async () => {
    const admin = uid('ad');
    const talent = uid('ta');
    await seedAdmin(admin);
    await seedTalent(talent);
    const assessmentId = await seedAssessment(admin, 3);
    expect(await data(`assessments/${assessmentId}`)).toMatchObject({
      status: 'published',
      questionCount: 6,
      activeQuestionCount: 6,
    });

    await expect(assessmentStart(ctxFor(uid('co')), { assessmentId })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const { attemptId } = (await assessmentStart(ctxFor(talent), { assessmentId })) as { attemptId: string };
    expect(await assessmentStart(ctxFor(talent), { assessmentId })).toEqual({ attemptId, resumed: true });
    const attempt = (await data(`assessmentAttempts/${attemptId}`))!;
    expect(attempt).toMatchObject({ status: 'in-progress', talentId: talent, focusLosses: 0 });
    expect(attempt.deadline).toBeInstanceOf(Date);
    expect(JSON.stringify(attempt)).not.toMatch(/"correct"/);

    const questions = attempt.questions as { id: string; options: string[] }[];
    expect(questions).toHaveLength(3);
    // Two right, one wrong: 67% against a pass mark of 60.
    for (const [i, q] of questions.entries()) {
      const choice = q.options.findIndex((o) => (i < 2 ? o.startsWith('Right') : o.startsWith('Wrong')));
      await assessmentAnswer(ctxFor(talent), { attemptId, questionId: q.id, choice: [choice] });
    }
    const answered = (await data(`assessmentAttempts/${attemptId}`))!;
    expect(Object.keys(answered.answers as object).sort()).toEqual(questions.map((q) => q.id).sort());
    expect(Object.keys(answered).some((k) => k.includes('.'))).toBe(false);
    expect(await assessmentFocusLoss(ctxFor(talent), { attemptId })).toEqual({ focusLosses: 1 });
    expect((await data(`assessmentAttempts/${attemptId}`))!.focusLosses).toBe(1);

    const result = (await assessmentSubmit(ctxFor(talent), { attemptId })) as {
      score: number;
      passed: boolean;
      expiresAt: number;
    };
    expect(result).toMatchObject({ attemptId, score: 67, passed: true, retakeAt: null });
    const graded = (await data(`assessmentAttempts/${attemptId}`))!;
    expect(graded).toMatchObject({ status: 'submitted', score: 67, passed: true });
    expect(JSON.stringify(graded)).not.toMatch(/"correct"/);
    for (const path of [`students/${talent}`, `talentCards/${talent}`]) {
      const doc = (await data(path))!;
      expect(doc.skills).toEqual([{ skill: 'TypeScript', verified: true }]);
      expect(doc.verifiedSkills).toMatchObject({ typescript: { skill: 'TypeScript', assessmentId } });
      expect((doc.verifiedSkills as Record<string, unknown>).typescript).not.toHaveProperty('score');
    }
    expect((await data(`assessments/${assessmentId}`))!.stats).toMatchObject({ attempts: 1, passed: 1, scoreSum: 67 });
    expect(await data(`notifications/assessment-result-${attemptId}`)).toMatchObject({
      kind: 'assessment-result',
      title: 'You passed the TypeScript assessment',
    });
    // Submitting again grades nothing twice.
    await assessmentSubmit(ctxFor(talent), { attemptId });
    expect((await data(`assessments/${assessmentId}`))!.stats).toMatchObject({ attempts: 1 });
    await expect(assessmentStart(ctxFor(talent), { assessmentId })).rejects.toMatchObject({
      code: 'failed-precondition',
    });

    await assessmentShowScore(ctxFor(talent), { assessmentId, show: true });
    expect(((await data(`talentCards/${talent}`))!.verifiedSkills as Record<string, unknown>).typescript).toMatchObject(
      { score: 67 },
    );

    // The back office takes the skill back: unverified on both documents, with an audit entry.
    await revokeSkill(ctxFor(admin), { talentId: talent, skill: 'TypeScript', reason: 'Shared answers' });
    expect((await data(`students/${talent}`))!.skills).toEqual([{ skill: 'TypeScript', verified: false }]);
    expect((await data(`talentCards/${talent}`))!.skills).toEqual([{ skill: 'TypeScript', verified: false }]);
    expect(
      await docs().count({
        collection: 'auditLog',
        where: [
          { field: 'targetId', op: '==', value: talent },
          { field: 'action', op: '==', value: 'revoke-skill' },
        ],
      }),
    ).toBe(1);
  });

  it('a failed attempt sets the retake date and refuses a retake before it', async () => {
    const admin = uid('ad');
    const talent = uid('ta');
    await seedAdmin(admin);
    await seedTalent(talent);
    const assessmentId = await seedAssessment(admin, 1);
    const { attemptId } = (await assessmentStart(ctxFor(talent), { assessmentId })) as { attemptId: string };
    const result = (await assessmentSubmit(ctxFor(talent), { attemptId })) as { passed: boolean; retakeAt: number };
    expect(result).toMatchObject({ score: 0, passed: false });
    expect(result.retakeAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await data(`assessmentProgress/${talent}_${assessmentId}`))!.retakeAt).toBeInstanceOf(Date);
    await expect(assessmentStart(ctxFor(talent), { assessmentId })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect((await data(`students/${talent}`))!).not.toHaveProperty('verifiedSkills');
  });
});

describe.skipIf(!withFirestore)('back office on admin Firestore', () => {
  it('verifying a company puts its awaiting-review jobs live and badges them; declining another keeps its jobs waiting', async () => {
    const admin = uid('ad');
    const company = uid('co');
    const other = uid('co');
    await seedAdmin(admin);
    await seedCompany(company, { verificationReason: 'Missing website' });
    await seedCompany(other);
    const job = (id: string, companyId: string, status: string, at: number) =>
      docs().set(`jobs/${id}`, { id, companyId, title: id, status, category: 'engineering', createdAt: new Date(at) });
    const [waiting, closed, otherJob] = [uid('job'), uid('job'), uid('job')];
    await job(waiting, company, 'awaiting-review', 2000);
    await job(closed, company, 'closed', 1000);
    await job(otherJob, other, 'awaiting-review', 3000);

    await expect(verifyCompany(ctxFor(company), { companyId: company })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await verifyCompany(ctxFor(admin), { companyId: company })).toEqual({ published: 1 });
    const verified = (await data(`companies/${company}`))!;
    expect(verified.verification).toBe('verified');
    expect(verified).not.toHaveProperty('verificationReason');
    expect(await data(`jobs/${waiting}`)).toMatchObject({ status: 'active', companyVerified: true });
    expect(await data(`jobs/${closed}`)).toMatchObject({ status: 'closed', companyVerified: true });
    // Verifying again only finishes a run that stopped halfway: no second audit entry.
    expect(await verifyCompany(ctxFor(admin), { companyId: company })).toEqual({ published: 0 });

    await declineCompany(ctxFor(admin), { companyId: other, reason: 'No registration number' });
    // The reason is private: in the company's account record, not on the profile every signed-in user reads.
    expect(await data(`companies/${other}`)).toMatchObject({ verification: 'declined' });
    expect(await data(`companies/${other}`)).not.toHaveProperty('verificationReason');
    expect(await data(`companyAccounts/${other}`)).toMatchObject({ verificationReason: 'No registration number' });
    expect((await data(`jobs/${otherJob}`))!.status).toBe('awaiting-review');
    await expect(declineCompany(ctxFor(admin), { companyId: company, reason: 'Too late' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    const audit = await docs().query({ collection: 'auditLog', where: [{ field: 'actorId', op: '==', value: admin }] });
    expect(audit.map((a) => a.data!.action).sort()).toEqual(['decline-company', 'verify-company']);
  });

  it('admin-dashboard answers its figures from count queries', async () => {
    const admin = uid('ad');
    await seedAdmin(admin);
    await expect(adminDashboard(ctxFor(uid('ta')), {})).rejects.toMatchObject({ code: 'permission-denied' });
    type Dashboard = {
      figures: Record<string, number | null>;
      funnel: { stage: string; count: number }[];
      signups: { talents: number[] };
      attention: { overdueCount: number; pendingCount: number };
    };
    const before = (await adminDashboard(ctxFor(admin), {})) as Dashboard;

    await seedTalent(uid('ta'));
    await seedTalent(uid('ta'));
    await seedCompany(uid('co'), { verification: 'verified', responseStats: { medianMs: 3_600_000 } });
    await seedCompany(uid('co'));
    const jobId = uid('job');
    await docs().set(`jobs/${jobId}`, {
      id: jobId,
      companyId: 'x',
      title: 'Late',
      status: 'active',
      category: 'engineering',
      deadline: new Date(Date.now() - 86_400_000),
      createdAt: new Date(),
    });
    await docs().set(`applications/${uid('app')}`, {
      talentId: 'x',
      companyId: 'x',
      stage: 'interview',
      createdAt: new Date(),
    });

    const after = (await adminDashboard(ctxFor(admin), {})) as Dashboard;
    const delta = (key: string) => (after.figures[key] as number) - (before.figures[key] as number);
    expect(delta('talents')).toBe(2);
    expect(delta('companiesVerified')).toBe(1);
    expect(delta('companiesAwaitingReview')).toBe(1);
    expect(delta('activeJobs')).toBe(1);
    expect(delta('applicationsLast7Days')).toBe(1);
    expect(after.figures.medianReplyMs).not.toBeNull();
    expect(after.attention.overdueCount - before.attention.overdueCount).toBe(1);
    expect(after.attention.pendingCount).toBe(after.figures.companiesAwaitingReview);
    const interview = (d: Dashboard) => d.funnel.find((f) => f.stage === 'interview')!.count;
    expect(interview(after) - interview(before)).toBe(1);
    expect(after.signups.talents.at(-1)! - before.signups.talents.at(-1)!).toBe(2);
  });
});

describe.skipIf(!withBoth)('suspension on admin Firestore and the Auth emulator', () => {
  it('suspends a talent (no sign-in, card gone, applications withdrawn, told by email) and restores it', async () => {
    const admin = uid('ad');
    await seedAdmin(admin);
    const email = `susp-${RUN}@features.test`;
    const { uid: talent } = await getAdminAuth().createUser({ email, password: 'password-123' });
    await seedTalent(talent, { email, profile: { phone: '+300', city: 'Oslo' } });
    const open = `${uid('job')}_${talent}`;
    const done = `${uid('job')}_${talent}`;
    await docs().set(`applications/${open}`, {
      talentId: talent,
      companyId: 'c',
      stage: 'reviewing',
      history: [],
      createdAt: new Date(2000),
    });
    await docs().set(`applications/${done}`, {
      talentId: talent,
      companyId: 'c',
      stage: 'rejected',
      history: [],
      createdAt: new Date(1000),
    });
    const ctx = ctxFor(admin, { setUserDisabled: firebaseTrustedServices().setUserDisabled });

    await expect(suspendAccount(ctx, { targetType: 'talent', id: admin, reason: 'Self' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect(await suspendAccount(ctx, { targetType: 'talent', id: talent, reason: 'Fake profile' })).toEqual({
      closed: 1,
    });
    expect(await data(`students/${talent}`)).toMatchObject({ suspended: true, suspendedReason: 'Fake profile' });
    expect((await docs().get(`talentCards/${talent}`)).exists).toBe(false);
    expect(await data(`applications/${open}`)).toMatchObject({
      stage: 'withdrawn',
      history: [{ stage: 'withdrawn', by: admin }],
    });
    expect((await data(`applications/${done}`))!.stage).toBe('rejected');
    expect((await getAdminAuth().getUser(talent)).disabled).toBe(true);
    await expect(emulatorBackend().auth.signIn(email, 'password-123')).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    expect(await mailsTo(email)).toBe(1);
    await expect(suspendAccount(ctx, { targetType: 'talent', id: talent, reason: 'Again' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });

    await restoreAccount(ctx, { targetType: 'talent', id: talent });
    const talentDoc = (await data(`students/${talent}`))!;
    for (const key of ['suspended', 'suspendedReason', 'suspendedAt']) expect(talentDoc).not.toHaveProperty(key);
    const card = (await data(`talentCards/${talent}`))!;
    expect(card).toMatchObject({ id: talent, name: `Talent ${talent}` });
    expect(card.updatedAt).toBeInstanceOf(Date);
    expect(card).not.toHaveProperty('email');
    expect((await getAdminAuth().getUser(talent)).disabled).toBe(false);
    await expect(emulatorBackend().auth.signIn(email, 'password-123')).resolves.toMatchObject({ uid: talent });
    expect(
      await docs().count({ collection: 'auditLog', where: [{ field: 'targetId', op: '==', value: talent }] }),
    ).toBe(2);
  });

  it('suspends a company: its open and waiting jobs close', async () => {
    const admin = uid('ad');
    await seedAdmin(admin);
    const email = `suspco-${RUN}@features.test`;
    const { uid: company } = await getAdminAuth().createUser({ email, password: 'password-123' });
    await seedCompany(company, { email });
    const [a, b] = [uid('job'), uid('job')];
    await docs().set(`jobs/${a}`, { companyId: company, status: 'active', createdAt: new Date(1) });
    await docs().set(`jobs/${b}`, { companyId: company, status: 'awaiting-review', createdAt: new Date(2) });
    const ctx = ctxFor(admin, { setUserDisabled: firebaseTrustedServices().setUserDisabled });
    expect(await suspendAccount(ctx, { targetType: 'company', id: company, reason: 'Scam offers' })).toEqual({
      closed: 2,
    });
    expect((await data(`jobs/${a}`))!.status).toBe('closed');
    expect((await data(`jobs/${b}`))!.status).toBe('closed');
    await restoreAccount(ctx, { targetType: 'company', id: company, reason: 'Appeal accepted' });
    expect((await data(`companies/${company}`))!).not.toHaveProperty('suspended');
    expect((await data(`jobs/${a}`))!.status).toBe('closed');
  });
});
