/** The local backend's session tokens: what a forger, a stale client or a swapped token gets. */
import { createTokenSigner, ID_TOKEN_SECONDS } from '@/server/local/auth/tokens';

const user = { uid: 'u1', email: 'u1@tokens.test', emailVerified: false };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('local session tokens', () => {
  let clock = Date.UTC(2026, 0, 1);
  const signer = createTokenSigner('secret-of-this-folder', () => clock);

  it('reads back the claims of an ID token it signed, until it expires', async () => {
    const { token, expiresAt } = await signer.signId(user, 3, 1000);
    expect(await signer.verifyIdClaims(token)).toMatchObject({
      uid: 'u1',
      email: 'u1@tokens.test',
      email_verified: false,
      gen: 3,
      auth_time: 1000,
    });
    expect(expiresAt).toBe(clock + ID_TOKEN_SECONDS * 1000);
    clock += ID_TOKEN_SECONDS * 1000;
    expect(await signer.verifyIdClaims(token)).toBeNull();
  });

  it('answers a token it verified before with the same claims, a fresh copy each time, until the exact second it expires', async () => {
    const { token } = await signer.signId(user, 1, 2000);
    const first = await signer.verifyIdClaims(token);
    first!.uid = 'someone-else';
    expect(await signer.verifyIdClaims(token)).toMatchObject({ uid: 'u1', gen: 1, auth_time: 2000 });
    clock += ID_TOKEN_SECONDS * 1000 - 1000;
    expect(await signer.verifyIdClaims(token)).toMatchObject({ uid: 'u1' });
    clock += 1000;
    expect(await signer.verifyIdClaims(token)).toBeNull();
    clock -= 1000;
    expect(await signer.verifyIdClaims(token)).toMatchObject({ uid: 'u1' });
  });

  it('refuses an unsigned token, another folder’s token and a refresh token offered as an ID token', async () => {
    const { token } = await signer.signId(user, 0);
    const [, payload] = token.split('.');
    expect(await signer.verifyIdClaims(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeNull();
    const other = createTokenSigner('another-folder', () => clock);
    expect(await signer.verifyIdClaims((await other.signId(user, 0)).token)).toBeNull();
    const refresh = await signer.signRefresh('u1', 0);
    expect(await signer.verifyIdClaims(refresh)).toBeNull();
    expect(await signer.verifyRefresh(refresh)).toMatchObject({ uid: 'u1', typ: 'refresh', gen: 0 });
    expect(await signer.verifyRefresh(token)).toBeNull();
    expect(await signer.verifyIdClaims('x'.repeat(5000))).toBeNull();
  });
});
