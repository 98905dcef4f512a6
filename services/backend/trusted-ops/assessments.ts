/** Trusted operations of skill assessments: a talent's attempt (graded against a key talents may not read), admin edits. */
import { z } from 'zod/mini';
import {
  ASSESSMENT_STATUSES,
  OPTIONS_MAX,
  QUESTION_IMPORT_MAX,
  assessmentInputSchema,
  questionInputSchema,
  type AssessmentStatus,
} from '../../schemas/assessment';
import { idSchema } from '../../schemas/common';
import { trustedOp } from './define';

export interface AttemptResult {
  attemptId: string;
  score: number;
  passed: boolean;
  retakeAt: number | null;
  expiresAt: number | null;
}

const attemptInput = z.strictObject({ attemptId: idSchema });

export const ASSESSMENT_OPS = {
  'assessment-start': trustedOp(z.strictObject({ assessmentId: idSchema })).returns<{
    attemptId: string;
    resumed: boolean;
  }>(),
  'assessment-answer': trustedOp(
    z.strictObject({
      attemptId: idSchema,
      questionId: idSchema,
      choice: z.array(z.int().check(z.minimum(0), z.maximum(OPTIONS_MAX - 1))).check(z.maxLength(OPTIONS_MAX)),
    }),
  ).returns<{ saved: true }>(),
  'assessment-focus-loss': trustedOp(attemptInput).returns<{ focusLosses: number }>(),
  'assessment-submit': trustedOp(attemptInput).returns<AttemptResult>(),
  'assessment-show-score': trustedOp(z.strictObject({ assessmentId: idSchema, show: z.boolean() })).returns<{
    show: boolean;
  }>(),
  'assessment-save': trustedOp(
    z.strictObject({ assessmentId: z.optional(idSchema), input: assessmentInputSchema }),
  ).returns<{ assessmentId: string }>(),
  'assessment-set-status': trustedOp(
    z.strictObject({ assessmentId: idSchema, status: z.enum(ASSESSMENT_STATUSES) }),
  ).returns<{ status: AssessmentStatus }>(),
  'assessment-question-save': trustedOp(
    z.strictObject({ assessmentId: idSchema, questionId: z.optional(idSchema), question: questionInputSchema }),
  ).returns<{ questionId: string }>(),
  // Each question is checked on its own by the operation, so one bad row names its line instead of failing the lot.
  'assessment-import': trustedOp(
    z.strictObject({
      assessmentId: idSchema,
      questions: z.array(z.unknown()).check(z.minLength(1), z.maxLength(QUESTION_IMPORT_MAX)),
    }),
  ).returns<{ imported: number }>(),
};
