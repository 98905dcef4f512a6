/**
 * The local mailbox serves every user's reset and verification links, so it is on only where a developer works:
 * under `next dev` and in test runs by default, in a production start only when LOCAL_MAILBOX turns it on. Checked
 * over HTTP as a caller sees it, with the server's start-up notice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalMail } from '../../server/local/auth/types';
import { localBackendNotice } from '../../server/local/auth/mailbox-setting';
import type { LocalEngine } from '../../server/local/engine';
import { createMailboxHandler } from '../../server/local/http/mailbox-handler';
import { localMailboxAvailable } from '../../services/backend/local/local-mailbox';

const MAIL: LocalMail = {
  id: 'm1',
  to: 'ada@mail.test',
  subject: 'Reset your password',
  text: 'x',
  link: '/auth/action?mode=resetPassword&oobCode=c',
  sentAt: 1,
};
const engine = { auth: { listMail: async () => [MAIL] } } as unknown as LocalEngine;

let server: http.Server;
let url: string;

beforeAll(async () => {
  const handler = createMailboxHandler(async () => engine);
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/local/mailbox`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** As `next start` runs: NODE_ENV=production, with LOCAL_MAILBOX as given (undefined: not set). */
function productionStart(mailbox?: string) {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('LOCAL_MAILBOX', mailbox);
}

describe('GET /api/local/mailbox', () => {
  it('serves the mails in a test run (and under next dev) without any setting', async () => {
    vi.stubEnv('LOCAL_MAILBOX', undefined);
    for (const mode of ['test', 'development']) {
      vi.stubEnv('NODE_ENV', mode);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ mails: [MAIL] });
    }
    expect(await localMailboxAvailable(url.replace('/api/local/mailbox', ''))).toBe(true);
  });

  it('answers 404 in a production start, for GET and HEAD, without a single link', async () => {
    productionStart();
    const res = await fetch(url);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain('oobCode');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'not-found', message: 'The local mailbox is off on this server.' },
    });
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(404);
    expect(await localMailboxAvailable(url.replace('/api/local/mailbox', ''))).toBe(false);
  });

  it('is served in a production start when LOCAL_MAILBOX=on, and off anywhere with LOCAL_MAILBOX=off', async () => {
    productionStart('on');
    expect(await (await fetch(url)).json()).toEqual({ mails: [MAIL] });
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('LOCAL_MAILBOX', 'off');
    expect((await fetch(url)).status).toBe(404);
  });

  it('refuses other methods', async () => {
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the start-up notice', () => {
  it('says the mailbox is on in development, with no production warning', () => {
    expect(localBackendNotice({ NODE_ENV: 'development' })).toEqual([
      expect.stringMatching(/local mailbox on: \/dev\/mailbox/),
    ]);
  });

  it('says in a production start what the local backend is for, and that the mailbox is off', () => {
    const lines = localBackendNotice({ NODE_ENV: 'production' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/meant for development, evaluation and small self-hosted use/);
    expect(lines[1]).toMatch(/local mailbox off: .*LOCAL_MAILBOX=on/);
    expect(localBackendNotice({ NODE_ENV: 'production', LOCAL_MAILBOX: 'on' })[1]).toMatch(/local mailbox on/);
  });
});
