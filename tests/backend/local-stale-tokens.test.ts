/**
 * An ID token stops working, on every local route, as soon as its account no longer accepts it: after a password
 * change or reset (tokens issued before are refused, as firebase-admin's verifyIdToken(token, true) refuses them
 * in Firebase mode) and after the account was deleted (its unexpired token cannot write its profile back).
 */
import { createTrustedHandler } from '@/server/trusted/handler';
import { localTrustedBackend } from '@/server/app/local-trusted-services';
import { z } from 'zod/mini';
import { TRUSTED_OPERATIONS } from '@/server/trusted/registry';
import { TRUSTED_OPS } from '@/services/backend/trusted-ops';
import { DELETE_CONFIRMATION } from '@/services/account/account-deletion';
import { serverTimestamp } from '@/services/backend/types';
import { fileBytes } from '../helpers/file-bytes';
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    routes: {
      '/api/trusted/': createTrustedHandler(async () => localTrustedBackend(server.engine), {
        operations: { ...TRUSTED_OPERATIONS, whoami: async (ctx) => ({ uid: ctx.caller.uid }) },
        inputs: { ...TRUSTED_OPS, whoami: { input: z.unknown() } },
      }),
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

let n = 0;
const address = () => `stale-${++n}-${Date.now()}@tokens.test`;
const PDF = fileBytes('application/pdf');

/** What each kind of local route answers a caller holding `token`: HTTP status and error code. */
async function answers(token: string, uid: string) {
  const send = async (path: string, init: RequestInit) => {
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${token}` },
    });
    const body = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
    return `${res.status} ${body?.error?.code ?? 'ok'}`;
  };
  const json = { 'Content-Type': 'application/json' };
  return {
    db: await send('/api/local/db', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ op: 'get', path: `students/${uid}` }),
    }),
    files: await send(`/api/local/files/${attachmentOf(uid)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: Buffer.from(PDF),
    }),
    trusted: await send('/api/trusted/whoami', { method: 'POST', headers: json, body: '{}' }),
  };
}

/** A file any account may store once reserved: an attachment in its own folder of a conversation it has. */
const conversationOf = (uid: string) => `conversations/${uid}_someone`;
const attachmentOf = (uid: string) => `${conversationOf(uid)}/${uid}/cv.pdf`;

/** A fresh account signed up through the client, with the ID token it was given (its conversation, its upload reserved). */
async function signedUp(password: string) {
  const email = address();
  const backend = createTestBackend(server.url);
  const { uid } = await backend.auth.signUp(email, password);
  await server.engine.serverDocuments.set(`uploadQuotas/${uid}`, { paths: [attachmentOf(uid)], reservedAt: [] });
  await server.engine.serverDocuments.set(conversationOf(uid), { participants: [uid, 'someone'] });
  return { email, backend, uid, token: (await backend.auth.getIdToken())! };
}

const ACCEPTED = { db: '200 ok', files: '200 ok', trusted: '200 ok' };
const REFUSED = { db: '401 unauthenticated', files: '401 unauthenticated', trusted: '401 unauthenticated' };

describe('tokens issued before the password changed', () => {
  it('are refused by the db, files and trusted routes; the session that changed it goes on', async () => {
    const { email, backend: first, uid, token: stale } = await signedUp('old-secret');
    expect(await answers(stale, uid)).toEqual(ACCEPTED);

    const second = createTestBackend(server.url);
    await second.auth.signIn(email, 'old-secret');
    await second.auth.updatePassword('new-secret');

    expect(await answers(stale, uid)).toEqual(REFUSED);
    expect(await server.engine.auth.verifyToken(stale)).toBeNull();
    expect(await answers((await second.auth.getIdToken())!, uid)).toEqual(ACCEPTED);
    first.close();
    second.close();
  });

  it('are refused after a password reset through the mailed link', async () => {
    const { email, backend, uid, token: stale } = await signedUp('old-secret');
    await createTestBackend(server.url).auth.sendPasswordReset(email);
    const mail = (await server.engine.auth.listMail()).find(
      (m) => m.to === email && m.link.includes('mode=resetPassword'),
    );
    const code = new URL(mail!.link, server.url).searchParams.get('oobCode')!;
    await createTestBackend(server.url).auth.confirmPasswordReset(code, 'reset-secret');

    expect(await answers(stale, uid)).toEqual(REFUSED);
    const fresh = createTestBackend(server.url);
    await fresh.auth.signIn(email, 'reset-secret');
    expect(await answers((await fresh.auth.getIdToken())!, uid)).toEqual(ACCEPTED);
    backend.close();
    fresh.close();
  });
});

describe("a deleted account's unexpired token", () => {
  it('cannot create its profile again, nor reach any other route', async () => {
    const { email, backend, uid, token } = await signedUp('secret-123');
    const profile = {
      id: uid,
      email,
      name: 'Ada Gone',
      availability: true,
      timestamp: serverTimestamp(),
      new: true,
      role: 'Web Developer',
      skills: [],
    };
    await backend.docs.set(`students/${uid}`, profile);

    await backend.callTrusted('delete-account', { confirm: DELETE_CONFIRMATION });
    expect((await server.engine.serverDocuments.get(`students/${uid}`)).exists).toBe(false);

    // The same payload that was allowed a moment ago, with the same (unexpired) token.
    await expect(backend.docs.set(`students/${uid}`, profile)).rejects.toMatchObject({ code: 'unauthenticated' });
    const raw = await fetch(`${server.url}/api/local/db`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        op: 'set',
        path: `students/${uid}`,
        data: { ...profile, timestamp: { $fv: 'serverTimestamp' } },
      }),
    });
    expect(raw.status).toBe(401);
    expect((await server.engine.serverDocuments.get(`students/${uid}`)).exists).toBe(false);
    expect(await answers(token, uid)).toEqual(REFUSED);
    backend.close();
  });
});
