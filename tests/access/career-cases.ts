/**
 * The access cases of a talent's work history and education (`workHistory`, `education` and their search words
 * `careerTerms` on students/{uid}, copied to talentCards/{uid}), part of the shared table (cases.ts spreads them
 * in): no client writes them, not even the talent (the career-save trusted operation stores the entries with the
 * words derived from them, so nobody is found under a word its entries do not hold: tests/backend/career-save.test.ts);
 * the rest of a profile save, at its longest, passes within the rules' evaluation limits; a card that differs from
 * the profile is refused; companies read the entries on the card, and discovery lists cards by a career word. Helpers
 * are local or in ./talent-doc.ts: cases.ts imports this file.
 */
import type { DocumentData, WriteOp } from '../../services/backend/types';
import { cardFromTalentData } from '../../services/converters/talent-card-converter';
import { PROFILE_KEYS } from '../../services/schemas/talent';
import type { AccessCase } from './cases';
import { talentDoc } from './talent-doc';

const created = new Date('2026-01-01T00:00:00Z');

// The card as the service derives it (the private keys and the profile's phone left out).
const cardOf = (talent: DocumentData): DocumentData => cardFromTalentData(talent);

/** A save as updateTalent commits it: the patch on the student, the whole card rewritten. */
const save = (
  uid: string,
  patch: DocumentData,
  stored: DocumentData = talentDoc(uid),
  cardExtra: DocumentData = {},
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'update', path: `students/${uid}`, data: patch },
    { type: 'set', path: `talentCards/${uid}`, data: { ...cardOf({ ...stored, ...patch }), ...cardExtra } },
  ],
});

const job = (i: number, extra: DocumentData = {}) => ({
  organisation: `Organisation number ${i} `.padEnd(100, 'x'),
  title: `Title ${i} `.padEnd(100, 'y'),
  start: `20${String(10 + i).padStart(2, '0')}-01`,
  end: i === 0 ? 'present' : `20${String(10 + i).padStart(2, '0')}-12`,
  description: 'd'.repeat(1000),
  ...extra,
});
const school = (i: number, extra: DocumentData = {}) => {
  const { title, ...rest } = job(i, extra);
  return { ...rest, degree: title };
};
const fiveJobs = Array.from({ length: 5 }, (_, i) => job(i));
const threeSchools = Array.from({ length: 3 }, (_, i) => school(i));
const terms = ['acme', 'designer', 'porto'];
// The longest search words a save can carry, as name terms.
const sixtyTerms = Array.from({ length: 60 }, (_, i) => `word${i}`);
// Every profile key with a value of its kind.
const fullProfile = Object.fromEntries(
  PROFILE_KEYS.map((key) => [key, key === 'country' ? 'PT' : key.endsWith('Url') ? `https://x.test/${key}` : 'x']),
);
// A skill name of the longest kind, new to the stored profile (which holds React only).
const newSkills = (n: number) => Array.from({ length: n }, (_, i) => ({ skill: `Skill ${i} `.padEnd(60, 's') }));
const acme = { organisation: 'Acme', title: 'Designer', start: '2022-03', end: 'present', description: '' };

const seeded = (extra: DocumentData) => ({ 'students/talent-a': talentDoc('talent-a', extra) });
const stored = talentDoc('talent-a', { workHistory: [acme] });
const cardA = 'talentCards/talent-a';

export const CAREER_CASES: AccessCase[] = [
  // The entries and their words are the career-save operation's: the client's own are refused.
  {
    name: 'talent cannot write its work history from the client',
    actor: 'talentA',
    op: save('talent-a', { workHistory: [acme] }),
    expect: 'deny',
  },
  {
    name: 'talent cannot write its education from the client',
    actor: 'talentA',
    op: save('talent-a', { education: [school(1)] }),
    expect: 'deny',
  },
  {
    name: 'talent cannot give itself career search words (found for "google" without having worked there)',
    actor: 'talentA',
    op: save('talent-a', { careerTerms: ['google'] }),
    expect: 'deny',
  },
  {
    name: 'talent cannot drop the career search words the server derived',
    actor: 'talentA',
    seed: seeded({ workHistory: [acme], careerTerms: terms }),
    op: save('talent-a', { careerTerms: [] }, talentDoc('talent-a', { workHistory: [acme], careerTerms: terms })),
    expect: 'deny',
  },
  {
    name: 'talent cannot write career search words onto its card alone',
    actor: 'talentA',
    op: save('talent-a', { availability: false }, talentDoc('talent-a'), { careerTerms: ['google'] }),
    expect: 'deny',
  },
  {
    name: 'talent keeps its stored entries and words on the card when it saves the rest of its profile',
    actor: 'talentA',
    seed: seeded({ workHistory: fiveJobs, education: threeSchools, careerTerms: sixtyTerms }),
    op: save(
      'talent-a',
      { availability: false },
      talentDoc('talent-a', { workHistory: fiveJobs, education: threeSchools, careerTerms: sixtyTerms }),
    ),
    expect: 'allow',
  },
  // The profile form sends every field at once; updateTalent writes the profile and the skills in separate batches
  // when both change (services/talents/profile-save.ts): each batch within the rules' limits.
  {
    name: 'talent saves every profile key, a new name and category in one batch',
    actor: 'talentA',
    op: save('talent-a', {
      name: 'Ada K',
      nameTerms: sixtyTerms,
      role: 'Graphic Designer',
      availability: false,
      profile: fullProfile,
    }),
    expect: 'allow',
  },
  {
    name: 'talent saves twenty new skills of the longest names in one batch',
    actor: 'talentA',
    op: save('talent-a', { skills: newSkills(20) }),
    expect: 'allow',
  },
  {
    name: 'talent cannot show on its card an entry its profile lacks',
    actor: 'talentA',
    op: save('talent-a', { availability: false }, talentDoc('talent-a'), { workHistory: [acme] }),
    expect: 'deny',
  },
  {
    name: 'talent cannot save the work history of another talent',
    actor: 'talentB',
    op: { type: 'update', path: 'students/talent-a', data: { workHistory: [acme] } },
    expect: 'deny',
  },
  {
    name: 'company cannot write a talent work history',
    actor: 'companyA',
    op: { type: 'update', path: 'students/talent-a', data: { workHistory: [acme] } },
    expect: 'deny',
  },
  {
    name: 'company reads the work history on a talent card',
    actor: 'companyA',
    seed: { [cardA]: { ...cardOf(stored), updatedAt: created } },
    op: { type: 'get', path: cardA },
    expect: 'allow',
  },
  {
    name: 'company lists available talents by a career word',
    actor: 'companyA',
    seed: { [cardA]: { ...cardOf(stored), careerTerms: terms, updatedAt: created } },
    op: {
      type: 'query',
      spec: {
        collection: 'talentCards',
        where: [
          { field: 'availability', op: '==', value: true },
          { field: 'careerTerms', op: 'array-contains', value: 'acme' },
        ],
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
];
