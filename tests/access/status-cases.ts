/**
 * Status is read at every write, and the invariants services keep are the rules' too; part of the shared table
 * (cases.ts spreads them in). A suspended talent (a token issued before the suspension still valid) writes none of
 * its bookmarks, searches or settings; nobody picks an interview time from the browser (the trusted interview-choose
 * refuses a suspended talent and a closed application); a note carries its author's own name; a rating entry holds exactly its sum and count; a talent
 * keeps at most ten saved searches (ten slots), each filter bounded; one account holds one role, working for a
 * company included; a member of a declined company reaches no talent. Each refusal stands next to the same write by
 * an actor who may.
 */
import { increment, serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase, Actor } from './cases';
import { proposal } from './interview-cases';
import { newJob, seedApplication, seedJob } from './job-cases';
import { talentDoc } from './talent-doc';

const at = new Date('2026-02-01T00:00:00Z');
const suspendedTalent = { 'students/talent-a': talentDoc('talent-a', { suspended: true }) };
const bookmark = {
  talentId: 'talent-a',
  jobId: 'job-1',
  jobTitle: 'Junior Writer',
  companyName: 'Company company-a',
  savedAt: serverTimestamp(),
};
const search = (extra: DocumentData = {}): DocumentData => ({
  talentId: 'talent-a',
  name: 'Remote writing',
  frequency: 'weekly',
  filters: { keyword: 'writer', workMode: 'remote' },
  createdAt: serverTimestamp(),
  lastRunAt: serverTimestamp(),
  alertsOn: true,
  ...extra,
});
const storedSearch = search({ createdAt: at, lastRunAt: at });

/** The same write refused with `refused` seeded, allowed with `allowed` seeded. */
function pair(
  what: string,
  actor: Actor,
  op: AccessCase['op'],
  refused: AccessCase['seed'],
  allowed: AccessCase['seed'],
) {
  return [
    { name: `status: ${what} is refused`, actor, seed: refused, op, expect: 'deny' as const },
    { name: `status: ${what} goes through when allowed`, actor, seed: allowed, op, expect: 'allow' as const },
  ];
}

const withSaved = {
  'savedJobs/talent-a_job-1': { ...bookmark, savedAt: at },
  'savedSearches/talent-a_0': storedSearch,
};

// Interviews: talent A's application in the Interview stage, with a proposal of two times ahead.
const interviewWorld = (stage: string, student: DocumentData = talentDoc('talent-a')) => ({
  'students/talent-a': student,
  'jobs/job-1': seedJob({ applicantCount: 1 }),
  'applications/job-1_talent-a': seedApplication('talent-a', { stage }),
  'interviews/job-1_talent-a': proposal({ createdAt: at, updatedAt: at }),
});
const pick = {
  status: 'scheduled',
  chosenIndex: 0,
  startsAt: new Date(Date.UTC(2099, 0, 5, 9)),
  endsAt: new Date(Date.UTC(2099, 0, 5, 9, 30)),
  updatedAt: serverTimestamp(),
};
const choose: AccessCase['op'] = { type: 'update', path: 'interviews/job-1_talent-a', data: pick };

// Notes and ratings by recruiter-a, a member of company-a named 'Rae Recruiter'.
const team = {
  'companyMembers/recruiter-a': {
    uid: 'recruiter-a',
    companyId: 'company-a',
    role: 'recruiter',
    name: 'Rae Recruiter',
    email: 'recruiter-a@access.test',
    joinedAt: at,
  },
  'jobs/job-1': seedJob({ applicantCount: 1 }),
  'applications/job-1_talent-a': seedApplication('talent-a'),
};
const noteBy = (authorName: string): AccessCase['op'] => ({
  type: 'create',
  path: 'applicantNotes/note-r',
  data: {
    applicationId: 'job-1_talent-a',
    jobId: 'job-1',
    companyId: 'company-a',
    authorId: 'recruiter-a',
    authorName,
    text: 'Good fit.',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  },
});
const rateWith = (entry: DocumentData): AccessCase['op'] => ({
  type: 'batch',
  ops: [
    {
      type: 'set',
      path: 'applicantRatings/job-1_talent-a_recruiter-a',
      data: {
        applicationId: 'job-1_talent-a',
        jobId: 'job-1',
        companyId: 'company-a',
        authorId: 'recruiter-a',
        rating: 2,
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
        ratings: { 'job-1_talent-a': entry },
        lastRatingId: 'job-1_talent-a_recruiter-a',
        updatedAt: serverTimestamp(),
      },
    },
  ],
});
const counted = { sum: increment(2), count: increment(1) };

const saveSearch = (id: string, extra: DocumentData = {}): AccessCase['op'] => ({
  type: 'create',
  path: `savedSearches/${id}`,
  data: search(extra),
});
const withFilters = (filters: DocumentData) => saveSearch('talent-a_1', { filters });

// A declined company's member (recruiter-d of company-d).
const declined = {
  'companies/company-d': { id: 'company-d', name: 'Company D', timestamp: at, new: false, verification: 'declined' },
  'companyMembers/recruiter-d': {
    uid: 'recruiter-d',
    companyId: 'company-d',
    role: 'recruiter',
    name: 'Dee Recruiter',
    email: 'recruiter-d@access.test',
    joinedAt: at,
  },
  'talentCards/talent-a': {
    id: 'talent-a',
    name: 'Student talent-a',
    availability: true,
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
    updatedAt: at,
  },
};
const verifiedD = {
  ...declined,
  'companies/company-d': { ...declined['companies/company-d'], verification: 'verified' },
};

export const STATUS_CASES: AccessCase[] = [
  // A suspended talent writes nothing of its own, whatever its token says.
  ...pair(
    'a suspended talent saving a job',
    'talentA',
    { type: 'create', path: 'savedJobs/talent-a_job-1', data: bookmark },
    suspendedTalent,
    {},
  ),
  ...pair(
    'a suspended talent removing a bookmark',
    'talentA',
    { type: 'delete', path: 'savedJobs/talent-a_job-1' },
    { ...withSaved, ...suspendedTalent },
    withSaved,
  ),
  ...pair('a suspended talent saving a search', 'talentA', saveSearch('talent-a_1'), suspendedTalent, {}),
  ...pair(
    'a suspended talent renaming a saved search',
    'talentA',
    { type: 'update', path: 'savedSearches/talent-a_0', data: { name: 'Renamed' } },
    { ...withSaved, ...suspendedTalent },
    withSaved,
  ),
  ...pair(
    'a suspended talent deleting a saved search',
    'talentA',
    { type: 'delete', path: 'savedSearches/talent-a_0' },
    { ...withSaved, ...suspendedTalent },
    withSaved,
  ),
  ...pair(
    'a suspended talent writing its notification settings',
    'talentA',
    { type: 'create', path: 'notificationSettings/talent-a', data: { messages: 'app' } },
    suspendedTalent,
    {},
  ),
  // Picking a time is the trusted interview-choose, which refuses a suspended talent and a closed application
  // (tests/backend/interview-steps.test.ts): from the browser it is refused whatever the talent's status.
  ...(
    [
      ['a suspended talent', interviewWorld('interview', talentDoc('talent-a', { suspended: true }))],
      ['a rejected talent', interviewWorld('rejected')],
      ['a talent who withdrew', interviewWorld('withdrawn')],
      ['an active talent in the Interview stage', interviewWorld('interview')],
    ] as const
  ).map(([who, seed]): AccessCase => ({
    name: `status: ${who} cannot pick an interview time from the browser`,
    actor: 'talentA',
    seed,
    op: choose,
    expect: 'deny',
  })),
  {
    name: 'status: the rejected talent cannot pick a time on its leftover proposal',
    actor: 'rejectedTalent',
    seed: {
      'students/talent-r': talentDoc('talent-r'),
      'jobs/job-1': seedJob({ applicantCount: 1 }),
      'applications/job-1_talent-r': seedApplication('talent-r', { stage: 'rejected', rejectionReason: 'skills' }),
      'interviews/job-1_talent-r': proposal({
        applicationId: 'job-1_talent-r',
        talentId: 'talent-r',
        talentName: 'Student talent-r',
        createdAt: at,
        updatedAt: at,
      }),
    },
    op: { ...choose, path: 'interviews/job-1_talent-r' },
    expect: 'deny',
  },
  // A note is signed with its author's own name, as its member document says it.
  {
    name: 'status: a note signed with a teammate’s name is refused',
    actor: 'recruiterA',
    seed: team,
    op: noteBy('Company company-a'),
    expect: 'deny',
  },
  {
    name: 'status: a note signed with its author’s own name',
    actor: 'recruiterA',
    seed: team,
    op: noteBy('Rae Recruiter'),
    expect: 'allow',
  },
  // A rating's entry holds exactly its sum and count: padding would grow the aggregate every pipeline load reads.
  {
    name: 'status: a rating entry padded with another key is refused',
    actor: 'recruiterA',
    seed: team,
    op: rateWith({ ...counted, note: 'x'.repeat(1000) }),
    expect: 'deny',
  },
  {
    name: 'status: a rating entry of its sum and count',
    actor: 'recruiterA',
    seed: team,
    op: rateWith(counted),
    expect: 'allow',
  },
  // Saved searches: ten slots, each filter of its type and within its bounds.
  ...[0, 9].map((slot): AccessCase => ({
    name: `status: a talent saves a search in slot ${slot}`,
    actor: 'talentA',
    op: saveSearch(`talent-a_${slot}`),
    expect: 'allow',
  })),
  ...(
    [
      ['an eleventh slot', 'talent-a_10'],
      ['an id of its own choosing', 'search-a'],
      ["another talent's slot", 'talent-b_1'],
      ['a slot with more after it', 'talent-a_1_x'],
    ] as const
  ).map(([what, id]): AccessCase => ({
    name: `status: a talent cannot save a search under ${what}`,
    actor: 'talentA',
    op: saveSearch(id),
    expect: 'deny',
  })),
  ...(
    [
      ['a keyword over 120 characters', { keyword: 'k'.repeat(121) }],
      ['a category outside the list', { category: 'Astronaut' }],
      ['a work mode outside the list', { workMode: 'moon' }],
      ['a minimum salary that is not a number', { minSalary: '3000' }],
      ['a minimum salary over the bound', { minSalary: 1e10 }],
      ['a currency that is not three capitals', { salaryCurrency: 'euro' }],
      ['a place that is not a place key', { place: 'x'.repeat(900) }],
      ['a place given as a map', { place: { country: 'PT' } }],
      ['a filter the job list does not have', { padding: 'x' }],
    ] as const
  ).map(([what, filters]): AccessCase => ({
    name: `status: a saved search with ${what} is refused`,
    actor: 'talentA',
    op: withFilters(filters),
    expect: 'deny',
  })),
  {
    name: 'status: a saved search with every filter within its bounds',
    actor: 'talentA',
    op: withFilters({
      category: 'Writing',
      level: 'Entry Level',
      workMode: 'remote',
      employmentType: 'Full time',
      experience: 'No experience',
      minSalary: 2500.5,
      salaryCurrency: 'EUR',
      salaryPeriod: 'Monthly',
      keyword: 'k'.repeat(120),
      place: 'PT/Lisbon/Lisbon',
    }),
    expect: 'allow',
  },
  // One account holds one role: working for a company is one.
  {
    name: 'status: a recruiter cannot found a company under its own uid',
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'batch',
      ops: [
        {
          type: 'set',
          path: 'companies/recruiter-a',
          data: {
            id: 'recruiter-a',
            name: 'Side Co',
            timestamp: serverTimestamp(),
            new: true,
            verification: 'pending',
          },
        },
        {
          type: 'set',
          path: 'companyAccounts/recruiter-a',
          data: { id: 'recruiter-a', email: 'recruiter-a@access.test' },
        },
      ],
    },
    expect: 'deny',
  },
  {
    name: 'status: a recruiter cannot sign up as a talent',
    actor: 'recruiterA',
    seed: team,
    op: {
      type: 'create',
      path: 'students/recruiter-a',
      data: { ...talentDoc('recruiter-a'), timestamp: serverTimestamp() },
    },
    expect: 'deny',
  },
  {
    name: 'status: a company cannot be created without its founding owner’s member document',
    actor: 'unverifiedCompany',
    op: {
      type: 'create',
      path: 'companies/company-u',
      data: { id: 'company-u', name: 'New Co', timestamp: serverTimestamp(), new: true, verification: 'pending' },
    },
    expect: 'deny',
  },
  // A declined company reaches no talent, whichever of its members asks.
  ...pair(
    'a member of a declined company reading a talent card',
    'declinedMember',
    { type: 'get', path: 'talentCards/talent-a' },
    declined,
    verifiedD,
  ),
  ...pair(
    'a member of a declined company listing talents open to offers',
    'declinedMember',
    {
      type: 'query',
      spec: { collection: 'talentCards', where: [{ field: 'availability', op: '==', value: true }], limit: 20 },
    },
    declined,
    verifiedD,
  ),
  ...pair(
    'a member of a declined company posting a live job',
    'declinedMember',
    {
      type: 'create',
      path: 'jobs/job-d',
      data: newJob('job-d', { companyId: 'company-d', companyName: 'Company D' }),
    },
    declined,
    verifiedD,
  ),
  {
    name: "status: a member of a declined company cannot read another company's applicants",
    actor: 'declinedMember',
    seed: { ...declined, ...team },
    op: { type: 'get', path: 'applications/job-1_talent-a' },
    expect: 'deny',
  },
];
