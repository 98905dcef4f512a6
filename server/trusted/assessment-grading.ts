/**
 * The server side of taking an assessment (issue 12), shared by the trusted operations and the demo seed so
 * seeded attempts go through the same drawing and grading. Answer keys stay on question documents (admin-only)
 * and the per-attempt option order in a server-only document under the attempt (`…/server/order`, matched by no
 * rule): a talent's attempt holds the questions and its own answers, never which option is right, nor which
 * option came first in the bank (authors often write the right one first).
 */
import { addItemOutcome } from '@/services/assessment-item-stats';
import type { AttemptResult } from '@/services/backend/trusted-ops/assessments';
import { BackendError, type DocSnapshot, type DocumentData, type WriteOp } from '@/services/backend/types';
import { assessmentFromSnapshot, attemptFromSnapshot, itemStatsFrom, progressFromSnapshot, questionFromSnapshot, verifiedSkillsFrom } from '@/services/converters/assessment-converter';
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
  questionsCollection,
  skillKey,
  type Attempt,
  type AttemptQuestion,
} from '@/services/schemas/assessment';
import { LIMITS } from '@/services/schemas/common';
import type { TrustedDocs } from './types';

type Docs = TrustedDocs;
export type Random = () => number;

const orderPath = (attemptId: string) => `${ASSESSMENT_ATTEMPTS}/${attemptId}/server/order`;
/** The bank a draw reads at most: far above any real bank, and a bound on one start's reads. */
const BANK_READ_MAX = 500;

function secureRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] / 2 ** 32;
}

export function shuffle<T>(list: T[], random: Random = secureRandom): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const isPastDeadline = (attempt: Attempt, now: number) => attempt.deadline !== null && now > attempt.deadline + DEADLINE_GRACE_MS;

/**
 * Starts (or resumes) the talent's attempt. Refused while a retake waits for its cooldown or the skill is
 * verified and not expired; an attempt whose time ran out is graded first with the answers it saved.
 */
export async function startAttempt(
  docs: Docs,
  talentId: string,
  assessmentId: string,
  now = Date.now(),
  random: Random = secureRandom,
): Promise<{ attemptId: string; resumed: boolean }> {
  const assessmentSnap = await docs.get(assessmentPath(assessmentId));
  const assessment = assessmentSnap.exists ? assessmentFromSnapshot(assessmentSnap) : null;
  if (!assessment || assessment.status !== 'published') throw new BackendError('not-found', 'This assessment does not exist or is not published.');

  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  let progress = progressSnap.exists ? progressFromSnapshot(progressSnap) : null;
  if (progress?.status === 'in-progress') {
    const current = await docs.get(attemptPath(progress.attemptId));
    const attempt = current.exists ? attemptFromSnapshot(current) : null;
    if (attempt && attempt.status === 'in-progress') {
      if (!isPastDeadline(attempt, now)) return { attemptId: attempt.id, resumed: true };
      // The progress as the grading just wrote it (a transaction cannot read back its own writes).
      const graded = await finishAttempt(docs, current, now);
      progress = { ...progress, status: graded.passed ? 'passed' : 'failed', retakeAt: graded.retakeAt, expiresAt: graded.expiresAt };
    }
  }
  // A retake after the expiry starts without the old badge.
  if (progress?.status === 'passed' && progress.expiresAt !== null && progress.expiresAt <= now) await expireBadge(docs, talentId, assessmentId, now);
  if (progress?.status === 'failed' && progress.retakeAt !== null && progress.retakeAt > now) {
    throw new BackendError('failed-precondition', `You can retake this assessment from ${new Date(progress.retakeAt).toISOString().slice(0, 10)}.`);
  }
  if (progress?.status === 'passed' && progress.expiresAt !== null && progress.expiresAt > now) {
    throw new BackendError('failed-precondition', 'You passed this assessment; the skill stays verified until it expires.');
  }

  const bank = await docs.query({ collection: questionsCollection(assessmentId), where: [{ field: 'status', op: '==', value: 'active' }], limit: BANK_READ_MAX });
  if (bank.length < assessment.questionsPerAttempt) throw new BackendError('failed-precondition', 'This assessment has too few questions right now. Try again later.');
  const drawn = shuffle(bank, random).slice(0, assessment.questionsPerAttempt).map(questionFromSnapshot);
  const order: Record<string, number[]> = {};
  const questions: AttemptQuestion[] = drawn.map((q) => {
    order[q.id] = shuffle(q.options.map((_, i) => i), random);
    return { id: q.id, text: q.text, options: order[q.id].map((i) => q.options[i]), multiple: q.correct.length > 1 };
  });

  const attempts = (progress?.attempts ?? 0) + 1;
  // Numbered per talent and assessment: two starts racing write the same attempt, never two attempts.
  const attemptId = `${talentId}_${assessmentId}_${attempts}`;
  const ops: WriteOp[] = [
    {
      type: 'set',
      path: attemptPath(attemptId),
      data: {
        id: attemptId,
        talentId,
        assessmentId,
        skill: assessment.skill,
        title: assessment.title,
        questions,
        answers: {},
        focusLosses: 0,
        status: 'in-progress',
        passMark: assessment.passMark,
        startedAt: new Date(now),
        deadline: new Date(now + assessment.durationMinutes * 60_000),
      },
    },
    { type: 'set', path: orderPath(attemptId), data: { order } },
    {
      type: 'set',
      path: progressPath(talentId, assessmentId),
      data: {
        id: `${talentId}_${assessmentId}`,
        talentId,
        assessmentId,
        skill: assessment.skill,
        status: 'in-progress',
        attemptId,
        attempts,
        showScore: progress?.showScore ?? false,
        updatedAt: new Date(now),
      },
      merge: true,
    },
  ];
  await docs.batch(ops);
  return { attemptId, resumed: false };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The student and card writes that mark the skill verified (entry `{ skill, verified: true }`, discovery's form). */
async function verifySkillOps(docs: Docs, talentId: string, skill: string, entry: DocumentData): Promise<WriteOp[]> {
  const studentSnap = await docs.get(`students/${talentId}`);
  if (!studentSnap.exists) return [];
  const stored = Array.isArray(studentSnap.data?.skills) ? (studentSnap.data.skills as DocumentData[]) : [];
  const key = skillKey(skill);
  const at = stored.findIndex((e) => typeof e?.skill === 'string' && skillKey(e.skill) === key);
  let skills: DocumentData[] = stored;
  if (at >= 0) skills = stored.map((e, i) => (i === at ? { skill: e.skill, verified: true } : e));
  else if (stored.length < LIMITS.skillsMax) skills = [...stored, { skill, verified: true }];
  const verifiedSkills = { ...(studentSnap.data?.verifiedSkills as DocumentData | undefined), [key]: entry };
  const patch = { skills, verifiedSkills };
  const ops: WriteOp[] = [{ type: 'update', path: `students/${talentId}`, data: patch }];
  if ((await docs.get(`talentCards/${talentId}`)).exists) ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
  return ops;
}

/**
 * Grades an attempt with its saved answers: the attempt's score, the talent's progress, the assessment's summary
 * statistics, every drawn question's item statistics and, on a pass, the verified skill. Idempotent per attempt.
 */
export async function finishAttempt(docs: Docs, attemptSnap: DocSnapshot, now = Date.now()): Promise<AttemptResult> {
  const attempt = attemptFromSnapshot(attemptSnap);
  if (attempt.status === 'submitted') {
    const progress = progressFromSnapshot(await docs.get(progressPath(attempt.talentId, attempt.assessmentId)));
    return { attemptId: attempt.id, score: attempt.score ?? 0, passed: attempt.passed ?? false, retakeAt: attempt.retakeAt, expiresAt: progress.expiresAt };
  }
  const [orderSnap, assessmentSnap, progressSnap] = await Promise.all([
    docs.get(orderPath(attempt.id)),
    docs.get(assessmentPath(attempt.assessmentId)),
    docs.get(progressPath(attempt.talentId, attempt.assessmentId)),
  ]);
  const order = (orderSnap.data?.order ?? {}) as Record<string, number[]>;
  const assessment = assessmentFromSnapshot(assessmentSnap);
  const questionSnaps = await Promise.all(attempt.questions.map((q) => docs.get(questionPath(attempt.assessmentId, q.id))));

  const outcomes = attempt.questions.map((q, i) => {
    const key = questionSnaps[i].exists ? questionFromSnapshot(questionSnaps[i]).correct : [];
    const chosen = (attempt.answers[q.id] ?? []).map((shown) => order[q.id]?.[shown]).filter((x): x is number => typeof x === 'number');
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
    { type: 'update', path: attemptPath(attempt.id), data: { status: 'submitted', submittedAt: new Date(submittedAt), score, passed, retakeAt: retakeAt === null ? null : new Date(retakeAt) } },
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
      data: { stats: { attempts, passed: s.passed + (passed ? 1 : 0), scoreSum, averageScore: Math.round((10 * scoreSum) / attempts) / 10 } },
    });
  }
  attempt.questions.forEach((q, i) => {
    if (!questionSnaps[i].exists) return;
    // The score on the other questions: how strong this candidate is, without this question's own answer.
    const rest = total > 1 ? (right - (outcomes[i] ? 1 : 0)) / (total - 1) : 0;
    ops.push({ type: 'update', path: questionPath(attempt.assessmentId, q.id), data: { item: addItemOutcome(itemStatsFrom(questionSnaps[i].data?.item), outcomes[i], rest) } });
  });
  if (passed) {
    const entry: DocumentData = { skill: attempt.skill, assessmentId: attempt.assessmentId, at: new Date(submittedAt), until: new Date(expiresAt!) };
    if (progress.showScore) entry.score = score;
    ops.push(...(await verifySkillOps(docs, attempt.talentId, attempt.skill, entry)));
  }
  await docs.batch(ops);
  return { attemptId: attempt.id, score, passed, retakeAt, expiresAt };
}

/** Saves one answer (option indexes in the attempt's order). After the deadline the attempt is graded instead. */
export async function saveAnswer(docs: Docs, attemptSnap: DocSnapshot, questionId: string, choice: number[], now = Date.now()): Promise<void> {
  const attempt = attemptFromSnapshot(attemptSnap);
  if (attempt.status !== 'in-progress') throw new BackendError('failed-precondition', 'This attempt is already submitted.');
  if (isPastDeadline(attempt, now)) {
    await finishAttempt(docs, attemptSnap, now);
    throw new BackendError('failed-precondition', LATE_ANSWER_MESSAGE);
  }
  const question = attempt.questions.find((q) => q.id === questionId);
  if (!question) throw new BackendError('invalid-argument', 'This question is not part of the attempt.');
  if (choice.some((i) => i >= question.options.length) || new Set(choice).size !== choice.length) throw new BackendError('invalid-argument', 'Choose among the options shown.');
  if (!question.multiple && choice.length > 1) throw new BackendError('invalid-argument', 'Choose one option.');
  // A field path per question: two answers saved at once never overwrite each other (ids hold no dots).
  await docs.update(attemptPath(attempt.id), { [`answers.${questionId}`]: choice });
}

/** The talent's choice to show its score next to the verified badge (companies see it on the card). */
export async function setShowScore(docs: Docs, talentId: string, assessmentId: string, show: boolean): Promise<void> {
  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  if (!progressSnap.exists) throw new BackendError('not-found', 'You have not taken this assessment.');
  const progress = progressFromSnapshot(progressSnap);
  const ops: WriteOp[] = [{ type: 'update', path: progressPath(talentId, assessmentId), data: { showScore: show } }];
  if (progress.status === 'passed') {
    const studentSnap = await docs.get(`students/${talentId}`);
    const key = skillKey(progress.skill);
    const stored = studentSnap.data?.verifiedSkills as Record<string, DocumentData> | undefined;
    if (studentSnap.exists && stored?.[key] && verifiedSkillsFrom(stored)[key]?.assessmentId === assessmentId) {
      const entry = { ...stored[key] };
      if (show && progress.score !== null) entry.score = progress.score;
      else delete entry.score;
      const patch = { verifiedSkills: { ...stored, [key]: entry } };
      ops.push({ type: 'update', path: `students/${talentId}`, data: patch });
      if ((await docs.get(`talentCards/${talentId}`)).exists) ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
    }
  }
  await docs.batch(ops);
}

/**
 * Ends a verified badge whose two years are over: the skill entry goes back to `{ skill }` (so discovery no longer
 * lists the talent first) and its `verifiedSkills` record goes, on the student and the card. Returns whether a
 * badge was removed. Nothing happens before the expiry or when the record belongs to another assessment.
 */
export async function expireBadge(docs: Docs, talentId: string, assessmentId: string, now = Date.now()): Promise<boolean> {
  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  if (!progressSnap.exists) return false;
  const progress = progressFromSnapshot(progressSnap);
  if (progress.status !== 'passed' || progress.expiresAt === null || progress.expiresAt > now) return false;
  const studentSnap = await docs.get(`students/${talentId}`);
  const key = skillKey(progress.skill);
  const stored = (studentSnap.data?.verifiedSkills ?? {}) as Record<string, DocumentData>;
  if (!studentSnap.exists || verifiedSkillsFrom(stored)[key]?.assessmentId !== assessmentId) return false;
  const rest = Object.fromEntries(Object.entries(stored).filter(([k]) => k !== key));
  const skills = (Array.isArray(studentSnap.data?.skills) ? (studentSnap.data.skills as DocumentData[]) : []).map((e) =>
    typeof e?.skill === 'string' && skillKey(e.skill) === key ? { skill: e.skill } : e,
  );
  const patch = { skills, verifiedSkills: rest };
  const ops: WriteOp[] = [{ type: 'update', path: `students/${talentId}`, data: patch }];
  if ((await docs.get(`talentCards/${talentId}`)).exists) ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
  await docs.batch(ops);
  return true;
}
