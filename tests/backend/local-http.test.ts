/** The local backend's HTTP surface as a browser (or curl) sees it: statuses, error bodies, the events stream. */
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({ contractScratch: true });
});
afterAll(async () => {
  await server?.stop();
});

const db = (body: unknown, token?: string) =>
  fetch(`${server.url}/api/local/db`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signedIn() {
  const backend = createTestBackend(server.url);
  const user = await backend.auth.signUp(
    `http-${Date.now()}-${Math.random().toString(36).slice(2)}@http.test`,
    'http-password',
  );
  return { backend, user, token: (await backend.auth.getIdToken())! };
}

describe('POST /api/local/db', () => {
  it('answers errors as { error: { code, message } } with a fitting status', async () => {
    const denied = await db({ op: 'get', path: 'admin/someone' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });

    const badPath = await db({ op: 'get', path: 'students' });
    expect(badPath.status).toBe(400);
    expect((await badPath.json()).error.code).toBe('invalid-argument');

    const unknown = await db({ op: 'explode' });
    expect(unknown.status).toBe(400);

    const notJson = await fetch(`${server.url}/api/local/db`, { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);

    expect((await fetch(`${server.url}/api/local/db`)).status).toBe(405);
  });

  it('answers a many of ops op by op: one denied or malformed call fails alone, the others answer as they would alone', async () => {
    const { backend, user, token } = await signedIn();
    const path = `contract-tests/${user.uid}/items/one`;
    await backend.docs.set(path, { n: 1 });
    const res = await db(
      {
        op: 'many',
        calls: [
          { op: 'get', path },
          { op: 'get', path: 'admin/someone' },
          { op: 'many', calls: [] },
          { op: 'explode' },
        ],
      },
      token,
    );
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results[0].ok.doc).toMatchObject({ id: 'one', exists: true });
    expect(results[1]).toEqual({
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    expect(results[2].error.code).toBe('invalid-argument');
    expect(results[3].error.code).toBe('invalid-argument');

    const tooMany = await db({ op: 'many', calls: Array.from({ length: 101 }, () => ({ op: 'get', path })) }, token);
    expect(tooMany.status).toBe(400);
    expect((await db({ op: 'many', calls: 'get' }, token)).status).toBe(400);
  });

  it('refuses a token that does not verify with 401 rather than treating the caller as anonymous', async () => {
    const res = await db({ op: 'get', path: 'students/x' }, 'forged.token.value');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthenticated');
  });

  it('names the composite index to add when a query needs one', async () => {
    const { backend, user, token } = await signedIn();
    const res = await db(
      {
        op: 'query',
        query: {
          collection: `contract-tests/${user.uid}/items`,
          where: [{ field: 'cat', op: '==', value: 'a' }],
          orderBy: [{ field: 'n', direction: 'desc' }],
        },
      },
      token,
    );
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain('firestore.indexes.json');
    expect(JSON.parse(error.message.slice(error.message.indexOf('{')))).toEqual({
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'cat', order: 'ASCENDING' },
        { fieldPath: 'n', order: 'DESCENDING' },
      ],
    });
    backend.close();
  });

  it('answers 404 for every local route in Firebase mode', async () => {
    const previous = process.env.NEXT_PUBLIC_BACKEND;
    process.env.NEXT_PUBLIC_BACKEND = 'firebase';
    try {
      const res = await db({ op: 'get', path: 'students/x' });
      expect(res.status).toBe(404);
      expect((await fetch(`${server.url}/api/local/events`)).status).toBe(404);
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_BACKEND;
      else process.env.NEXT_PUBLIC_BACKEND = previous;
    }
  });
});

describe('GET /api/local/events', () => {
  it('opens with a ready event naming the channel, then carries the snapshots of listens registered on it', async () => {
    const { backend, user, token } = await signedIn();
    const abort = new AbortController();
    const res = await fetch(`${server.url}/api/local/events`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += (await reader.read()).value ?? '';
      return text.match(pattern)!;
    };
    const [, channel] = await until(/event: ready\ndata: \{"channel":"([^"]+)"\}/);
    const path = `contract-tests/${user.uid}/items/sse`;
    const listen = await db({ op: 'listen', channel, sub: 's1', target: { doc: path } }, token);
    expect(listen.status).toBe(200);
    // The subscription lives as long as the token; the tab renews it before then with a fresh one.
    const { expiresAt } = (await listen.json()) as { expiresAt: number };
    expect(expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    const renewed = await db({ op: 'renew', channel }, (await backend.auth.getIdToken(true))!);
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { expiresAt: number }).expiresAt).toBeGreaterThanOrEqual(expiresAt);
    await until(/data: \{"sub":"s1","doc":\{"id":"sse","path":"[^"]+","exists":false\}\}/);
    await backend.docs.set(path, { v: 1 });
    await until(/"sub":"s1","doc":\{"id":"sse","path":"[^"]+","exists":true,"data":\{"v":1\}\}/);

    const other = await signedIn();
    const denied = await db({ op: 'listen', channel, sub: 's2', target: { doc: path } }, other.token);
    expect(denied.status).toBe(403);
    const stale = await db({ op: 'listen', channel: 'no-such-channel', sub: 's3', target: { doc: path } }, token);
    expect((await stale.json()).error.code).toBe('unavailable');

    // Renewing with another user's token is judged again: that user may not read the document, so it ends.
    expect((await db({ op: 'renew', channel }, other.token)).status).toBe(200);
    await until(/"sub":"s1","error":\{"code":"permission-denied"/);

    abort.abort();
    backend.close();
    other.backend.close();
    // Closing the stream drops its subscriptions.
    await vi.waitFor(() => expect(server.engine.realtime.channels.size).toBe(0));
  });
});

describe('events channel (client side)', () => {
  it('registers its subscriptions again after the stream drops', async () => {
    const { backend, user } = await signedIn();
    const path = `contract-tests/${user.uid}/items/reconnect`;
    const seen: unknown[] = [];
    const stop = backend.docs.onDoc(
      path,
      (snap) => seen.push(snap.data?.v ?? null),
      () => undefined,
    );
    await vi.waitFor(() => expect(seen).toEqual([null]));
    server.dropConnections();
    await server.engine.serverDocuments.set(path, { v: 'after the drop' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('after the drop'), { timeout: 10_000 });
    await server.engine.serverDocuments.set(path, { v: 'live again' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('live again'));
    stop();
    backend.close();
  });

  it('registers its subscriptions again when the user changes, so signing out ends what the user may no longer read', async () => {
    const { backend, user } = await signedIn();
    const errors: string[] = [];
    let snapshots = 0;
    backend.docs.onQuery(
      { collection: `contract-tests/${user.uid}/items` },
      () => snapshots++,
      (e) => errors.push(e.code),
    );
    await vi.waitFor(() => expect(snapshots).toBe(1));
    await backend.auth.signOut();
    await vi.waitFor(() => expect(errors).toEqual(['permission-denied']));
    backend.close();
  });
});
