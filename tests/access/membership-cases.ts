/**
 * Membership at every door, part of the shared table (cases.ts spreads them in). Who acts for a company is an active
 * member document, the founding account's included; the company's id is never proof. One world of company-a (a job,
 * two applicants, a conversation with its messages, notifications and inbox, an RSVP with its join link, the private
 * account record, notes, ratings, interviews, the team and an invitation) is read and written by hostile actors:
 *
 * - removedFounder: company-a's founding account, after it handed ownership to recruiter-a and was taken off the team;
 * - removedRecruiter: recruiter-x, taken off the team (its member document gone);
 * - invitee: invited by email, not joined;
 * - suspendedMember, deletingMember: recruiters of company-a while it is suspended, or while their account's deletion
 *   runs (tombstone written, membership still there);
 *
 * each next to a current member who may (the control), so no case passes for a reason other than its own.
 */
import { increment, serverTimestamp, type DocumentData, type QuerySpec } from '../../services/backend/types';
import type { AccessCase, Actor } from './cases';
import { newJob, seedApplication, seedJob } from './job-cases';
import { proposal } from './interview-cases';
import { talentDoc } from './talent-doc';

// cases.ts imports this file, so its values are not ready while this module loads: they are spelled out.
const at = new Date('2026-02-01T00:00:00Z');
const CONV = 'conversations/company-a_talent-a';
const MSG = `${CONV}/messages/m1`;
const APP = 'applications/job-1_talent-a';
const INTERVIEW = 'interviews/job-1_talent-a';
const JOIN = 'events/e1/private/join';
const RSVP = 'events/e1/rsvps/company-a';
const ACCOUNT = 'companyAccounts/company-a';

/** A member's name as its member document says it (notes are signed with it). */
const nameOf = (uid: string) => `Member ${uid}`;
const member = (uid: string, role = 'recruiter'): DocumentData => ({
  uid,
  companyId: 'company-a',
  role,
  name: nameOf(uid),
  email: `${uid}@access.test`,
  joinedAt: at,
});
const company = (extra: DocumentData = {}): DocumentData => ({
  id: 'company-a',
  name: 'Company company-a',
  timestamp: at,
  new: false,
  verification: 'verified',
  ...extra,
});
const note = (uid: string, extra: DocumentData = {}): DocumentData => ({
  applicationId: 'job-1_talent-a',
  jobId: 'job-1',
  companyId: 'company-a',
  authorId: uid,
  authorName: nameOf(uid),
  text: 'Strong portfolio.',
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const storedInterview = (talent: string) =>
  proposal({
    applicationId: `job-1_${talent}`,
    talentId: talent,
    talentName: `Student ${talent}`,
    createdAt: at,
    updatedAt: at,
  });
const MEMBERS = ['recruiter-a', 'recruiter-s', 'recruiter-t'];

/** company-a's world, with its founder as owner and three recruiters. */
const WORLD: Record<string, DocumentData> = {
  'companies/company-a': company(),
  'companyMembers/company-a': { ...member('company-a', 'owner'), name: 'Company company-a' },
  ...Object.fromEntries(MEMBERS.map((uid) => [`companyMembers/${uid}`, member(uid)])),
  'companyInvites/inv-1': {
    companyId: 'company-a',
    companyName: 'Company company-a',
    email: 'invitee-a@access.test',
    invitedBy: 'company-a',
    status: 'pending',
    createdAt: at,
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  },
  [ACCOUNT]: { id: 'company-a', email: 'company-a@access.test', emailVerified: true },
  'jobs/job-1': seedJob({ applicantCount: 2 }),
  [APP]: seedApplication('talent-a', {
    stage: 'interview',
    talentEmail: 'talent-a@access.test',
    talentPhone: '+1 555',
  }),
  'applications/job-1_talent-r': seedApplication('talent-r', { stage: 'rejected', rejectionReason: 'skills' }),
  'students/talent-r': talentDoc('talent-r'),
  'talentCards/talent-a': {
    id: 'talent-a',
    name: 'Student talent-a',
    availability: true,
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
    updatedAt: at,
  },
  [CONV]: {
    id: 'company-a_talent-a',
    participants: ['company-a', 'talent-a'],
    contact: { 'talent-a': { email: 'talent-a@access.test', phone: '+1 555' } },
    status: 'open',
    blockedBy: [],
    unread: { 'company-a': 1, 'talent-a': 0 },
    createdAt: at,
    updatedAt: at,
  },
  [MSG]: { id: 'm1', by: 'talent-a', text: 'My direct line is +1 555', sentAt: at },
  'inboxes/company-a': { unreadConversations: 1, unreadNotifications: 1 },
  'notifications/n1': {
    id: 'n1',
    userId: 'company-a',
    kind: 'message',
    title: 'New message',
    body: 'Offer attached',
    link: '/company/messages',
    read: false,
    createdAt: at,
  },
  'events/e1': {
    title: 'Hiring fair',
    description: 'Meet talents.',
    startsAt: new Date('2099-03-01T10:00:00Z'),
    endsAt: new Date('2099-03-01T12:00:00Z'),
    timeZone: 'UTC',
    mode: 'online',
    audience: 'companies',
    capacity: 10,
    status: 'published',
    goingCount: 1,
    waitingCount: 0,
    forTalents: false,
    forCompanies: true,
    createdAt: at,
    updatedAt: at,
  },
  [RSVP]: { uid: 'company-a', memberUid: 'recruiter-a', name: 'Company company-a', status: 'going', createdAt: at },
  [JOIN]: { link: 'https://meet.example.test/fair' },
  ...Object.fromEntries(MEMBERS.map((uid) => [`applicantNotes/note-${uid}`, note(uid)])),
  'applicantNotes/note-company-a': note('company-a', { authorName: 'Company company-a' }),
  'applicantNotes/note-recruiter-x': note('recruiter-x'),
  'applicantNotes/note-invitee-a': note('invitee-a'),
  'applicantRatings/job-1_talent-a_recruiter-a': {
    applicationId: 'job-1_talent-a',
    jobId: 'job-1',
    companyId: 'company-a',
    authorId: 'recruiter-a',
    rating: 3,
    updatedAt: at,
  },
  'jobRatings/job-1': {
    jobId: 'job-1',
    companyId: 'company-a',
    ratings: { 'job-1_talent-a': { sum: 3, count: 1 } },
    lastRatingId: 'job-1_talent-a_recruiter-a',
    updatedAt: at,
  },
  [INTERVIEW]: storedInterview('talent-a'),
  'interviews/job-1_talent-r': storedInterview('talent-r'),
};

/** The founding account handed ownership to recruiter-a, then was taken off the team ('removed' marker). */
const HANDED_OVER: Record<string, DocumentData> = {
  ...WORLD,
  'companyMembers/recruiter-a': member('recruiter-a', 'owner'),
  'companyMembers/company-a': { ...member('company-a', 'removed'), name: 'Company company-a' },
};
const SUSPENDED = { ...WORLD, 'companies/company-a': company({ suspended: true }) };
const DELETING = { ...WORLD, 'deletedAccounts/recruiter-t': { deletedAt: at } };

const byCompany = (collection: string, extra: QuerySpec['where'] = []): QuerySpec => ({
  collection,
  where: [{ field: 'companyId', op: '==', value: 'company-a' }, ...(extra ?? [])],
  limit: 20,
});

/** Every door of company-a a client reads, as the app's screens ask. */
const READS: [string, AccessCase['op']][] = [
  ['a conversation of the company (contact details)', { type: 'get', path: CONV }],
  [
    "the company's conversation list",
    {
      type: 'query',
      spec: {
        collection: 'conversations',
        where: [{ field: 'participants', op: 'array-contains', value: 'company-a' }],
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: 21,
      },
    },
  ],
  ['a message', { type: 'get', path: MSG }],
  [
    "a conversation's latest messages",
    {
      type: 'query',
      spec: { collection: `${CONV}/messages`, orderBy: [{ field: 'sentAt', direction: 'desc' }], limit: 30 },
    },
  ],
  ["the company's inbox", { type: 'get', path: 'inboxes/company-a' }],
  ['a notification addressed to the company', { type: 'get', path: 'notifications/n1' }],
  [
    "the company's notifications",
    {
      type: 'query',
      spec: {
        collection: 'notifications',
        where: [{ field: 'userId', op: '==', value: 'company-a' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
  ],
  ["the company's RSVP", { type: 'get', path: RSVP }],
  ['the join link of an event the company is going to', { type: 'get', path: JOIN }],
  ["the company's private account record", { type: 'get', path: ACCOUNT }],
  ['an application with its contact details', { type: 'get', path: APP }],
  [
    "a job's applicants",
    {
      type: 'query',
      spec: byCompany('applications', [{ field: 'jobId', op: '==', value: 'job-1' }]),
    },
  ],
  ['a note on an applicant', { type: 'get', path: 'applicantNotes/note-recruiter-s' }],
  [
    "an application's notes",
    {
      type: 'query',
      spec: byCompany('applicantNotes', [{ field: 'applicationId', op: '==', value: 'job-1_talent-a' }]),
    },
  ],
  ["a teammate's rating", { type: 'get', path: 'applicantRatings/job-1_talent-a_recruiter-a' }],
  ["a job's ratings", { type: 'get', path: 'jobRatings/job-1' }],
  ['an interview', { type: 'get', path: INTERVIEW }],
  [
    "an application's interview",
    {
      type: 'query',
      spec: byCompany('interviews', [{ field: 'applicationId', op: '==', value: 'job-1_talent-a' }]),
    },
  ],
  ["the company's team", { type: 'query', spec: byCompany('companyMembers') }],
  ["the company's invitations", { type: 'query', spec: byCompany('companyInvites') }],
  [
    'talents open to offers (discovery)',
    {
      type: 'query',
      spec: { collection: 'talentCards', where: [{ field: 'availability', op: '==', value: true }], limit: 20 },
    },
  ],
];

const HOSTILE_READERS: [Actor, string, Record<string, DocumentData>][] = [
  ['removedFounder', 'a founding account taken off its team', HANDED_OVER],
  ['removedRecruiter', 'a recruiter taken off the team', WORLD],
  ['invitee', 'an invitee who has not joined', WORLD],
];

function readCases(): AccessCase[] {
  return READS.flatMap(([what, op]): AccessCase[] => [
    ...HOSTILE_READERS.map(([actor, who, seed]): AccessCase => ({
      name: `membership: ${who} cannot read ${what}`,
      actor,
      seed,
      op,
      expect: 'deny',
    })),
    { name: `membership: the founding owner reads ${what}`, actor: 'companyA', seed: WORLD, op, expect: 'allow' },
    {
      name: `membership: the owner it handed over to reads ${what}`,
      actor: 'recruiterA',
      seed: HANDED_OVER,
      op,
      expect: 'allow',
    },
  ]);
}

const moveBy = (uid: string): DocumentData => ({
  stage: 'offered',
  history: [
    { stage: 'applied', at: new Date('2026-01-01T00:00:00Z'), by: 'talent-a' },
    { stage: 'offered', at: new Date(), by: uid },
  ],
  updatedAt: serverTimestamp(),
});
const reproposal = {
  slots: [{ startsAt: new Date(Date.UTC(2099, 1, 2, 9)), endsAt: new Date(Date.UTC(2099, 1, 2, 10)) }],
  round: increment(1),
  updatedAt: serverTimestamp(),
};

/** Every write a member makes for company-a, as the services make it. */
const WRITES: [string, (uid: string) => AccessCase['op']][] = [
  [
    'write a note',
    (uid) => ({
      type: 'create',
      path: `applicantNotes/new-${uid}`,
      data: note(uid, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    }),
  ],
  [
    'edit its note',
    (uid) => ({
      type: 'update',
      path: `applicantNotes/note-${uid}`,
      data: { text: 'Changed my mind.', updatedAt: serverTimestamp() },
    }),
  ],
  ['delete its note', (uid) => ({ type: 'delete', path: `applicantNotes/note-${uid}` })],
  [
    'rate an applicant',
    (uid) => ({
      type: 'batch',
      ops: [
        {
          type: 'set',
          path: `applicantRatings/job-1_talent-a_${uid}`,
          data: {
            applicationId: 'job-1_talent-a',
            jobId: 'job-1',
            companyId: 'company-a',
            authorId: uid,
            rating: 4,
            updatedAt: serverTimestamp(),
          },
        },
        {
          type: 'set',
          path: 'jobRatings/job-1',
          merge: true,
          data: {
            jobId: 'job-1',
            companyId: 'company-a',
            ratings: { 'job-1_talent-a': { sum: increment(4), count: increment(1) } },
            lastRatingId: `job-1_talent-a_${uid}`,
            updatedAt: serverTimestamp(),
          },
        },
      ],
    }),
  ],
  ['move an applicant', (uid) => ({ type: 'update', path: APP, data: moveBy(uid) })],
  ['propose new interview times', () => ({ type: 'update', path: INTERVIEW, data: reproposal })],
  [
    'cancel an interview',
    () => ({ type: 'update', path: INTERVIEW, data: { status: 'cancelled', updatedAt: serverTimestamp() } }),
  ],
  ['post a job', () => ({ type: 'create', path: 'jobs/job-2', data: newJob('job-2') })],
  [
    'choose how the company’s notices reach it',
    (uid) => ({ type: 'create', path: `notificationSettings/${uid}`, data: { messages: 'app' } }),
  ],
];

const HOSTILE_WRITERS: [Actor, string, string, Record<string, DocumentData>][] = [
  ['removedFounder', 'company-a', 'a founding account taken off its team', HANDED_OVER],
  ['removedRecruiter', 'recruiter-x', 'a recruiter taken off the team', WORLD],
  ['invitee', 'invitee-a', 'an invitee who has not joined', WORLD],
  ['suspendedMember', 'recruiter-s', 'a member of a suspended company', SUSPENDED],
  ['deletingMember', 'recruiter-t', 'a member whose account is being deleted', DELETING],
];

/**
 * Steps that are trusted operations (applications-move, interview-propose, interview-cancel: who may take them is
 * tested on both engines in tests/backend): no member writes them from the browser, the control included.
 */
const TRUSTED_STEPS = new Set(['move an applicant', 'propose new interview times', 'cancel an interview']);

function writeCases(): AccessCase[] {
  return WRITES.flatMap(([what, op]): AccessCase[] => [
    ...HOSTILE_WRITERS.map(([actor, uid, who, seed]): AccessCase => ({
      name: `membership: ${who} cannot ${what}`,
      actor,
      seed,
      op: op(uid),
      expect: 'deny',
    })),
    TRUSTED_STEPS.has(what)
      ? {
          name: `membership: even a current recruiter cannot ${what} from the browser`,
          actor: 'suspendedMember',
          seed: WORLD,
          op: op('recruiter-s'),
          expect: 'deny',
        }
      : {
          name: `membership: a current recruiter may ${what}`,
          actor: 'suspendedMember',
          seed: WORLD,
          op: op('recruiter-s'),
          expect: 'allow',
        },
  ]);
}

export const MEMBERSHIP_CASES: AccessCase[] = [
  ...readCases(),
  ...writeCases(),
  // The conversation's other party, a talent, still reads its own.
  {
    name: 'membership: the talent reads its conversation',
    actor: 'talentA',
    seed: HANDED_OVER,
    op: { type: 'get', path: CONV },
    expect: 'allow',
  },
  {
    name: 'membership: the talent reads its messages',
    actor: 'talentA',
    seed: HANDED_OVER,
    op: { type: 'get', path: MSG },
    expect: 'allow',
  },
  // The private account record: the founder keeps its email in step while on the team, never once removed.
  {
    name: 'membership: a founding owner keeps its account record’s email in step',
    actor: 'companyA',
    seed: { ...WORLD, [ACCOUNT]: { id: 'company-a', email: 'old@access.test', emailVerified: true } },
    op: { type: 'update', path: ACCOUNT, data: { email: 'company-a@access.test' } },
    expect: 'allow',
  },
  {
    name: 'membership: a founding account taken off its team cannot rewrite the account record’s email',
    actor: 'removedFounder',
    seed: { ...HANDED_OVER, [ACCOUNT]: { id: 'company-a', email: 'old@access.test', emailVerified: true } },
    op: { type: 'update', path: ACCOUNT, data: { email: 'company-a@access.test' } },
    expect: 'deny',
  },
  {
    name: 'membership: a founding account taken off its team cannot write an account record again',
    actor: 'removedFounder',
    seed: { ...HANDED_OVER, [ACCOUNT]: null },
    op: { type: 'create', path: ACCOUNT, data: { id: 'company-a', email: 'company-a@access.test' } },
    expect: 'deny',
  },
  {
    name: 'membership: a founding account taken off its team cannot edit the company profile',
    actor: 'removedFounder',
    seed: HANDED_OVER,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'Ours again.' } },
    expect: 'deny',
  },
  {
    name: 'membership: the owner it handed over to edits the company profile',
    actor: 'recruiterA',
    seed: HANDED_OVER,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'Still hiring.' } },
    expect: 'allow',
  },
  {
    name: 'membership: the owner of a suspended company cannot edit its profile',
    actor: 'companyA',
    seed: SUSPENDED,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'Still hiring.' } },
    expect: 'deny',
  },
  // A suspended company's members read none of its applicants' contact details, whatever their tokens say.
  {
    name: 'membership: a member of a suspended company cannot list its applicants',
    actor: 'suspendedMember',
    seed: SUSPENDED,
    op: { type: 'query', spec: byCompany('applications', [{ field: 'jobId', op: '==', value: 'job-1' }]) },
    expect: 'deny',
  },
  {
    name: 'membership: a member of a suspended company cannot read an application',
    actor: 'suspendedMember',
    seed: SUSPENDED,
    op: { type: 'get', path: APP },
    expect: 'deny',
  },
];
