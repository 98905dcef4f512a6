/**
 * One scenario for a talent's work history and education, run on the local engine (tests/services/career.test.ts)
 * and on the Firebase adapter against the emulator (tests/backend/career-firebase.test.ts): the talent saves its
 * entries through the services with every other profile field at once, as the form does; the stored document and
 * its card carry them with their search words, a company finds the talent by where it worked, and the back office
 * by the same word.
 */
import { expect } from 'vitest';
import { listAdminTalents } from '@/services/backoffice/talents';
import type { EducationEntry, WorkEntry } from '@/services/schemas/profile-entries';
import { getTalent, updateTalent } from '@/services/talents/talents';
import { getTalentCard, listTalentCardsPage, type TalentCardFilters } from '@/services/talents/talent-cards';

interface CareerActors {
  talentId: string;
  /** A word no other talent of this run holds, so other tests' documents do not interfere. */
  unique: string;
  asTalent: () => void;
  asCompany: () => void;
  asAdmin: () => void;
}

export const careerEntries = (unique: string): { workHistory: WorkEntry[]; education: EducationEntry[] } => ({
  workHistory: [
    {
      organisation: `Acme${unique} Ltd`,
      title: 'Product Designer',
      start: '2022-03',
      end: 'present',
      description: 'Design system.',
    },
    { organisation: 'Globex', title: 'Intern', start: '2021-06', end: '2021-09', description: '' },
  ],
  education: [
    { organisation: 'Université de Porto', degree: 'BA Design', start: '2018-09', end: '2021-07', description: '' },
  ],
});

/** Every profile key the talent may write, each with a value its field accepts. */
const FULL_PROFILE = {
  headline: 'Product designer',
  bio: 'I design things.',
  location: 'Porto',
  country: 'PT',
  phone: '+351 912 345 678',
  gender: 'Female',
  educationStatus: 'Graduate',
  school: 'Porto',
  degree: "Bachelor's degree",
  experience: '3 - 5 years',
  avatarUrl: 'https://files.example.com/avatar.png',
  avatarPath: 'uploadedFiles/avatar.png',
  cvUrl: 'https://files.example.com/cv.pdf',
  cvPath: 'uploadedFiles/cv.pdf',
  cvName: 'cv.pdf',
  portfolioUrl: 'https://ada.example.com',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  githubUrl: 'https://github.com/ada',
} as const;

export async function runCareerScenario({ talentId, unique, asTalent, asCompany, asAdmin }: CareerActors) {
  const word = `acme${unique}`.toLowerCase().slice(0, 20);
  asTalent();
  const entries = careerEntries(unique);
  // What the profile form sends on a first full save: every key, a new name, ten new skills and new entries.
  const skills = [
    { skill: 'React' },
    ...Array.from({ length: 10 }, (_, i) => ({ skill: `Skill number ${i} `.padEnd(60, 's') })),
  ];
  await updateTalent(talentId, {
    ...entries,
    name: 'Ada Renamed',
    role: 'Graphic Designer',
    skills,
    profile: FULL_PROFILE,
  });

  const talent = await getTalent(talentId);
  expect(talent).toMatchObject({
    name: 'Ada Renamed',
    role: 'Graphic Designer',
    skills,
    profile: FULL_PROFILE,
    ...entries,
  });
  const card = await getTalentCard(talentId);
  const publicProfile = Object.fromEntries(Object.entries(FULL_PROFILE).filter(([key]) => key !== 'phone'));
  expect(card).toMatchObject({
    name: 'Ada Renamed',
    role: 'Graphic Designer',
    skills,
    profile: publicProfile,
    ...entries,
  });
  expect(card.profile).not.toHaveProperty('phone');

  asCompany();
  const found = async (q: string, more: Omit<TalentCardFilters, 'q'> = {}) =>
    (await listTalentCardsPage({ filters: { q, ...more } })).items.map((c) => c.id).filter((id) => id === talentId);
  expect(await found(word)).toEqual([talentId]);
  expect(await found(`${word.toUpperCase()} designer`)).toEqual([talentId]);
  expect(await found(`${word} porto`)).toEqual([talentId]);
  expect(await found(`${word} react`)).toEqual([]);
  expect(await found(word, { skill: 'react' })).toEqual([talentId]);
  expect(await found(word, { skill: 'cobol' })).toEqual([]);
  // With the country of the profile: the keyword query merges it as an equality filter.
  expect(await found(word, { country: 'PT' })).toEqual([talentId]);
  expect(await found(word, { country: 'KE' })).toEqual([]);

  asAdmin();
  expect((await listAdminTalents({ q: word })).items.map((t) => t.id)).toEqual([talentId]);

  // Removing the entries removes their words: the talent is no longer found by them.
  asTalent();
  await updateTalent(talentId, { workHistory: [], education: [] });
  asCompany();
  expect(await found(word)).toEqual([]);
  asAdmin();
  expect((await listAdminTalents({ q: word })).items).toEqual([]);
}
