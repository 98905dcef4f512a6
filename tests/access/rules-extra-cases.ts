/**
 * Rule clauses the shared table (cases.ts) does not reach yet: skill verification, list and map bounds, the
 * company profile fields, removal of required fields, the admin side of one-account-one-role, and that the
 * contract suite's scratch collection is no part of the deployed access. Same shape as the table, so the local policy can run them too.
 */
import { deleteField, type DocumentData } from '@/services/backend/types';
import { ACTORS, BASE_SEED, companySignUp, newCompany, newTalent, type AccessCase } from './cases';
import { LIMITS } from '@/services/schemas/common';
import { PROFILE_KEYS } from '@/services/schemas/talent';

const SKILLS_MAX = LIMITS.skillsMax;

const talentA = BASE_SEED['students/talent-a'];
const withTalentA = (extra: DocumentData) => ({ 'students/talent-a': { ...talentA, ...extra } });
const fresh = {
  'students/talent-a': null,
  'companies/company-a': null,
  'companyMembers/company-a': null,
} as const;
const skills = (n: number) => Array.from({ length: n }, (_, i) => ({ skill: `Skill ${i}` }));
const verified = (n: number) => skills(n).map((s) => ({ ...s, verified: true }));
const withoutSkills = (data: DocumentData) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'skills'));
const profile = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`field${i}`, 'x']));
// Every key the profile allows, each with a short value of its kind.
const knownProfile = Object.fromEntries(
  PROFILE_KEYS.map((key) => [key, key.endsWith('Url') ? `https://x.test/${key}` : 'x']),
);

export const RULES_EXTRA_CASES: AccessCase[] = [
  // students: skills
  {
    name: 'talent cannot sign up with a verified skill',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { skills: [{ skill: 'React', verified: true }] }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot verify its own skill',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: [{ skill: 'React', verified: true }] } },
    expect: 'deny',
  },
  {
    name: 'talent keeps a skill verified earlier while adding one',
    actor: 'talentA',
    seed: withTalentA({ skills: [{ skill: 'React', verified: true }] }),
    op: {
      type: 'update',
      path: 'students/talent-a',
      data: { skills: [{ skill: 'React', verified: true }, { skill: 'CSS' }] },
    },
    expect: 'allow',
  },
  {
    name: 'talent marks a skill explicitly unverified',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: [{ skill: 'React', verified: false }] } },
    expect: 'allow',
  },
  {
    name: 'talent cannot add unknown keys to a skill entry',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: [{ skill: 'React', level: 'expert' }] } },
    expect: 'deny',
  },
  // Firestore evaluates at most 1,000 rule expressions per request: 20 new entries in one write fit with room.
  {
    name: 'talent adds 20 skills in one write',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: skills(20) } },
    expect: 'allow',
  },
  {
    name: 'talent signs up with 20 skills',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { skills: skills(20) }),
    },
    expect: 'allow',
  },
  {
    name: 'talent with one skill short of the limit, all verified, adds one more',
    actor: 'talentA',
    seed: withTalentA({ skills: verified(SKILLS_MAX - 1) }),
    op: { type: 'update', path: 'students/talent-a', data: { skills: [...verified(SKILLS_MAX - 1), { skill: 'Go' }] } },
    expect: 'allow',
  },
  {
    name: 'talent at the skill limit, all verified, drops one and renames itself',
    actor: 'talentA',
    seed: withTalentA({ skills: verified(SKILLS_MAX) }),
    op: { type: 'update', path: 'students/talent-a', data: { name: 'Renamed', skills: verified(SKILLS_MAX).slice(1) } },
    expect: 'allow',
  },
  {
    name: 'talent at the skill limit cannot add one more',
    actor: 'talentA',
    seed: withTalentA({ skills: verified(SKILLS_MAX) }),
    op: { type: 'update', path: 'students/talent-a', data: { skills: [...verified(SKILLS_MAX), { skill: 'Go' }] } },
    expect: 'deny',
  },
  {
    name: 'talent cannot save 51 skills',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: skills(51) } },
    expect: 'deny',
  },
  {
    name: 'an invalid skill late in a long list is refused',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: [...skills(15), { skill: '' }] } },
    expect: 'deny',
  },
  {
    name: 'a skill name over 60 characters is refused',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { skills: [{ skill: 'x'.repeat(61) }] } },
    expect: 'deny',
  },

  // students: other fields
  {
    name: 'talent changes its category within the list',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { role: 'Data Scientist' } },
    expect: 'allow',
  },
  {
    name: 'talent cannot change its category to one outside the list',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { role: 'Astronaut' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot set new back to true',
    actor: 'talentA',
    seed: withTalentA({ new: false }),
    op: { type: 'update', path: 'students/talent-a', data: { new: true } },
    expect: 'deny',
  },
  {
    name: 'talent cannot empty its name',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { name: '' } },
    expect: 'deny',
  },
  {
    name: 'talent cannot use a name over 100 characters',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { name: 'x'.repeat(101) } },
    expect: 'deny',
  },
  {
    name: 'talent cannot remove a required field',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { name: deleteField() } },
    expect: 'deny',
  },
  {
    name: 'talent saves a profile with every known key',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { profile: knownProfile } },
    expect: 'allow',
  },
  {
    name: 'talent cannot save a profile of unknown keys',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { profile: profile(1) } },
    expect: 'deny',
  },
  {
    name: 'talent cannot save a profile of 51 keys',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { profile: profile(51) } },
    expect: 'deny',
  },
  {
    name: 'talent removes its profile',
    actor: 'talentA',
    seed: withTalentA({ profile: { location: 'Lagos' } }),
    op: { type: 'update', path: 'students/talent-a', data: { profile: deleteField() } },
    expect: 'allow',
  },
  {
    name: 'talent signs up with a profile',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { profile: { location: 'Lagos' } }),
    },
    expect: 'allow',
  },
  {
    name: 'talent cannot sign up unavailable',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: newTalent('talent-a', ACTORS.talentA.email, { availability: false }),
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot sign up without skills',
    actor: 'talentA',
    seed: fresh,
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: withoutSkills(newTalent('talent-a', ACTORS.talentA.email)),
    },
    expect: 'deny',
  },
  {
    name: 'an admin account cannot also create a student document',
    actor: 'admin',
    op: { type: 'create', path: 'students/admin-1', data: newTalent('admin-1', ACTORS.admin.email) },
    expect: 'deny',
  },

  // companies: profile fields
  {
    name: 'company fills in its profile fields',
    actor: 'companyA',
    op: {
      type: 'update',
      path: 'companies/company-a',
      data: {
        about: '',
        size: '11 - 50',
        type: 'Corporation',
        industries: ['NFT', 'Genomics'],
        location: 'Nairobi',
        logo: 'https://cdn.test/logo.png',
        socials: { linkedin: 'https://linkedin.com/company/a' },
      },
    },
    expect: 'allow',
  },
  {
    name: 'company keeps the legacy size value',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { size: '1001 - 500' } },
    expect: 'allow',
  },
  {
    name: 'company cannot use a size outside the list',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { size: 'Huge' } },
    expect: 'deny',
  },
  {
    name: 'company cannot tag an industry outside the list',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { industries: ['NFT', 'Gambling'] } },
    expect: 'deny',
  },
  {
    name: 'company cannot add an unknown social network',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { socials: { myspace: 'https://myspace.test/a' } } },
    expect: 'deny',
  },
  {
    name: 'company cannot add an unknown field',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { verified: true } },
    expect: 'deny',
  },
  {
    name: 'company cannot rewrite its creation time',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { timestamp: new Date('2020-01-01T00:00:00Z') } },
    expect: 'deny',
  },
  {
    name: 'company finishes onboarding (new -> false)',
    actor: 'companyA',
    op: { type: 'update', path: 'companies/company-a', data: { new: false } },
    expect: 'allow',
  },
  {
    name: 'company cannot sign up with profile fields',
    actor: 'companyA',
    seed: fresh,
    op: companySignUp('company-a', 'company-a@access.test', newCompany('company-a', { website: 'https://acme.test' })),
    expect: 'deny',
  },
  {
    name: 'company cannot sign up with a client-chosen timestamp',
    actor: 'companyA',
    seed: fresh,
    op: companySignUp(
      'company-a',
      'company-a@access.test',
      newCompany('company-a', { timestamp: new Date('2020-01-01T00:00:00Z') }),
    ),
    expect: 'deny',
  },
  {
    name: 'anonymous cannot list companies',
    actor: 'anonymous',
    op: { type: 'query', spec: { collection: 'companies', limit: 10 } },
    expect: 'deny',
  },

  // admin
  {
    name: 'admin cannot delete its admin document from a client',
    actor: 'admin',
    op: { type: 'delete', path: 'admin/admin-1' },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read an admin document',
    actor: 'anonymous',
    op: { type: 'get', path: 'admin/admin-1' },
    expect: 'deny',
  },

  // the contract suite's scratch collection: test scaffolding, granted to nobody in the deployed access
  {
    name: 'owner cannot list contract-test scratch documents',
    actor: 'talentA',
    op: { type: 'query', spec: { collection: 'contract-tests/talent-a/items' } },
    expect: 'deny',
  },
  {
    name: 'nobody else reads contract-test scratch documents',
    actor: 'talentB',
    op: { type: 'get', path: 'contract-tests/talent-a/items/x' },
    expect: 'deny',
  },
  {
    name: 'the contract-test parent document is not writable',
    actor: 'talentA',
    op: { type: 'create', path: 'contract-tests/talent-a', data: { n: 1 } },
    expect: 'deny',
  },
];
