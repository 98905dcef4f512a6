/**
 * The access cases of the name search terms (`nameTerms` on students/{uid} and companies/{uid}, written by the
 * services with the name), part of the shared table (cases.ts spreads them in): the owner writes its own within
 * their bounds (at most 60 strings of 1 to 20 characters), never oversized, never on another account; they stay
 * off the public talent card; only administrators list students by them. Helpers are local: cases.ts imports this
 * file, so importing values back from it would run before they exist.
 */
import { serverTimestamp, type DocumentData, type QuerySpec, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';

const terms = ['a', 'ad', 'ada', 'l', 'lo', 'lov', 'love', 'lovelace'];
const tooLong = ['x'.repeat(21)];
const tooMany = Array.from({ length: 61 }, (_, i) => `t${i}`);

const talentSignUp = (uid: string, nameTerms: unknown, cardTerms?: unknown): { type: 'batch'; ops: WriteOp[] } => {
  const card: DocumentData = {
    id: uid,
    name: 'Ada Lovelace',
    availability: true,
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
    updatedAt: serverTimestamp(),
  };
  if (cardTerms !== undefined) card.nameTerms = cardTerms;
  return {
    type: 'batch',
    ops: [
      {
        type: 'set',
        path: `students/${uid}`,
        data: {
          id: uid,
          email: `${uid}@access.test`,
          name: 'Ada Lovelace',
          availability: true,
          timestamp: serverTimestamp(),
          new: true,
          role: 'Web Developer',
          skills: [{ skill: 'React' }],
          nameTerms,
        },
      },
      { type: 'set', path: `talentCards/${uid}`, data: card },
    ],
  };
};
const companySignUp = (uid: string, nameTerms: unknown) => ({
  type: 'create' as const,
  path: `companies/${uid}`,
  data: { id: uid, name: 'Acme Labs', timestamp: serverTimestamp(), new: true, verification: 'pending', nameTerms },
});
const fresh = { 'students/talent-a': null, 'talentCards/talent-a': null, 'companies/company-a': null } as const;
const byName: QuerySpec = {
  collection: 'students',
  where: [{ field: 'nameTerms', op: 'array-contains', value: 'ada' }],
  orderBy: [{ field: 'timestamp', direction: 'desc' }],
  limit: 21,
};
const companiesByName: QuerySpec = { ...byName, collection: 'companies' };

export const NAME_TERMS_CASES: AccessCase[] = [
  {
    name: 'talent signs up with the name terms of its name',
    actor: 'talentA',
    seed: fresh,
    op: talentSignUp('talent-a', terms),
    expect: 'allow',
  },
  {
    name: 'talent cannot sign up with a name term over 20 characters',
    actor: 'talentA',
    seed: fresh,
    op: talentSignUp('talent-a', tooLong),
    expect: 'deny',
  },
  {
    name: 'talent cannot sign up with more than 60 name terms',
    actor: 'talentA',
    seed: fresh,
    op: talentSignUp('talent-a', tooMany),
    expect: 'deny',
  },
  {
    name: 'talent cannot sign up with name terms that are not a list',
    actor: 'talentA',
    seed: fresh,
    op: talentSignUp('talent-a', 'ada'),
    expect: 'deny',
  },
  {
    name: 'talent cannot copy its name terms onto its public card',
    actor: 'talentA',
    seed: fresh,
    op: talentSignUp('talent-a', terms, terms),
    expect: 'deny',
  },
  {
    name: 'talent renames itself with the new name terms',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { name: 'Ada Lovelace', nameTerms: terms } },
    expect: 'allow',
  },
  {
    name: 'talent cannot store an oversized name term',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { nameTerms: tooLong } },
    expect: 'deny',
  },
  {
    name: 'talent cannot write the name terms of another talent',
    actor: 'talentB',
    op: { type: 'update', path: 'students/talent-a', data: { nameTerms: terms } },
    expect: 'deny',
  },
  {
    name: 'company signs up with the name terms of its name',
    actor: 'companyA',
    seed: fresh,
    op: companySignUp('company-a', terms),
    expect: 'allow',
  },
  {
    name: 'company cannot sign up with more than 60 name terms',
    actor: 'companyA',
    seed: fresh,
    op: companySignUp('company-a', tooMany),
    expect: 'deny',
  },
  {
    name: 'company renames itself with the new name terms',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { name: 'Acme Labs', nameTerms: terms } },
    expect: 'allow',
  },
  {
    name: 'company cannot store an oversized name term',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { nameTerms: tooLong } },
    expect: 'deny',
  },
  {
    name: 'company cannot write the name terms of another company',
    actor: 'companyB',
    op: { type: 'update', path: 'companies/company-a', data: { nameTerms: terms } },
    expect: 'deny',
  },
  { name: 'admin lists students by a name term', actor: 'admin', op: { type: 'query', spec: byName }, expect: 'allow' },
  {
    name: 'company cannot list students by a name term',
    actor: 'companyA',
    op: { type: 'query', spec: byName },
    expect: 'deny',
  },
  {
    name: 'admin lists companies by a name term',
    actor: 'admin',
    op: { type: 'query', spec: companiesByName },
    expect: 'allow',
  },
];
