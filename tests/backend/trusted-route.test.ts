/**
 * `POST /api/trusted/<name>` as a client sees it (local mode, mounted as the Next route mounts it): who may call,
 * what a missing operation or a refusal answers, and that an operation gets the verified caller and privileged
 * services.
 */
import { z } from 'zod/mini';
import { TRUSTED_OPS } from '@/services/backend/trusted-ops';
import { BackendError } from '@/services/backend/types';
import { createTrustedHandler } from '@/server/trusted/handler';
import { localTrustedBackend } from '@/server/app/local-trusted-services';
import { TRUSTED_OPERATIONS } from '@/server/trusted/registry';
import type { AnyTrustedOperation } from '@/server/trusted/types';
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const seen: { caller?: unknown; payload?: unknown; counted?: number } = {};
const testOperations: Record<string, AnyTrustedOperation> = {
  echo: async (ctx, payload) => {
    seen.caller = ctx.caller;
    seen.payload = payload;
    // Privileged: reads a document no client may read.
    return { uid: ctx.caller.uid, adminDocExists: (await ctx.docs.get('admin/nobody')).exists };
  },
  'nested/name': async () => ({ ok: true }),
  refuse: async () => {
    throw new BackendError('failed-precondition', 'Not now.');
  },
  crash: async () => {
    throw new Error('database on fire');
  },
  count: async (_ctx, input: { n: number }) => {
    seen.counted = input.n;
    return { n: input.n };
  },
};
const anyInput = { input: z.unknown() };
const testInputs = {
  echo: anyInput,
  'nested/name': anyInput,
  refuse: anyInput,
  crash: anyInput,
  count: { input: z.strictObject({ n: z.number() }) },
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    // Replaces the default mount: the registry's operations plus a few that show what the route does around them.
    routes: {
      '/api/trusted/': createTrustedHandler(async () => localTrustedBackend(server.engine), {
        operations: { ...TRUSTED_OPERATIONS, ...testOperations },
        inputs: { ...TRUSTED_OPS, ...testInputs },
      }),
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const post = (route: string, body: unknown, token?: string, method = 'POST') =>
  fetch(`${server.url}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });

async function signedIn() {
  const backend = createTestBackend(server.url);
  const user = await backend.auth.signUp(
    `trusted-${Date.now()}-${Math.random().toString(36).slice(2)}@route.test`,
    'route-password',
  );
  return { backend, user, token: (await backend.auth.getIdToken())! };
}

describe('POST /api/trusted/<name>', () => {
  it('registers the account, response-stats, assessment, messaging, back-office and events operations', () => {
    // Each feature's own tests check its operations in detail; this guards the names the clients call.
    expect(Object.keys(TRUSTED_OPERATIONS)).toEqual(
      expect.arrayContaining([
        'assessment-start',
        'assessment-answer',
        'assessment-submit',
        'assessment-import',
        'rsvp-event',
        'cancel-rsvp',
        'delete-account',
        'response-stats',
        'message-send',
        'notifications-read',
        'admin-dashboard',
        'decline-company',
        'restore-account',
        'revoke-skill',
        'suspend-account',
        'verify-company',
      ]),
    );
  });

  it('refuses a caller without a token, or with a forged one, with 401 unauthenticated', async () => {
    const none = await post('/api/trusted/delete-account', { confirm: 'DELETE' });
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('unauthenticated');
    const forged = await post('/api/trusted/delete-account', { confirm: 'DELETE' }, 'forged.token.value');
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toEqual({
      code: 'unauthenticated',
      message: 'Your session has expired; sign in again.',
    });
  });

  it('answers an unknown name with 404 not-found, and only POST', async () => {
    const { backend, token } = await signedIn();
    // @ts-expect-error a name outside the contract: the route answers 404 to such a call
    await expect(backend.callTrusted('no-such-operation', {})).rejects.toMatchObject({ code: 'not-found' });
    // A name inherited from Object.prototype is not an operation either.
    expect((await post('/api/trusted/constructor', {}, token)).status).toBe(404);
    expect((await post('/api/trusted/delete-account', null, token, 'GET')).status).toBe(405);
    backend.close();
  });

  it('runs the operation with the verified caller, the payload and privileged documents', async () => {
    const { backend, user, token } = await signedIn();
    const res = await post('/api/trusted/echo', { hello: 'world' }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid: user.uid, adminDocExists: false });
    expect(seen.payload).toEqual({ hello: 'world' });
    expect(seen.caller).toMatchObject({ uid: user.uid, email: user.email });
    expect(Math.abs((seen.caller as { authTime: number }).authTime - Date.now())).toBeLessThan(60_000);
    expect(await (await post('/api/trusted/nested/name', {}, token)).json()).toEqual({ ok: true });
    backend.close();
  });

  it("answers an operation's refusal with its code and message, and a crash as internal without details", async () => {
    const { backend, token } = await signedIn();
    const refused = await post('/api/trusted/refuse', {}, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: 'failed-precondition', message: 'Not now.' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashed = await post('/api/trusted/crash', {}, token);
    expect(crashed.status).toBe(500);
    const body = await crashed.json();
    expect(body.error.code).toBe('internal');
    expect(body.error.message).not.toContain('fire');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    backend.close();
  });

  it("reaches the registry's operations through the port's callTrusted (payload checked against the contract)", async () => {
    const { backend } = await signedIn();
    // @ts-expect-error the contract takes only the exact confirmation
    await expect(backend.callTrusted('delete-account', { confirm: 'yes' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    backend.close();
  });

  it('refuses a payload its schema rejects with 400 invalid-argument naming the field, before the operation runs', async () => {
    const { backend, token } = await signedIn();
    seen.counted = undefined;
    const wrongType = await post('/api/trusted/count', { n: 'three' }, token);
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^n: /),
    });
    const extraField = await post('/api/trusted/count', { n: 3, admin: true }, token);
    expect((await extraField.json()).error).toEqual({ code: 'invalid-argument', message: 'admin: Unknown field' });
    expect(seen.counted).toBeUndefined();
    expect(await (await post('/api/trusted/count', { n: 3 }, token)).json()).toEqual({ n: 3 });
    expect(seen.counted).toBe(3);
    backend.close();
  });
});
