/**
 * The access cases of talent cards, part of the shared table (cases.ts spreads them in): who reads and
 * lists `talentCards/{uid}`, and that a card is writable only as the exact public copy of its owner's student
 * document after the same batch (talents.ts / createTalent and updateTalent commit them so). Helpers are local:
 * cases.ts imports this file, so importing values back from it would run before they exist.
 */
import { serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';

const created = new Date('2026-01-01T00:00:00Z');
const emailOf = (uid: string) => `${uid}@access.test`;

const talentDoc = (uid: string, extra: DocumentData = {}): DocumentData => ({
  id: uid,
  email: emailOf(uid),
  name: `Student ${uid}`,
  availability: true,
  timestamp: created,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  ...extra,
});

/** The card as the services derive it: the student minus the private keys, stamped now. */
const cardOf = (talent: DocumentData, extra: DocumentData = {}): DocumentData => {
  const card: DocumentData = { ...talent, updatedAt: serverTimestamp() };
  for (const key of ['email', 'optedOutOfEmail', 'new', 'timestamp']) delete card[key];
  if (card.profile && typeof card.profile === 'object') {
    const profile = { ...(card.profile as DocumentData) };
    delete profile.phone;
    card.profile = profile;
  }
  return { ...card, ...extra };
};

const storedCard = (uid: string, extra: DocumentData = {}) => ({
  ...cardOf(talentDoc(uid)),
  updatedAt: created,
  ...extra,
});
const cards = {
  'talentCards/talent-a': storedCard('talent-a'),
  'talentCards/talent-b': storedCard('talent-b', { availability: false }),
};

const profile = { headline: 'Front-end developer', phone: '+234 800 000 0000', location: 'Lagos' };
const signUp = (
  uid: string,
  talentExtra: DocumentData = {},
  cardExtra: DocumentData = {},
): { type: 'batch'; ops: WriteOp[] } => {
  const talent = { ...talentDoc(uid, talentExtra), timestamp: serverTimestamp() };
  return {
    type: 'batch',
    ops: [
      { type: 'set', path: `students/${uid}`, data: talent },
      { type: 'set', path: `talentCards/${uid}`, data: cardOf(talent, cardExtra) },
    ],
  };
};

/** An update as updateTalent commits it: the patch on the student, the whole card rewritten. */
const update = (
  uid: string,
  patch: DocumentData,
  cardExtra: DocumentData = {},
  stored: DocumentData = talentDoc(uid),
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'update', path: `students/${uid}`, data: patch },
    { type: 'set', path: `talentCards/${uid}`, data: cardOf({ ...stored, ...patch }, cardExtra) },
  ],
});

const fresh = { 'students/talent-a': null } as const;
const recent = [{ field: 'updatedAt', direction: 'desc' as const }];
const available = (
  extra: { field: string; op: '==' | 'array-contains' | 'array-contains-any'; value: unknown }[] = [],
) => ({
  collection: 'talentCards',
  where: [{ field: 'availability', op: '==' as const, value: true }, ...extra],
  orderBy: recent,
  limit: 21,
});
const cardA = 'talentCards/talent-a';

export const TALENT_CARD_CASES: AccessCase[] = [
  // reads
  {
    name: 'company reads a talent card',
    actor: 'companyA',
    seed: cards,
    op: { type: 'get', path: cardA },
    expect: 'allow',
  },
  {
    name: 'talent reads its own card',
    actor: 'talentA',
    seed: cards,
    op: { type: 'get', path: cardA },
    expect: 'allow',
  },
  { name: 'admin reads a talent card', actor: 'admin', seed: cards, op: { type: 'get', path: cardA }, expect: 'allow' },
  {
    name: 'talent cannot read another talent card',
    actor: 'talentB',
    seed: cards,
    op: { type: 'get', path: cardA },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read a talent card',
    actor: 'anonymous',
    seed: cards,
    op: { type: 'get', path: cardA },
    expect: 'deny',
  },
  {
    name: 'company lists available talents recently updated first',
    actor: 'companyA',
    seed: cards,
    op: { type: 'query', spec: available() },
    expect: 'allow',
  },
  {
    name: 'company lists available talents of a category with a verified skill',
    actor: 'companyA',
    seed: cards,
    op: {
      type: 'query',
      spec: available([
        { field: 'role', op: '==', value: 'Web Developer' },
        {
          field: 'skills',
          op: 'array-contains-any',
          value: [
            { skill: 'React', verified: true },
            { skill: 'react', verified: true },
          ],
        },
      ]),
    },
    expect: 'allow',
  },
  {
    name: 'company lists available talents with an unverified skill',
    actor: 'companyA',
    seed: cards,
    op: {
      type: 'query',
      spec: available([
        { field: 'skills', op: 'array-contains-any', value: [{ skill: 'React' }, { skill: 'React', verified: false }] },
      ]),
    },
    expect: 'allow',
  },
  {
    name: 'company lists the first five of a category',
    actor: 'companyA',
    seed: cards,
    op: { type: 'query', spec: { ...available([{ field: 'role', op: '==', value: 'Web Developer' }]), limit: 5 } },
    expect: 'allow',
  },
  {
    name: 'admin lists talent cards',
    actor: 'admin',
    seed: cards,
    op: { type: 'query', spec: { collection: 'talentCards', orderBy: recent, limit: 20 } },
    expect: 'allow',
  },
  {
    name: 'talent cannot list talent cards',
    actor: 'talentA',
    seed: cards,
    op: { type: 'query', spec: available() },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot list talent cards',
    actor: 'anonymous',
    seed: cards,
    op: { type: 'query', spec: available() },
    expect: 'deny',
  },

  // writes: the card is the copy of the owner's student document
  {
    name: 'talent signs up with its student document and card in one batch',
    actor: 'talentA',
    seed: fresh,
    op: signUp('talent-a', { profile }),
    expect: 'allow',
  },
  {
    // exists() sees the state before the batch; only existsAfter() sees the company written beside the student.
    name: 'one batch cannot create a student, its card and a company for the same account',
    actor: 'talentA',
    seed: fresh,
    op: {
      ...signUp('talent-a'),
      ops: [
        ...signUp('talent-a').ops,
        {
          type: 'set',
          path: 'companies/talent-a',
          data: {
            id: 'talent-a',
            name: 'Both Roles Ltd',
            timestamp: serverTimestamp(),
            new: true,
            verification: 'pending',
          },
        },
      ],
    },
    expect: 'deny',
  },
  {
    name: 'one batch cannot create a company and a student for the same account',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: {
      type: 'batch',
      ops: [
        {
          type: 'set',
          path: 'companies/company-a',
          data: { id: 'company-a', name: 'Acme', timestamp: serverTimestamp(), new: true, verification: 'pending' },
        },
        ...signUp('company-a').ops,
      ],
    },
    expect: 'deny',
  },
  {
    name: 'a company signs up alone in a batch (control for the two-role batch)',
    actor: 'companyA',
    seed: { 'companies/company-a': null },
    op: {
      type: 'batch',
      ops: [
        {
          type: 'set',
          path: 'companies/company-a',
          data: { id: 'company-a', name: 'Acme', timestamp: serverTimestamp(), new: true, verification: 'pending' },
        },
      ],
    },
    expect: 'allow',
  },
  {
    name: 'talent updates its profile and card in one batch',
    actor: 'talentA',
    seed: cards,
    op: update('talent-a', { name: 'Ada K', skills: [{ skill: 'React' }, { skill: 'CSS' }], profile }),
    expect: 'allow',
  },
  {
    name: 'talent rewrites its card to match its stored student document',
    actor: 'talentA',
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a')) },
    expect: 'allow',
  },
  {
    name: 'talent keeps a skill verified earlier on its card',
    actor: 'talentA',
    seed: { 'students/talent-a': talentDoc('talent-a', { skills: [{ skill: 'React', verified: true }] }) },
    op: update(
      'talent-a',
      { availability: false },
      {},
      talentDoc('talent-a', { skills: [{ skill: 'React', verified: true }] }),
    ),
    expect: 'allow',
  },
  {
    name: 'talent cannot show a verified skill on its card that its profile lacks',
    actor: 'talentA',
    op: {
      type: 'create',
      path: cardA,
      data: cardOf(talentDoc('talent-a'), { skills: [{ skill: 'React', verified: true }] }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot sign up with a card that differs from its profile',
    actor: 'talentA',
    seed: fresh,
    op: signUp('talent-a', {}, { name: 'Someone Famous' }),
    expect: 'deny',
  },
  {
    name: 'talent cannot put its email on its card',
    actor: 'talentA',
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a'), { email: emailOf('talent-a') }) },
    expect: 'deny',
  },
  {
    name: 'talent cannot put its phone on its card',
    actor: 'talentA',
    op: update('talent-a', { profile }, { profile }),
    expect: 'deny',
  },
  {
    name: 'talent cannot add a field its profile lacks to its card',
    actor: 'talentA',
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a'), { featured: true }) },
    expect: 'deny',
  },
  {
    name: 'talent cannot stamp its card with a client-chosen time',
    actor: 'talentA',
    op: {
      type: 'create',
      path: cardA,
      data: cardOf(talentDoc('talent-a'), { updatedAt: new Date('2099-01-01T00:00:00Z') }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot write a card without a student document',
    actor: 'talentA',
    seed: fresh,
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a')) },
    expect: 'deny',
  },
  {
    name: 'talent cannot write another talent card',
    actor: 'talentB',
    seed: cards,
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a')) },
    expect: 'deny',
  },
  {
    name: 'company cannot write a talent card',
    actor: 'companyA',
    seed: cards,
    op: { type: 'create', path: cardA, data: cardOf(talentDoc('talent-a')) },
    expect: 'deny',
  },
  {
    name: 'a company account cannot create a card for itself',
    actor: 'companyA',
    op: { type: 'create', path: 'talentCards/company-a', data: cardOf(talentDoc('company-a')) },
    expect: 'deny',
  },
  {
    name: 'talent cannot delete its card from the client',
    actor: 'talentA',
    seed: cards,
    op: { type: 'delete', path: cardA },
    expect: 'deny',
  },
];
