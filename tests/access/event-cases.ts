/**
 * The access cases of events and RSVPs, part of the shared table (cases.ts spreads them in). The list
 * queries are the ones services/events/events.ts runs. No client writes an RSVP or an event's counts (the rsvp-event and
 * cancel-rsvp trusted operations do, in one transaction): the RSVP batch a client could commit is refused, even a
 * valid one. Actor uids and emails are those of ACTORS in cases.ts.
 */
import { increment, serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';

const created = new Date('2026-01-01T00:00:00Z');
const starts = new Date('2099-01-01T10:00:00Z');
const ends = new Date('2099-01-01T12:00:00Z');

const event = (extra: DocumentData = {}): DocumentData => ({
  title: 'Career fair',
  description: 'Meet companies hiring juniors.',
  startsAt: starts,
  endsAt: ends,
  timeZone: 'Africa/Lagos',
  mode: 'online',
  audience: 'talents',
  capacity: 2,
  status: 'published',
  goingCount: 0,
  waitingCount: 0,
  forTalents: true,
  forCompanies: false,
  createdAt: created,
  updatedAt: created,
  ...extra,
});

const seed = (extra: DocumentData = {}) => ({ 'events/e1': event(extra) });
const full = seed({ goingCount: 2 });
const draft = seed({ status: 'draft', forTalents: false });
const forEveryone = seed({ audience: 'everyone', forCompanies: true });
const upcomingFor = (flag: string) => ({
  collection: 'events',
  where: [
    { field: flag, op: '==' as const, value: true },
    { field: 'endsAt', op: '>=' as const, value: created },
  ],
  orderBy: [{ field: 'endsAt', direction: 'asc' as const }],
  limit: 21,
});

const rsvp = (uid: string, status: string, extra: DocumentData = {}): DocumentData => ({
  uid,
  name: `Student ${uid}`,
  email: `${uid}@access.test`,
  status,
  createdAt: serverTimestamp(),
  ...extra,
});

/** The RSVP batch a client could try: its own RSVP and the event's count. */
const rsvpBatch = (
  uid: string,
  status: 'going' | 'waiting',
  opts: { by?: number; data?: DocumentData } = {},
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'set', path: `events/e1/rsvps/${uid}`, data: opts.data ?? rsvp(uid, status) },
    {
      type: 'update',
      path: 'events/e1',
      data: { [status === 'going' ? 'goingCount' : 'waitingCount']: increment(opts.by ?? 1) },
    },
  ],
});

const fresh = (extra: DocumentData = {}) =>
  event({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...extra });
const stored = {
  uid: 'talent-a',
  name: 'Student talent-a',
  email: 'talent-a@access.test',
  status: 'going',
  createdAt: created,
};

/** An online event with its join link apart, and talent A's RSVP in the given status (or none). */
const JOIN = 'events/e1/private/join';
const withJoinLink = (status: 'going' | 'waiting' | null, extra: DocumentData = {}) => ({
  ...seed(extra),
  [JOIN]: { link: 'https://meet.example.test/fair' },
  ...(status ? { 'events/e1/rsvps/talent-a': { ...stored, status } } : {}),
});

export const EVENT_CASES: AccessCase[] = [
  // reading
  {
    name: 'events: anonymous cannot read one',
    actor: 'anonymous',
    seed: seed(),
    op: { type: 'get', path: 'events/e1' },
    expect: 'deny',
  },
  {
    name: 'events: a talent reads a published event for talents',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'get', path: 'events/e1' },
    expect: 'allow',
  },
  {
    name: 'events: a talent reads a cancelled event for talents',
    actor: 'talentA',
    seed: seed({ status: 'cancelled' }),
    op: { type: 'get', path: 'events/e1' },
    expect: 'allow',
  },
  {
    name: 'events: a talent cannot read a draft',
    actor: 'talentA',
    seed: draft,
    op: { type: 'get', path: 'events/e1' },
    expect: 'deny',
  },
  {
    name: 'events: a company cannot read an event for talents',
    actor: 'companyA',
    seed: seed(),
    op: { type: 'get', path: 'events/e1' },
    expect: 'deny',
  },
  {
    name: 'events: a company reads an event for everyone',
    actor: 'companyA',
    seed: forEveryone,
    op: { type: 'get', path: 'events/e1' },
    expect: 'allow',
  },
  {
    name: 'events: an admin reads a draft',
    actor: 'admin',
    seed: draft,
    op: { type: 'get', path: 'events/e1' },
    expect: 'allow',
  },
  {
    name: 'events: a talent lists upcoming events for talents',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'query', spec: upcomingFor('forTalents') },
    expect: 'allow',
  },
  {
    name: 'events: a talent cannot list every event',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'query', spec: { collection: 'events', orderBy: [{ field: 'endsAt', direction: 'asc' }], limit: 21 } },
    expect: 'deny',
  },
  {
    name: 'events: a talent cannot list the companies\u2019 events',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'query', spec: upcomingFor('forCompanies') },
    expect: 'deny',
  },
  {
    name: 'events: a company lists upcoming events for companies',
    actor: 'companyA',
    seed: forEveryone,
    op: { type: 'query', spec: upcomingFor('forCompanies') },
    expect: 'allow',
  },
  {
    name: 'events: an admin lists drafts',
    actor: 'admin',
    seed: draft,
    op: {
      type: 'query',
      spec: {
        collection: 'events',
        where: [{ field: 'status', op: '==', value: 'draft' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },

  // administrators write
  {
    name: 'events: an admin creates a draft',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ status: 'draft', forTalents: false }) },
    expect: 'allow',
  },
  {
    name: 'events: an admin creates a published in-person event',
    actor: 'admin',
    op: {
      type: 'create',
      path: 'events/e2',
      data: (() => {
        const d = fresh({ mode: 'in-person', place: 'Lagos' });
        delete d.link;
        return d;
      })(),
    },
    expect: 'allow',
  },
  {
    name: 'events: a talent cannot create one',
    actor: 'talentA',
    op: { type: 'create', path: 'events/e2', data: fresh() },
    expect: 'deny',
  },
  {
    name: 'events: a company cannot create one',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'events/e2',
      data: fresh({ audience: 'companies', forTalents: false, forCompanies: true }),
    },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot create one with RSVPs counted',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ goingCount: 1 }) },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot list a draft to talents',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ status: 'draft' }) },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot create one ending before it starts',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ endsAt: created }) },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot store a javascript: link',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ link: 'javascript:alert(1)' }) },
    expect: 'deny',
  },
  {
    name: 'events: an admin edits and cancels one',
    actor: 'admin',
    seed: seed(),
    op: {
      type: 'update',
      path: 'events/e1',
      data: { title: 'Career fair (cancelled)', status: 'cancelled', updatedAt: serverTimestamp() },
    },
    expect: 'allow',
  },
  {
    name: 'events: an admin cannot change the RSVP counts',
    actor: 'admin',
    seed: seed(),
    op: { type: 'update', path: 'events/e1', data: { goingCount: 1, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot set the capacity below those going',
    actor: 'admin',
    seed: full,
    op: { type: 'update', path: 'events/e1', data: { capacity: 1, updatedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'events: a talent cannot edit one',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'update', path: 'events/e1', data: { title: 'Mine now' } },
    expect: 'deny',
  },
  {
    name: 'events: an admin deletes one',
    actor: 'admin',
    seed: seed(),
    op: { type: 'delete', path: 'events/e1' },
    expect: 'allow',
  },
  {
    name: 'events: a talent cannot delete one',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'delete', path: 'events/e1' },
    expect: 'deny',
  },

  // RSVPs: only the trusted operations write them, so even a batch within the capacity is refused
  {
    name: 'rsvps: a talent cannot RSVP from the client, even within the capacity',
    actor: 'talentA',
    seed: seed(),
    op: rsvpBatch('talent-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot take a seat on a full event',
    actor: 'talentA',
    seed: full,
    op: rsvpBatch('talent-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot join a waiting list from the client',
    actor: 'talentA',
    seed: full,
    op: rsvpBatch('talent-a', 'waiting'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot wait while seats are free',
    actor: 'talentA',
    seed: seed(),
    op: rsvpBatch('talent-a', 'waiting'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot count two seats',
    actor: 'talentA',
    seed: seed(),
    op: rsvpBatch('talent-a', 'going', { by: 2 }),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP without the count',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'create', path: 'events/e1/rsvps/talent-a', data: rsvp('talent-a', 'going') },
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot move the count without an RSVP',
    actor: 'talentA',
    seed: seed(),
    op: { type: 'update', path: 'events/e1', data: { goingCount: increment(1) } },
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP for another talent',
    actor: 'talentA',
    seed: seed(),
    op: rsvpBatch('talent-b', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP with another email',
    actor: 'talentA',
    seed: seed(),
    op: rsvpBatch('talent-a', 'going', { data: rsvp('talent-a', 'going', { email: 'x@access.test' }) }),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP twice',
    actor: 'talentA',
    seed: { ...seed({ goingCount: 1 }), 'events/e1/rsvps/talent-a': stored },
    op: rsvpBatch('talent-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP to a draft',
    actor: 'talentA',
    seed: draft,
    op: rsvpBatch('talent-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot RSVP to a cancelled event',
    actor: 'talentA',
    seed: seed({ status: 'cancelled' }),
    op: rsvpBatch('talent-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a company cannot RSVP to an event for talents',
    actor: 'companyA',
    seed: seed(),
    op: rsvpBatch('company-a', 'going'),
    expect: 'deny',
  },
  {
    name: 'rsvps: a company cannot RSVP from the client, even to an event for everyone',
    actor: 'companyA',
    seed: forEveryone,
    op: rsvpBatch('company-a', 'going', { data: rsvp('company-a', 'going', { name: 'Company A' }) }),
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent reads its own RSVP',
    actor: 'talentA',
    seed: { ...seed(), 'events/e1/rsvps/talent-a': stored },
    op: { type: 'get', path: 'events/e1/rsvps/talent-a' },
    expect: 'allow',
  },
  {
    name: 'rsvps: a talent cannot read another talent\u2019s RSVP',
    actor: 'talentB',
    seed: { ...seed(), 'events/e1/rsvps/talent-a': stored },
    op: { type: 'get', path: 'events/e1/rsvps/talent-a' },
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot list RSVPs',
    actor: 'talentA',
    seed: seed(),
    op: {
      type: 'query',
      spec: {
        collection: 'events/e1/rsvps',
        where: [{ field: 'status', op: '==', value: 'going' }],
        orderBy: [{ field: 'createdAt', direction: 'asc' }],
        limit: 21,
      },
    },
    expect: 'deny',
  },
  {
    name: 'rsvps: an admin lists the going RSVPs',
    actor: 'admin',
    seed: seed(),
    op: {
      type: 'query',
      spec: {
        collection: 'events/e1/rsvps',
        where: [{ field: 'status', op: '==', value: 'going' }],
        orderBy: [{ field: 'createdAt', direction: 'asc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'rsvps: a talent cannot promote itself from the waiting list',
    actor: 'talentA',
    seed: { ...full, 'events/e1/rsvps/talent-a': { ...stored, status: 'waiting' } },
    op: { type: 'update', path: 'events/e1/rsvps/talent-a', data: { status: 'going' } },
    expect: 'deny',
  },
  {
    name: 'rsvps: a talent cannot delete its RSVP from the client (the trusted operation cancels)',
    actor: 'talentA',
    seed: { ...seed({ goingCount: 1 }), 'events/e1/rsvps/talent-a': stored },
    op: { type: 'delete', path: 'events/e1/rsvps/talent-a' },
    expect: 'deny',
  },

  // the join link: only those going read it, only administrators write it, never on the event itself
  {
    name: 'events: a talent going reads the join link',
    actor: 'talentA',
    seed: withJoinLink('going'),
    op: { type: 'get', path: JOIN },
    expect: 'allow',
  },
  {
    name: 'events: a talent on the waiting list cannot read the join link',
    actor: 'talentA',
    seed: withJoinLink('waiting'),
    op: { type: 'get', path: JOIN },
    expect: 'deny',
  },
  {
    name: 'events: a talent of the audience without an RSVP cannot read the join link',
    actor: 'talentB',
    seed: withJoinLink('going'),
    op: { type: 'get', path: JOIN },
    expect: 'deny',
  },
  {
    name: 'events: a company of the audience not going cannot read the join link',
    actor: 'companyA',
    seed: withJoinLink('going', { audience: 'everyone', forCompanies: true }),
    op: { type: 'get', path: JOIN },
    expect: 'deny',
  },
  {
    name: 'events: anonymous cannot read the join link',
    actor: 'anonymous',
    seed: withJoinLink('going'),
    op: { type: 'get', path: JOIN },
    expect: 'deny',
  },
  {
    name: 'events: an admin reads the join link',
    actor: 'admin',
    seed: withJoinLink(null),
    op: { type: 'get', path: JOIN },
    expect: 'allow',
  },
  {
    name: 'events: an admin sets the join link',
    actor: 'admin',
    seed: seed(),
    op: { type: 'create', path: JOIN, data: { link: 'https://meet.example.test/new' } },
    expect: 'allow',
  },
  {
    name: 'events: an admin cannot set a javascript: join link',
    actor: 'admin',
    seed: seed(),
    op: { type: 'create', path: JOIN, data: { link: 'javascript:alert(1)' } },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot add other fields to the join link',
    actor: 'admin',
    seed: seed(),
    op: { type: 'create', path: JOIN, data: { link: 'https://meet.example.test/new', note: 'x' } },
    expect: 'deny',
  },
  {
    name: 'events: a talent going cannot change the join link',
    actor: 'talentA',
    seed: withJoinLink('going'),
    op: { type: 'update', path: JOIN, data: { link: 'https://evil.example.test/' } },
    expect: 'deny',
  },
  {
    name: 'events: an admin cannot put a join link on the event its audience reads',
    actor: 'admin',
    op: { type: 'create', path: 'events/e2', data: fresh({ link: 'https://meet.example.test/fair' }) },
    expect: 'deny',
  },
  {
    name: 'events: an admin edits an event that still holds a link from before, leaving it',
    actor: 'admin',
    seed: seed({ link: 'https://meet.example.test/old' }),
    op: { type: 'update', path: 'events/e1', data: { title: 'Career fair 2', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'events: an admin cannot change a link left on the event',
    actor: 'admin',
    seed: seed({ link: 'https://meet.example.test/old' }),
    op: {
      type: 'update',
      path: 'events/e1',
      data: { link: 'https://meet.example.test/new', updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },
  // A company's RSVP is its team's: recruiters read it and, when it is going, the join link.
  ...recruiterRsvpCases(),
];

function recruiterRsvpCases(): AccessCase[] {
  const member = (role: string) => ({
    uid: 'recruiter-a',
    companyId: 'company-a',
    role,
    name: 'Rae',
    email: 'recruiter-a@access.test',
    joinedAt: created,
  });
  const companyRsvp = (status: string) => ({
    ...seed({ audience: 'everyone', forCompanies: true }),
    [JOIN]: { link: 'https://meet.example.test/fair' },
    'events/e1/rsvps/company-a': { ...stored, uid: 'company-a', status },
  });
  const team = (status: string, role = 'recruiter') => ({
    ...companyRsvp(status),
    'companyMembers/recruiter-a': member(role),
  });
  return [
    {
      name: "rsvps: a recruiter reads its company's RSVP",
      actor: 'recruiterA',
      seed: team('going'),
      op: { type: 'get', path: 'events/e1/rsvps/company-a' },
      expect: 'allow',
    },
    {
      name: "rsvps: another company cannot read a company's RSVP",
      actor: 'companyB',
      seed: team('going'),
      op: { type: 'get', path: 'events/e1/rsvps/company-a' },
      expect: 'deny',
    },
    {
      name: "rsvps: a removed founding account cannot read its former company's RSVP",
      actor: 'recruiterA',
      seed: team('going', 'removed'),
      op: { type: 'get', path: 'events/e1/rsvps/company-a' },
      expect: 'deny',
    },
    {
      name: 'events: a recruiter reads the join link when its company is going',
      actor: 'recruiterA',
      seed: team('going'),
      op: { type: 'get', path: JOIN },
      expect: 'allow',
    },
    {
      name: 'events: a recruiter cannot read the join link while its company waits',
      actor: 'recruiterA',
      seed: team('waiting'),
      op: { type: 'get', path: JOIN },
      expect: 'deny',
    },
    {
      name: 'events: an ex-member cannot read the join link of its former company',
      actor: 'recruiterA',
      seed: companyRsvp('going'),
      op: { type: 'get', path: JOIN },
      expect: 'deny',
    },
    {
      name: 'events: a removed member cannot read the join link',
      actor: 'recruiterA',
      seed: team('going', 'removed'),
      op: { type: 'get', path: JOIN },
      expect: 'deny',
    },
  ];
}
