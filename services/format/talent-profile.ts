/**
 * Between a stored student and the profile form, and what makes a profile complete. Pure functions: the screen,
 * the onboarding and the completeness meter share them.
 */
import type { Talent } from '../schemas/talent';
import { FORM_PROFILE_KEYS, knownProfile } from '../schemas/talent-constants';
import type { TalentFiles, TalentProfileForm } from '../schemas/talent-profile';
import type { UpdateTalentInput } from '../talents/talents';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function talentToForm(
  talent: Pick<Talent, 'name' | 'role' | 'skills' | 'availability' | 'profile' | 'workHistory' | 'education'>,
): TalentProfileForm {
  const p = talent.profile ?? {};
  const fields = Object.fromEntries(FORM_PROFILE_KEYS.map((key) => [key, text(p[key])])) as Record<
    (typeof FORM_PROFILE_KEYS)[number],
    string
  >;
  return {
    ...fields,
    name: talent.name,
    role: talent.role as TalentProfileForm['role'],
    skills: talent.skills.map((s) => s.skill),
    availability: talent.availability,
    workHistory: talent.workHistory ?? [],
    education: talent.education ?? [],
  } as TalentProfileForm;
}

export function talentFiles(talent: Pick<Talent, 'profile'>): TalentFiles {
  const p = talent.profile ?? {};
  const pick = (key: keyof TalentFiles) => (typeof p[key] === 'string' && p[key] ? (p[key] as string) : undefined);
  return {
    avatarUrl: pick('avatarUrl'),
    avatarPath: pick('avatarPath'),
    cvUrl: pick('cvUrl'),
    cvPath: pick('cvPath'),
    cvName: pick('cvName'),
  };
}

/**
 * Skills kept as stored (a verified one stays verified), new ones as plain `{ skill }`: the talent never sets
 * `verified`. The profile's other known keys (files, phone) are kept; empty fields and keys outside the allow-list are dropped.
 */
export function formToPatch(form: TalentProfileForm, talent: Pick<Talent, 'skills' | 'profile'>): UpdateTalentInput {
  const skills = form.skills.map((name) => talent.skills.find((s) => s.skill === name) ?? { skill: name });
  const profile = knownProfile(talent.profile);
  for (const key of FORM_PROFILE_KEYS) {
    const value = form[key].trim();
    if (value) profile[key] = value;
    else delete profile[key];
  }
  return {
    name: form.name.trim(),
    role: form.role,
    availability: form.availability,
    skills,
    profile,
    workHistory: form.workHistory,
    education: form.education,
  };
}

/** The profile map with files set (or removed when undefined). */
export function withFiles(
  profile: Record<string, unknown> | undefined,
  files: Partial<TalentFiles>,
): Record<string, unknown> {
  const next = knownProfile(profile);
  for (const [key, value] of Object.entries(files)) {
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
}

/** What companies look for first; each item weighs the same. */
export function talentCompleteness(talent: Pick<Talent, 'name' | 'role' | 'skills' | 'profile'>): {
  percent: number;
  items: CompletenessItem[];
  missing: string[];
} {
  const p = talent.profile ?? {};
  const has = (key: string) => typeof p[key] === 'string' && (p[key] as string).trim() !== '';
  const items: CompletenessItem[] = [
    { key: 'name', label: 'Full name', done: talent.name.trim() !== '' },
    { key: 'role', label: 'Job-seeker category', done: talent.role.trim() !== '' },
    { key: 'headline', label: 'Headline', done: has('headline') },
    { key: 'bio', label: 'About', done: has('bio') },
    { key: 'skills', label: 'At least 3 skills', done: talent.skills.length >= 3 },
    { key: 'education', label: 'Education status', done: has('educationStatus') },
    { key: 'experience', label: 'Experience', done: has('experience') },
    { key: 'location', label: 'Location', done: has('location') },
    {
      key: 'links',
      label: 'A portfolio, LinkedIn or GitHub link',
      done: has('portfolioUrl') || has('linkedinUrl') || has('githubUrl'),
    },
    { key: 'avatar', label: 'Profile photo', done: has('avatarUrl') },
    { key: 'cv', label: 'CV', done: has('cvUrl') },
  ];
  const done = items.filter((i) => i.done).length;
  return {
    percent: Math.round((done / items.length) * 100),
    items,
    missing: items.filter((i) => !i.done).map((i) => i.label),
  };
}
