import { ValidationError } from './errors';
import { isDocId } from './schemas/doc-id';

/** Refuses, before any read or write, an id that cannot name a document (empty, too long, with a `/`). */
export function requireId(field: string, value: unknown): asserts value is string {
  if (!isDocId(value)) throw new ValidationError([{ field, message: 'Required' }]);
}
