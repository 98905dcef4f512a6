/** Reading assessments, questions, attempts and progress documents leniently (see lenient.ts). */
import type { DocSnapshot } from '../backend/types';
import type {
  Assessment,
  AssessmentProgress,
  Attempt,
  AttemptQuestion,
  ItemStats,
  Question,
  VerifiedSkill,
} from '../schemas/assessment';
import { DEFAULT_COOLDOWN_DAYS } from '../schemas/assessment-constants';
import { emptyItemStats } from '../format/assessment-item-stats';
import { toMillis } from './lenient';
import { isPlainObject } from './read';

type Data = Record<string, unknown>;
const dataOf = (snap: DocSnapshot): Data => (isPlainObject(snap.data) ? snap.data : {});
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numbers = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)) : [];

export function assessmentFromSnapshot(snap: DocSnapshot): Assessment {
  const d = dataOf(snap);
  const stats = isPlainObject(d.stats) ? d.stats : {};
  return {
    id: snap.id,
    title: str(d.title),
    skill: str(d.skill),
    skillLower: str(d.skillLower),
    categories: strings(d.categories) as Assessment['categories'],
    description: str(d.description),
    durationMinutes: num(d.durationMinutes, 20),
    passMark: num(d.passMark, 70),
    questionsPerAttempt: num(d.questionsPerAttempt, 10),
    cooldownDays: num(d.cooldownDays, DEFAULT_COOLDOWN_DAYS),
    status: d.status === 'published' ? 'published' : 'draft',
    questionCount: num(d.questionCount),
    activeQuestionCount: num(d.activeQuestionCount),
    stats: {
      attempts: num(stats.attempts),
      passed: num(stats.passed),
      scoreSum: num(stats.scoreSum),
      averageScore: numOrNull(stats.averageScore),
    },
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  };
}

export function itemStatsFrom(value: unknown): ItemStats {
  if (!isPlainObject(value)) return emptyItemStats();
  return {
    n: num(value.n),
    correct: num(value.correct),
    sumY: num(value.sumY),
    sumY2: num(value.sumY2),
    sumXY: num(value.sumXY),
    recentX: numbers(value.recentX),
    recentY: numbers(value.recentY),
  };
}

export function questionFromSnapshot(snap: DocSnapshot): Question {
  const d = dataOf(snap);
  const explanation = str(d.explanation);
  return {
    id: snap.id,
    assessmentId: str(d.assessmentId),
    text: str(d.text),
    options: strings(d.options),
    correct: numbers(d.correct),
    ...(explanation ? { explanation } : {}),
    status: d.status === 'retired' ? 'retired' : 'active',
    item: itemStatsFrom(d.item),
    updatedAt: toMillis(d.updatedAt),
  };
}

function attemptQuestions(value: unknown): AttemptQuestion[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isPlainObject)
    .map((q) => ({ id: str(q.id), text: str(q.text), options: strings(q.options), multiple: q.multiple === true }));
}

export function attemptFromSnapshot(snap: DocSnapshot): Attempt {
  const d = dataOf(snap);
  const answers: Record<string, number[]> = {};
  if (isPlainObject(d.answers)) for (const [k, v] of Object.entries(d.answers)) answers[k] = numbers(v);
  return {
    id: snap.id,
    talentId: str(d.talentId),
    assessmentId: str(d.assessmentId),
    skill: str(d.skill),
    title: str(d.title),
    questions: attemptQuestions(d.questions),
    answers,
    focusLosses: num(d.focusLosses),
    status: d.status === 'submitted' ? 'submitted' : 'in-progress',
    startedAt: toMillis(d.startedAt),
    deadline: toMillis(d.deadline),
    submittedAt: toMillis(d.submittedAt),
    score: numOrNull(d.score),
    passed: typeof d.passed === 'boolean' ? d.passed : null,
    passMark: num(d.passMark, 70),
    retakeAt: toMillis(d.retakeAt),
  };
}

export function progressFromSnapshot(snap: DocSnapshot): AssessmentProgress {
  const d = dataOf(snap);
  const status = d.status === 'passed' || d.status === 'failed' ? d.status : 'in-progress';
  return {
    id: snap.id,
    talentId: str(d.talentId),
    assessmentId: str(d.assessmentId),
    skill: str(d.skill),
    status,
    attemptId: str(d.attemptId),
    attempts: num(d.attempts),
    score: numOrNull(d.score),
    showScore: d.showScore === true,
    submittedAt: toMillis(d.submittedAt),
    retakeAt: toMillis(d.retakeAt),
    expiresAt: toMillis(d.expiresAt),
  };
}

/** `verifiedSkills` of a student or card: the valid entries only. */
export function verifiedSkillsFrom(value: unknown): Record<string, VerifiedSkill> {
  const out: Record<string, VerifiedSkill> = {};
  if (!isPlainObject(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    if (!isPlainObject(v) || typeof v.skill !== 'string') continue;
    const score = numOrNull(v.score);
    out[key] = {
      skill: v.skill,
      assessmentId: str(v.assessmentId),
      at: toMillis(v.at),
      until: toMillis(v.until),
      ...(score === null ? {} : { score }),
    };
  }
  return out;
}
