/**
 * Starting an assessment attempt, shared by the trusted operation and the demo seed: the questions are
 * drawn from the active bank and their options shuffled; the option order goes to a server-only document under the
 * attempt (`…/server/order`, matched by no rule), so the talent's attempt never says which option came first in the
 * bank (authors often write the right one first).
 */
import { formatDay } from '@/services/format/dates';
import { BackendError, type WriteOp } from '@/services/backend/types';
import {
  assessmentFromSnapshot,
  attemptFromSnapshot,
  progressFromSnapshot,
  questionFromSnapshot,
} from '@/services/converters/assessment-converter';
import {
  assessmentPath,
  attemptPath,
  progressPath,
  questionsCollection,
  type AttemptQuestion,
} from '@/services/schemas/assessment';
import { finishAttempt, isPastDeadline, orderPath } from './assessment-grading';
import { expireBadge } from './skill-badges';
import type { TrustedDocs } from './types';

type Docs = TrustedDocs;
export type Random = () => number;

/** The bank a draw reads at most: far above any real bank, and a bound on one start's reads. */
const BANK_READ_MAX = 500;

function secureRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] / 2 ** 32;
}

function shuffle<T>(list: T[], random: Random = secureRandom): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

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
  if (!assessment || assessment.status !== 'published')
    throw new BackendError('not-found', 'This assessment does not exist or is not published.');

  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  let progress = progressSnap.exists ? progressFromSnapshot(progressSnap) : null;
  if (progress?.status === 'in-progress') {
    const current = await docs.get(attemptPath(progress.attemptId));
    const attempt = current.exists ? attemptFromSnapshot(current) : null;
    if (attempt && attempt.status === 'in-progress') {
      if (!isPastDeadline(attempt, now)) return { attemptId: attempt.id, resumed: true };
      // The progress as the grading just wrote it (a transaction cannot read back its own writes).
      const graded = await finishAttempt(docs, current, now);
      progress = {
        ...progress,
        status: graded.passed ? 'passed' : 'failed',
        retakeAt: graded.retakeAt,
        expiresAt: graded.expiresAt,
      };
    }
  }
  // A retake after the expiry starts without the old badge.
  if (progress?.status === 'passed' && progress.expiresAt !== null && progress.expiresAt <= now)
    await expireBadge(docs, talentId, assessmentId, now);
  if (progress?.status === 'failed' && progress.retakeAt !== null && progress.retakeAt > now) {
    throw new BackendError(
      'failed-precondition',
      `You can retake this assessment from ${formatDay(progress.retakeAt, 'UTC')}.`,
    );
  }
  if (progress?.status === 'passed' && progress.expiresAt !== null && progress.expiresAt > now) {
    throw new BackendError(
      'failed-precondition',
      'You passed this assessment; the skill stays verified until it expires.',
    );
  }

  const bank = await docs.query({
    collection: questionsCollection(assessmentId),
    where: [{ field: 'status', op: '==', value: 'active' }],
    limit: BANK_READ_MAX,
  });
  if (bank.length < assessment.questionsPerAttempt)
    throw new BackendError('failed-precondition', 'This assessment has too few questions right now. Try again later.');
  const drawn = shuffle(bank, random).slice(0, assessment.questionsPerAttempt).map(questionFromSnapshot);
  const order: Record<string, number[]> = {};
  const questions: AttemptQuestion[] = drawn.map((q) => {
    order[q.id] = shuffle(
      q.options.map((_, i) => i),
      random,
    );
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
