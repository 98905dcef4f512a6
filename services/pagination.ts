/**
 * Cursor pagination over the port. A cursor token carries the last item's orderBy values and id, so the next
 * page is one query with no extra read to rebuild the cursor snapshot (the adapters derive cursor values from
 * the query's orderBy fields plus the document id, as Firestore does).
 */
import type { DocSnapshot, Documents, QuerySpec } from './backend/types';
import { ValidationError } from './errors';

export interface Page<T> {
  items: T[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

type CursorValue = string | number | boolean | null | { d: number };
interface CursorPayload {
  id: string;
  v: Record<string, CursorValue>;
}

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (token: string) => {
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

const encodeValue = (value: unknown): CursorValue => {
  if (value instanceof Date) return { d: value.getTime() };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
};

/** Only the fields the query orders by, so the token stays small and reveals nothing else. */
export function encodeCursor(snap: DocSnapshot, orderFields: string[]): string {
  const data = snap.data ?? {};
  const v = Object.fromEntries(orderFields.map((field) => [field, encodeValue(data[field])]));
  return toBase64Url(JSON.stringify({ id: snap.id, v } satisfies CursorPayload));
}

/** Rebuilds the snapshot the port's `startAfter` expects. A token from elsewhere fails as a ValidationError. */
export function decodeCursor(token: string, collection: string, orderFields: string[]): DocSnapshot {
  try {
    const payload = JSON.parse(fromBase64Url(token)) as CursorPayload;
    if (typeof payload.id !== 'string' || !payload.id || typeof payload.v !== 'object' || payload.v === null) {
      throw new Error('shape');
    }
    const data: Record<string, unknown> = {};
    for (const field of orderFields) {
      const value = payload.v[field];
      if (value === undefined) throw new Error('field');
      data[field] = value !== null && typeof value === 'object' ? new Date(value.d) : value;
    }
    return { id: payload.id, path: `${collection}/${payload.id}`, exists: true, data };
  } catch {
    throw new ValidationError([{ field: 'after', message: 'Invalid page cursor' }]);
  }
}

/**
 * One page. Asks for one document more than the page so `nextCursor` is null exactly on the last page (no
 * "next" button that leads to an empty page); that costs one extra read per page.
 */
export async function queryPage(
  docs: Documents,
  spec: QuerySpec,
  pageSize: number,
  after: string | undefined,
): Promise<{ snaps: DocSnapshot[]; nextCursor: string | null }> {
  const orderFields = (spec.orderBy ?? []).map((o) => o.field);
  const startAfter = after ? decodeCursor(after, spec.collection, orderFields) : undefined;
  const snaps = await docs.query({ ...spec, limit: pageSize + 1, ...(startAfter ? { startAfter } : {}) });
  const page = snaps.slice(0, pageSize);
  const hasMore = snaps.length > pageSize;
  return { snaps: page, nextCursor: hasMore ? encodeCursor(page[page.length - 1], orderFields) : null };
}

/** Size of each query when a service must return a whole (small) collection: lists stay bounded per request. */
const LIST_ALL_CHUNK = 100;

/** Every matching document, fetched in bounded pages chained by the last real snapshot. */
export async function queryAll(
  docs: Pick<Documents, 'query'>,
  spec: QuerySpec,
  chunk = LIST_ALL_CHUNK,
): Promise<DocSnapshot[]> {
  const all: DocSnapshot[] = [];
  let startAfter: DocSnapshot | undefined;
  for (;;) {
    const snaps = await docs.query({ ...spec, limit: chunk, ...(startAfter ? { startAfter } : {}) });
    all.push(...snaps);
    if (snaps.length < chunk) return all;
    startAfter = snaps[snaps.length - 1];
  }
}
