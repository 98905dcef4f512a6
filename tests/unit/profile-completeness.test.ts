import { describe, expect, it } from 'vitest';
import { companyCompleteness, companyFormToPatch, companyToForm } from '@/services/format/company-profile';
import { companyFromSnapshot } from '@/services/converters/company-converter';
import type { Company } from '@/services/companies/companies';
import { companyProfileFormSchema } from '@/services/schemas/company-profile';
import type { Talent } from '@/services/schemas/talent';
import { talentProfileCareerFormSchema } from '@/services/schemas/talent-profile-career';
import { formToPatch, talentToForm, talentCompleteness, withFiles } from '@/services/format/talent-profile';

const talent = (over: Partial<Talent> = {}): Talent => ({
  id: 'u1',
  email: 'a@b.test',
  name: 'Ada',
  availability: true,
  timestamp: 1,
  new: true,
  role: 'Web Developer',
  skills: [],
  ...over,
});

const FULL_PROFILE = {
  headline: 'Dev',
  bio: 'About me',
  educationStatus: 'Graduate',
  experience: '1 - 3 years',
  location: 'Lagos',
  githubUrl: 'https://github.com/ada',
  avatarUrl: '/api/local/files/a.png?token=t',
  cvUrl: '/api/local/files/cv.pdf?token=t',
} as const;

describe('talentCompleteness', () => {
  it('lists everything a new talent still has to add', () => {
    const result = talentCompleteness(talent());
    expect(result.percent).toBe(18);
    expect(result.missing).toEqual([
      'Headline',
      'About',
      'At least 3 skills',
      'Education status',
      'Experience',
      'Location',
      'A portfolio, LinkedIn or GitHub link',
      'Profile photo',
      'CV',
    ]);
  });

  it('reaches 100 % with three skills, the details, one link, a photo and a CV', () => {
    const skills = [{ skill: 'a' }, { skill: 'b' }, { skill: 'c' }];
    expect(talentCompleteness(talent({ skills, profile: FULL_PROFILE }))).toMatchObject({ percent: 100, missing: [] });
    expect(talentCompleteness(talent({ skills, profile: { ...FULL_PROFILE, cvUrl: undefined } })).missing).toEqual([
      'CV',
    ]);
  });

  it('does not count blank text as filled in', () => {
    expect(talentCompleteness(talent({ profile: { headline: '   ' } })).missing).toContain('Headline');
  });
});

describe('talent profile form', () => {
  const valid = talentToForm(talent({ profile: { headline: 'Dev' } }));

  it('accepts a form read from a stored student', () => {
    expect(talentProfileCareerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('names each problem', () => {
    const result = talentProfileCareerFormSchema.safeParse({
      ...valid,
      name: ' ',
      githubUrl: 'github.com/ada',
      skills: ['Go', 'go'],
      gender: 'Other',
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      name: 'Enter your full name',
      githubUrl: 'GitHub must be a web address starting with https://',
      skills: 'Each skill only once',
      gender: 'Choose a gender',
    });
    expect(
      talentProfileCareerFormSchema.safeParse({ ...valid, skills: Array.from({ length: 21 }, (_, i) => `s${i}`) })
        .error!.issues[0]!.message,
    ).toBe('At most 20 skills');
  });

  it('keeps a verified skill verified, adds new ones unverified, drops emptied fields and keeps unknown keys', () => {
    const stored = talent({
      skills: [{ skill: 'SQL', verified: true }],
      profile: { headline: 'Old', avatarUrl: '/x.png', degree: "Master's degree" },
    });
    const form = { ...talentToForm(stored), skills: ['SQL', 'Python'], headline: '', location: ' Lagos ' };
    const patch = formToPatch(talentProfileCareerFormSchema.parse(form), stored);
    expect(patch.skills).toEqual([{ skill: 'SQL', verified: true }, { skill: 'Python' }]);
    expect(patch.profile).toEqual({ avatarUrl: '/x.png', degree: "Master's degree", location: 'Lagos' });
  });

  it('sets and removes file entries in the profile map', () => {
    expect(withFiles({ bio: 'x', cvUrl: '/old' }, { cvUrl: '/new', cvName: 'cv.pdf', avatarUrl: undefined })).toEqual({
      bio: 'x',
      cvUrl: '/new',
      cvName: 'cv.pdf',
    });
  });
});

describe('company profile', () => {
  const company = (over: Partial<Company> = {}): Company => ({
    id: 'c1',
    name: 'Acme',
    timestamp: 1,
    new: true,
    ...over,
  });
  const complete = {
    logo: '/logo.png',
    about: 'We build',
    size: '11 - 50',
    type: 'Corporation',
    industries: ['NFT'],
    location: 'Accra',
  } as const;

  it('reads the legacy size "1001 - 500" as "1001 - 5000"', () => {
    const stored = companyFromSnapshot({
      id: 'c1',
      exists: true,
      data: { id: 'c1', email: 'c@b.test', name: 'Acme', new: false, size: '1001 - 500' },
    } as never);
    expect(companyToForm(stored).size).toBe('1001 - 5000');
  });

  it('says what is missing and turns `new` off only once complete', () => {
    expect(companyCompleteness(company()).missing).toEqual([
      'Logo',
      'About',
      'Company size',
      'Company type',
      'At least one industry',
      'Location',
    ]);
    const form = { ...companyToForm(company({ logo: '/logo.png' })), ...complete, industries: ['NFT' as const] };
    expect(companyFormToPatch(companyProfileFormSchema.parse(form), company({ logo: '/logo.png' })).new).toBe(false);
    expect(companyFormToPatch(companyProfileFormSchema.parse(form), company()).new).toBeUndefined();
  });

  it('drops empty social links and rejects a malformed one by name', () => {
    const form = companyToForm(company());
    const patch = companyFormToPatch(
      { ...form, socials: { ...form.socials, github: 'https://github.com/acme' } },
      company(),
    );
    expect(patch.socials).toEqual({ github: 'https://github.com/acme' });
    const bad = companyProfileFormSchema.safeParse({ ...form, socials: { ...form.socials, twitter: 'x.com/acme' } });
    expect(bad.error!.issues[0]).toMatchObject({
      path: ['socials', 'twitter'],
      message: 'X (Twitter) must be a web address starting with https://',
    });
  });
});
