import { describe, expect, it } from 'vitest';
import { describeAuthError } from '@/components/ui/form/auth-errors';
import { emailSuggestions } from '@/components/ui/email-suggestions';
import { BackendError } from '@/services/backend/types';
import { changePasswordSchema, companySignUpSchema, signInSchema, talentSignUpSchema } from '@/services/schemas/auth';
import { humanErrorMap } from '@/services/schemas/human-errors';

describe('describeAuthError', () => {
  it.each([
    ['auth/wrong-password', 'form', /do not match/],
    ['auth/invalid-credential', 'form', /do not match/],
    ['auth/user-not-found', 'form', /do not match/],
    ['auth/invalid-login-credentials', 'form', /do not match/],
    ['auth/email-already-in-use', 'email', /already uses this email/],
    ['auth/weak-password', 'password', /too weak/],
    ['auth/too-many-requests', 'form', /Too many attempts/],
    ['auth/invalid-email', 'email', /valid email/],
    ['auth/network-request-failed', 'form', /could not reach the server/],
  ])('%s is explained in plain words on the %s', (code, field, message) => {
    const described = describeAuthError(new BackendError(code, 'Firebase: Error (' + code + ').'));
    expect(described.field).toBe(field);
    expect(described.message).toMatch(message);
    expect(described.message).not.toMatch(/auth\/|Firebase/);
  });

  it('answers an unknown email and a wrong password with the very same words', () => {
    const answers = ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'].map((code) =>
      describeAuthError(new BackendError(code, code)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].message).not.toMatch(/no account|not found|exist/i);
  });

  it('treats a failed fetch as a network problem', () => {
    expect(describeAuthError(new TypeError('Failed to fetch')).message).toMatch(/could not reach the server/);
  });

  it('passes on the session messages as they are', () => {
    expect(describeAuthError(new BackendError('session/wrong-role', 'This account is not a company account.'))).toEqual(
      {
        field: 'form',
        message: 'This account is not a company account.',
      },
    );
  });

  it('never shows raw codes for unknown errors', () => {
    expect(describeAuthError(new BackendError('internal', 'boom')).message).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(describeAuthError('weird').field).toBe('form');
  });
});

describe('emailSuggestions', () => {
  it('offers every suggested domain once a name is typed', () => {
    expect(emailSuggestions('ada')).toEqual([
      'ada@gmail.com',
      'ada@yahoo.com',
      'ada@outlook.com',
      'ada@hotmail.com',
      'ada@proton.mail',
      'ada@icloud.com',
    ]);
    expect(emailSuggestions('ada@')).toHaveLength(6);
  });

  it('narrows to the domains that start with what follows the @', () => {
    expect(emailSuggestions('ada@pro')).toEqual(['ada@proton.mail']);
    expect(emailSuggestions('ada@HO')).toEqual(['ada@hotmail.com']);
  });

  it('stops suggesting when the address is complete, empty or malformed', () => {
    expect(emailSuggestions('ada@gmail.com')).toEqual([]);
    expect(emailSuggestions('')).toEqual([]);
    expect(emailSuggestions('@gm')).toEqual([]);
    expect(emailSuggestions('a b@')).toEqual([]);
    expect(emailSuggestions('ada@x@y')).toEqual([]);
  });
});

/** The first message on each field, as the form shows it. */
function messages(
  schema: {
    safeParse: (input: unknown, params: never) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input, { error: humanErrorMap } as never).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('account schemas', () => {
  it('checks emails', () => {
    expect(messages(signInSchema, { email: '', password: 'x' })).toEqual({ email: 'Enter your email address.' });
    expect(messages(signInSchema, { email: 'ada@', password: 'x' }).email).toMatch(/valid email/);
    expect(messages(signInSchema, { email: ' ada@example.com ', password: 'x' })).toEqual({});
  });

  it('asks for any password to sign in, and 8 characters for a new one', () => {
    expect(messages(signInSchema, { email: 'ada@example.com', password: '' })).toEqual({
      password: 'Enter your password.',
    });
    expect(messages(signInSchema, { email: 'ada@example.com', password: 'short' })).toEqual({});
    const signUp = { companyName: 'Acme', email: 'hr@acme.test' };
    expect(messages(companySignUpSchema, { ...signUp, password: '' })).toEqual({ password: 'Choose a password.' });
    expect(messages(companySignUpSchema, { ...signUp, password: '1234567' })).toEqual({
      password: 'Use at least 8 characters.',
    });
    expect(messages(companySignUpSchema, { ...signUp, password: '12345678' })).toEqual({});
  });

  it('checks required names, their length and the category', () => {
    const talent = { email: 'ada@example.com', password: 'long-enough', category: 'Web Developer' };
    expect(messages(talentSignUpSchema, { ...talent, name: '  ' })).toEqual({ name: 'Enter your full name.' });
    expect(messages(talentSignUpSchema, { ...talent, name: 'x'.repeat(101) })).toEqual({
      name: 'Keep it to 100 characters or fewer.',
    });
    expect(messages(talentSignUpSchema, { ...talent, name: 'Ada', category: '' })).toEqual({
      category: 'Choose the kind of work you are looking for.',
    });
  });

  it('wants a new password that differs from the current one, typed twice alike', () => {
    expect(
      messages(changePasswordSchema, {
        currentPassword: 'old-password',
        newPassword: 'old-password',
        confirm: 'old-password',
      }),
    ).toEqual({
      newPassword: 'Choose a password different from the current one.',
    });
    expect(
      messages(changePasswordSchema, {
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirm: 'new-passwort',
      }),
    ).toEqual({
      confirm: 'The passwords do not match.',
    });
  });
});
