import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/services/errors';
import { validateInput } from '@/services/schemas/common';
import { createCompanyInputSchema, updateCompanyInputSchema } from '@/services/schemas/company';
import { createTalentInputSchema, updateTalentInputSchema } from '@/services/schemas/talent';
import { applyInputSchema } from '@/services/schemas/application';

const validTalent = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'Web Developer' };

function validationError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('student input schemas', () => {
  it('accepts a minimal sign-up and trims the name', () => {
    expect(validateInput(createTalentInputSchema, { ...validTalent, name: '  Ada  ' })).toEqual({
      ...validTalent,
      name: 'Ada',
    });
  });

  it.each([
    [{ ...validTalent, name: undefined }, 'name', 'name: Required'],
    [{ ...validTalent, name: '   ' }, 'name', 'name: Fill in this field.'],
    [{ ...validTalent, name: 'x'.repeat(101) }, 'name', 'name: Keep it to 100 characters or fewer.'],
    [{ ...validTalent, name: 42 }, 'name', 'name: Enter a valid value.'],
    [{ ...validTalent, email: 'not-an-email' }, 'email', 'email: Enter a valid email address, like name@example.com.'],
    [{ ...validTalent, id: 'a/b' }, 'id', 'id: Must not contain "/"'],
    [{ ...validTalent, role: 'Astronaut' }, 'role', undefined],
    [{ ...validTalent, skills: [{ skill: '' }] }, 'skills.0.skill', undefined],
    [
      { ...validTalent, skills: [{ skill: 'React', verified: true }] },
      'skills.0.verified',
      'skills.0.verified: Unknown field',
    ],
    [
      { ...validTalent, skills: [{ skill: 'React' }, { skill: 'react' }] },
      'skills.1.skill',
      'skills.1.skill: Duplicate skill',
    ],
    [{ ...validTalent, skills: Array.from({ length: 51 }, (_, i) => ({ skill: `s${i}` })) }, 'skills', undefined],
    [{ ...validTalent, isAdmin: true }, 'isAdmin', 'isAdmin: Unknown field'],
    [{ ...validTalent, profile: { gender: 'Other' } }, 'profile.gender', undefined],
    [
      { ...validTalent, profile: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) },
      'profile.k0',
      'profile.k0: Unknown field',
    ],
    [{ ...validTalent, profile: { verified: true } }, 'profile.verified', 'profile.verified: Unknown field'],
    [{ ...validTalent, profile: { bio: 'b'.repeat(2001) } }, 'profile.bio', undefined],
    [{ ...validTalent, profile: { phone: '1'.repeat(31) } }, 'profile.phone', undefined],
    [{ ...validTalent, profile: { cvName: 'c'.repeat(201) } }, 'profile.cvName', undefined],
    [{ ...validTalent, profile: { portfolioUrl: 'javascript:alert(1)' } }, 'profile.portfolioUrl', undefined],
  ])('rejects %j naming the field', (input, field, message) => {
    const error = validationError(() => validateInput(createTalentInputSchema, input));
    expect(error.code).toBe('invalid-argument');
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    if (message) expect(error.message).toBe(message);
  });

  it('lists every issue, not only the first', () => {
    const error = validationError(() => validateInput(createTalentInputSchema, { id: 'u1' }));
    expect(error.issues.map((i) => i.field).sort()).toEqual(['email', 'name', 'role']);
  });

  it('does not let an update change id, email or creation time', () => {
    for (const field of ['id', 'email', 'timestamp']) {
      expect(validationError(() => validateInput(updateTalentInputSchema, { [field]: 'x' })).field).toBe(field);
    }
  });

  it('treats undefined values in a patch as not given', () => {
    expect(validateInput(updateTalentInputSchema, { name: 'New', availability: undefined })).toEqual({ name: 'New' });
  });

  it('takes the known profile fields (files and degree included) and refuses unknown ones', () => {
    const files = {
      avatarPath: 'uploadedFiles/u1/a.png',
      cvPath: 'uploadedFiles/u1/cv.pdf',
      cvName: 'cv.pdf',
      degree: "Master's degree",
    };
    expect(validateInput(updateTalentInputSchema, { profile: { experience: '1 - 3 years', ...files } })).toEqual({
      profile: { experience: '1 - 3 years', ...files },
    });
    expect(
      validationError(() =>
        validateInput(updateTalentInputSchema, { profile: { experience: '1 - 3 years', hobby: 'chess' } }),
      ).field,
    ).toBe('profile.hobby');
  });
});

describe('company input schemas', () => {
  it('accepts a sign-up with exactly id, email and name', () => {
    expect(validateInput(createCompanyInputSchema, { id: 'c1', email: 'hr@acme.example', name: 'Acme' })).toEqual({
      id: 'c1',
      email: 'hr@acme.example',
      name: 'Acme',
    });
    expect(
      validationError(() => validateInput(createCompanyInputSchema, { id: 'c1', email: 'hr@acme.example' })).message,
    ).toBe('name: Required');
  });

  it('normalises the legacy size "1001 - 500" to "1001 - 5000"', () => {
    expect(validateInput(updateCompanyInputSchema, { size: '1001 - 500' })).toEqual({ size: '1001 - 5000' });
  });

  it.each([
    [{ size: '5' }, 'size'],
    [{ type: 'Bakery' }, 'type'],
    [{ industries: ['NFT', 'NFT'] }, 'industries'],
    [{ industries: ['Farming'] }, 'industries.0'],
    [{ website: 'ftp://acme.example' }, 'website'],
    [{ socials: { myspace: 'https://myspace.com/acme' } }, 'socials.myspace'],
    [{ email: 'not-an-email' }, 'email'],
  ])('rejects %j naming the field', (patch, field) => {
    expect(validationError(() => validateInput(updateCompanyInputSchema, patch)).field).toBe(field);
  });
});

describe('link fields: http(s) only', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:application/pdf;base64,JVBERi0=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/cv.pdf',
  ];
  const rejects = (schema: Parameters<typeof validateInput>[0], input: unknown, field: string) =>
    expect(validationError(() => validateInput(schema, input)).field).toBe(field);

  it.each(HOSTILE)('refuses %j in every link a talent, a company or an application stores', (url) => {
    for (const key of ['avatarUrl', 'cvUrl', 'portfolioUrl', 'linkedinUrl', 'githubUrl']) {
      rejects(updateTalentInputSchema, { profile: { [key]: url } }, `profile.${key}`);
    }
    rejects(createTalentInputSchema, { ...validTalent, profile: { cvUrl: url } }, 'profile.cvUrl');
    rejects(updateCompanyInputSchema, { website: url }, 'website');
    rejects(updateCompanyInputSchema, { logo: url }, 'logo');
    rejects(updateCompanyInputSchema, { socials: { linkedin: url } }, 'socials.linkedin');
    rejects(applyInputSchema, { jobId: 'job1', cvUrl: url }, 'cvUrl');
  });

  it('accepts https links, and a path on this site for files only', () => {
    const local = '/api/local/files/uploadedFiles/u1/cv.pdf?token=t';
    expect(
      validateInput(updateTalentInputSchema, {
        profile: { cvUrl: local, avatarUrl: 'https://cdn.example/a.png', githubUrl: 'https://github.com/ada' },
      }),
    ).toBeTruthy();
    expect(
      validateInput(updateCompanyInputSchema, {
        logo: local,
        website: 'http://acme.example',
        socials: { github: 'https://github.com/acme' },
      }),
    ).toBeTruthy();
    expect(validateInput(applyInputSchema, { jobId: 'job1', cvUrl: local })).toEqual({ jobId: 'job1', cvUrl: local });
    rejects(updateCompanyInputSchema, { website: '/about' }, 'website');
    rejects(updateTalentInputSchema, { profile: { portfolioUrl: '/me' } }, 'profile.portfolioUrl');
  });
});
