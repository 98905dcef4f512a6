/**
 * Answering and grading an assessment attempt, shared by the trusted operations and the demo seed so
 * seeded attempts are graded the same way. Answer keys stay on question documents (admin-only) and the option
 * order in the attempt's server-only document: a talent's attempt holds the questions and its own answers, never
 * which option is right.
 */
import { addItemOutcome } from '@/services/format/assessment-item-stats';
import type { AttemptResult } from '@/services/backend/trusted-ops/assessments';
import { BackendError, type DocSnapshot, type DocumentData, type WriteOp } from '@/services/backend/types';
import {
  assessmentFromSnapshot,
  attemptFromSnapshot,
  itemStatsFrom,
  progressFromSnapshot,
  questionFromSnapshot,
} from '@/services/converters/assessment-converter';
import {
  ASSESSMENT_ATTEMPTS,
  DAY_MS,
  DEADLINE_GRACE_MS,
  LATE_ANSWER_MESSAGE,
  VERIFIED_FOR_MS,
  assessmentPath,
  attemptPath,
  progressPath,
  questionPath,
  type Attempt,
} from '@/services/schemas/assessment';
import { verifySkillOps } from './skill-badges';
import type { TrustedDocs } from './types';

type Docs = TrustedDocs;

/** Where an attempt's option order is kept, out of the talent's reach. */
export const orderPath = (attemptId: string) => `${ASSESSMENT_ATTEMPTS}/${attemptId}/server/order`;

export const isPastDeadline = (attempt: Attempt, now: number) =>
  attempt.deadline !== null && now > attempt.deadline + DEADLINE_GRACE_MS;

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Grades an attempt with its saved answers: the attempt's score, the talent's progress, the assessment's summary
 * statistics, every drawn question's item statistics and, on a pass, the verified skill. Idempotent per attempt.
 */
export async function finishAttempt(docs: Docs, attemptSnap: DocSnapshot, now = Date.now()): Promise<AttemptResult> {
  const attempt = attemptFromSnapshot(attemptSnap);
  if (attempt.status === 'submitted') {
    const progress = progressFromSnapshot(await docs.get(progressPath(attempt.talentId, attempt.assessmentId)));
    return {
      attemptId: attempt.id,
      score: attempt.score ?? 0,
      passed: attempt.passed ?? false,
      retakeAt: attempt.retakeAt,
      expiresAt: progress.expiresAt,
    };
  }
  const [orderSnap, assessmentSnap, progressSnap] = await Promise.all([
    docs.get(orderPath(attempt.id)),
    docs.get(assessmentPath(attempt.assessmentId)),
    docs.get(progressPath(attempt.talentId, attempt.assessmentId)),
  ]);
  const order = (orderSnap.data?.order ?? {}) as Record<string, number[]>;
  const assessment = assessmentFromSnapshot(assessmentSnap);
  const questionSnaps = await Promise.all(
    attempt.questions.map((q) => docs.get(questionPath(attempt.assessmentId, q.id))),
  );

  const outcomes = attempt.questions.map((q, i) => {
    const key = questionSnaps[i].exists ? questionFromSnapshot(questionSnaps[i]).correct : [];
    const chosen = (attempt.answers[q.id] ?? [])
      .map((shown) => order[q.id]?.[shown])
      .filter((x): x is number => typeof x === 'number');
    return chosen.length > 0 && sameSet(chosen, key);
  });
  const total = outcomes.length;
  const right = outcomes.filter(Boolean).length;
  const score = total === 0 ? 0 : Math.round((100 * right) / total);
  const passed = score >= attempt.passMark;
  const submittedAt = isPastDeadline(attempt, now) && attempt.deadline !== null ? Math.min(now, attempt.deadline) : now;
  const retakeAt = passed ? null : submittedAt + assessment.cooldownDays * DAY_MS;
  const expiresAt = passed ? submittedAt + VERIFIED_FOR_MS : null;
  const progress = progressFromSnapshot(progressSnap);

  const ops: WriteOp[] = [
    {
      type: 'update',
      path: attemptPath(attempt.id),
      data: {
        status: 'submitted',
        submittedAt: new Date(submittedAt),
        score,
        passed,
        retakeAt: retakeAt === null ? null : new Date(retakeAt),
      },
    },
    {
      type: 'set',
      path: progressPath(attempt.talentId, attempt.assessmentId),
      data: {
        status: passed ? 'passed' : 'failed',
        attemptId: attempt.id,
        score,
        submittedAt: new Date(submittedAt),
        retakeAt: retakeAt === null ? null : new Date(retakeAt),
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
        updatedAt: new Date(now),
      },
      merge: true,
    },
  ];
  if (assessmentSnap.exists) {
    const s = assessment.stats;
    const attempts = s.attempts + 1;
    const scoreSum = s.scoreSum + score;
    ops.push({
      type: 'update',
      path: assessmentPath(attempt.assessmentId),
      data: {
        stats: {
          attempts,
          passed: s.passed + (passed ? 1 : 0),
          scoreSum,
          averageScore: Math.round((10 * scoreSum) / attempts) / 10,
        },
      },
    });
  }
  attempt.questions.forEach((q, i) => {
    if (!questionSnaps[i].exists) return;
    // The score on the other questions: how strong this candidate is, without this question's own answer.
    const rest = total > 1 ? (right - (outcomes[i] ? 1 : 0)) / (total - 1) : 0;
    ops.push({
      type: 'update',
      path: questionPath(attempt.assessmentId, q.id),
      data: { item: addItemOutcome(itemStatsFrom(questionSnaps[i].data?.item), outcomes[i], rest) },
    });
  });
  if (passed) {
    const entry: DocumentData = {
      skill: attempt.skill,
      assessmentId: attempt.assessmentId,
      at: new Date(submittedAt),
      until: new Date(expiresAt!),
    };
    if (progress.showScore) entry.score = score;
    ops.push(...(await verifySkillOps(docs, attempt.talentId, attempt.skill, entry)));
  }
  await docs.batch(ops);
  return { attemptId: attempt.id, score, passed, retakeAt, expiresAt };
}

/** Saves one answer (option indexes in the attempt's order). After the deadline the attempt is graded instead. */
export async function saveAnswer(
  docs: Docs,
  attemptSnap: DocSnapshot,
  questionId: string,
  choice: number[],
  now = Date.now(),
): Promise<void> {
  const attempt = attemptFromSnapshot(attemptSnap);
  if (attempt.status !== 'in-progress')
    throw new BackendError('failed-precondition', 'This attempt is already submitted.');
  if (isPastDeadline(attempt, now)) {
    await finishAttempt(docs, attemptSnap, now);
    throw new BackendError('failed-precondition', LATE_ANSWER_MESSAGE);
  }
  const question = attempt.questions.find((q) => q.id === questionId);
  if (!question) throw new BackendError('invalid-argument', 'This question is not part of the attempt.');
  if (choice.some((i) => i >= question.options.length) || new Set(choice).size !== choice.length)
    throw new BackendError('invalid-argument', 'Choose among the options shown.');
  if (!question.multiple && choice.length > 1) throw new BackendError('invalid-argument', 'Choose one option.');
  // A field path per question: two answers saved at once never overwrite each other (ids hold no dots).
  await docs.update(attemptPath(attempt.id), { [`answers.${questionId}`]: choice });
}
