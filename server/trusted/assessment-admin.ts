/**
 * Trusted operations administrators use to write assessments and their question banks. Through the
 * server rather than direct writes so the counts (`questionCount`, `activeQuestionCount`) and the publishing
 * rule (an active bank of at least twice the questions per attempt) always hold, and the statistics stay the
 * server's.
 */
import { emptyItemStats } from '@/services/format/assessment-item-stats';
import { BackendError, type DocumentData, type WriteOp } from '@/services/backend/types';
import { assessmentFromSnapshot, questionFromSnapshot } from '@/services/converters/assessment-converter';
import {
  assessmentPath,
  questionInputSchema,
  questionPath,
  skillKey,
  skillSlug,
  type Assessment,
  type QuestionInput,
} from '@/services/schemas/assessment';
import { assertAdmin } from './caller-roles';
import type { TrustedContext, TrustedOperation } from './types';

const publishable = (a: Pick<Assessment, 'activeQuestionCount' | 'questionsPerAttempt'>) =>
  a.activeQuestionCount >= 2 * a.questionsPerAttempt;
const publishRule = (perAttempt: number) =>
  `A published assessment needs at least ${2 * perAttempt} active questions (twice the ${perAttempt} per attempt).`;

async function loadAssessment(ctx: TrustedContext, id: string): Promise<Assessment> {
  const snap = await ctx.docs.get(assessmentPath(id));
  if (!snap.exists) throw new BackendError('not-found', 'Assessment not found.');
  return assessmentFromSnapshot(snap);
}

const questionData = (assessmentId: string, id: string, q: QuestionInput): DocumentData => ({
  id,
  assessmentId,
  text: q.text,
  options: q.options,
  correct: q.correct,
  ...(q.explanation ? { explanation: q.explanation } : {}),
  status: q.status,
  updatedAt: new Date(),
});

/** Creates a draft assessment (no `assessmentId`) or edits one's details. */
export const assessmentSave: TrustedOperation<'assessment-save'> = async (ctx, { assessmentId, input }) => {
  await assertAdmin(ctx);
  const now = new Date();
  const details = { ...input, skillLower: skillKey(input.skill), updatedAt: now };
  if (!assessmentId) {
    // Readable ids (`react-m3k2…`): they appear in admin URLs and the CSV file names.
    const id = `${skillSlug(input.skill)}-${Date.now().toString(36)}`;
    await ctx.docs.set(assessmentPath(id), {
      id,
      ...details,
      status: 'draft',
      questionCount: 0,
      activeQuestionCount: 0,
      stats: { attempts: 0, passed: 0, scoreSum: 0, averageScore: null },
      createdAt: now,
    });
    return { assessmentId: id };
  }
  const current = await loadAssessment(ctx, assessmentId);
  if (current.status === 'published' && !publishable({ ...current, questionsPerAttempt: input.questionsPerAttempt })) {
    throw new BackendError('failed-precondition', publishRule(input.questionsPerAttempt));
  }
  await ctx.docs.update(assessmentPath(assessmentId), details);
  return { assessmentId };
};

export const assessmentSetStatus: TrustedOperation<'assessment-set-status'> = async (ctx, { assessmentId, status }) => {
  await assertAdmin(ctx);
  const current = await loadAssessment(ctx, assessmentId);
  if (status === 'published' && !publishable(current))
    throw new BackendError('failed-precondition', publishRule(current.questionsPerAttempt));
  await ctx.docs.update(assessmentPath(assessmentId), { status, updatedAt: new Date() });
  return { status };
};

/** Adds a question (no `questionId`) or edits/retires one; item statistics are kept across edits. */
export const assessmentQuestionSave: TrustedOperation<'assessment-question-save'> = async (
  ctx,
  { assessmentId, questionId, question },
) => {
  await assertAdmin(ctx);
  const current = await loadAssessment(ctx, assessmentId);
  let wasActive = false;
  if (questionId) {
    const snap = await ctx.docs.get(questionPath(assessmentId, questionId));
    if (!snap.exists) throw new BackendError('not-found', 'Question not found.');
    wasActive = questionFromSnapshot(snap).status === 'active';
  }
  const active = current.activeQuestionCount + (question.status === 'active' ? 1 : 0) - (wasActive ? 1 : 0);
  if (current.status === 'published' && !publishable({ ...current, activeQuestionCount: active })) {
    throw new BackendError(
      'failed-precondition',
      `${publishRule(current.questionsPerAttempt)} Add a question first, or unpublish.`,
    );
  }
  const newId = questionId ?? randomId();
  const ops: WriteOp[] = [
    questionId
      ? { type: 'update', path: questionPath(assessmentId, newId), data: questionData(assessmentId, newId, question) }
      : {
          type: 'set',
          path: questionPath(assessmentId, newId),
          data: { ...questionData(assessmentId, newId, question), item: emptyItemStats() },
        },
    {
      type: 'update',
      path: assessmentPath(assessmentId),
      data: {
        questionCount: current.questionCount + (questionId ? 0 : 1),
        activeQuestionCount: active,
        updatedAt: new Date(),
      },
    },
  ];
  await ctx.docs.batch(ops);
  return { questionId: newId };
};

/** Imports questions all or nothing: one bad question (numbered from 1 in the import) and nothing is written. */
export const assessmentImport: TrustedOperation<'assessment-import'> = async (ctx, { assessmentId, questions }) => {
  await assertAdmin(ctx);
  const parsed = questions.map((q, i) => {
    const result = questionInputSchema.safeParse(q);
    if (!result.success)
      throw new BackendError(
        'invalid-argument',
        `Question ${i + 1}: ${result.error.issues[0]?.message ?? 'invalid'}. Nothing was imported.`,
      );
    return result.data;
  });
  const current = await loadAssessment(ctx, assessmentId);
  const ops: WriteOp[] = parsed.map((q) => {
    const id = randomId();
    return {
      type: 'set',
      path: questionPath(assessmentId, id),
      data: { ...questionData(assessmentId, id, q), item: emptyItemStats() },
    };
  });
  const added = parsed.filter((q) => q.status === 'active').length;
  ops.push({
    type: 'update',
    path: assessmentPath(assessmentId),
    data: {
      questionCount: current.questionCount + parsed.length,
      activeQuestionCount: current.activeQuestionCount + added,
      updatedAt: new Date(),
    },
  });
  await ctx.docs.batch(ops);
  return { imported: parsed.length };
};

/** 20 characters like Firestore's ids, from the server's secure random source. */
function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
