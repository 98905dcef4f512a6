/** Client-side checks run before submitting, worded for the person filling the form. */

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** Signing in only needs a password; choosing one needs a reasonable one. */
export function validatePassword(value: string, mode: 'sign-in' | 'new'): string | null {
  if (!value) return mode === 'sign-in' ? 'Enter your password.' : 'Choose a password.';
  if (mode === 'new' && value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

export function validateRequired(value: string, message: string, max = 100): string | null {
  const text = value.trim();
  if (!text) return message;
  if (text.length > max) return `Keep it under ${max} characters.`;
  return null;
}

/** The first field with an error, in form order, so focus can move there. */
export function firstError<K extends string>(order: readonly K[], errors: Partial<Record<K, string | null>>): K | null {
  return order.find((key) => errors[key]) ?? null;
}
