/**
 * The access cases of applicant notes and ratings, part of the shared table (cases.ts spreads them in): only the job's
 * company reads and writes them (never the talent the application belongs to, another company or an administrator);
 * a note is edited and deleted by its author only; a rating is 1 to 4, by its author, and always moves its job's
 * aggregate by exactly its own change, in the same batch, as services/applications/applicant-ratings.ts writes it.
 */
import {
  increment,
  serverTimestamp,
  type DocumentData,
  type QuerySpec,
  type WriteOp,
} from '../../services/backend/types';
import type { AccessCase } from './cases';
import { seedApplication, seedJob } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');
const appId = 'job-1_talent-a';
const notePath = 'applicantNotes/note-1';
const ratingPath = `applicantRatings/${appId}_company-a`;
const aggPath = 'jobRatings/job-1';

const note = (extra: DocumentData = {}): DocumentData => ({
  applicationId: appId,
  jobId: 'job-1',
  companyId: 'company-a',
  authorId: 'company-a',
  authorName: 'Company company-a',
  text: 'Strong portfolio; ask about deadlines.',
  createdAt: created,
  updatedAt: created,
  ...extra,
});
const freshNote = (extra: DocumentData = {}) =>
  note({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...extra });

const world = { 'jobs/job-1': seedJob({ applicantCount: 1 }), [`applications/${appId}`]: seedApplication('talent-a') };
const withNote = (extra: DocumentData = {}) => ({ ...world, [notePath]: note(extra) });
const rated = {
  ...world,
  [ratingPath]: {
    applicationId: appId,
    jobId: 'job-1',
    companyId: 'company-a',
    authorId: 'company-a',
    rating: 3,
    updatedAt: created,
  },
  [aggPath]: {
    jobId: 'job-1',
    companyId: 'company-a',
    ratings: { [appId]: { sum: 3, count: 1 } },
    lastRatingId: `${appId}_company-a`,
    updatedAt: created,
  },
};

const notesOf = (companyId: string): QuerySpec => ({
  collection: 'applicantNotes',
  where: [
    { field: 'companyId', op: '==', value: companyId },
    { field: 'applicationId', op: '==', value: appId },
  ],
  limit: 100,
});

/** A rating as rateApplicant writes it: the rating and the aggregate's entry in one batch. */
const rate = (
  author: string,
  rating: unknown,
  delta: { sum: number; count: number } = { sum: Number(rating), count: 1 },
  extra: { rating?: DocumentData; aggregate?: DocumentData } = {},
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    {
      type: 'set',
      path: `applicantRatings/${appId}_${author}`,
      data: {
        applicationId: appId,
        jobId: 'job-1',
        companyId: author,
        authorId: author,
        rating,
        updatedAt: serverTimestamp(),
        ...extra.rating,
      },
    },
    {
      type: 'set',
      path: aggPath,
      merge: true,
      data: {
        jobId: 'job-1',
        companyId: author,
        ratings: { [appId]: { sum: increment(delta.sum), count: increment(delta.count) } },
        lastRatingId: `${appId}_${author}`,
        updatedAt: serverTimestamp(),
        ...extra.aggregate,
      },
    },
  ],
});

export const APPLICANT_NOTE_CASES: AccessCase[] = [
  // notes: reading
  {
    name: "applicantNotes: the job's company reads a note on its applicant",
    actor: 'companyA',
    seed: withNote(),
    op: { type: 'get', path: notePath },
    expect: 'allow',
  },
  {
    name: "applicantNotes: the job's company lists the notes on one application",
    actor: 'companyA',
    seed: withNote(),
    op: { type: 'query', spec: notesOf('company-a') },
    expect: 'allow',
  },
  {
    name: 'applicantNotes: the talent cannot read a note on its own application',
    actor: 'talentA',
    seed: withNote(),
    op: { type: 'get', path: notePath },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: the talent cannot list the notes on its own application',
    actor: 'talentA',
    seed: withNote(),
    op: { type: 'query', spec: notesOf('company-a') },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: another company cannot read a note',
    actor: 'companyB',
    seed: withNote(),
    op: { type: 'get', path: notePath },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: another company cannot list them',
    actor: 'companyB',
    seed: withNote(),
    op: { type: 'query', spec: notesOf('company-a') },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a list not pinned to the company is refused',
    actor: 'companyA',
    seed: withNote(),
    op: {
      type: 'query',
      spec: { collection: 'applicantNotes', where: [{ field: 'applicationId', op: '==', value: appId }], limit: 100 },
    },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: an administrator cannot read them from a client',
    actor: 'admin',
    seed: withNote(),
    op: { type: 'get', path: notePath },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: anonymous cannot read a note',
    actor: 'anonymous',
    seed: withNote(),
    op: { type: 'get', path: notePath },
    expect: 'deny',
  },
  // notes: writing
  {
    name: "applicantNotes: the job's company adds a note",
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote() },
    expect: 'allow',
  },
  {
    name: 'applicantNotes: the talent cannot add a note to its own application',
    actor: 'talentA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ companyId: 'talent-a', authorId: 'talent-a' }) },
    expect: 'deny',
  },
  {
    name: "applicantNotes: the talent cannot add a note in the company's name",
    actor: 'talentA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote() },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: another company cannot add a note to an applicant not its own',
    actor: 'companyB',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ companyId: 'company-b', authorId: 'company-b' }) },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a note under another author is refused',
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ authorId: 'company-b' }) },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: an empty note is refused',
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ text: '' }) },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a note over 2,000 characters is refused',
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ text: 'x'.repeat(2001) }) },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a key outside the shape is refused',
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: freshNote({ pinned: true }) },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a backdated note is refused',
    actor: 'companyA',
    seed: world,
    op: { type: 'create', path: notePath, data: note() },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: a suspended company adds no note',
    actor: 'companyA',
    seed: {
      ...world,
      'companies/company-a': {
        id: 'company-a',
        name: 'Company company-a',
        timestamp: created,
        new: false,
        verification: 'verified',
        suspended: true,
      },
    },
    op: { type: 'create', path: notePath, data: freshNote() },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: its author edits the text',
    actor: 'companyA',
    seed: withNote(),
    op: { type: 'update', path: notePath, data: { text: 'Second interview went well.', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'applicantNotes: a note is edited only by its author',
    actor: 'companyA',
    seed: withNote({ authorId: 'recruiter-2', authorName: 'Another recruiter' }),
    op: { type: 'update', path: notePath, data: { text: 'Rewritten.', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: its author cannot change who wrote it',
    actor: 'companyA',
    seed: withNote(),
    op: { type: 'update', path: notePath, data: { authorName: 'Someone else', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: the talent cannot edit a note on its application',
    actor: 'talentA',
    seed: withNote(),
    op: { type: 'update', path: notePath, data: { text: 'Hire me.', updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: its author deletes it',
    actor: 'companyA',
    seed: withNote(),
    op: { type: 'delete', path: notePath },
    expect: 'allow',
  },
  {
    name: 'applicantNotes: a note is deleted only by its author',
    actor: 'companyA',
    seed: withNote({ authorId: 'recruiter-2' }),
    op: { type: 'delete', path: notePath },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: another company cannot delete a note',
    actor: 'companyB',
    seed: withNote(),
    op: { type: 'delete', path: notePath },
    expect: 'deny',
  },
  {
    name: 'applicantNotes: the talent cannot delete a note',
    actor: 'talentA',
    seed: withNote(),
    op: { type: 'delete', path: notePath },
    expect: 'deny',
  },

  // ratings and the job's aggregate: reading
  {
    name: "applicantRatings: the job's company reads its rating",
    actor: 'companyA',
    seed: rated,
    op: { type: 'get', path: ratingPath },
    expect: 'allow',
  },
  {
    name: 'applicantRatings: an author asks for its rating before it rated',
    actor: 'companyA',
    seed: world,
    op: { type: 'get', path: ratingPath },
    expect: 'allow',
  },
  {
    name: 'applicantRatings: the talent cannot read a rating of its application',
    actor: 'talentA',
    seed: rated,
    op: { type: 'get', path: ratingPath },
    expect: 'deny',
  },
  {
    name: 'applicantRatings: another company cannot read a rating',
    actor: 'companyB',
    seed: rated,
    op: { type: 'get', path: ratingPath },
    expect: 'deny',
  },
  {
    name: 'applicantRatings: an administrator cannot read a rating from a client',
    actor: 'admin',
    seed: rated,
    op: { type: 'get', path: ratingPath },
    expect: 'deny',
  },
  {
    name: "jobRatings: the job's company reads the averages of its job",
    actor: 'companyA',
    seed: rated,
    op: { type: 'get', path: aggPath },
    expect: 'allow',
  },
  {
    name: "jobRatings: the job's company asks before anything is rated",
    actor: 'companyA',
    seed: world,
    op: { type: 'get', path: aggPath },
    expect: 'allow',
  },
  {
    name: 'jobRatings: the talent cannot read the averages',
    actor: 'talentA',
    seed: rated,
    op: { type: 'get', path: aggPath },
    expect: 'deny',
  },
  {
    name: 'jobRatings: another company cannot read the averages, even before any rating',
    actor: 'companyB',
    seed: world,
    op: { type: 'get', path: aggPath },
    expect: 'deny',
  },
  // ratings: writing
  {
    name: "applicantRatings: the job's company rates an applicant, the aggregate counts it",
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 4),
    expect: 'allow',
  },
  {
    name: 'applicantRatings: re-rating moves the sum by the difference, not the count',
    actor: 'companyA',
    seed: rated,
    op: rate('company-a', 1, { sum: -2, count: 0 }),
    expect: 'allow',
  },
  {
    name: 'applicantRatings: a rating of 0 is refused',
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 0),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: a rating of 5 is refused',
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 5),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: a rating of 2.5 is refused',
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 2.5),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: a rating as text is refused',
    actor: 'companyA',
    seed: world,
    op: rate('company-a', '3', { sum: 3, count: 1 }),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: a rating without its aggregate is refused',
    actor: 'companyA',
    seed: world,
    op: {
      type: 'create',
      path: ratingPath,
      data: {
        applicationId: appId,
        jobId: 'job-1',
        companyId: 'company-a',
        authorId: 'company-a',
        rating: 3,
        updatedAt: serverTimestamp(),
      },
    },
    expect: 'deny',
  },
  {
    name: 'applicantRatings: an aggregate that counts the wrong sum is refused',
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 2, { sum: 4, count: 1 }),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: a re-rating counted as a second rating is refused',
    actor: 'companyA',
    seed: rated,
    op: rate('company-a', 4, { sum: 1, count: 1 }),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: the talent cannot rate its own application',
    actor: 'talentA',
    seed: world,
    op: rate('talent-a', 4),
    expect: 'deny',
  },
  {
    name: 'applicantRatings: another company cannot rate an applicant not its own',
    actor: 'companyB',
    seed: world,
    op: rate('company-b', 1),
    expect: 'deny',
  },
  {
    name: "applicantRatings: a rating under another author's id is refused",
    actor: 'companyA',
    seed: world,
    op: rate('company-a', 3, undefined, { rating: { authorId: 'recruiter-2' } }),
    expect: 'deny',
  },
  {
    name: 'jobRatings: the aggregate cannot be rewritten without a rating',
    actor: 'companyA',
    seed: rated,
    op: {
      type: 'update',
      path: aggPath,
      data: { ratings: { [appId]: { sum: 8, count: 1 } }, updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },
  {
    name: 'jobRatings: the talent cannot write the aggregate of its job',
    actor: 'talentA',
    seed: rated,
    op: {
      type: 'update',
      path: aggPath,
      data: { ratings: { [appId]: { sum: 4, count: 1 } }, updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },
];
