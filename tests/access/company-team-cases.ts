/**
 * The access cases of company teams, part of the shared table (cases.ts spreads them in). `recruiterA` works for
 * company-a through `companyMembers/recruiter-a`; company-a itself has no member document (a company of before teams),
 * so its account is the owner. Members read their company's members and invitations and work on its jobs and
 * applicants; nobody else does; a removed member (its document gone) or a removed founding account (a 'removed'
 * marker) loses all of it on the next request. No client writes a membership or an invitation, except the founding
 * owner's membership in the sign-up batch.
 */
import { serverTimestamp, type DocumentData, type QuerySpec } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { newJob, seedApplication, seedJob } from './job-cases';

// cases.ts imports this file, so its ACTORS are not ready while this module loads: values are spelled out.
const joined = new Date('2026-01-02T00:00:00Z');
const recruiterEmail = 'recruiter-a@access.test';
const member = (uid: string, extra: DocumentData = {}): DocumentData => ({
  uid,
  companyId: 'company-a',
  role: 'recruiter',
  name: 'Rae Recruiter',
  email: recruiterEmail,
  joinedAt: joined,
  ...extra,
});
const invite = (extra: DocumentData = {}): DocumentData => ({
  companyId: 'company-a',
  companyName: 'Company company-a',
  email: 'new@access.test',
  invitedBy: 'company-a',
  status: 'pending',
  createdAt: joined,
  expiresAt: new Date('2099-01-01T00:00:00Z'),
  ...extra,
});

const appPath = 'applications/job-1_talent-a';
const conv = 'conversations/company-a_talent-a';
const talk = {
  [conv]: {
    id: 'company-a_talent-a',
    participants: ['company-a', 'talent-a'],
    status: 'open',
    blockedBy: [],
    unread: { 'company-a': 1, 'talent-a': 0 },
  },
  [`${conv}/messages/m1`]: { id: 'm1', by: 'talent-a', text: 'Hello', sentAt: joined },
  'inboxes/company-a': { unreadConversations: 1 },
};
const team = {
  'companyMembers/recruiter-a': member('recruiter-a'),
  'companyInvites/abc123': invite(),
  'jobs/job-1': seedJob({ applicantCount: 1 }),
  [appPath]: seedApplication('talent-a'),
  ...talk,
};
const removed = { ...team, 'companyMembers/recruiter-a': null };
const notice = {
  id: 'n1',
  userId: 'company-a',
  kind: 'new-applicant',
  title: 'New applicant',
  body: 'Ada applied.',
  link: '/company/jobs/job-1',
  read: false,
  createdAt: joined,
};
const card = {
  id: 'talent-a',
  name: 'Student talent-a',
  availability: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  updatedAt: joined,
};
/** The founding account handed ownership to the recruiter, or was removed after that. */
const handedOver = {
  ...team,
  'companyMembers/recruiter-a': member('recruiter-a', { role: 'owner' }),
  'companyMembers/company-a': member('company-a', { email: 'company-a@access.test' }),
};
const founderRemoved = {
  ...handedOver,
  'companyMembers/company-a': member('company-a', { role: 'removed', email: 'company-a@access.test' }),
};

const byCompany = (collection: string, companyId = 'company-a'): QuerySpec => ({
  collection,
  where: [{ field: 'companyId', op: '==', value: companyId }],
  limit: 100,
});
const move = {
  stage: 'reviewing',
  history: [
    { stage: 'applied', at: new Date('2026-01-01T00:00:00Z'), by: 'talent-a' },
    { stage: 'reviewing', at: new Date(), by: 'recruiter-a' },
  ],
  updatedAt: serverTimestamp(),
};
const founding = (uid: string, email: string, extra: DocumentData = {}): DocumentData => ({
  uid,
  companyId: uid,
  role: 'owner',
  name: 'New Co',
  email,
  joinedAt: serverTimestamp(),
  ...extra,
});
const signUp = (extra: DocumentData = {}) => ({
  type: 'batch' as const,
  ops: [
    {
      type: 'set' as const,
      path: 'companies/company-u',
      data: { id: 'company-u', name: 'New Co', timestamp: serverTimestamp(), new: true, verification: 'pending' },
    },
    {
      type: 'set' as const,
      path: 'companyAccounts/company-u',
      data: { id: 'company-u', email: 'company-u@access.test' },
    },
    {
      type: 'set' as const,
      path: 'companyMembers/company-u',
      data: founding('company-u', 'company-u@access.test', extra),
    },
  ],
});
const note = {
  applicationId: 'job-1_talent-a',
  jobId: 'job-1',
  companyId: 'company-a',
  authorId: 'recruiter-a',
  authorName: 'Rae Recruiter',
  text: 'Good fit.',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
};

export const COMPANY_TEAM_CASES: AccessCase[] = [
  // companyMembers: reading
  {
    name: 'companyMembers: a recruiter reads its own membership',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'get', path: 'companyMembers/recruiter-a' },
    expect: 'allow',
  },
  {
    name: 'companyMembers: an account reads that it has no membership',
    actor: 'talentA',
    seed: team,
    op: { type: 'get', path: 'companyMembers/talent-a' },
    expect: 'allow',
  },
  {
    name: 'companyMembers: the owner reads a member of its company',
    actor: 'companyA',
    seed: team,
    op: { type: 'get', path: 'companyMembers/recruiter-a' },
    expect: 'allow',
  },
  {
    name: 'companyMembers: the owner lists its team',
    actor: 'companyA',
    seed: team,
    op: { type: 'query', spec: byCompany('companyMembers') },
    expect: 'allow',
  },
  {
    name: 'companyMembers: a recruiter lists its team',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'query', spec: byCompany('companyMembers') },
    expect: 'allow',
  },
  {
    name: 'companyMembers: another company cannot list the team',
    actor: 'companyB',
    seed: team,
    op: { type: 'query', spec: byCompany('companyMembers') },
    expect: 'deny',
  },
  {
    name: 'companyMembers: another company cannot read a member',
    actor: 'companyB',
    seed: team,
    op: { type: 'get', path: 'companyMembers/recruiter-a' },
    expect: 'deny',
  },
  {
    name: 'companyMembers: a talent cannot read a member',
    actor: 'talentA',
    seed: team,
    op: { type: 'get', path: 'companyMembers/recruiter-a' },
    expect: 'deny',
  },
  {
    name: 'companyMembers: anonymous cannot list a team',
    actor: 'anonymous',
    seed: team,
    op: { type: 'query', spec: byCompany('companyMembers') },
    expect: 'deny',
  },
  {
    name: 'companyMembers: a list not pinned to the company is refused',
    actor: 'companyA',
    seed: team,
    op: { type: 'query', spec: { collection: 'companyMembers', limit: 100 } },
    expect: 'deny',
  },
  {
    name: 'companyMembers: a removed recruiter cannot list the team',
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'query', spec: byCompany('companyMembers') },
    expect: 'deny',
  },
  // companyMembers: writing
  {
    name: 'companyMembers: a company signs up with its founding owner in the batch',
    actor: 'unverifiedCompany',
    op: signUp(),
    expect: 'allow',
  },
  {
    name: 'companyMembers: a founding owner under another email is refused',
    actor: 'unverifiedCompany',
    op: signUp({ email: 'other@access.test' }),
    expect: 'deny',
  },
  {
    name: 'companyMembers: a founding member as recruiter is refused',
    actor: 'unverifiedCompany',
    op: signUp({ role: 'recruiter' }),
    expect: 'deny',
  },
  {
    name: 'companyMembers: a founding owner without its company in the batch is refused',
    actor: 'unverifiedCompany',
    op: { type: 'create', path: 'companyMembers/company-u', data: founding('company-u', 'company-u@access.test') },
    expect: 'deny',
  },
  {
    name: 'companyMembers: an account cannot join a company by writing its membership',
    actor: 'unverifiedCompany',
    op: {
      type: 'create',
      path: 'companyMembers/company-u',
      data: founding('company-u', 'company-u@access.test', { companyId: 'company-a', role: 'recruiter' }),
    },
    expect: 'deny',
  },
  {
    name: 'companyMembers: the owner cannot add a member by hand',
    actor: 'companyA',
    seed: team,
    op: {
      type: 'create',
      path: 'companyMembers/talent-b',
      data: member('talent-b', { email: 'talent-b@access.test' }),
    },
    expect: 'deny',
  },
  {
    name: 'companyMembers: a recruiter cannot make itself owner',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'update', path: 'companyMembers/recruiter-a', data: { role: 'owner' } },
    expect: 'deny',
  },
  {
    name: 'companyMembers: the owner cannot remove a member from a client',
    actor: 'companyA',
    seed: team,
    op: { type: 'delete', path: 'companyMembers/recruiter-a' },
    expect: 'deny',
  },
  // companyInvites
  {
    name: 'companyInvites: the owner lists its invitations',
    actor: 'companyA',
    seed: team,
    op: { type: 'query', spec: byCompany('companyInvites') },
    expect: 'allow',
  },
  {
    name: "companyInvites: a recruiter reads its company's invitation",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'get', path: 'companyInvites/abc123' },
    expect: 'allow',
  },
  {
    name: 'companyInvites: another company cannot list them',
    actor: 'companyB',
    seed: team,
    op: { type: 'query', spec: byCompany('companyInvites') },
    expect: 'deny',
  },
  {
    name: 'companyInvites: a talent cannot read one',
    actor: 'talentA',
    seed: team,
    op: { type: 'get', path: 'companyInvites/abc123' },
    expect: 'deny',
  },
  {
    name: 'companyInvites: the owner cannot write one from a client',
    actor: 'companyA',
    seed: team,
    op: { type: 'create', path: 'companyInvites/def456', data: invite() },
    expect: 'deny',
  },
  {
    name: 'companyInvites: the owner cannot revoke one from a client',
    actor: 'companyA',
    seed: team,
    op: { type: 'update', path: 'companyInvites/abc123', data: { status: 'revoked' } },
    expect: 'deny',
  },
  {
    name: 'companyInvites: nobody accepts one from a client',
    actor: 'unverifiedCompany',
    seed: team,
    op: { type: 'update', path: 'companyInvites/abc123', data: { status: 'accepted' } },
    expect: 'deny',
  },
  // the company's work, for its members
  {
    name: "team: a recruiter lists its company's applications",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'query', spec: byCompany('applications') },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter reads an applicant of its company',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'get', path: appPath },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter cannot move an applicant from the browser, even with the history naming it',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'update', path: appPath, data: move },
    expect: 'deny',
  },
  {
    name: "team: a recruiter cannot move an applicant in the owner's name",
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'update',
      path: appPath,
      data: { ...move, history: [move.history[0], { ...move.history[1], by: 'company-a' }] },
    },
    expect: 'deny',
  },
  {
    name: "team: a recruiter lists its company's jobs, awaiting review included",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'query', spec: byCompany('jobs') },
    expect: 'allow',
  },
  {
    name: "team: a recruiter reads its company's job awaiting review",
    actor: 'recruiterA',
    seed: { ...team, 'jobs/job-1': seedJob({ status: 'awaiting-review' }) },
    op: { type: 'get', path: 'jobs/job-1' },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter posts a job for its company',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2') },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter cannot post a job for another company',
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', { companyId: 'company-b', companyName: 'Company company-b' }),
    },
    expect: 'deny',
  },
  {
    name: "team: a recruiter closes its company's job",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'update', path: 'jobs/job-1', data: { status: 'closed', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: "team: a recruiter writes a note on its company's applicant",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'create', path: 'applicantNotes/note-r', data: note },
    expect: 'allow',
  },
  {
    name: "team: a recruiter cannot list another company's applications",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'query', spec: byCompany('applications', 'company-b') },
    expect: 'deny',
  },
  {
    name: 'team: a recruiter cannot edit the company profile',
    actor: 'recruiterA',
    seed: team,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'We hire.' } },
    expect: 'deny',
  },
  {
    name: 'team: a recruiter cannot also sign up as a talent',
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'create',
      path: 'students/recruiter-a',
      data: {
        id: 'recruiter-a',
        email: recruiterEmail,
        name: 'Student recruiter-a',
        availability: true,
        timestamp: serverTimestamp(),
        new: true,
        role: 'Web Developer',
        skills: [{ skill: 'React' }],
      },
    },
    expect: 'deny',
  },
  {
    name: "team: a recruiter reads its company's conversation",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'get', path: conv },
    expect: 'allow',
  },
  {
    name: "team: a recruiter lists its company's conversations",
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'query',
      spec: {
        collection: 'conversations',
        where: [{ field: 'participants', op: 'array-contains', value: 'company-a' }],
        limit: 20,
      },
    },
    expect: 'allow',
  },
  {
    name: "team: a recruiter reads the messages of its company's conversation",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'query', spec: { collection: `${conv}/messages`, limit: 20 } },
    expect: 'allow',
  },
  {
    name: "team: a recruiter reads its company's unread counts",
    actor: 'recruiterA',
    seed: team,
    op: { type: 'get', path: 'inboxes/company-a' },
    expect: 'allow',
  },
  {
    name: "team: a recruiter cannot list another company's conversations",
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'query',
      spec: {
        collection: 'conversations',
        where: [{ field: 'participants', op: 'array-contains', value: 'company-b' }],
        limit: 20,
      },
    },
    expect: 'deny',
  },
  {
    name: 'team: another company cannot read the conversation',
    actor: 'companyB',
    seed: team,
    op: { type: 'get', path: conv },
    expect: 'deny',
  },
  {
    name: "team: a recruiter reads its company's account record (why it waits or was declined)",
    actor: 'recruiterA',
    seed: { ...team, 'companyAccounts/company-a': { id: 'company-a', email: 'company-a@access.test' } },
    op: { type: 'get', path: 'companyAccounts/company-a' },
    expect: 'allow',
  },
  {
    name: "team: a recruiter cannot change its company's account record",
    actor: 'recruiterA',
    seed: { ...team, 'companyAccounts/company-a': { id: 'company-a', email: 'company-a@access.test' } },
    op: { type: 'update', path: 'companyAccounts/company-a', data: { email: 'recruiter-a@access.test' } },
    expect: 'deny',
  },
  {
    name: "team: a recruiter cannot read another company's account record",
    actor: 'recruiterA',
    seed: { ...team, 'companyAccounts/company-b': { id: 'company-b', email: 'company-b@access.test' } },
    op: { type: 'get', path: 'companyAccounts/company-b' },
    expect: 'deny',
  },
  {
    name: 'team: a recruiter of a verified company reads a talent card (discovery)',
    actor: 'recruiterA',
    seed: { ...team, 'talentCards/talent-a': card },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter of a verified company lists talents open to offers',
    actor: 'recruiterA',
    seed: { ...team, 'talentCards/talent-a': card },
    op: {
      type: 'query',
      spec: { collection: 'talentCards', where: [{ field: 'availability', op: '==', value: true }], limit: 20 },
    },
    expect: 'allow',
  },
  {
    name: 'team: a recruiter of a company awaiting review cannot read a talent card',
    actor: 'recruiterA',
    seed: {
      ...team,
      'talentCards/talent-a': card,
      'companies/company-a': {
        id: 'company-a',
        name: 'Company company-a',
        timestamp: joined,
        new: true,
        verification: 'pending',
      },
    },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'deny',
  },
  {
    name: "team: a recruiter lists its company's notifications",
    actor: 'recruiterA',
    seed: { ...team, 'notifications/n1': notice },
    op: {
      type: 'query',
      spec: { collection: 'notifications', where: [{ field: 'userId', op: '==', value: 'company-a' }], limit: 20 },
    },
    expect: 'allow',
  },
  {
    name: "team: a recruiter cannot list another company's notifications",
    actor: 'recruiterA',
    seed: { ...team, 'notifications/n1': notice },
    op: {
      type: 'query',
      spec: { collection: 'notifications', where: [{ field: 'userId', op: '==', value: 'company-b' }], limit: 20 },
    },
    expect: 'deny',
  },
  // removal takes effect on the next request
  {
    name: "team: a removed recruiter cannot read the company's notifications",
    actor: 'recruiterA',
    seed: { ...removed, 'notifications/n1': notice },
    op: { type: 'get', path: 'notifications/n1' },
    expect: 'deny',
  },
  {
    name: 'team: a removed recruiter cannot read a talent card',
    actor: 'recruiterA',
    seed: { ...removed, 'talentCards/talent-a': card },
    op: { type: 'get', path: 'talentCards/talent-a' },
    expect: 'deny',
  },
  {
    name: "team: a removed recruiter cannot read the company's conversation",
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'get', path: conv },
    expect: 'deny',
  },
  {
    name: "team: a removed recruiter cannot list the company's conversations",
    actor: 'recruiterA',
    seed: removed,
    op: {
      type: 'query',
      spec: {
        collection: 'conversations',
        where: [{ field: 'participants', op: 'array-contains', value: 'company-a' }],
        limit: 20,
      },
    },
    expect: 'deny',
  },
  {
    name: "team: a removed recruiter cannot read the company's unread counts",
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'get', path: 'inboxes/company-a' },
    expect: 'deny',
  },
  {
    name: 'team: a removed recruiter cannot list the applications',
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'query', spec: byCompany('applications') },
    expect: 'deny',
  },
  {
    name: 'team: a removed recruiter cannot read an applicant',
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'get', path: appPath },
    expect: 'deny',
  },
  {
    name: 'team: a removed recruiter cannot move an applicant',
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'update', path: appPath, data: move },
    expect: 'deny',
  },
  {
    name: 'team: a removed recruiter cannot post a job',
    actor: 'recruiterA',
    seed: removed,
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2') },
    expect: 'deny',
  },
  // ownership handed over
  {
    name: 'team: the new owner edits the company profile',
    actor: 'recruiterA',
    seed: handedOver,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'We hire.' } },
    expect: 'allow',
  },
  {
    name: 'team: the former owner, now a recruiter, cannot edit the profile',
    actor: 'companyA',
    seed: handedOver,
    op: { type: 'update', path: 'companies/company-a', data: { about: 'We hire.' } },
    expect: 'deny',
  },
  {
    name: 'team: the former owner, now a recruiter, still lists the applications',
    actor: 'companyA',
    seed: handedOver,
    op: { type: 'query', spec: byCompany('applications') },
    expect: 'allow',
  },
  {
    name: 'team: a removed founding account cannot list the applications',
    actor: 'companyA',
    seed: founderRemoved,
    op: { type: 'query', spec: byCompany('applications') },
    expect: 'deny',
  },
  {
    name: 'team: a removed founding account cannot read its former job awaiting review',
    actor: 'companyA',
    seed: { ...founderRemoved, 'jobs/job-1': seedJob({ status: 'awaiting-review' }) },
    op: { type: 'get', path: 'jobs/job-1' },
    expect: 'deny',
  },
];
