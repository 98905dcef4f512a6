/**
 * Shared field schemas and the one place where input is validated before a write. Bounds here are the ones the
 * access rules check server-side too (strings and lists bounded), so a form sees the same limits first.
 */
import { z } from 'zod/mini';
import { ValidationError, type FieldIssue } from '../errors';
import { isFileLinkValue } from '../site-path';
import { humanErrorMap } from './human-errors';
import { LIMITS } from './limits';
import { stripUndefined } from './strip-undefined';

export { stripUndefined };

// zod/mini, zod's tree-shakable build: the browser validates with it (the full build was 35 KB gzip of every
// signed-in screen). It sets no error language by itself; ours is the one people read under a field ("Fill in this
// field."), for the server's refusals too, instead of zod's English locale ("Too small: expected string to have
// >=1 characters"), which was also 7.7 KB of every signed-in screen.
z.config({ localeError: humanErrorMap });

export { LIMITS };

/** A document id: what the auth provider issues as uid, never a path. */
export const idSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(LIMITS.idMax), z.regex(/^[^/]+$/, 'Must not contain "/"'));

export const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMax));
export const emailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(LIMITS.emailMax)), z.email());
export const shortTextSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.shortTextMax));
export const longTextSchema = z.string().check(z.trim(), z.maxLength(LIMITS.longTextMax));
/**
 * Link fields accept `http:` and `https:` only: a stored `javascript:` or `data:` URL would otherwise become a link
 * or an image on someone else's screen. firestore.rules (isWebUrl / isUrl) and the local policy
 * (server/local/policy/helpers.ts) check the same on every write; reads drop a link that fails (converters).
 */
export const webUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain })
  .check(z.maxLength(LIMITS.urlMax));
/** Download URLs: absolute http(s), or a path on this site (the local backend's `/api/local/files/...`), never `//host`. */
export const fileUrlSchema = z.string().check(z.maxLength(LIMITS.urlMax), z.refine(isFileLinkValue, 'Must be a URL'));

/** Epoch milliseconds in domain objects; null while a server timestamp is still pending. */
export const timestampMsSchema = z.nullable(z.number());

function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: 'Unknown field' }));
    }
    return [{ field: base || 'input', message: issue.message }];
  });
}

/** Parses input for a write; on failure throws a ValidationError naming the field, before anything is written. */
export function validateInput<S extends z.ZodMiniType>(schema: S, input: unknown, code?: string): z.output<S> {
  const result = schema.safeParse(stripUndefined(input), {
    error: (issue) => (issue.input === undefined && issue.code === 'invalid_type' ? 'Required' : undefined),
  });
  if (!result.success) throw new ValidationError(toFieldIssues(result.error), code);
  return result.data;
}
