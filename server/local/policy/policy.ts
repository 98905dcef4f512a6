/** Evaluates the policy table for reads, list queries and writes. */
import { BackendError } from '@/services/backend/types';
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import type { AuthContext } from '../auth/types';
import { POLICY } from './table';
import type { CollectionRules, ListRequest, PolicyEntry, ReadRequest, WriteRequest } from './types';

export const permissionDenied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

export interface Lookup {
  time: number;
  exists(path: string): Promise<boolean>;
  get(path: string): Promise<WireData | null>;
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith('{') && p.endsWith('}')) params[p.slice(1, -1)] = segments[i];
    else if (p !== segments[i]) return null;
  }
  return params;
}

async function evaluate<R>(rule: ((r: R) => boolean | Promise<boolean>) | undefined, request: R): Promise<boolean> {
  if (!rule) return false;
  try {
    return (await rule(request)) === true;
  } catch {
    // As in Firestore rules, an error while evaluating (e.g. reading a field of a missing resource) denies.
    return false;
  }
}

export function createPolicy(table: PolicyEntry[] = POLICY) {
  const rows = table.map((entry) => ({ pattern: entry.match.split('/'), rules: entry.rules }));

  const forDoc = (path: string): { rules: CollectionRules; params: Record<string, string> } | null => {
    const segments = path.split('/');
    for (const row of rows) {
      const params = matchSegments(row.pattern, segments);
      if (params) return { rules: row.rules, params };
    }
    return null;
  };

  const forCollection = (collection: string) => {
    const segments = collection.split('/');
    for (const row of rows) {
      const last = row.pattern[row.pattern.length - 1];
      if (!last.startsWith('{')) continue;
      const params = matchSegments(row.pattern.slice(0, -1), segments);
      if (params) return { rules: row.rules, params };
    }
    return null;
  };

  return {
    async allowGet(
      auth: AuthContext | null,
      path: string,
      resource: WireData | null,
      lookup: Lookup,
    ): Promise<boolean> {
      const found = forDoc(path);
      if (!found) return false;
      const request: ReadRequest = { auth, path, resource, params: found.params, ...lookup };
      return evaluate(found.rules.get, request);
    },

    async allowList(
      auth: AuthContext | null,
      query: {
        collection: string;
        limit?: number;
        pinned(field: string, op?: '==' | 'array-contains'): { value: WireValue } | undefined;
      },
      lookup: Lookup,
    ): Promise<boolean> {
      const found = forCollection(query.collection);
      if (!found) return false;
      const request: ListRequest = {
        auth,
        collection: query.collection,
        limit: query.limit,
        pinned: query.pinned,
        params: found.params,
        ...lookup,
      };
      return evaluate(found.rules.list, request);
    },

    async allowWrite(
      kind: 'create' | 'update' | 'delete',
      auth: AuthContext | null,
      request: Omit<WriteRequest, 'params' | 'auth'>,
    ): Promise<boolean> {
      const found = forDoc(request.path);
      if (!found) return false;
      return evaluate(found.rules[kind], { ...request, auth, params: found.params });
    },
  };
}

export type Policy = ReturnType<typeof createPolicy>;
