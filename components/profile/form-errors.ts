import type { z } from 'zod/mini';
import { ValidationError } from '@/services/errors';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field (`skills.2` and `profile.bio` name `skills` and `bio`). */
export function zodFieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** A write refused for its input names the fields; anything else is one message for the whole form. */
export function saveErrorFields(error: unknown): FieldErrors {
  if (error instanceof ValidationError) {
    const out: FieldErrors = {};
    for (const issue of error.issues) {
      const parts = issue.field.split('.');
      const key = parts[0] === 'profile' || parts[0] === 'socials' ? (parts[1] ?? parts[0]) : parts[0];
      out[key] ??= issue.message;
    }
    return out;
  }
  return {};
}

export const saveErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? `Your changes were not saved: ${error.message}` : 'Your changes were not saved. Try again.';
