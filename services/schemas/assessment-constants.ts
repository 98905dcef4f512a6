/**
 * Skill assessments' collections, statuses, limits and skill keys without zod (see ./assessment.ts for the schemas
 * and types), for the screens and converters that only read assessments. ./assessment.ts re-exports them.
 */

export const ASSESSMENTS = 'assessments';
export const ASSESSMENT_ATTEMPTS = 'assessmentAttempts';
export const ASSESSMENT_PROGRESS = 'assessmentProgress';
export const assessmentPath = (id: string) => `${ASSESSMENTS}/${id}`;
export const questionsCollection = (assessmentId: string) => `${ASSESSMENTS}/${assessmentId}/questions`;
export const questionPath = (assessmentId: string, questionId: string) =>
  `${questionsCollection(assessmentId)}/${questionId}`;
export const attemptPath = (id: string) => `${ASSESSMENT_ATTEMPTS}/${id}`;
/** One progress document per talent and assessment, at a deterministic id: the server's lock for "one at a time". */
const progressId = (talentId: string, assessmentId: string) => `${talentId}_${assessmentId}`;
export const progressPath = (talentId: string, assessmentId: string) =>
  `${ASSESSMENT_PROGRESS}/${progressId(talentId, assessmentId)}`;

export const ASSESSMENT_STATUSES = ['draft', 'published'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
export const QUESTION_STATUSES = ['active', 'retired'] as const;

export const DEFAULT_COOLDOWN_DAYS = 14;
/** A verified skill holds for two years; then the talent takes the assessment again. */
export const VERIFIED_FOR_MS = 2 * 365 * 24 * 3_600_000;
export const DAY_MS = 24 * 3_600_000;
/** Answers reaching the server this long after the deadline still count (network delay), never more. */
export const DEADLINE_GRACE_MS = 5_000;
/**
 * A late answer is refused as `failed-precondition` (a 4xx the screen shows, not a 504 that reads as a server
 * timeout) with this message; the screen and the server recognise the refusal by it.
 */
export const LATE_ANSWER_MESSAGE =
  'Time is up: answers after the deadline are not accepted. Your saved answers were graded.';
export const isLateAnswer = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e !== null && typeof e === 'object' && e.code === 'failed-precondition' && e.message === LATE_ANSWER_MESSAGE;
};
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;
export const ASSESSMENT_PAGE_SIZE = 20;
/** One import is one batch (all or nothing), within Firestore's 500 writes: the CSV form and the server agree. */
export const QUESTION_IMPORT_MAX = 400;
/**
 * The most an import request may weigh: far above 400 ordinary questions (about 150 KB), and what the import form
 * checks before sending, so a file the form accepts is never refused as too large by the server.
 */
export const QUESTION_IMPORT_BYTES_MAX = 4 * 1024 * 1024;

export const skillKey = (skill: string) => skill.trim().toLowerCase();
/** The `[skill]` segment of the talent's assessment route. */
export const skillSlug = (skill: string) =>
  skill
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'skill';
