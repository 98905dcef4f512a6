/**
 * Per-client limits on the local sign-in, sign-up and password-reset endpoints: one client cannot spray guesses over
 * many emails, nor create accounts or send reset mails without end, while a person (or the e2e suite, all from
 * 127.0.0.1) never meets them. X-Forwarded-For counts only when LOCAL_TRUST_PROXY=1.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientLimitsFrom, DEFAULT_CLIENT_LIMITS } from '../../server/local/auth/throttle';
import { clientNetwork } from '../../server/http/io';
import { startAuthFilesServer, type AuthFilesServer } from './local-auth-files-harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const MINUTE = 60_000;
const LIMITS = {
  signInFailures: { maxFailures: 4, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  signUps: { maxFailures: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  passwordResets: { maxFailures: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
};

let server: AuthFilesServer;
let defaults: AuthFilesServer;
let n = 0;
const email = (name: string) => `${name}-${++n}@throttle.test`;

beforeAll(async () => {
  server = await startAuthFilesServer({ clientLimits: LIMITS });
});
afterAll(async () => {
  await server?.stop();
  await defaults?.stop();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** One auth action over HTTP, as `forwardedFor` (an X-Forwarded-For header) if given: status and error code. */
async function call(target: AuthFilesServer, action: string, body: unknown, forwardedFor?: string): Promise<string> {
  const res = await fetch(`${target.url}/api/local/auth/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { code: string } };
  return `${res.status} ${json.error?.code ?? 'ok'}`;
}

const signIn = (address: string, password: string, from?: string) =>
  call(server, 'signIn', { email: address, password }, from);
const OK = '200 ok';
const NO_MATCH = '400 auth/invalid-credential';
const THROTTLED = '429 auth/too-many-requests';

/** Runs `fn` with the server clock moved on by `ms`. */
async function later(ms: number, fn: () => Promise<void>) {
  server.clock.offsetMs += ms;
  try {
    await fn();
  } finally {
    server.clock.offsetMs -= ms;
  }
}

describe('failed sign-ins per client', () => {
  it('stops one client spraying many emails, even its next right password, until the lock ends', async () => {
    vi.stubEnv('LOCAL_TRUST_PROXY', '1');
    const from = '203.0.113.10';
    const own = email('own');
    expect(await call(server, 'signUp', { email: own, password: 'secret-1' }, '203.0.113.99')).toBe(OK);
    // Each email guessed once: the per-email throttle (5 failures) never trips; the per-client one does.
    for (let i = 0; i < LIMITS.signInFailures.maxFailures; i++)
      expect(await signIn(email('victim'), 'guess-123', from)).toBe(NO_MATCH);
    expect(await signIn(email('victim'), 'guess-123', from)).toBe(THROTTLED);
    expect(await signIn(own, 'secret-1', from)).toBe(THROTTLED);
    // Another client is not held back by it.
    expect(await signIn(own, 'secret-1', '198.51.100.7')).toBe(OK);
    await later(LIMITS.signInFailures.lockMs + 1000, async () => {
      expect(await signIn(own, 'secret-1', from)).toBe(OK);
    });
  });

  it('counts failures only, and a success in between does not wipe them', async () => {
    vi.stubEnv('LOCAL_TRUST_PROXY', '1');
    const from = '203.0.113.20';
    const own = email('mixed');
    expect(await call(server, 'signUp', { email: own, password: 'secret-1' }, '203.0.113.98')).toBe(OK);
    for (let i = 0; i < 8; i++) expect(await signIn(own, 'secret-1', from)).toBe(OK);
    for (let i = 0; i < LIMITS.signInFailures.maxFailures - 1; i++) {
      expect(await signIn(email('other'), 'guess-123', from)).toBe(NO_MATCH);
      expect(await signIn(own, 'secret-1', from)).toBe(OK);
    }
    expect(await signIn(email('other'), 'guess-123', from)).toBe(NO_MATCH);
    expect(await signIn(own, 'secret-1', from)).toBe(THROTTLED);
  });

  it('ignores X-Forwarded-For unless LOCAL_TRUST_PROXY=1: a made-up header does not dodge the limit', async () => {
    // Every request below comes from 127.0.0.1, whatever it claims (the other tests count as made-up addresses).
    for (let i = 0; i < LIMITS.signInFailures.maxFailures; i++) {
      expect(await signIn(email('spoof'), 'guess-123', `192.0.2.${i + 1}`)).toBe(NO_MATCH);
    }
    expect(await signIn(email('spoof'), 'guess-123', '192.0.2.200')).toBe(THROTTLED);
    // Behind a trusted proxy, the address that proxy appended (the last entry) is the client.
    vi.stubEnv('LOCAL_TRUST_PROXY', '1');
    expect(await signIn(email('spoof'), 'guess-123', '127.0.0.1, 192.0.2.201')).toBe(NO_MATCH);
  });
});

describe('sign-ups and password resets per client', () => {
  it('caps the accounts one client creates', async () => {
    vi.stubEnv('LOCAL_TRUST_PROXY', '1');
    const from = '203.0.113.30';
    for (let i = 0; i < LIMITS.signUps.maxFailures; i++)
      expect(await call(server, 'signUp', { email: email('bulk'), password: 'secret-1' }, from)).toBe(OK);
    expect(await call(server, 'signUp', { email: email('bulk'), password: 'secret-1' }, from)).toBe(THROTTLED);
    expect(await call(server, 'signUp', { email: email('elsewhere'), password: 'secret-1' }, '203.0.113.31')).toBe(OK);
  });

  it('caps the password-reset requests of one client, known and unknown emails alike', async () => {
    vi.stubEnv('LOCAL_TRUST_PROXY', '1');
    const from = '203.0.113.40';
    const known = email('known');
    expect(await call(server, 'signUp', { email: known, password: 'secret-1' }, '203.0.113.97')).toBe(OK);
    const sent = (await server.mailbox()).length;
    for (let i = 0; i < LIMITS.passwordResets.maxFailures; i++) {
      expect(await call(server, 'sendPasswordReset', { email: i === 0 ? known : email('ghost') }, from)).toBe(OK);
    }
    expect(await call(server, 'sendPasswordReset', { email: known }, from)).toBe(THROTTLED);
    expect((await server.mailbox()).length).toBe(sent + 1);
    expect(await call(server, 'sendPasswordReset', { email: known }, '203.0.113.41')).toBe(OK);
  });
});

describe('the default limits', () => {
  it('let a busy test run from one address through: 25 sign-ups, a few typos and many sign-ins', async () => {
    defaults = await startAuthFilesServer();
    const accounts = Array.from({ length: 25 }, () => email('e2e'));
    for (const address of accounts)
      expect(await call(defaults, 'signUp', { email: address, password: 'secret-1' })).toBe(OK);
    for (const address of accounts.slice(0, 5))
      expect(await call(defaults, 'signIn', { email: address, password: 'typo-123' })).toBe(NO_MATCH);
    for (const address of accounts)
      expect(await call(defaults, 'signIn', { email: address, password: 'secret-1' })).toBe(OK);
    expect(DEFAULT_CLIENT_LIMITS.signInFailures.maxFailures).toBeGreaterThan(5);
  });

  it('take counts from LOCAL_AUTH_CLIENT_LIMITS and ignore what they do not know', () => {
    const limits = clientLimitsFrom('signInFailures=7, signUps=500,bogus=3,passwordResets=none');
    expect(limits.signInFailures).toEqual({ ...DEFAULT_CLIENT_LIMITS.signInFailures, maxFailures: 7 });
    expect(limits.signUps.maxFailures).toBe(500);
    expect(limits.passwordResets).toEqual(DEFAULT_CLIENT_LIMITS.passwordResets);
    expect(clientLimitsFrom(undefined)).toEqual(DEFAULT_CLIENT_LIMITS);
  });
});

describe('client addresses', () => {
  it('counts IPv4-mapped addresses as IPv4 and an IPv6 client by its /64 network', () => {
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
  });
});
