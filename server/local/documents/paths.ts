/** Document and collection paths, validated as Firestore validates them. */
import { BackendError } from '@/services/backend/types';

export interface DocPath {
  path: string;
  collection: string;
  /** Last segment of the collection path: what `collectionGroup` in firestore.indexes.json names. */
  group: string;
  id: string;
}

function segmentsOf(path: unknown, what: string): string[] {
  if (typeof path !== 'string' || path.length === 0) throw new BackendError('invalid-argument', `Invalid ${what} path: ${String(path)}`);
  const segments = path.split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..' || /^__.*__$/.test(s)) {
      throw new BackendError('invalid-argument', `Invalid ${what} path '${path}': segment '${s}' is not allowed.`);
    }
  }
  return segments;
}

export function parseDocPath(path: unknown): DocPath {
  const segments = segmentsOf(path, 'document');
  if (segments.length % 2 !== 0) {
    throw new BackendError(
      'invalid-argument',
      `Invalid document reference. Document references must have an even number of segments, but ${path} has ${segments.length}.`,
    );
  }
  const collection = segments.slice(0, -1).join('/');
  return { path: segments.join('/'), collection, group: segments[segments.length - 2], id: segments[segments.length - 1] };
}

export function parseCollectionPath(path: unknown): { collection: string; group: string } {
  const segments = segmentsOf(path, 'collection');
  if (segments.length % 2 !== 1) {
    throw new BackendError(
      'invalid-argument',
      `Invalid collection reference. Collection references must have an odd number of segments, but ${path} has ${segments.length}.`,
    );
  }
  return { collection: segments.join('/'), group: segments[segments.length - 1] };
}

/** Validates a dotted field path used in a query or an update. */
export function fieldSegments(field: unknown): string[] {
  if (typeof field !== 'string' || field === '' || field.split('.').some((s) => s === '')) {
    throw new BackendError('invalid-argument', `Invalid field path (${String(field)}). Paths must not be empty, begin with '.', end with '.', or contain '..'`);
  }
  return field.split('.');
}
