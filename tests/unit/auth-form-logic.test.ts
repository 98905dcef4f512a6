import { describe, expect, it } from 'vitest';
import { describeAuthError } from '@/components/auth/auth-errors';
import { emailSuggestions } from '@/components/auth/email-suggestions';
import { firstError, validateEmail, validatePassword, validateRequired } from '@/components/auth/validation';
import { BackendError } from '@/services/backend/types';

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
    const answers = ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'].map((code) => describeAuthError(new BackendError(code, code)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].message).not.toMatch(/no account|not found|exist/i);
  });

  it('treats a failed fetch as a network problem', () => {
    expect(describeAuthError(new TypeError('Failed to fetch')).message).toMatch(/could not reach the server/);
  });

  it('passes on the session messages as they are', () => {
    expect(describeAuthError(new BackendError('session/wrong-role', 'This account is not a company account.'))).toEqual({
      field: 'form',
      message: 'This account is not a company account.',
    });
  });

  it('never shows raw codes for unknown errors', () => {
    expect(describeAuthError(new BackendError('internal', 'boom')).message).toBe('Something went wrong on our side. Please try again.');
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

describe('validation', () => {
  it('checks emails', () => {
    expect(validateEmail('')).toMatch(/Enter your email/);
    expect(validateEmail('ada@')).toMatch(/valid email/);
    expect(validateEmail(' ada@example.com ')).toBeNull();
  });

  it('asks for any password to sign in, and 8 characters for a new one', () => {
    expect(validatePassword('', 'sign-in')).toMatch(/Enter your password/);
    expect(validatePassword('short', 'sign-in')).toBeNull();
    expect(validatePassword('short', 'new')).toMatch(/at least 8/);
    expect(validatePassword('long-enough', 'new')).toBeNull();
  });

  it('checks required text and its length', () => {
    expect(validateRequired('  ', 'Enter your full name.')).toBe('Enter your full name.');
    expect(validateRequired('x'.repeat(101), 'Enter your full name.')).toMatch(/under 100/);
    expect(validateRequired('Ada', 'Enter your full name.')).toBeNull();
  });

  it('finds the first invalid field in form order', () => {
    expect(firstError(['name', 'email', 'password'], { password: 'x', email: 'y', name: null })).toBe('email');
    expect(firstError(['name'], { name: null })).toBeNull();
  });
});
