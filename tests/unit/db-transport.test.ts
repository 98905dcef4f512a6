/** The browser's transport for document ops: what starts in one moment travels as one request, each op answering alone. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDbTransport } from '@/services/backend/local/db-transport';
import { BackendError } from '@/services/backend/types';

type Sent = { body: Record<string, unknown>; authorization: string | null };

/** A fake /api/local/db that answers `get` with the path it was asked, and refuses `admin/*` as the server would. */
function fakeServer() {
  const sent: Sent[] = [];
  const answer = (op: Record<string, unknown>) =>
    String(op.path).startsWith('admin/')
      ? { error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' } }
      : { ok: { doc: { path: op.path } } };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ body, authorization: new Headers(init.headers).get('Authorization') });
    if (body.op !== 'many') {
      const one = answer(body);
      return new Response(JSON.stringify('ok' in one ? one.ok : one), { status: 'ok' in one ? 200 : 403 });
    }
    return new Response(JSON.stringify({ results: (body.calls as Record<string, unknown>[]).map(answer) }), {
      status: 200,
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createDbTransport', () => {
  it('sends the ops started in one moment as one request, and answers each with its own result', async () => {
    const sent = fakeServer();
    const send = createDbTransport('/api/local/db');
    const answers = await Promise.all([
      send({ op: 'get', path: 'a/1' }, 't'),
      send({ op: 'get', path: 'a/2' }, 't'),
      send({ op: 'get', path: 'a/3' }, 't'),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      op: 'many',
      calls: [
        { op: 'get', path: 'a/1' },
        { op: 'get', path: 'a/2' },
        { op: 'get', path: 'a/3' },
      ],
    });
    expect(sent[0].authorization).toBe('Bearer t');
    expect(answers).toEqual([{ doc: { path: 'a/1' } }, { doc: { path: 'a/2' } }, { doc: { path: 'a/3' } }]);
  });

  it('fails only the op the server refused, with its code', async () => {
    fakeServer();
    const send = createDbTransport('/api/local/db');
    const [ok, denied] = await Promise.allSettled([
      send({ op: 'get', path: 'a/1' }, 't'),
      send({ op: 'get', path: 'admin/x' }, 't'),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: { doc: { path: 'a/1' } } });
    expect(denied.status).toBe('rejected');
    const reason = (denied as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(BackendError);
    expect(reason.code).toBe('permission-denied');
  });

  it('sends a lone op as it is, ops of different callers apart, and later ops in a request of their own', async () => {
    const sent = fakeServer();
    const send = createDbTransport('/api/local/db');
    await send({ op: 'get', path: 'a/1' }, 't');
    await Promise.all([send({ op: 'get', path: 'a/2' }, 't'), send({ op: 'unlisten', path: 'a/3' }, null)]);
    expect(sent.map((s) => [s.body.op, s.authorization])).toEqual([
      ['get', 'Bearer t'],
      ['get', 'Bearer t'],
      ['unlisten', null],
    ]);
  });

  it('fails every op of a request that did not arrive', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network down');
    });
    const send = createDbTransport('/api/local/db');
    const results = await Promise.allSettled([
      send({ op: 'get', path: 'a/1' }, 't'),
      send({ op: 'get', path: 'a/2' }, 't'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.code).toBe('unavailable');
  });
});
