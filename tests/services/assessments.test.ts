/**
 * Skill assessments end to end over the local backend (policy enforced): administrators write an assessment and
 * its bank through trusted operations, talents take it, the server grades it and verifies the skill. Covers the
 * refusals the issue names: no key reaches a talent, no client writes an attempt or a score, one attempt at a
 * time, no late answers, no early retake.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allQuestions,
  getAttempt,
  getMyProgress,
  importQuestions,
  listAllAssessments,
  listAssessmentsForCategory,
  listMyProgress,
  listPublishedAssessments,
  saveAnswer,
  saveAssessment,
  saveQuestion,
  setAssessmentStatus,
  setShowScore,
  startAssessment,
  submitAttempt,
} from '@/services/assessments/assessments';
import { expireBadges } from '@/server/scheduled/expire-badges';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { listNotifications } from '@/services/messaging/notifications';
import { createTalent, updateTalent } from '@/services/talents/talents';
import type { Attempt, QuestionInput } from '@/services/schemas/assessment';
import { DAY_MS, VERIFIED_FOR_MS } from '@/services/schemas/assessment';
import { makeAdmin, rawDoc, signUpActor, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
let assessmentId: string;

/** The right option's text starts with "Right", so a test can answer without ever seeing a key. */
const question = (n: number, extra: Partial<QuestionInput> = {}): QuestionInput => ({
  text: `Question ${n}?`,
  options: [`Wrong ${n}a`, `Right ${n}`, `Wrong ${n}b`, `Wrong ${n}c`],
  correct: [1],
  explanation: `Because ${n}.`,
  status: 'active',
  ...extra,
});

const details = {
  title: 'React basics',
  skill: 'React',
  categories: ['Web Developer' as const],
  description: 'Components and hooks.',
  durationMinutes: 10,
  passMark: 60,
  questionsPerAttempt: 3,
  cooldownDays: 14,
};

async function signUpTalent(prefix = 'talent'): Promise<Actor> {
  const actor = (await signUpActor(server, prefix)).use();
  await createTalent({
    id: actor.uid,
    email: actor.email,
    name: 'Ada Taker',
    role: 'Web Developer',
    skills: [{ skill: 'react' }],
  });
  return actor;
}

/** Picks the right (or a wrong) option of every question, by its text. */
async function answerAll(attempt: Attempt, right: (index: number) => boolean) {
  for (const [i, q] of attempt.questions.entries()) {
    const pick = q.options.findIndex((o) => (right(i) ? o.startsWith('Right') : o.startsWith('Wrong')));
    await saveAnswer(attempt.id, q.id, [pick]);
  }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Admin');
});
afterAll(async () => {
  await stopServer(server);
});

describe('administrators', () => {
  it('create a draft, add and import questions, and publish only with twice the questions per attempt', async () => {
    admin.use();
    ({ assessmentId } = await saveAssessment(details));
    expect(await rawDoc(server, `assessments/${assessmentId}`)).toMatchObject({
      status: 'draft',
      skillLower: 'react',
      questionCount: 0,
    });

    for (const n of [1, 2, 3]) await saveQuestion(assessmentId, question(n));
    expect(await codeOf(setAssessmentStatus(assessmentId, 'published'))).toBe('failed-precondition');

    // One bad question and nothing is imported.
    const bad = await codeOf(importQuestions(assessmentId, [question(4), { ...question(5), correct: [7] }]));
    expect(bad).toBe('invalid-argument');
    expect((await allQuestions(assessmentId)).length).toBe(3);

    expect(
      await importQuestions(assessmentId, [question(4), question(5), question(6), question(7, { status: 'retired' })]),
    ).toEqual({ imported: 4 });
    expect(await rawDoc(server, `assessments/${assessmentId}`)).toMatchObject({
      questionCount: 7,
      activeQuestionCount: 6,
    });
    await setAssessmentStatus(assessmentId, 'published');

    // Retiring a question would leave fewer than twice the questions per attempt: refused while published.
    const [first] = (await allQuestions(assessmentId)).filter((q) => q.status === 'active');
    expect(await codeOf(saveQuestion(assessmentId, { ...question(1), status: 'retired' }, first.id))).toBe(
      'failed-precondition',
    );

    const page = await listAllAssessments({ status: 'published', skill: 're' });
    expect(page.items.map((a) => a.id)).toEqual([assessmentId]);
    expect((await listAllAssessments({ status: 'draft' })).items).toEqual([]);
  });

  it('are the only ones who may write assessments and questions', async () => {
    const talent = await signUpTalent();
    talent.use();
    expect(await codeOf(saveAssessment(details))).toBe('permission-denied');
    expect(await codeOf(saveQuestion(assessmentId, question(9)))).toBe('permission-denied');
    expect(await codeOf(importQuestions(assessmentId, [question(9)]))).toBe('permission-denied');
    expect(await codeOf(setAssessmentStatus(assessmentId, 'draft'))).toBe('permission-denied');
  });
});

describe('talents', () => {
  it('see published assessments, their category first, searchable by skill', async () => {
    (await signUpTalent()).use();
    expect((await listPublishedAssessments({ search: 'Rea' })).items.map((a) => a.id)).toEqual([assessmentId]);
    expect((await listPublishedAssessments({ search: 'sql' })).items).toEqual([]);
    expect((await listAssessmentsForCategory('Web Developer')).map((a) => a.id)).toEqual([assessmentId]);
    expect(await listAssessmentsForCategory('Accountant')).toEqual([]);
  });

  it('take an attempt without ever receiving a key, resume the same one, pass and get the skill verified', async () => {
    const talent = await signUpTalent();
    talent.use();
    expect(await getMyProgress(talent.uid, assessmentId)).toBeNull();
    const { attemptId, resumed } = await startAssessment(assessmentId);
    expect(resumed).toBe(false);
    expect(await startAssessment(assessmentId)).toEqual({ attemptId, resumed: true });

    const attempt = await getAttempt(attemptId);
    expect(attempt.questions).toHaveLength(3);
    const raw = JSON.stringify(await rawDoc(server, `assessmentAttempts/${attemptId}`));
    expect(raw).not.toMatch(/"correct"|"explanation"|"order"/);
    expect(attempt.deadline! - attempt.startedAt!).toBe(10 * 60_000);

    // A talent cannot read the bank, nor write its attempt.
    expect(
      await codeOf(talent.backend.docs.get(`assessments/${assessmentId}/questions/${attempt.questions[0].id}`)),
    ).toBe('permission-denied');
    expect(
      await codeOf(talent.backend.docs.update(`assessmentAttempts/${attemptId}`, { score: 100, passed: true })),
    ).toBe('permission-denied');
    expect(await codeOf(saveAnswer(attemptId, 'not-drawn', [0]))).toBe('invalid-argument');
    expect(await codeOf(saveAnswer(attemptId, attempt.questions[0].id, [0, 1]))).toBe('invalid-argument');

    await answerAll(attempt, () => true);
    expect(Object.keys((await getAttempt(attemptId)).answers)).toHaveLength(3);
    const result = await submitAttempt(attemptId);
    expect(result).toMatchObject({ score: 100, passed: true, retakeAt: null });

    const talentDoc = await rawDoc(server, `students/${talent.uid}`);
    expect(talentDoc!.skills).toEqual([{ skill: 'react', verified: true }]);
    const verified = (talentDoc!.verifiedSkills as Record<string, { until: Date; at: Date; score?: number }>).react;
    expect(verified.until.getTime() - verified.at.getTime()).toBe(VERIFIED_FOR_MS);
    expect(verified.score).toBeUndefined();
    expect((await rawDoc(server, `talentCards/${talent.uid}`))!.verifiedSkills).toEqual(talentDoc!.verifiedSkills);

    // The talent still edits its profile (its card copies the server-written fields), and cannot retake.
    await updateTalent(talent.uid, { name: 'Ada Verified' });
    expect(await codeOf(startAssessment(assessmentId))).toBe('failed-precondition');

    // Showing the score puts it on the card companies read; hiding removes it.
    await setShowScore(assessmentId, true);
    expect(
      ((await rawDoc(server, `talentCards/${talent.uid}`))!.verifiedSkills as Record<string, { score?: number }>).react
        .score,
    ).toBe(100);
    await setShowScore(assessmentId, false);
    expect(
      ((await rawDoc(server, `talentCards/${talent.uid}`))!.verifiedSkills as Record<string, { score?: number }>).react
        .score,
    ).toBeUndefined();
    expect((await listMyProgress(talent.uid))[0]).toMatchObject({ status: 'passed', score: 100, showScore: false });

    // Two years later the scheduled job ends the badge: the skill is no longer verified on the profile or the card.
    const services = localTrustedServices(server.engine);
    expect(await expireBadges(services, Date.now() - 1000)).toEqual({ expired: 0 });
    await server.engine.serverDocuments.update(`assessmentProgress/${talent.uid}_${assessmentId}`, {
      expiresAt: new Date(Date.now() - 500),
    });
    expect(await expireBadges(services)).toEqual({ expired: 1 });
    expect(await expireBadges(services)).toEqual({ expired: 0 });
    for (const path of [`students/${talent.uid}`, `talentCards/${talent.uid}`]) {
      const doc = await rawDoc(server, path);
      expect(doc!.skills).toEqual([{ skill: 'react' }]);
      expect(doc!.verifiedSkills).toEqual({});
    }
    // And the talent may take it again.
    expect((await startAssessment(assessmentId)).resumed).toBe(false);
  });

  it('fail, wait for the cooldown, then retake with a new attempt', async () => {
    const talent = await signUpTalent();
    talent.use();
    const { attemptId } = await startAssessment(assessmentId);
    await answerAll(await getAttempt(attemptId), (i) => i === 0);
    const result = await submitAttempt(attemptId);
    expect(result).toMatchObject({ score: 33, passed: false });
    expect(result.retakeAt! - (await getAttempt(attemptId)).submittedAt!).toBe(14 * DAY_MS);
    expect((await rawDoc(server, `students/${talent.uid}`))!.verifiedSkills).toBeUndefined();
    // The result reaches the talent's bell, with the retake date and a link back to the assessment.
    const [note] = (await listNotifications(talent.uid)).items;
    expect(note).toMatchObject({
      kind: 'assessment-result',
      title: 'Your React assessment result',
      link: `/talent-dashboard/assessments/React/${assessmentId}`,
    });
    expect(note.body).toMatch(/You scored 33%.*retake it from/);

    const early = await startAssessment(assessmentId).catch((error: Error & { code: string }) => error);
    expect(early).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/retake this assessment from \d{1,2} [A-Z][a-z]{2,3} \d{4}\./),
    });

    // The cooldown ends (back-dated on the server side) and a new attempt starts.
    await server.engine.serverDocuments.update(`assessmentProgress/${talent.uid}_${assessmentId}`, {
      retakeAt: new Date(Date.now() - 1000),
    });
    const again = await startAssessment(assessmentId);
    expect(again.attemptId).not.toBe(attemptId);
    expect(again.attemptId).toMatch(/_2$/);
  });

  it('cannot answer after the deadline: the saved answers are graded instead', async () => {
    const talent = await signUpTalent();
    talent.use();
    const { attemptId } = await startAssessment(assessmentId);
    const attempt = await getAttempt(attemptId);
    const rightOf = (i: number) => attempt.questions[i].options.findIndex((o) => o.startsWith('Right'));
    await saveAnswer(attemptId, attempt.questions[0].id, [rightOf(0)]);
    await saveAnswer(attemptId, attempt.questions[1].id, [rightOf(1)]);
    await server.engine.serverDocuments.update(`assessmentAttempts/${attemptId}`, {
      deadline: new Date(Date.now() - 60_000),
    });

    expect(await codeOf(saveAnswer(attemptId, attempt.questions[2].id, [rightOf(2)]))).toBe('failed-precondition');
    const graded = await getAttempt(attemptId);
    expect(graded).toMatchObject({ status: 'submitted', score: 67, passed: true });
    expect(graded.answers[attempt.questions[2].id]).toBeUndefined();
    // Submitting again returns the same result; nothing is graded or notified twice.
    expect(await submitAttempt(attemptId)).toMatchObject({ score: 67, passed: true });
    const notes = (await listNotifications(talent.uid)).items;
    expect(notes.map((n) => [n.kind, n.title])).toEqual([['assessment-result', 'You passed the React assessment']]);
  });

  it("cannot submit or answer another talent's attempt", async () => {
    const owner = await signUpTalent();
    owner.use();
    const { attemptId } = await startAssessment(assessmentId);
    const other = await signUpTalent();
    other.use();
    expect(await codeOf(submitAttempt(attemptId))).toBe('not-found');
    expect(await codeOf(saveAnswer(attemptId, 'x', [0]))).toBe('not-found');
    expect(await codeOf(other.backend.docs.get(`assessmentAttempts/${attemptId}`))).toBe('permission-denied');
  });

  it('leave summary and item statistics behind for the administrators', async () => {
    const stored = await rawDoc(server, `assessments/${assessmentId}`);
    expect(stored!.stats).toMatchObject({ attempts: 3, passed: 2 });
    expect((stored!.stats as { averageScore: number }).averageScore).toBeCloseTo((100 + 33 + 67) / 3, 0);
    admin.use();
    const bank = await allQuestions(assessmentId);
    const drawn = bank.reduce((sum, q) => sum + q.item.n, 0);
    expect(drawn).toBe(9);
    expect(bank.reduce((sum, q) => sum + q.item.correct, 0)).toBe(3 + 1 + 2);
  });
});
