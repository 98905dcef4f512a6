/**
 * The access cases of skill assessments, part of the shared table (cases.ts spreads them in): who
 * reads assessments, question banks (answer keys), attempts and progress documents, that no client writes any of
 * them, and that a talent cannot forge the verified-skill fields the assessment operations write.
 */
import { serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';

const at = new Date('2026-01-01T00:00:00Z');
const assessment = (id: string, status: 'draft' | 'published'): DocumentData => ({
  id,
  title: `${id} test`,
  skill: 'React',
  skillLower: 'react',
  categories: ['Web Developer'],
  description: 'About React.',
  durationMinutes: 20,
  passMark: 70,
  questionsPerAttempt: 2,
  cooldownDays: 14,
  status,
  questionCount: 4,
  activeQuestionCount: 4,
  stats: { attempts: 0, passed: 0, scoreSum: 0, averageScore: null },
  createdAt: at,
  updatedAt: at,
});
const question: DocumentData = {
  id: 'q1',
  assessmentId: 'pub',
  text: 'What is JSX?',
  options: ['A syntax', 'A database'],
  correct: [0],
  status: 'active',
  updatedAt: at,
};
const attempt = (talentId: string): DocumentData => ({
  id: `${talentId}_pub_1`,
  talentId,
  assessmentId: 'pub',
  skill: 'React',
  title: 'pub test',
  questions: [{ id: 'q1', text: 'What is JSX?', options: ['A database', 'A syntax'], multiple: false }],
  answers: {},
  focusLosses: 0,
  status: 'in-progress',
  passMark: 70,
  startedAt: at,
  deadline: new Date('2099-01-01T00:00:00Z'),
});
const progress = (talentId: string): DocumentData => ({
  id: `${talentId}_pub`,
  talentId,
  assessmentId: 'pub',
  skill: 'React',
  status: 'in-progress',
  attemptId: `${talentId}_pub_1`,
  attempts: 1,
  showScore: false,
});

const seed = {
  'assessments/pub': assessment('pub', 'published'),
  'assessments/draft': assessment('draft', 'draft'),
  'assessments/pub/questions/q1': question,
  'assessmentAttempts/talent-a_pub_1': attempt('talent-a'),
  'assessmentAttempts/talent-a_pub_1/server/order': { order: { q1: [1, 0] } },
  'assessmentProgress/talent-a_pub': progress('talent-a'),
};
const published = {
  collection: 'assessments',
  where: [{ field: 'status', op: '==' as const, value: 'published' }],
  orderBy: [{ field: 'skillLower', direction: 'asc' as const }],
  limit: 21,
};
const allAssessments = {
  collection: 'assessments',
  orderBy: [{ field: 'updatedAt', direction: 'desc' as const }],
  limit: 21,
};
const bank = { collection: 'assessments/pub/questions', limit: 21 };
const mine = (collection: string, talentId: string) => ({
  collection,
  where: [{ field: 'talentId', op: '==' as const, value: talentId }],
  limit: 50,
});
/** The back office's query of a talent's attempts (services/backoffice/talents.ts talentAttemptsQuery). */
const adminAttempts = {
  ...mine('assessmentAttempts', 'talent-a'),
  orderBy: [{ field: 'startedAt', direction: 'desc' as const }],
  limit: 21,
};

const verifiedEntry = { skill: 'React', assessmentId: 'pub', at, until: new Date('2028-01-01T00:00:00Z') };
const talentWithBadge = (): DocumentData => ({
  id: 'talent-a',
  email: 'talent-a@access.test',
  name: 'Student talent-a',
  availability: true,
  timestamp: at,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React', verified: true }],
  verifiedSkills: { react: verifiedEntry },
});
const cardOf = (talent: DocumentData): DocumentData => {
  const card: DocumentData = { ...talent, updatedAt: serverTimestamp() };
  for (const key of ['email', 'optedOutOfEmail', 'new', 'timestamp']) delete card[key];
  return card;
};
const profileEdit = (patch: DocumentData, stored: DocumentData): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'update', path: 'students/talent-a', data: patch },
    { type: 'set', path: 'talentCards/talent-a', data: cardOf({ ...stored, ...patch }) },
  ],
});

export const ASSESSMENT_CASES: AccessCase[] = [
  // assessments
  {
    name: 'talent reads a published assessment',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessments/pub' },
    expect: 'allow',
  },
  {
    name: 'company reads a published assessment',
    actor: 'companyA',
    seed,
    op: { type: 'get', path: 'assessments/pub' },
    expect: 'allow',
  },
  {
    name: 'anonymous cannot read an assessment',
    actor: 'anonymous',
    seed,
    op: { type: 'get', path: 'assessments/pub' },
    expect: 'deny',
  },
  {
    name: 'talent cannot read a draft assessment',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessments/draft' },
    expect: 'deny',
  },
  {
    name: 'admin reads a draft assessment',
    actor: 'admin',
    seed,
    op: { type: 'get', path: 'assessments/draft' },
    expect: 'allow',
  },
  {
    name: 'talent lists published assessments',
    actor: 'talentA',
    seed,
    op: { type: 'query', spec: published },
    expect: 'allow',
  },
  {
    // The skills feedback of an ended application: the assessments that verify the job's skills, in one read.
    name: 'talent lists the published assessments of a few skills',
    actor: 'talentA',
    seed,
    op: {
      type: 'query',
      spec: {
        collection: 'assessments',
        where: [
          { field: 'status', op: '==', value: 'published' },
          { field: 'skillLower', op: 'in', value: ['react', 'css'] },
        ],
        limit: 20,
      },
    },
    expect: 'allow',
  },
  {
    name: 'talent cannot list the drafts of a few skills',
    actor: 'talentA',
    seed,
    op: {
      type: 'query',
      spec: {
        collection: 'assessments',
        where: [{ field: 'skillLower', op: 'in', value: ['react', 'css'] }],
        limit: 20,
      },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot list every assessment (drafts included)',
    actor: 'talentA',
    seed,
    op: { type: 'query', spec: allAssessments },
    expect: 'deny',
  },
  {
    name: 'admin lists every assessment',
    actor: 'admin',
    seed,
    op: { type: 'query', spec: allAssessments },
    expect: 'allow',
  },
  {
    name: 'admin cannot write an assessment from the client (trusted operation)',
    actor: 'admin',
    seed,
    op: { type: 'update', path: 'assessments/pub', data: { title: 'Changed' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot write assessment statistics',
    actor: 'talentA',
    seed,
    op: {
      type: 'update',
      path: 'assessments/pub',
      data: { stats: { attempts: 99, passed: 99, scoreSum: 9900, averageScore: 100 } },
    },
    expect: 'deny',
  },

  // the question bank: answer keys
  {
    name: 'talent cannot read a question (answer key)',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessments/pub/questions/q1' },
    expect: 'deny',
  },
  {
    name: 'talent cannot list the question bank',
    actor: 'talentA',
    seed,
    op: { type: 'query', spec: bank },
    expect: 'deny',
  },
  {
    name: 'company cannot list the question bank',
    actor: 'companyA',
    seed,
    op: { type: 'query', spec: bank },
    expect: 'deny',
  },
  {
    name: 'admin reads a question',
    actor: 'admin',
    seed,
    op: { type: 'get', path: 'assessments/pub/questions/q1' },
    expect: 'allow',
  },
  { name: 'admin lists the question bank', actor: 'admin', seed, op: { type: 'query', spec: bank }, expect: 'allow' },
  {
    name: 'admin cannot write a question from the client (trusted operation)',
    actor: 'admin',
    seed,
    op: { type: 'create', path: 'assessments/pub/questions/q2', data: { ...question, id: 'q2' } },
    expect: 'deny',
  },

  // attempts and progress
  {
    name: 'talent reads its own attempt',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessmentAttempts/talent-a_pub_1' },
    expect: 'allow',
  },
  {
    name: 'talent cannot read another talent attempt',
    actor: 'talentB',
    seed,
    op: { type: 'get', path: 'assessmentAttempts/talent-a_pub_1' },
    expect: 'deny',
  },
  {
    name: 'company cannot read an attempt',
    actor: 'companyA',
    seed,
    op: { type: 'get', path: 'assessmentAttempts/talent-a_pub_1' },
    expect: 'deny',
  },
  {
    name: 'admin reads an attempt',
    actor: 'admin',
    seed,
    op: { type: 'get', path: 'assessmentAttempts/talent-a_pub_1' },
    expect: 'allow',
  },
  {
    name: 'talent cannot read the option order of its own attempt',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessmentAttempts/talent-a_pub_1/server/order' },
    expect: 'deny',
  },
  {
    name: 'talent lists its own attempts',
    actor: 'talentA',
    seed,
    op: { type: 'query', spec: mine('assessmentAttempts', 'talent-a') },
    expect: 'allow',
  },
  {
    name: 'talent cannot list another talent attempts',
    actor: 'talentB',
    seed,
    op: { type: 'query', spec: mine('assessmentAttempts', 'talent-a') },
    expect: 'deny',
  },
  // The back office's "Assessment attempts" on a talent's page: newest first, by administrators only.
  {
    name: "admin lists a talent's attempts newest first",
    actor: 'admin',
    seed,
    op: { type: 'query', spec: adminAttempts },
    expect: 'allow',
  },
  {
    name: "company cannot list a talent's attempts",
    actor: 'companyA',
    seed,
    op: { type: 'query', spec: adminAttempts },
    expect: 'deny',
  },
  {
    name: 'talent cannot save an answer by writing its attempt',
    actor: 'talentA',
    seed,
    op: { type: 'update', path: 'assessmentAttempts/talent-a_pub_1', data: { answers: { q1: [1] } } },
    expect: 'deny',
  },
  {
    name: 'talent cannot write its own score',
    actor: 'talentA',
    seed,
    op: {
      type: 'update',
      path: 'assessmentAttempts/talent-a_pub_1',
      data: { status: 'submitted', score: 100, passed: true },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot create an attempt',
    actor: 'talentA',
    seed,
    op: {
      type: 'create',
      path: 'assessmentAttempts/talent-a_pub_2',
      data: { ...attempt('talent-a'), id: 'talent-a_pub_2' },
    },
    expect: 'deny',
  },
  {
    name: 'talent reads its own progress',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessmentProgress/talent-a_pub' },
    expect: 'allow',
  },
  {
    name: 'talent learns it has no progress yet on an assessment (missing own document)',
    actor: 'talentA',
    seed,
    op: { type: 'get', path: 'assessmentProgress/talent-a_draft' },
    expect: 'allow',
  },
  {
    name: "talent cannot probe another talent's missing progress",
    actor: 'talentB',
    seed,
    op: { type: 'get', path: 'assessmentProgress/talent-a_draft' },
    expect: 'deny',
  },
  {
    name: 'talent lists its own progress',
    actor: 'talentA',
    seed,
    op: { type: 'query', spec: mine('assessmentProgress', 'talent-a') },
    expect: 'allow',
  },
  {
    name: 'talent cannot read another talent progress',
    actor: 'talentB',
    seed,
    op: { type: 'get', path: 'assessmentProgress/talent-a_pub' },
    expect: 'deny',
  },
  {
    name: 'talent cannot clear its retake cooldown',
    actor: 'talentA',
    seed,
    op: { type: 'update', path: 'assessmentProgress/talent-a_pub', data: { status: 'failed', retakeAt: at } },
    expect: 'deny',
  },
  {
    name: 'admin lists progress documents',
    actor: 'admin',
    seed,
    op: { type: 'query', spec: { collection: 'assessmentProgress', limit: 20 } },
    expect: 'allow',
  },

  // verified skills on the profile and card
  {
    name: 'talent cannot give itself a verified-skill record',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { verifiedSkills: { react: verifiedEntry } } },
    expect: 'deny',
  },
  {
    name: 'talent edits its profile and card while carrying a verified skill',
    actor: 'talentA',
    seed: { 'students/talent-a': talentWithBadge() },
    op: profileEdit({ name: 'Ada K' }, talentWithBadge()),
    expect: 'allow',
  },
  {
    name: 'talent cannot show its score on its card when the record has none',
    actor: 'talentA',
    seed: { 'students/talent-a': talentWithBadge() },
    op: {
      type: 'create',
      path: 'talentCards/talent-a',
      data: cardOf({ ...talentWithBadge(), verifiedSkills: { react: { ...verifiedEntry, score: 100 } } }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot extend the expiry of its verified skill',
    actor: 'talentA',
    seed: { 'students/talent-a': talentWithBadge() },
    op: profileEdit(
      { verifiedSkills: { react: { ...verifiedEntry, until: new Date('2099-01-01T00:00:00Z') } } },
      talentWithBadge(),
    ),
    expect: 'deny',
  },
];
