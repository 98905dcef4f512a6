/**
 * What the assessment screens send, as the HTTP surface answers it: a 400-question import of ordinary questions
 * (well over 64 KB) is taken whole, as the import form allows it; a late answer is a 4xx refusal with the message
 * the screen shows, never a 504.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseQuestionsCsv, questionsToCsv } from '@/services/format/assessment-csv';
import {
  getAttempt,
  importQuestions,
  saveAnswer,
  saveAssessment,
  setAssessmentStatus,
  startAssessment,
} from '@/services/assessments/assessments';
import { LATE_ANSWER_MESSAGE, QUESTION_IMPORT_MAX, type QuestionInput } from '@/services/schemas/assessment';
import { createTalent } from '@/services/talents/talents';
import { makeAdmin, rawDoc, signUpActor, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Admin');
});
afterAll(async () => {
  await stopServer(server);
});

/** An ordinary question: a sentence or two, four short options, a one-line explanation. */
const question = (n: number): QuestionInput => ({
  text: `Question ${n}: which hook keeps a value between renders of a React component without causing a re-render when it changes?`,
  options: [`useState (${n})`, `useRef (${n})`, `useMemo (${n})`, `useEffect (${n})`],
  correct: [1],
  explanation: `A ref's current value survives renders and changing it does not schedule one (${n}).`,
  status: 'active',
});
const details = {
  title: 'React hooks',
  skill: 'React',
  categories: ['Web Developer' as const],
  description: '',
  durationMinutes: 10,
  passMark: 60,
  questionsPerAttempt: 3,
  cooldownDays: 14,
};

describe('assessment requests over HTTP', () => {
  it('imports 400 ordinary questions from a CSV the form accepts, whole', async () => {
    admin.use();
    const { assessmentId } = await saveAssessment(details);
    const csv = questionsToCsv(Array.from({ length: QUESTION_IMPORT_MAX }, (_, i) => question(i + 1)));
    const parsed = parseQuestionsCsv(csv);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.questions).toHaveLength(400);
    expect(JSON.stringify({ assessmentId, questions: parsed.questions }).length).toBeGreaterThan(64 * 1024);
    expect(await importQuestions(assessmentId, parsed.questions)).toEqual({ imported: 400 });
    expect(await rawDoc(server, `assessments/${assessmentId}`)).toMatchObject({
      questionCount: 400,
      activeQuestionCount: 400,
    });
  });

  it('refuses one question more than the import takes, in the form as on the server', async () => {
    admin.use();
    const { assessmentId } = await saveAssessment(details);
    const parsed = parseQuestionsCsv(
      questionsToCsv(Array.from({ length: QUESTION_IMPORT_MAX + 1 }, (_, i) => question(i + 1))),
    );
    expect(parsed.ok).toBe(false);
    await expect(
      importQuestions(
        assessmentId,
        Array.from({ length: QUESTION_IMPORT_MAX + 1 }, (_, i) => question(i + 1)),
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('answers a late answer with 400 failed-precondition and the message the screen shows', async () => {
    admin.use();
    const { assessmentId } = await saveAssessment(details);
    await importQuestions(
      assessmentId,
      Array.from({ length: 6 }, (_, i) => question(i + 1)),
    );
    await setAssessmentStatus(assessmentId, 'published');
    const talent = (await signUpActor(server, 'talent')).use();
    await createTalent({
      id: talent.uid,
      email: talent.email,
      name: 'Ada Late',
      role: 'Web Developer',
      skills: [{ skill: 'React' }],
    });
    const { attemptId } = await startAssessment(assessmentId);
    const attempt = await getAttempt(attemptId);
    await saveAnswer(attemptId, attempt.questions[0].id, [0]);
    await server.engine.serverDocuments.update(`assessmentAttempts/${attemptId}`, {
      deadline: new Date(Date.now() - 60_000),
    });

    const res = await fetch(`${server.url}/api/trusted/assessment-answer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await talent.backend.auth.getIdToken()}`,
      },
      body: JSON.stringify({ attemptId, questionId: attempt.questions[1].id, choice: [0] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'failed-precondition', message: LATE_ANSWER_MESSAGE } });
    expect(await getAttempt(attemptId)).toMatchObject({ status: 'submitted' });
  });
});
