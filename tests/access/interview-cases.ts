/**
 * The access cases of interviews (`interviews/<applicationId>`), part of the shared table (cases.ts spreads them in):
 * read by the job's company and the applicant only (not another company or talent, not an administrator); written
 * by no client. Proposing, proposing again, the talent's pick and cancelling are trusted operations
 * (server/trusted/interview-steps.ts, tested in tests/backend/interview-steps.test.ts): the writes below are the ones
 * the browser made before, each now refused, the well-formed ones included.
 */
import {
  deleteField,
  increment,
  serverTimestamp,
  type DocumentData,
  type QuerySpec,
} from '../../services/backend/types';
import type { AccessCase, Actor } from './cases';
import { seedApplication, seedJob } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');
const appId = 'job-1_talent-a';
const path = `interviews/${appId}`;

/** Half an hour on a January morning of 2099 (far ahead of any request time). */
const slot = (day: number, minutes = 30) => ({
  startsAt: new Date(Date.UTC(2099, 0, day, 9)),
  endsAt: new Date(Date.UTC(2099, 0, day, 9, minutes)),
});

/** A first proposal as the browser wrote it before proposing became a trusted operation. */
export const proposal = (extra: DocumentData = {}): DocumentData => ({
  applicationId: appId,
  jobId: 'job-1',
  companyId: 'company-a',
  talentId: 'talent-a',
  jobTitle: 'Junior Writer',
  companyName: 'Company company-a',
  talentName: 'Student talent-a',
  slots: [slot(5), slot(6)],
  timeZone: 'Europe/Lisbon',
  details: 'https://meet.example/abc',
  status: 'proposed',
  round: 1,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...extra,
});
function withoutDetails(): DocumentData {
  const doc = proposal();
  delete doc.details;
  return doc;
}
const stored = (extra: DocumentData = {}) => proposal({ createdAt: created, updatedAt: created, ...extra });
const scheduled = (extra: DocumentData = {}) => stored({ status: 'scheduled', chosenIndex: 1, ...slot(6), ...extra });

export const inInterview = {
  'jobs/job-1': seedJob({ applicantCount: 1 }),
  [`applications/${appId}`]: seedApplication('talent-a', { stage: 'interview' }),
};
const withInterview = (doc: DocumentData = stored()) => ({ ...inInterview, [path]: doc });

/** The talent's pick as the browser wrote it before. */
const choose = (index: number, times = slot(6)) => ({
  status: 'scheduled',
  chosenIndex: index,
  ...times,
  updatedAt: serverTimestamp(),
});
/** New times on an existing interview, as the browser wrote them before. */
const repropose = (extra: DocumentData = {}) => ({
  slots: [slot(9)],
  timeZone: 'Africa/Nairobi',
  status: 'proposed',
  details: deleteField(),
  round: increment(1),
  chosenIndex: deleteField(),
  startsAt: deleteField(),
  endsAt: deleteField(),
  cancelReason: deleteField(),
  updatedAt: serverTimestamp(),
  ...extra,
});

const pinned = (field: 'companyId' | 'talentId', value: string): QuerySpec => ({
  collection: 'interviews',
  where: [
    { field, op: '==', value },
    { field: 'applicationId', op: '==', value: appId },
  ],
  limit: 1,
});

const create = (
  name: string,
  actor: Actor,
  data: DocumentData,
  expect: 'allow' | 'deny',
  seed: AccessCase['seed'] = inInterview,
): AccessCase => ({
  name: `interviews: ${name}`,
  actor,
  seed,
  op: { type: 'create', path, data },
  expect,
});
const update = (
  name: string,
  actor: Actor,
  data: DocumentData,
  expect: 'allow' | 'deny',
  doc: DocumentData = stored(),
): AccessCase => ({
  name: `interviews: ${name}`,
  actor,
  seed: withInterview(doc),
  op: { type: 'update', path, data },
  expect,
});

export const INTERVIEW_CASES: AccessCase[] = [
  // reading: the two sides only
  {
    name: "interviews: the job's company reads its applicant's interview",
    actor: 'companyA',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: 'interviews: the applicant reads its interview',
    actor: 'talentA',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: "interviews: another talent cannot read someone's interview",
    actor: 'talentB',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: "interviews: another company cannot read someone's interview",
    actor: 'companyB',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'interviews: an administrator cannot read an interview',
    actor: 'admin',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: 'interviews: anonymous cannot read an interview',
    actor: 'anonymous',
    seed: withInterview(),
    op: { type: 'get', path },
    expect: 'deny',
  },
  {
    name: "interviews: the company finds an application's interview (query pinned to itself)",
    actor: 'companyA',
    seed: withInterview(),
    op: { type: 'query', spec: pinned('companyId', 'company-a') },
    expect: 'allow',
  },
  {
    name: "interviews: the applicant finds its application's interview (query pinned to itself)",
    actor: 'talentA',
    seed: withInterview(),
    op: { type: 'query', spec: pinned('talentId', 'talent-a') },
    expect: 'allow',
  },
  {
    name: "interviews: another talent cannot query someone's interviews",
    actor: 'talentB',
    seed: withInterview(),
    op: { type: 'query', spec: pinned('talentId', 'talent-a') },
    expect: 'deny',
  },
  {
    name: "interviews: another company cannot query a company's interviews",
    actor: 'companyB',
    seed: withInterview(),
    op: { type: 'query', spec: pinned('companyId', 'company-a') },
    expect: 'deny',
  },

  // writing: every step is a trusted operation; the browser's writes are refused, well-formed or not
  // proposing
  create(
    'the company cannot propose times from the browser, even to its applicant in the Interview stage',
    'companyA',
    proposal(),
    'deny',
  ),
  create('the company cannot propose from the browser without details either', 'companyA', withoutDetails(), 'deny'),
  create('no proposal before the Interview stage', 'companyA', proposal(), 'deny', {
    ...inInterview,
    [`applications/${appId}`]: seedApplication('talent-a', { stage: 'shortlisted' }),
  }),
  create("another company cannot propose to a company's applicant", 'companyB', proposal(), 'deny'),
  create(
    'another company cannot propose under its own name either',
    'companyB',
    proposal({ companyId: 'company-b' }),
    'deny',
  ),
  create('the applicant cannot propose times itself', 'talentA', proposal(), 'deny'),
  create(
    'a time in the past is refused',
    'companyA',
    proposal({ slots: [{ startsAt: new Date('2020-01-01T09:00:00Z'), endsAt: new Date('2020-01-01T09:30:00Z') }] }),
    'deny',
  ),
  create(
    'more than five times are refused',
    'companyA',
    proposal({ slots: [1, 2, 3, 4, 5, 6].map((d) => slot(d)) }),
    'deny',
  ),
  create('no times at all is refused', 'companyA', proposal({ slots: [] }), 'deny'),
  create('an interview longer than four hours is refused', 'companyA', proposal({ slots: [slot(5, 300)] }), 'deny'),
  create('a slot with an extra field is refused', 'companyA', proposal({ slots: [{ ...slot(5), note: 'x' }] }), 'deny'),
  create('an unknown time zone is refused', 'companyA', proposal({ timeZone: 'Mars/Olympus' }), 'deny'),
  create('a key outside the list is refused', 'companyA', proposal({ remindedRound: 1 }), 'deny'),
  create('a first proposal is round 1', 'companyA', proposal({ round: 2 }), 'deny'),
  create('a proposal cannot be created already scheduled', 'companyA', proposal({ status: 'scheduled' }), 'deny'),
  create('a client-chosen creation time is refused', 'companyA', proposal({ createdAt: created }), 'deny'),
  create(
    "the applicant's name is copied from the application, not made up",
    'companyA',
    proposal({ talentName: 'Someone else' }),
    'deny',
  ),
  create('details are bounded', 'companyA', proposal({ details: 'x'.repeat(501) }), 'deny'),

  // the talent's choice
  update('the applicant cannot pick one of the proposed times from the browser', 'talentA', choose(1), 'deny'),
  update('the applicant cannot pick a time that was not proposed', 'talentA', choose(1, slot(7)), 'deny'),
  update('the applicant cannot pick past the list', 'talentA', choose(5), 'deny'),
  update('another talent cannot pick for the applicant', 'talentB', choose(1), 'deny'),
  update(
    'the applicant cannot change the times',
    'talentA',
    { slots: [slot(8)], updatedAt: serverTimestamp() },
    'deny',
  ),
  update('the applicant cannot cancel', 'talentA', { status: 'cancelled', updatedAt: serverTimestamp() }, 'deny'),
  update(
    'the applicant cannot pick on a cancelled interview',
    'talentA',
    choose(1),
    'deny',
    stored({ status: 'cancelled' }),
  ),
  update('the applicant cannot pick again once scheduled', 'talentA', choose(0, slot(5)), 'deny', scheduled()),
  update(
    'the applicant cannot pick a time already past',
    'talentA',
    choose(0, { startsAt: new Date('2020-01-01T09:00:00Z'), endsAt: new Date('2020-01-01T09:30:00Z') }),
    'deny',
    stored({ slots: [{ startsAt: new Date('2020-01-01T09:00:00Z'), endsAt: new Date('2020-01-01T09:30:00Z') }] }),
  ),
  update('the company cannot pick a time for the applicant', 'companyA', choose(1), 'deny'),

  // cancelling and proposing again
  update(
    'the company cannot cancel a scheduled interview from the browser',
    'companyA',
    { status: 'cancelled', cancelReason: 'The role was filled.', updatedAt: serverTimestamp() },
    'deny',
    scheduled(),
  ),
  update(
    'the company cannot cancel a proposal from the browser',
    'companyA',
    { status: 'cancelled', updatedAt: serverTimestamp() },
    'deny',
  ),
  update(
    'a cancelled interview is not cancelled again',
    'companyA',
    { status: 'cancelled', updatedAt: serverTimestamp() },
    'deny',
    stored({ status: 'cancelled' }),
  ),
  update(
    "another company cannot cancel a company's interview",
    'companyB',
    { status: 'cancelled', updatedAt: serverTimestamp() },
    'deny',
    scheduled(),
  ),
  update(
    'a cancel note is bounded',
    'companyA',
    { status: 'cancelled', cancelReason: 'x'.repeat(501), updatedAt: serverTimestamp() },
    'deny',
    scheduled(),
  ),
  update('the company cannot propose new times from the browser', 'companyA', repropose(), 'deny', scheduled()),
  update(
    'the company cannot propose again after cancelling from the browser',
    'companyA',
    repropose(),
    'deny',
    stored({ status: 'cancelled', cancelReason: 'Ill' }),
  ),
  update('new times count a new round', 'companyA', repropose({ round: 1 }), 'deny', scheduled()),
  update(
    'new times keep no chosen time',
    'companyA',
    repropose({ chosenIndex: 1, startsAt: slot(6).startsAt, endsAt: slot(6).endsAt }),
    'deny',
    scheduled(),
  ),
  update('another company cannot propose new times', 'companyB', repropose(), 'deny', scheduled()),
  {
    name: 'interviews: no new times once the application left the Interview stage',
    actor: 'companyA',
    seed: {
      ...withInterview(scheduled()),
      [`applications/${appId}`]: seedApplication('talent-a', { stage: 'offered' }),
    },
    op: { type: 'update', path, data: repropose() },
    expect: 'deny',
  },

  // nobody deletes
  {
    name: 'interviews: the company cannot delete an interview',
    actor: 'companyA',
    seed: withInterview(),
    op: { type: 'delete', path },
    expect: 'deny',
  },
  {
    name: 'interviews: the applicant cannot delete an interview',
    actor: 'talentA',
    seed: withInterview(),
    op: { type: 'delete', path },
    expect: 'deny',
  },
];
