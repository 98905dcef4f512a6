/**
 * Validation that loads zod and the schema on first use, not with the screen: a screen that only reads never loads
 * them (zod's schemas cost a phone tens of milliseconds to build, on top of their download).
 */
import type { z } from 'zod/mini';

/**
 * `validateInput` (./common.ts) for a write: the same checks, the same ValidationError before anything is written.
 * Pass the schema module's dynamic import: `await validateLazily(import('../schemas/job').then((m) => m.jobInputSchema(now)), input)`.
 */
export async function validateLazily<S extends z.ZodMiniType>(
  schema: Promise<S>,
  input: unknown,
  code?: string,
): Promise<z.output<S>> {
  const [{ validateInput }, loaded] = await Promise.all([import('./common'), schema]);
  return validateInput(loaded, input, code);
}

/** Per key of a query's filters, whether a value is plainly valid as it stands (of its type, within its bounds, trimmed). */
export type PlainChecks = Record<string, (value: unknown) => boolean>;

/**
 * A read's filters (a list's query): filters every value of which `checks` finds plainly valid are taken as they
 * are, without zod; anything else (an unknown key, a value out of bounds or to be trimmed) goes to the schema, which
 * then loads and decides, with its output or its ValidationError. Each check must accept only what the schema
 * passes unchanged, so this is never weaker than the schema.
 */
export async function validateFilters<T extends object>(
  checks: PlainChecks,
  schema: () => Promise<z.ZodMiniType<T>>,
  filters: T,
): Promise<T> {
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters))
    return validateLazily(schema(), filters);
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  const plain = given.every(([key, value]) => Object.hasOwn(checks, key) && checks[key](value));
  return plain ? (Object.fromEntries(given) as T) : validateLazily(schema(), filters);
}
