import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/services/errors';
import { validateInput } from '@/services/schemas/common';
import { createCompanyInputSchema, updateCompanyInputSchema } from '@/services/schemas/company';
import { createStudentInputSchema, updateStudentInputSchema } from '@/services/schemas/talent';
import { applyInputSchema } from '@/services/schemas/application';

const validStudent = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'Web Developer' };

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
    expect(validateInput(createStudentInputSchema, { ...validStudent, name: '  Ada  ' })).toEqual({
      ...validStudent,
      name: 'Ada',
    });
  });

  it.each([
    [{ ...validStudent, name: undefined }, 'name', 'name: Required'],
    [{ ...validStudent, name: '   ' }, 'name', 'name: Fill in this field.'],
    [{ ...validStudent, name: 'x'.repeat(101) }, 'name', 'name: Keep it to 100 characters or fewer.'],
    [{ ...validStudent, name: 42 }, 'name', 'name: Enter a valid value.'],
    [{ ...validStudent, email: 'not-an-email' }, 'email', 'email: Enter a valid email address, like name@example.com.'],
    [{ ...validStudent, id: 'a/b' }, 'id', 'id: Must not contain "/"'],
    [{ ...validStudent, role: 'Astronaut' }, 'role', undefined],
    [{ ...validStudent, skills: [{ skill: '' }] }, 'skills.0.skill', undefined],
    [
      { ...validStudent, skills: [{ skill: 'React', verified: true }] },
      'skills.0.verified',
      'skills.0.verified: Unknown field',
    ],
    [
      { ...validStudent, skills: [{ skill: 'React' }, { skill: 'react' }] },
      'skills.1.skill',
      'skills.1.skill: Duplicate skill',
    ],
    [{ ...validStudent, skills: Array.from({ length: 51 }, (_, i) => ({ skill: `s${i}` })) }, 'skills', undefined],
    [{ ...validStudent, isAdmin: true }, 'isAdmin', 'isAdmin: Unknown field'],
    [{ ...validStudent, profile: { gender: 'Other' } }, 'profile.gender', undefined],
    [
      { ...validStudent, profile: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) },
      'profile.k0',
      'profile.k0: Unknown field',
    ],
    [{ ...validStudent, profile: { verified: true } }, 'profile.verified', 'profile.verified: Unknown field'],
    [{ ...validStudent, profile: { bio: 'b'.repeat(2001) } }, 'profile.bio', undefined],
    [{ ...validStudent, profile: { phone: '1'.repeat(31) } }, 'profile.phone', undefined],
    [{ ...validStudent, profile: { cvName: 'c'.repeat(201) } }, 'profile.cvName', undefined],
    [{ ...validStudent, profile: { portfolioUrl: 'javascript:alert(1)' } }, 'profile.portfolioUrl', undefined],
  ])('rejects %j naming the field', (input, field, message) => {
    const error = validationError(() => validateInput(createStudentInputSchema, input));
    expect(error.code).toBe('invalid-argument');
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    if (message) expect(error.message).toBe(message);
  });

  it('lists every issue, not only the first', () => {
    const error = validationError(() => validateInput(createStudentInputSchema, { id: 'u1' }));
    expect(error.issues.map((i) => i.field).sort()).toEqual(['email', 'name', 'role']);
  });

  it('does not let an update change id, email or creation time', () => {
    for (const field of ['id', 'email', 'timestamp']) {
      expect(validationError(() => validateInput(updateStudentInputSchema, { [field]: 'x' })).field).toBe(field);
    }
  });

  it('treats undefined values in a patch as not given', () => {
    expect(validateInput(updateStudentInputSchema, { name: 'New', availability: undefined })).toEqual({ name: 'New' });
  });

  it('takes the known profile fields (files and degree included) and refuses unknown ones', () => {
    const files = {
      avatarPath: 'uploadedFiles/u1/a.png',
      cvPath: 'uploadedFiles/u1/cv.pdf',
      cvName: 'cv.pdf',
      degree: "Master's degree",
    };
    expect(validateInput(updateStudentInputSchema, { profile: { experience: '1 - 3 years', ...files } })).toEqual({
      profile: { experience: '1 - 3 years', ...files },
    });
    expect(
      validationError(() =>
        validateInput(updateStudentInputSchema, { profile: { experience: '1 - 3 years', hobby: 'chess' } }),
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
      rejects(updateStudentInputSchema, { profile: { [key]: url } }, `profile.${key}`);
    }
    rejects(createStudentInputSchema, { ...validStudent, profile: { cvUrl: url } }, 'profile.cvUrl');
    rejects(updateCompanyInputSchema, { website: url }, 'website');
    rejects(updateCompanyInputSchema, { logo: url }, 'logo');
    rejects(updateCompanyInputSchema, { socials: { linkedin: url } }, 'socials.linkedin');
    rejects(applyInputSchema, { jobId: 'job1', cvUrl: url }, 'cvUrl');
  });

  it('accepts https links, and a path on this site for files only', () => {
    const local = '/api/local/files/uploadedFiles/u1/cv.pdf?token=t';
    expect(
      validateInput(updateStudentInputSchema, {
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
    rejects(updateStudentInputSchema, { profile: { portfolioUrl: '/me' } }, 'profile.portfolioUrl');
  });
});
