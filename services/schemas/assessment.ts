/**
 * Skill assessments: the shapes of an assessment, its question bank, an attempt and a talent's
 * progress on one assessment. Admin input is validated here (forms) and again by the trusted operations (server).
 * Answer keys live only on question documents, which the rules let administrators alone read.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { LIMITS } from './common';
import { skillNameSchema } from './talent';
import { OPTIONS_MAX, OPTIONS_MIN, QUESTION_STATUSES, type AssessmentStatus } from './assessment-constants';

export {
  ASSESSMENT_ATTEMPTS,
  ASSESSMENT_PROGRESS,
  ASSESSMENT_STATUSES,
  assessmentPath,
  attemptPath,
  DAY_MS,
  DEADLINE_GRACE_MS,
  DEFAULT_COOLDOWN_DAYS,
  isLateAnswer,
  LATE_ANSWER_MESSAGE,
  OPTIONS_MAX,
  progressPath,
  QUESTION_IMPORT_BYTES_MAX,
  QUESTION_IMPORT_MAX,
  questionPath,
  questionsCollection,
  skillKey,
  skillSlug,
  VERIFIED_FOR_MS,
} from './assessment-constants';
export type { AssessmentStatus } from './assessment-constants';

export const assessmentInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.shortTextMax)),
  skill: skillNameSchema,
  categories: z.array(z.enum(JOB_SEEKER_CATEGORIES)).check(z.maxLength(JOB_SEEKER_CATEGORIES.length)),
  description: z.string().check(z.trim(), z.maxLength(LIMITS.longTextMax)),
  durationMinutes: z.int().check(z.minimum(1), z.maximum(180)),
  passMark: z.int().check(z.minimum(1), z.maximum(100)),
  questionsPerAttempt: z.int().check(z.minimum(1), z.maximum(100)),
  cooldownDays: z.int().check(z.minimum(0), z.maximum(365)),
});
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

const optionSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));

export const questionInputSchema = z
  .strictObject({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
    options: z.array(optionSchema).check(z.minLength(OPTIONS_MIN), z.maxLength(OPTIONS_MAX)),
    /** Indexes into `options` of the correct option(s): at least one. */
    correct: z
      .array(z.int().check(z.minimum(0), z.maximum(OPTIONS_MAX - 1)))
      .check(z.minLength(1), z.maxLength(OPTIONS_MAX)),
    explanation: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
    status: z.enum(QUESTION_STATUSES),
  })
  .check(
    z.refine((q) => q.correct.every((i) => i < q.options.length), {
      message: 'A correct answer points at no option',
      path: ['correct'],
    }),
    z.refine((q) => new Set(q.correct).size === q.correct.length, {
      message: 'A correct answer is listed twice',
      path: ['correct'],
    }),
    z.refine((q) => new Set(q.options.map((o) => o.trim().toLowerCase())).size === q.options.length, {
      message: 'Two options are the same',
      path: ['options'],
    }),
  );
export type QuestionInput = z.infer<typeof questionInputSchema>;

interface AssessmentStats {
  attempts: number;
  passed: number;
  /** Mean score (percent) of graded attempts; null before the first. */
  averageScore: number | null;
  scoreSum: number;
}

export interface Assessment extends AssessmentInput {
  id: string;
  skillLower: string;
  status: AssessmentStatus;
  questionCount: number;
  activeQuestionCount: number;
  stats: AssessmentStats;
  createdAt: number | null;
  updatedAt: number | null;
}

/**
 * Running sums per question, updated on every graded attempt, so item analysis never reads the attempts:
 * x = answered correctly (0/1), y = the attempt's score on the other questions (0..1).
 */
export interface ItemStats {
  /** Attempts that drew the question (graded). */
  n: number;
  correct: number;
  sumY: number;
  sumY2: number;
  sumXY: number;
  /** The latest outcomes, oldest first, at most ITEM_RECENT_WINDOW: correct (0/1) and the rest-of-test score. */
  recentX: number[];
  recentY: number[];
}

export interface Question extends QuestionInput {
  id: string;
  assessmentId: string;
  item: ItemStats;
  updatedAt: number | null;
}

/** A question as a talent sees it inside an attempt: no key, options in this attempt's order. */
export interface AttemptQuestion {
  id: string;
  text: string;
  options: string[];
  /** True when more than one option is correct (the talent must pick all of them). */
  multiple: boolean;
}

type AttemptStatus = 'in-progress' | 'submitted';

export interface Attempt {
  id: string;
  talentId: string;
  assessmentId: string;
  skill: string;
  title: string;
  questions: AttemptQuestion[];
  /** question id -> chosen option indexes, in this attempt's option order. */
  answers: Record<string, number[]>;
  focusLosses: number;
  status: AttemptStatus;
  startedAt: number | null;
  deadline: number | null;
  submittedAt: number | null;
  score: number | null;
  passed: boolean | null;
  passMark: number;
  retakeAt: number | null;
}

type ProgressStatus = 'in-progress' | 'passed' | 'failed';

/** assessmentProgress/{talentId}_{assessmentId}: where a talent stands on one assessment. */
export interface AssessmentProgress {
  id: string;
  talentId: string;
  assessmentId: string;
  skill: string;
  status: ProgressStatus;
  attemptId: string;
  attempts: number;
  score: number | null;
  showScore: boolean;
  submittedAt: number | null;
  retakeAt: number | null;
  expiresAt: number | null;
}

/** `verifiedSkills` on students and talent cards, keyed by the lower-cased skill (written by the server only). */
export interface VerifiedSkill {
  skill: string;
  assessmentId: string;
  at: number | null;
  until: number | null;
  /** Present only when the talent chose to show its score. */
  score?: number;
}
