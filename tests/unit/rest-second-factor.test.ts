import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRestSecondFactor } from '@/services/backend/firebase/rest/rest-second-factor';

const token = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.';

function answering(body: object, status = 200) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
    async () => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the account's second factor over Identity Toolkit's REST API", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is enrolled only with a TOTP factor, and the session signed in with it only when its token says so', async () => {
    const lookup = createRestSecondFactor({ apiKey: 'key', authEmulator: null });
    answering({ users: [{ mfaInfo: [{ mfaEnrollmentId: 'a', totpInfo: {} }] }] });
    expect(await lookup(token({ firebase: { sign_in_second_factor: 'totp' } }))).toEqual({
      enrolled: true,
      signedInWithIt: true,
    });
    expect(await lookup(token({ firebase: { sign_in_provider: 'password' } }))).toEqual({
      enrolled: true,
      signedInWithIt: false,
    });
    answering({ users: [{ mfaInfo: [{ mfaEnrollmentId: 'b', phoneInfo: '+2348000000000' }] }] });
    expect(await lookup(token({}))).toEqual({ enrolled: false, signedInWithIt: false });
    answering({ users: [{}] });
    expect(await lookup(token({}))).toEqual({ enrolled: false, signedInWithIt: false });
  });

  it('asks the hosted service, or the Auth emulator when there is one, with the ID token', async () => {
    const hosted = answering({ users: [{}] });
    await createRestSecondFactor({ apiKey: 'key', authEmulator: null })('t0');
    expect(hosted.mock.calls[0][0]).toBe('https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=key');
    expect(JSON.parse(String(hosted.mock.calls[0][1]?.body))).toEqual({ idToken: 't0' });
    const emulated = answering({ users: [{}] });
    await createRestSecondFactor({ apiKey: 'key', authEmulator: '127.0.0.1:9099' })('t1');
    expect(emulated.mock.calls[0][0]).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=key',
    );
  });

  it('fails when the service refuses, so the SDK answers instead', async () => {
    answering({ error: { message: 'INVALID_ID_TOKEN' } }, 400);
    await expect(createRestSecondFactor({ apiKey: 'key', authEmulator: null })('bad')).rejects.toThrow('400');
  });
});
