/**
 * The access cases of notification settings, part of the shared table (cases.ts spreads them in): a talent or a
 * company reads and writes its own settings only, with the kinds its role receives and the known choices; nobody
 * else reads them from a client, not even an administrator (the senders read them with privileged access).
 */
import type { DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const talentPath = 'notificationSettings/talent-a';
const companyPath = 'notificationSettings/company-a';
const seeded: Record<string, DocumentData> = {
  [talentPath]: { messages: 'app' },
  [companyPath]: { applications: 'off' },
};
const talentAll = {
  applications: 'app',
  messages: 'app-email',
  interviews: 'off',
  events: 'app',
  'job-alerts': 'off',
  'saved-jobs': 'app-email',
  assessments: 'app',
  announcements: 'off',
};

export const NOTIFICATION_SETTINGS_CASES: AccessCase[] = [
  {
    name: 'notificationSettings: a talent reads its own',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'get', path: talentPath },
    expect: 'allow',
  },
  {
    name: 'notificationSettings: a talent reads its own before saving any',
    actor: 'talentA',
    op: { type: 'get', path: talentPath },
    expect: 'allow',
  },
  {
    name: "notificationSettings: a talent cannot read another talent's",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'get', path: talentPath },
    expect: 'deny',
  },
  {
    name: "notificationSettings: a company cannot read a talent's",
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: talentPath },
    expect: 'deny',
  },
  {
    name: "notificationSettings: an admin cannot read a talent's from a client",
    actor: 'admin',
    seed: seeded,
    op: { type: 'get', path: talentPath },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: anonymous cannot read any',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path: companyPath },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: nobody lists them',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'query', spec: { collection: 'notificationSettings', limit: 10 } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: a talent saves every kind it receives',
    actor: 'talentA',
    op: { type: 'create', path: talentPath, data: talentAll },
    expect: 'allow',
  },
  {
    name: 'notificationSettings: a talent changes its settings',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: talentPath, data: { messages: 'off' } },
    expect: 'allow',
  },
  {
    name: 'notificationSettings: a company saves its kinds',
    actor: 'companyA',
    op: {
      type: 'create',
      path: companyPath,
      data: { applications: 'app', messages: 'off', interviews: 'app-email', events: 'app', announcements: 'off' },
    },
    expect: 'allow',
  },
  {
    name: "notificationSettings: a talent cannot write another talent's",
    actor: 'talentB',
    op: { type: 'create', path: talentPath, data: { messages: 'off' } },
    expect: 'deny',
  },
  {
    name: "notificationSettings: a company cannot write a talent's",
    actor: 'companyA',
    seed: seeded,
    op: { type: 'update', path: talentPath, data: { messages: 'off' } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: an admin has none to write',
    actor: 'admin',
    op: { type: 'create', path: 'notificationSettings/admin-1', data: { messages: 'off' } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: an unknown kind is refused',
    actor: 'talentA',
    op: { type: 'create', path: talentPath, data: { newsletter: 'off' } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: an unknown choice is refused',
    actor: 'talentA',
    op: { type: 'create', path: talentPath, data: { messages: 'email' } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: a non-string choice is refused',
    actor: 'talentA',
    op: { type: 'create', path: talentPath, data: { messages: true } },
    expect: 'deny',
  },
  {
    name: 'notificationSettings: a company cannot store a talent-only kind',
    actor: 'companyA',
    op: { type: 'create', path: companyPath, data: { 'job-alerts': 'off' } },
    expect: 'deny',
  },
  // A company's recruiters choose how the company's notices reach them, in their own document.
  ...recruiterCases(),
];

function recruiterCases(): AccessCase[] {
  const own = 'notificationSettings/recruiter-a';
  const member = (role: string) => ({
    uid: 'recruiter-a',
    companyId: 'company-a',
    role,
    name: 'Rae',
    email: 'recruiter-a@access.test',
    joinedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const team = { 'companyMembers/recruiter-a': member('recruiter') };
  const companyKinds = {
    applications: 'app',
    messages: 'app-email',
    interviews: 'off',
    events: 'app',
    announcements: 'off',
  };
  return [
    {
      name: 'notificationSettings: a recruiter saves its own',
      actor: 'recruiterA',
      seed: team,
      op: { type: 'create', path: own, data: companyKinds },
      expect: 'allow',
    },
    {
      name: 'notificationSettings: a recruiter reads its own',
      actor: 'recruiterA',
      seed: { ...team, [own]: { messages: 'app' } },
      op: { type: 'get', path: own },
      expect: 'allow',
    },
    {
      name: "notificationSettings: a recruiter cannot write the founding account's",
      actor: 'recruiterA',
      seed: { ...team, ...seeded },
      op: { type: 'update', path: companyPath, data: { applications: 'app' } },
      expect: 'deny',
    },
    {
      name: "notificationSettings: a recruiter cannot read the founding account's",
      actor: 'recruiterA',
      seed: { ...team, ...seeded },
      op: { type: 'get', path: companyPath },
      expect: 'deny',
    },
    {
      name: 'notificationSettings: a recruiter cannot store a talent-only kind',
      actor: 'recruiterA',
      seed: team,
      op: { type: 'create', path: own, data: { 'job-alerts': 'off' } },
      expect: 'deny',
    },
    {
      name: 'notificationSettings: an account on no team writes none',
      actor: 'recruiterA',
      op: { type: 'create', path: own, data: { messages: 'off' } },
      expect: 'deny',
    },
    {
      name: 'notificationSettings: a removed member writes none',
      actor: 'recruiterA',
      seed: { 'companyMembers/recruiter-a': member('removed') },
      op: { type: 'create', path: own, data: { messages: 'off' } },
      expect: 'deny',
    },
  ];
}
