/**
 * One-shot reads over Firestore's REST API with the signed-in user's ID token: what a signed-in screen needs for
 * its first data, without the 90 KB (gzip) Firestore SDK. Any failure (an HTTP error, a value the SDK would not
 * hand over as plain data) rejects, and the caller asks the SDK instead, which answers with its own errors.
 */
import { noteUnreachable } from '../../connection';
import type { DocSnapshot, QuerySpec } from '../../types';
import { toRestQuery } from './rest-query';
import { decodeFields, type RestValue } from './rest-values';

export interface RestReaderOptions {
  projectId: string;
  /** `host:port` of the Firestore emulator, or null for the hosted service. */
  emulator: string | null;
  token: () => Promise<string>;
}

export interface RestReader {
  get(path: string): Promise<DocSnapshot>;
  query(spec: QuerySpec): Promise<DocSnapshot[]>;
  count(spec: QuerySpec): Promise<number>;
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

export function createRestReader({ projectId, emulator, token }: RestReaderOptions): RestReader {
  const database = `projects/${projectId}/databases/(default)`;
  const origin = emulator ? `http://${emulator}` : 'https://firestore.googleapis.com';
  const documentName = (path: string) => `${database}/documents/${path}`;
  const encoded = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  const url = (path: string, method = '') => `${origin}/v1/${documentName(encoded(path)).replace(/\/$/, '')}${method}`;

  async function call<T>(path: string, method: string, body?: unknown): Promise<T | null> {
    const res = await fetch(url(path, method), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${await token()}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      // No answer at all: the app is offline whatever the browser says (../../connection.ts).
      noteUnreachable();
      throw error;
    });
    if (res.status === 404 && body === undefined) return null;
    if (!res.ok) throw new Error(`Firestore REST ${res.status}`);
    return (await res.json()) as T;
  }

  const snapshot = (doc: RestDocument): DocSnapshot => {
    const path = doc.name.slice(documentName('').length);
    return { id: path.slice(path.lastIndexOf('/') + 1), path, exists: true, data: decodeFields(doc.fields) };
  };

  return {
    async get(path) {
      const doc = await call<RestDocument>(path, '');
      if (doc) return snapshot(doc);
      return { id: path.slice(path.lastIndexOf('/') + 1), path, exists: false, data: undefined };
    },
    async query(spec) {
      const { parent, structuredQuery } = toRestQuery(spec, documentName);
      const rows = await call<{ document?: RestDocument }[]>(parent, ':runQuery', { structuredQuery });
      return (rows ?? []).flatMap((row) => (row.document ? [snapshot(row.document)] : []));
    },
    async count(spec) {
      const { parent, structuredQuery } = toRestQuery(spec, documentName);
      const rows = await call<{ result?: { aggregateFields?: { count?: RestValue } } }[]>(
        parent,
        ':runAggregationQuery',
        { structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] } },
      );
      const count = rows?.find((row) => row.result)?.result?.aggregateFields?.count;
      if (!count || !('integerValue' in count)) throw new Error('Firestore REST: no count in the answer');
      return Number(count.integerValue);
    },
  };
}
