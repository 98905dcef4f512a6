/**
 * The access-case table: actor x path x operation -> allow or deny. The same table runs against the local
 * backend's policy (always) and against firestore.rules (whenever its emulator is reachable); the files' table is
 * storage-cases.ts.
 * Every document the policy reads is seeded first (with rules disabled), so "cannot update" cases really update
 * an existing document.
 */
import { serverTimestamp, type DocumentData, type QuerySpec, type WriteOp } from '../../services/backend/types';
import { APPLICANT_NOTE_CASES } from './applicant-note-cases';
import { BACKOFFICE_CASES } from './backoffice-cases';
import { CAREER_CASES } from './career-cases';
import { COMPANY_TEAM_CASES } from './company-team-cases';
import { DATA_EXPORT_CASES } from './data-export-cases';
import { COMPANY_SUSPENSION_CASES } from './company-suspension-cases';
import { DELETED_ACCOUNT_CASES } from './deleted-account-cases';
import { COMPANY_TRUST_CASES } from './company-trust-cases';
import { ASSESSMENT_CASES } from './assessment-cases';
import { INTERVIEW_CASES } from './interview-cases';
import { JOB_CASES } from './job-cases';
import { JOB_DEADLINE_CASES } from './job-deadline-cases';
import { JOB_VACANCY_CASES } from './job-vacancy-cases';
import { JOB_HONESTY_CASES } from './job-honesty-cases';
import { JOB_PLACE_CASES } from './job-place-cases';
import { JOB_FULL_CASES } from './job-full-cases';
import { LINK_CASES } from './link-cases';
import { MEMBERSHIP_CASES } from './membership-cases';
import { MESSAGING_CASES } from './messaging-cases';
import { NAME_TERMS_CASES } from './name-terms-cases';
import { NOTIFICATION_SETTINGS_CASES } from './notification-settings-cases';
import { PUBLIC_JOB_CASES } from './public-job-cases';
import { REQUEST_QUOTA_CASES } from './request-quota-cases';
import { SECOND_FACTOR_CASES, teamRequiringSecondFactor, withoutSecondFactor } from './second-factor-cases';
import { DEVICE_CASES } from './device-cases';
import { PRIORITY_SIGNAL_CASES } from './priority-signal-cases';
import { EVENT_CASES } from './event-cases';
import { RESOURCE_CASES } from './resource-cases';
import { SAVED_JOB_CASES } from './saved-job-cases';
import { SAVED_SEARCH_CASES } from './saved-search-cases';
import { SITE_PATH_CASES } from './site-path-cases';
import { STATUS_CASES } from './status-cases';
import { SCAM_TRUST_CASES } from './scam-trust-cases';
import { TALENT_CARD_CASES } from './talent-card-cases';
import { TALENT_TRUST_CASES } from './talent-trust-cases';
import { TIME_ZONE_CASES } from './time-zone-cases';
import { UPLOAD_QUOTA_CASES } from './upload-quota-cases';

export type Actor =
  | 'anonymous'
  | 'talentA'
  | 'talentB'
  | 'companyA'
  | 'companyB'
  | 'admin'
  /** The same administrator, its session signed in with a password alone. */
  | 'adminPasswordOnly'
  /** recruiterA signed in with a second factor. */
  | 'recruiterASecondFactor'
  | 'unverifiedTalent'
  | 'unverifiedCompany'
  | 'recruiterA'
  | 'removedFounder'
  | 'removedRecruiter'
  | 'invitee'
  | 'suspendedMember'
  | 'declinedMember'
  | 'deletingMember'
  | 'rejectedTalent';

/** `secondFactor`: the actor's token says it signed in with one (Firebase's `firebase.sign_in_second_factor`). */
export const ACTORS: Record<
  Exclude<Actor, 'anonymous'>,
  { uid: string; email: string; emailVerified: boolean; secondFactor?: true }
> = {
  talentA: { uid: 'talent-a', email: 'talent-a@access.test', emailVerified: true },
  talentB: { uid: 'talent-b', email: 'talent-b@access.test', emailVerified: true },
  unverifiedTalent: { uid: 'talent-u', email: 'talent-u@access.test', emailVerified: false },
  companyA: { uid: 'company-a', email: 'company-a@access.test', emailVerified: true },
  companyB: { uid: 'company-b', email: 'company-b@access.test', emailVerified: true },
  unverifiedCompany: { uid: 'company-u', email: 'company-u@access.test', emailVerified: false },
  admin: { uid: 'admin-1', email: 'admin-1@access.test', emailVerified: true, secondFactor: true },
  adminPasswordOnly: { uid: 'admin-1', email: 'admin-1@access.test', emailVerified: true },
  // A recruiter of company-a (its membership is seeded by company-team-cases.ts, where it needs one).
  recruiterA: { uid: 'recruiter-a', email: 'recruiter-a@access.test', emailVerified: true },
  recruiterASecondFactor: {
    uid: 'recruiter-a',
    email: 'recruiter-a@access.test',
    emailVerified: true,
    secondFactor: true,
  },
  // Hostile actors (membership-cases.ts and status-cases.ts seed what makes them so). company-a's founding account,
  // in the cases where it handed ownership over and was taken off its team:
  removedFounder: { uid: 'company-a', email: 'company-a@access.test', emailVerified: true },
  removedRecruiter: { uid: 'recruiter-x', email: 'recruiter-x@access.test', emailVerified: true },
  invitee: { uid: 'invitee-a', email: 'invitee-a@access.test', emailVerified: true },
  suspendedMember: { uid: 'recruiter-s', email: 'recruiter-s@access.test', emailVerified: true },
  declinedMember: { uid: 'recruiter-d', email: 'recruiter-d@access.test', emailVerified: true },
  deletingMember: { uid: 'recruiter-t', email: 'recruiter-t@access.test', emailVerified: true },
  rejectedTalent: { uid: 'talent-r', email: 'talent-r@access.test', emailVerified: true },
};

const created = new Date('2026-01-01T00:00:00Z');

const talent = (uid: string, email: string): DocumentData => ({
  id: uid,
  email,
  name: `Student ${uid}`,
  availability: true,
  timestamp: created,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
});

// The account email is not on the public profile: it lives in companyAccounts/{uid}.
const company = (uid: string): DocumentData => ({
  id: uid,
  name: `Company ${uid}`,
  timestamp: created,
  new: true,
});

/** A company's founding owner, as the sign-up batch writes it: who acts for a company is its member document. */
export const founderMember = (uid: string, email: string): DocumentData => ({
  uid,
  companyId: uid,
  role: 'owner',
  name: `Company ${uid}`,
  email,
  joinedAt: created,
});

/** Seeded before every case. */
export const BASE_SEED: Record<string, DocumentData> = {
  'students/talent-a': talent('talent-a', ACTORS.talentA.email),
  'students/talent-b': talent('talent-b', ACTORS.talentB.email),
  // Verified by the back office, so their jobs go live; backoffice-cases.ts makes company-b pending.
  'companies/company-a': { ...company('company-a'), verification: 'verified' },
  'companies/company-b': { ...company('company-b'), verification: 'verified' },
  'companyMembers/company-a': founderMember('company-a', ACTORS.companyA.email),
  'companyMembers/company-b': founderMember('company-b', ACTORS.companyB.email),
  'admin/admin-1': { id: 'admin-1', email: ACTORS.admin.email, name: 'Admin One' },
};

export type AccessOp =
  | { type: 'get'; path: string }
  | { type: 'create'; path: string; data: DocumentData }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string }
  | { type: 'query'; spec: QuerySpec }
  | { type: 'count'; spec: QuerySpec }
  /** All or nothing, as the services commit it (applying: the application and the job's count). */
  | { type: 'batch'; ops: WriteOp[] };

export interface AccessCase {
  name: string;
  actor: Actor;
  op: AccessOp;
  expect: 'allow' | 'deny';
  /** Extra documents to seed for this case, or null to remove a base document before the case. */
  seed?: Record<string, DocumentData | null>;
}

/** A fresh sign-up payload as the services write it. */
export const newTalent = (uid: string, email: string, extra: DocumentData = {}): DocumentData => ({
  ...talent(uid, email),
  timestamp: serverTimestamp(),
  ...extra,
});
/** A company sign-up as the services write it: pending review, no email (that goes to companyAccounts/{uid}). */
export const newCompany = (uid: string, extra: DocumentData = {}): DocumentData => ({
  ...company(uid),
  timestamp: serverTimestamp(),
  verification: 'pending',
  ...extra,
});

/**
 * A company's sign-up as the services commit it: its document with its founding owner's member document (the rules
 * refuse a company without one), the owner's email the account's.
 */
export const companySignUp = (uid: string, email: string, data: DocumentData = newCompany(uid)): AccessOp => ({
  type: 'batch',
  ops: [
    { type: 'set', path: `companies/${uid}`, data },
    {
      type: 'set',
      path: `companyMembers/${uid}`,
      data: { ...founderMember(uid, email), name: String(data.name), joinedAt: serverTimestamp() },
    },
  ],
});

const fresh = {
  'students/talent-a': null,
  'companies/company-a': null,
  'companyMembers/company-a': null,
} as const;

export const DOCUMENT_CASES: AccessCase[] = [
  // students: the full profile (contact details) is read by its owner and admins only; only the owner writes
  // its own, within a whitelist. Companies read the public card (talent-card-cases.ts).
  {
    name: 'anonymous cannot read a student',
    actor: 'anonymous',
    op: { type: 'get', path: 'students/talent-a' },
    expect: 'deny',
  },
  {
    name: 'talent reads own student',
    actor: 'talentA',
    op: { type: 'get', path: 'students/talent-a' },
    expect: 'allow',
  },
  {
    name: 'company cannot read a student (contact details)',
    actor: 'companyA',
    op: { type: 'get', path: 'students/talent-a' },
    expect: 'deny',
  },
  {
    name: 'talent cannot read another student',
    actor: 'talentB',
    op: { type: 'get', path: 'students/talent-a' },
    expect: 'deny',
  },
  { name: 'admin reads a student', actor: 'admin', op: { type: 'get', path: 'students/talent-b' }, expect: 'allow' },
  {
    name: 'anonymous cannot list students',
    actor: 'anonymous',
    op: {
      type: 'query',
      spec: { collection: 'students', orderBy: [{ field: 'timestamp', direction: 'desc' }], limit: 20 },
    },
    expect: 'deny',
  },
  {
    name: 'company cannot list students',
    actor: 'companyA',
    op: {
      type: 'query',
      spec: { collection: 'students', where: [{ field: 'role', op: '==', value: 'Web Developer' }], limit: 5 },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot list students',
    actor: 'talentA',
    op: {
      type: 'query',
      spec: { collection: 'students', orderBy: [{ field: 'timestamp', direction: 'desc' }], limit: 20 },
    },
    expect: 'deny',
  },
  {
    name: 'admin lists students by timestamp',
    actor: 'admin',
    op: {
      type: 'query',
      spec: { collection: 'students', orderBy: [{ field: 'timestamp', direction: 'desc' }], limit: 20 },
    },
    expect: 'allow',
  },
  {
    name: 'admin counts students',
    actor: 'admin',
    op: { type: 'count', spec: { collection: 'students' } },
    expect: 'allow',
  },
  {
    name: 'talent creates own student on sign-up',
    actor: 'talentA',
    seed: fresh,
    op: { type: 'create', path: 'students/talent-a', data: newTalent('talent-a', ACTORS.talentA.email) },
    expect: 'allow',
  },
  {
    name: 'unverified talent creates own student on sign-up',
    actor: 'unverifiedTalent',
    op: { type: 'create', path: 'students/talent-u', data: newTalent('talent-u', ACTORS.unverifiedTalent.email) },
    expect: 'allow',
  },
  {
    name: 'talent cannot create a student for another uid',
    actor: 'talentB',
    seed: fresh,
    op: { type: 'create', path: 'students/talent-a', data: newTalent('talent-a', ACTORS.talentA.email) },
    expect: 'deny',
  },
  {
    name: 'talent cannot create a student with another email',
    actor: 'talentA',
    seed: fresh,
    op: { type: 'create', path: 'students/talent-a', data: newTalent('talent-a', 'someone-else@access.test') },
    expect: 'deny',
  },
  {
    name: 'talent cannot create a student with new=false',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { new: false }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot create a student with a client-chosen timestamp',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { timestamp: new Date('2020-01-01T00:00:00Z') }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot create a student with an admin flag',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { isAdmin: true }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot create a student with a category outside the list',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { role: 'Astronaut' }),
    },
    expect: 'deny',
  },
  {
    name: 'a company account cannot also create a student document',
    actor: 'companyA',
    op: { type: 'create', path: 'students/company-a', data: newTalent('company-a', ACTORS.companyA.email) },
    expect: 'deny',
  },
  {
    name: 'talent updates own name and availability',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { name: 'New Name', availability: false } },
    expect: 'allow',
  },
  {
    name: 'talent finishes onboarding (new -> false)',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { new: false } },
    expect: 'allow',
  },
  {
    name: 'talent cannot change own email to another address',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { email: 'changed@access.test' } },
    expect: 'deny',
  },
  {
    name: 'talent syncs own email to its account email',
    actor: 'talentA',
    seed: { 'students/talent-a': talent('talent-a', 'old-a@access.test') },
    op: { type: 'update', path: 'students/talent-a', data: { email: ACTORS.talentA.email } },
    expect: 'allow',
  },
  // The former email opt-out (now notificationSettings/{uid}): still accepted as a boolean so a client of the
  // previous version does not fail mid-deploy; nothing reads it and the upgrade removes it.
  {
    name: 'talent opts out of email',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { optedOutOfEmail: true } },
    expect: 'allow',
  },
  {
    name: 'talent cannot store a non-boolean email preference',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { optedOutOfEmail: 'yes' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot change own id',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { id: 'someone-else' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot make itself an admin',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { isAdmin: true } },
    expect: 'deny',
  },
  {
    name: 'talent cannot rewrite its creation time',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { timestamp: new Date('2020-01-01T00:00:00Z') } },
    expect: 'deny',
  },
  {
    name: 'talent cannot update another student',
    actor: 'talentB',
    op: { type: 'update', path: 'students/talent-a', data: { name: 'Hacked' } },
    expect: 'deny',
  },
  {
    name: 'company cannot update a student',
    actor: 'companyA',
    op: { type: 'update', path: 'students/talent-a', data: { availability: false } },
    expect: 'deny',
  },
  {
    name: 'talent cannot delete its student document from the client',
    actor: 'talentA',
    op: { type: 'delete', path: 'students/talent-a' },
    expect: 'deny',
  },

  // companies: any signed-in user reads company profiles; only the owner writes its own.
  {
    name: 'anonymous cannot read a company',
    actor: 'anonymous',
    op: { type: 'get', path: 'companies/company-a' },
    expect: 'deny',
  },
  {
    name: 'talent reads a company',
    actor: 'talentA',
    op: { type: 'get', path: 'companies/company-a' },
    expect: 'allow',
  },
  {
    name: 'admin lists companies by timestamp',
    actor: 'admin',
    op: {
      type: 'query',
      spec: { collection: 'companies', orderBy: [{ field: 'timestamp', direction: 'desc' }], limit: 20 },
    },
    expect: 'allow',
  },
  {
    name: 'company creates own company on sign-up',
    actor: 'companyA',
    seed: fresh,
    op: companySignUp('company-a', ACTORS.companyA.email),
    expect: 'allow',
  },
  {
    name: 'company cannot create a company for another uid',
    actor: 'companyB',
    seed: fresh,
    op: { type: 'create', path: 'companies/company-a', data: newCompany('company-a') },
    expect: 'deny',
  },
  {
    name: 'a talent account cannot also create a company document',
    actor: 'talentA',
    op: companySignUp('talent-a', ACTORS.talentA.email),
    expect: 'deny',
  },
  {
    name: 'company updates own profile fields',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Acme Ltd', website: 'https://acme.test' } },
    expect: 'allow',
  },
  {
    name: 'company cannot change own email to another address',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { email: 'x@access.test' } },
    expect: 'deny',
  },
  // The account email moved to companyAccounts/{uid} (company-trust-cases.ts), where the sync now writes it.
  {
    name: 'company cannot sync its account email onto its public profile',
    actor: 'companyA',
    seed: { 'companies/company-a': { ...company('company-a'), email: 'old-a@access.test' } },
    op: { type: 'update', path: 'companies/company-a', data: { email: ACTORS.companyA.email } },
    expect: 'deny',
  },
  {
    name: 'company opts out of email',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { optedOutOfEmail: true } },
    expect: 'allow',
  },
  {
    name: 'company cannot store a non-boolean email preference',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { optedOutOfEmail: 1 } },
    expect: 'deny',
  },
  {
    name: 'company cannot write its own response stats',
    actor: 'companyA',
    op: {
      type: 'update',
      path: 'companies/company-a',
      data: { responseStats: { medianMs: 1000, applications: 3, responded: 3, updatedAt: created } },
    },
    expect: 'deny',
  },
  {
    name: 'company edits its profile while carrying server-written response stats',
    actor: 'companyA',
    seed: {
      'companies/company-a': {
        ...company('company-a'),
        responseStats: { medianMs: 1000, applications: 3, responded: 3, updatedAt: created },
      },
    },
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Acme Two' } },
    expect: 'allow',
  },
  {
    name: 'company cannot update another company',
    actor: 'companyB',
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Hacked' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot update a company',
    actor: 'talentA',
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Hacked' } },
    expect: 'deny',
  },
  {
    name: 'company cannot delete its company document from the client',
    actor: 'companyA',
    op: { type: 'delete', path: 'companies/company-a' },
    expect: 'deny',
  },

  // admin: readable by its owner only, written by no client.
  {
    name: 'admin reads own admin document',
    actor: 'admin',
    op: { type: 'get', path: 'admin/admin-1' },
    expect: 'allow',
  },
  {
    name: 'talent reads its own (missing) admin document',
    actor: 'talentA',
    op: { type: 'get', path: 'admin/talent-a' },
    expect: 'allow',
  },
  {
    name: 'talent cannot read an admin document',
    actor: 'talentA',
    op: { type: 'get', path: 'admin/admin-1' },
    expect: 'deny',
  },
  {
    name: 'company cannot read an admin document',
    actor: 'companyA',
    op: { type: 'get', path: 'admin/admin-1' },
    expect: 'deny',
  },
  {
    name: 'nobody lists admins',
    actor: 'admin',
    op: { type: 'query', spec: { collection: 'admin', limit: 10 } },
    expect: 'deny',
  },
  {
    name: 'talent cannot make itself an admin document',
    actor: 'talentA',
    op: { type: 'create', path: 'admin/talent-a', data: { id: 'talent-a', email: ACTORS.talentA.email, name: 'Me' } },
    expect: 'deny',
  },
  {
    name: 'admin cannot write its own admin document from a client',
    actor: 'admin',
    op: { type: 'update', path: 'admin/admin-1', data: { name: 'Renamed' } },
    expect: 'deny',
  },

  // everything else is denied by default.
  {
    name: 'unknown collections are denied',
    actor: 'admin',
    op: { type: 'create', path: 'secrets/x', data: { a: 1 } },
    expect: 'deny',
  },
  {
    name: 'subcollections do not inherit access',
    actor: 'talentA',
    op: { type: 'create', path: 'students/talent-a/private/x', data: { a: 1 } },
    expect: 'deny',
  },

  // jobs and applications
  ...JOB_CASES,
  ...JOB_DEADLINE_CASES,
  ...JOB_VACANCY_CASES,
  ...JOB_PLACE_CASES,
  ...JOB_HONESTY_CASES,
  ...JOB_FULL_CASES,
  ...PUBLIC_JOB_CASES,

  // talent cards: the public part of a talent profile
  ...TALENT_CARD_CASES,

  // link fields: http(s) only
  ...LINK_CASES,
  ...SITE_PATH_CASES,
  ...MESSAGING_CASES,
  ...SCAM_TRUST_CASES,
  ...REQUEST_QUOTA_CASES,

  // back office: verification, job review, suspension, audit log
  ...BACKOFFICE_CASES,
  ...RESOURCE_CASES,
  ...EVENT_CASES,
  ...TIME_ZONE_CASES,

  // skill assessments
  ...ASSESSMENT_CASES,

  // suspension, what an application copies, profile and keyword bounds, no contract-test scratch
  ...TALENT_TRUST_CASES,
  ...DELETED_ACCOUNT_CASES,
  ...COMPANY_TRUST_CASES,

  // the name search terms on students and companies
  ...NAME_TERMS_CASES,
  ...SAVED_JOB_CASES,
  ...APPLICANT_NOTE_CASES,
  ...SAVED_SEARCH_CASES,
  ...NOTIFICATION_SETTINGS_CASES,
  ...DEVICE_CASES,
  ...PRIORITY_SIGNAL_CASES,
  // work history and education on students and their cards
  ...CAREER_CASES,
  ...COMPANY_TEAM_CASES,
  ...COMPANY_SUSPENSION_CASES,
  ...INTERVIEW_CASES,
  ...UPLOAD_QUOTA_CASES,
  ...MEMBERSHIP_CASES,
  ...STATUS_CASES,
  ...SECOND_FACTOR_CASES,
  ...DATA_EXPORT_CASES,
];

// Every case an administrator is allowed, again from a session that signed in with a password alone; every case a
// recruiter is allowed, again in a team whose owner requires two-step sign-in.
DOCUMENT_CASES.push(...withoutSecondFactor(DOCUMENT_CASES), ...teamRequiringSecondFactor(DOCUMENT_CASES));
