/**
 * Skill assessments over the port. Reads go through the rules (published assessments, the talent's
 * own attempts and progress, the bank for administrators); every write is a trusted operation.
 */
import { getBackend } from '../backend/backend';
import { BackendError, type QuerySpec, type WhereClause } from '../backend/types';
import type { TrustedInput, TrustedOpName } from '../backend/trusted-ops';
import {
  assessmentFromSnapshot,
  attemptFromSnapshot,
  progressFromSnapshot,
  questionFromSnapshot,
} from '../converters/assessment-converter';
import { queryAll, queryPage, type Page } from '../pagination';
import type {
  Assessment,
  AssessmentInput,
  AssessmentProgress,
  AssessmentStatus,
  Attempt,
  Question,
  QuestionInput,
} from '../schemas/assessment';
import {
  ASSESSMENT_PAGE_SIZE,
  ASSESSMENT_PROGRESS,
  ASSESSMENTS,
  assessmentPath,
  attemptPath,
  questionsCollection,
  skillKey,
} from '../schemas/assessment-constants';
import { validateLazily } from '../schemas/validate-lazily';

const published: WhereClause = { field: 'status', op: '==', value: 'published' };
const bySkill = [{ field: 'skillLower', direction: 'asc' as const }];

/** A prefix search on the lower-cased skill: `skillLower >= q` and `< q + '\uf8ff'`. */
const skillPrefix = (search: string): WhereClause[] => {
  const q = skillKey(search);
  return q
    ? [
        { field: 'skillLower', op: '>=', value: q },
        { field: 'skillLower', op: '<', value: `${q}\uf8ff` },
      ]
    : [];
};

export async function listPublishedAssessments(
  opts: { search?: string; after?: string } = {},
): Promise<Page<Assessment>> {
  const backend = await getBackend();
  const spec: QuerySpec = {
    collection: ASSESSMENTS,
    where: [published, ...skillPrefix(opts.search ?? '')],
    orderBy: bySkill,
  };
  const { snaps, nextCursor } = await queryPage(backend.docs, spec, ASSESSMENT_PAGE_SIZE, opts.after);
  return { items: snaps.map(assessmentFromSnapshot), nextCursor };
}

/** The published assessments suited to the talent's category (the first page): listed first on its screen. */
export async function listAssessmentsForCategory(category: string): Promise<Assessment[]> {
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: ASSESSMENTS,
    where: [{ field: 'categories', op: 'array-contains', value: category }, published],
    orderBy: bySkill,
    limit: ASSESSMENT_PAGE_SIZE,
  });
  return snaps.map(assessmentFromSnapshot);
}

/**
 * The published assessments of these skills (matched case-insensitively), in one read: an `in` filter takes up to
 * 30 values, and a job has at most 10 skills.
 */
export async function listAssessmentsForSkills(skills: string[]): Promise<Assessment[]> {
  const keys = [...new Set(skills.map(skillKey))].slice(0, 30);
  if (keys.length === 0) return [];
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: ASSESSMENTS,
    where: [published, { field: 'skillLower', op: 'in', value: keys }],
    limit: ASSESSMENT_PAGE_SIZE,
  });
  return snaps.map(assessmentFromSnapshot);
}

export async function getAssessment(id: string): Promise<Assessment> {
  const backend = await getBackend();
  const snap = await backend.docs.get(assessmentPath(id));
  if (!snap.exists) throw new BackendError('not-found', 'Assessment not found.');
  return assessmentFromSnapshot(snap);
}

/** Where the talent stands on every assessment it took (one document per assessment). */
export async function listMyProgress(talentId: string): Promise<AssessmentProgress[]> {
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: ASSESSMENT_PROGRESS,
    where: [{ field: 'talentId', op: '==', value: talentId }],
    limit: 200,
  });
  return snaps.map(progressFromSnapshot);
}

export async function getMyProgress(talentId: string, assessmentId: string): Promise<AssessmentProgress | null> {
  const backend = await getBackend();
  const snap = await backend.docs.get(`${ASSESSMENT_PROGRESS}/${talentId}_${assessmentId}`);
  return snap.exists ? progressFromSnapshot(snap) : null;
}

export async function getAttempt(id: string): Promise<Attempt> {
  const backend = await getBackend();
  const snap = await backend.docs.get(attemptPath(id));
  if (!snap.exists) throw new BackendError('not-found', 'Attempt not found.');
  return attemptFromSnapshot(snap);
}

const call = async <N extends TrustedOpName>(name: N, input: TrustedInput<N>) =>
  (await getBackend()).callTrusted(name, input);

export const startAssessment = (assessmentId: string) => call('assessment-start', { assessmentId });
export const saveAnswer = (attemptId: string, questionId: string, choice: number[]) =>
  call('assessment-answer', { attemptId, questionId, choice });
export const recordFocusLoss = (attemptId: string) => call('assessment-focus-loss', { attemptId });
export const submitAttempt = (attemptId: string) => call('assessment-submit', { attemptId });
export const setShowScore = (assessmentId: string, show: boolean) =>
  call('assessment-show-score', { assessmentId, show });

// ---------- administrators ----------

export interface AdminAssessmentFilters {
  status?: AssessmentStatus;
  skill?: string;
}

export async function listAllAssessments(
  filters: AdminAssessmentFilters = {},
  after?: string,
): Promise<Page<Assessment>> {
  const backend = await getBackend();
  const where: WhereClause[] = [
    ...(filters.status ? [{ field: 'status', op: '==' as const, value: filters.status }] : []),
    ...skillPrefix(filters.skill ?? ''),
  ];
  // A skill prefix is a range on skillLower, which must then be the first order.
  const orderBy = filters.skill?.trim() ? bySkill : [{ field: 'updatedAt', direction: 'desc' as const }];
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: ASSESSMENTS, where, orderBy },
    ASSESSMENT_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(assessmentFromSnapshot), nextCursor };
}

const bankOrder = [{ field: 'updatedAt', direction: 'desc' as const }];

export async function listQuestions(assessmentId: string, after?: string): Promise<Page<Question>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: questionsCollection(assessmentId), orderBy: bankOrder },
    ASSESSMENT_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(questionFromSnapshot), nextCursor };
}

/** The whole bank, for the CSV export (read in bounded pages). */
export async function allQuestions(assessmentId: string): Promise<Question[]> {
  const backend = await getBackend();
  return (await queryAll(backend.docs, { collection: questionsCollection(assessmentId), orderBy: bankOrder })).map(
    questionFromSnapshot,
  );
}

export async function saveAssessment(input: AssessmentInput, assessmentId?: string): Promise<{ assessmentId: string }> {
  const valid = await validateLazily(
    import('../schemas/assessment').then((m) => m.assessmentInputSchema),
    input,
  );
  return call('assessment-save', { ...(assessmentId ? { assessmentId } : {}), input: valid });
}

export const setAssessmentStatus = (assessmentId: string, status: AssessmentStatus) =>
  call('assessment-set-status', { assessmentId, status });

export async function saveQuestion(
  assessmentId: string,
  question: QuestionInput,
  questionId?: string,
): Promise<{ questionId: string }> {
  const valid = await validateLazily(
    import('../schemas/assessment').then((m) => m.questionInputSchema),
    question,
  );
  return call('assessment-question-save', { assessmentId, ...(questionId ? { questionId } : {}), question: valid });
}

export const importQuestions = (assessmentId: string, questions: QuestionInput[]) =>
  call('assessment-import', { assessmentId, questions });
