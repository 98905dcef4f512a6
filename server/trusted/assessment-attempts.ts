/**
 * Trusted operations a talent calls while taking an assessment (issue 12): start or resume, save an answer,
 * count a focus loss, submit, and show or hide its score. Attempts are written only here: the rules give
 * clients read access to their own and no write at all.
 */
import { z } from 'zod/mini';
import { BackendError, increment, type DocSnapshot } from '@/services/backend/types';
import { attemptFromSnapshot } from '@/services/converters/assessment-converter';
import { OPTIONS_MAX, attemptPath } from '@/services/schemas/assessment';
import { idSchema, validateInput } from '@/services/schemas/common';
import { assertCallerRole } from './caller-roles';
import { expireBadge, finishAttempt, isPastDeadline, saveAnswer, setShowScore, startAttempt } from './assessment-grading';
import type { TrustedContext, TrustedOperation } from './types';

const assessmentPayload = z.strictObject({ assessmentId: idSchema });
const attemptPayload = z.strictObject({ attemptId: idSchema });
const answerPayload = z.strictObject({
  attemptId: idSchema,
  questionId: idSchema,
  choice: z.array(z.int().check(z.minimum(0), z.maximum(OPTIONS_MAX - 1))).check(z.maxLength(OPTIONS_MAX)),
});
const showScorePayload = z.strictObject({ assessmentId: idSchema, show: z.boolean() });
const expirePayload = z.strictObject({ assessmentIds: z.array(idSchema).check(z.minLength(1), z.maxLength(50)) });

/** The caller's own attempt; another talent's answers as not found, so ids cannot be probed. */
async function ownAttempt(ctx: TrustedContext, attemptId: string): Promise<DocSnapshot> {
  const snap = await ctx.docs.get(attemptPath(attemptId));
  if (!snap.exists || attemptFromSnapshot(snap).talentId !== ctx.caller.uid) throw new BackendError('not-found', 'Attempt not found.');
  return snap;
}

export const assessmentStart: TrustedOperation = async (ctx, payload) => {
  const { assessmentId } = validateInput(assessmentPayload, payload);
  await assertCallerRole(ctx, 'talent', 'Only a talent may take an assessment.');
  return startAttempt(ctx.docs, ctx.caller.uid, assessmentId);
};

export const assessmentAnswer: TrustedOperation = async (ctx, payload) => {
  const { attemptId, questionId, choice } = validateInput(answerPayload, payload);
  await saveAnswer(ctx.docs, await ownAttempt(ctx, attemptId), questionId, choice);
  return { saved: true };
};

/** Leaving the tab during an attempt: counted (and shown to the talent), not punished. */
export const assessmentFocusLoss: TrustedOperation = async (ctx, payload) => {
  const { attemptId } = validateInput(attemptPayload, payload);
  const snap = await ownAttempt(ctx, attemptId);
  const attempt = attemptFromSnapshot(snap);
  if (attempt.status !== 'in-progress' || isPastDeadline(attempt, Date.now())) return { focusLosses: attempt.focusLosses };
  await ctx.docs.update(attemptPath(attemptId), { focusLosses: increment(1) });
  return { focusLosses: attempt.focusLosses + 1 };
};

/** Grades the attempt; also the one that ran out of time (with the answers saved before the deadline). */
export const assessmentSubmit: TrustedOperation = async (ctx, payload) => {
  const { attemptId } = validateInput(attemptPayload, payload);
  return finishAttempt(ctx.docs, await ownAttempt(ctx, attemptId));
};

export const assessmentShowScore: TrustedOperation = async (ctx, payload) => {
  const { assessmentId, show } = validateInput(showScorePayload, payload);
  await setShowScore(ctx.docs, ctx.caller.uid, assessmentId, show);
  return { show };
};

/**
 * Removes the caller's badges that expired (two years after the pass), for the assessments named. The talent's
 * assessments screen asks when it sees one; there is no scheduler, so a badge nobody looks at lasts until then.
 */
export const assessmentExpireBadges: TrustedOperation = async (ctx, payload) => {
  const { assessmentIds } = validateInput(expirePayload, payload);
  let expired = 0;
  for (const assessmentId of assessmentIds) if (await expireBadge(ctx.docs, ctx.caller.uid, assessmentId)) expired += 1;
  return { expired };
};
