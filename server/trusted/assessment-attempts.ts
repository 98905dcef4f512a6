/**
 * Trusted operations a talent calls while taking an assessment: start or resume, save an answer,
 * count a focus loss, submit, and show or hide its score. Attempts are written only here: the rules give
 * clients read access to their own and no write at all.
 */
import { formatDay } from '@/services/format/dates';
import { BackendError, increment, type DocSnapshot } from '@/services/backend/types';
import { attemptFromSnapshot } from '@/services/converters/assessment-converter';
import { attemptPath, isLateAnswer } from '@/services/schemas/assessment';
import { TALENT_ROUTES } from '@/constants/routes';
import { assertCallerRole } from './caller-roles';
import type { AttemptResult } from '@/services/backend/trusted-ops/assessments';
import { finishAttempt, isPastDeadline, saveAnswer } from './assessment-grading';
import { startAttempt } from './assessment-start';
import { setShowScore } from './skill-badges';
import { notify } from './notify';
import { transactionDocs } from './transaction';
import type { TrustedContext, TrustedOperation } from './types';

/** The caller's own attempt; another talent's answers as not found, so ids cannot be probed. */
async function ownAttempt(
  ctx: TrustedContext,
  attemptId: string,
  docs: Pick<TrustedContext['docs'], 'get'> = ctx.docs,
): Promise<DocSnapshot> {
  const snap = await docs.get(attemptPath(attemptId));
  if (!snap.exists || attemptFromSnapshot(snap).talentId !== ctx.caller.uid)
    throw new BackendError('not-found', 'Attempt not found.');
  return snap;
}

export const assessmentStart: TrustedOperation<'assessment-start'> = async (ctx, { assessmentId }) => {
  await assertCallerRole(ctx, 'talent', 'Only a talent may take an assessment.');
  // One attempt at a time: starts sent at once resume the attempt the first one drew.
  return ctx.docs.runTransaction((tx) => startAttempt(transactionDocs(tx), ctx.caller.uid, assessmentId));
};

/**
 * The result in the talent's bell (and by email unless it opted out). The id is the attempt's, so grading the same
 * attempt again (a repeated submit, a late answer after an automatic submission) notifies once.
 */
async function notifyResult(ctx: TrustedContext, attemptSnap: DocSnapshot, result: AttemptResult): Promise<void> {
  const { skill, assessmentId } = attemptFromSnapshot(attemptSnap);
  const title = result.passed ? `You passed the ${skill} assessment` : `Your ${skill} assessment result`;
  const body = result.passed
    ? `You scored ${result.score}%. Your ${skill} skill now shows as verified to companies.`
    : `You scored ${result.score}%, below the pass mark.${result.retakeAt ? ` You can retake it from ${formatDay(result.retakeAt, 'UTC')}.` : ''}`;
  await notify(ctx, {
    id: `assessment-result-${result.attemptId}`,
    userId: ctx.caller.uid,
    kind: 'assessment-result',
    title,
    body,
    link: TALENT_ROUTES.assessment(skill, assessmentId),
  });
}

export const assessmentAnswer: TrustedOperation<'assessment-answer'> = async (
  ctx,
  { attemptId, questionId, choice },
) => {
  try {
    // In a transaction with the attempt's status: an answer never lands on an attempt a submit just graded.
    await ctx.docs.runTransaction(async (tx) => {
      const docs = transactionDocs(tx);
      await saveAnswer(docs, await ownAttempt(ctx, attemptId, docs), questionId, choice);
    });
  } catch (error) {
    // Past the deadline the saved answers are graded: the talent hears of the result as after a submit.
    if (isLateAnswer(error)) await submitOnce(ctx, attemptId);
    throw error;
  }
  return { saved: true };
};

/** Leaving the tab during an attempt: counted (and shown to the talent), not punished. */
export const assessmentFocusLoss: TrustedOperation<'assessment-focus-loss'> = async (ctx, { attemptId }) => {
  const snap = await ownAttempt(ctx, attemptId);
  const attempt = attemptFromSnapshot(snap);
  if (attempt.status !== 'in-progress' || isPastDeadline(attempt, Date.now()))
    return { focusLosses: attempt.focusLosses };
  await ctx.docs.update(attemptPath(attemptId), { focusLosses: increment(1) });
  return { focusLosses: attempt.focusLosses + 1 };
};

/** Grades the attempt; also the one that ran out of time (with the answers saved before the deadline). */
export const assessmentSubmit: TrustedOperation<'assessment-submit'> = async (ctx, { attemptId }) => {
  return submitOnce(ctx, attemptId);
};

/** Grading reads and writes in one transaction: submits sent at once count the attempt once. */
async function submitOnce(ctx: TrustedContext, attemptId: string): Promise<AttemptResult> {
  const { snap, result } = await ctx.docs.runTransaction(async (tx) => {
    const docs = transactionDocs(tx);
    const own = await ownAttempt(ctx, attemptId, docs);
    return { snap: own, result: await finishAttempt(docs, own) };
  });
  await notifyResult(ctx, snap, result);
  return result;
}

export const assessmentShowScore: TrustedOperation<'assessment-show-score'> = async (ctx, { assessmentId, show }) => {
  await setShowScore(ctx.docs, ctx.caller.uid, assessmentId, show);
  return { show };
};
