import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { rememberAtMost } from './remember';
import type { AuthContext } from './types';

export const ID_TOKEN_SECONDS = 60 * 60;
/**
 * ID tokens already verified, by their text. Every request carries one, and checking its HMAC each time took about
 * 5 % of the server's thread under load. A token's text decides its claims, so a known one only needs its expiry
 * checked again; the oldest entries go first past this many.
 */
const VERIFIED_ID_TOKENS_KEPT = 5000;
/** Sliding: every refresh hands out a new refresh token, so a session used at least every 90 days never ends. */
export const REFRESH_TOKEN_SECONDS = 90 * 24 * 60 * 60;

export interface IdClaims {
  uid: string;
  email: string;
  email_verified: boolean;
  /** Epoch seconds of the sign-in (or reauthentication) this session comes from; refreshes keep it. */
  auth_time: number;
  /**
   * The user's token generation when issued (0 for tokens from before it was carried). A password change or reset
   * and an undone email change bump it, so ID tokens issued before stay refused even while unexpired.
   */
  gen: number;
  /**
   * Present when the session signed in with a second factor, named as in Firebase's ID tokens
   * (`firebase.sign_in_second_factor`), so the policy and the trusted routes read one name in both modes.
   */
  firebase?: { sign_in_second_factor: SecondFactorKind };
  /** The session (one sign-in of one browser, kept by its refreshes): ending it refuses its tokens alone. */
  sid?: string;
  iat: number;
  exp: number;
}

/** The second factors the local engine knows: an authenticator app's time-based codes. */
export type SecondFactorKind = 'totp';

/** Between a right password and the second factor's code: who signed in, of which token generation. */
interface PendingClaims {
  uid: string;
  typ: 'mfa-pending';
  gen: number;
}

export interface RefreshClaims {
  uid: string;
  typ: 'refresh';
  /** The user's token generation when issued; a password reset bumps it and retires older refresh tokens. */
  gen: number;
  /** The session's sign-in time (epoch seconds), handed on to the ID tokens it refreshes. */
  at?: number;
  /** The session signed in with this second factor; refreshes hand it on. */
  mfa?: SecondFactorKind;
  /** The session this refresh token continues. */
  sid?: string;
  iat: number;
  exp: number;
}

/** Firebase's pending credential lives about as long: the code must follow the password within minutes. */
const PENDING_SECONDS = 10 * 60;

/**
 * HS256 JWTs signed and checked with jose. ID and refresh tokens use different derived keys so one never passes for
 * the other; `now` is the engine's clock (tests move it).
 */
export function createTokenSigner(secret: string, now: () => number) {
  const keyFor = (kind: string) => new Uint8Array(createHmac('sha256', secret).update(`local-auth:${kind}`).digest());
  const keys = { id: keyFor('id'), refresh: keyFor('refresh'), pending: keyFor('mfa-pending') };
  const seconds = () => Math.floor(now() / 1000);

  // iat and exp are set by the callers from the engine's clock, so jose does not add its own.
  const sign = (kind: keyof typeof keys, claims: object): Promise<string> =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keys[kind]);

  async function verify(kind: keyof typeof keys, token: unknown): Promise<Record<string, unknown> | null> {
    if (typeof token !== 'string' || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, keys[kind], {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
        requiredClaims: ['exp'],
      });
      return typeof payload.uid === 'string' ? payload : null;
    } catch {
      return null;
    }
  }

  const verifiedIds = new Map<string, IdClaims>();

  /** The ID token's claims; tokens from before auth_time existed count as signed in at time 0 (never recent). */
  async function verifyIdClaims(token: unknown): Promise<IdClaims | null> {
    const known = typeof token === 'string' ? verifiedIds.get(token) : undefined;
    if (known) {
      // jose's rule: a token is expired from its exp second on.
      if (known.exp > seconds()) return { ...known };
      verifiedIds.delete(token as string);
      return null;
    }
    const idClaims = await checkIdToken(token);
    if (idClaims) {
      rememberAtMost(verifiedIds, token as string, idClaims, VERIFIED_ID_TOKENS_KEPT);
    }
    return idClaims && { ...idClaims };
  }

  async function checkIdToken(token: unknown): Promise<IdClaims | null> {
    const claims = await verify('id', token);
    if (!claims || typeof claims.email !== 'string') return null;
    return {
      uid: claims.uid as string,
      email: claims.email,
      email_verified: claims.email_verified === true,
      auth_time: typeof claims.auth_time === 'number' ? claims.auth_time : 0,
      gen: typeof claims.gen === 'number' ? claims.gen : 0,
      ...(secondFactorOf(claims.firebase) ? { firebase: { sign_in_second_factor: 'totp' } } : {}),
      ...(typeof claims.sid === 'string' ? { sid: claims.sid } : {}),
      iat: claims.iat as number,
      exp: claims.exp as number,
    };
  }

  return {
    /**
     * `gen` is the user's token generation; `authTime` in epoch seconds, a fresh sign-in by default; `mfa` the second
     * factor this session signed in with.
     */
    async signId(
      user: AuthContext,
      gen: number,
      authTime = seconds(),
      mfa?: SecondFactorKind,
      sid?: string,
    ): Promise<{ token: string; expiresAt: number }> {
      const iat = seconds();
      const claims: IdClaims = {
        uid: user.uid,
        email: user.email,
        email_verified: user.emailVerified,
        auth_time: authTime,
        gen,
        ...(mfa ? { firebase: { sign_in_second_factor: mfa } } : {}),
        ...(sid ? { sid } : {}),
        iat,
        exp: iat + ID_TOKEN_SECONDS,
      };
      return { token: await sign('id', claims), expiresAt: claims.exp * 1000 };
    },
    signRefresh(uid: string, gen: number, authTime = seconds(), mfa?: SecondFactorKind, sid?: string): Promise<string> {
      const iat = seconds();
      const claims: RefreshClaims = {
        uid,
        typ: 'refresh',
        gen,
        at: authTime,
        ...(mfa ? { mfa } : {}),
        ...(sid ? { sid } : {}),
        iat,
        exp: iat + REFRESH_TOKEN_SECONDS,
      };
      return sign('refresh', claims);
    },
    /** The proof of a right password that a second factor's code completes (`mfaPendingCredential`). */
    signPending(uid: string, gen: number): Promise<string> {
      const iat = seconds();
      return sign('pending', { uid, typ: 'mfa-pending', gen, iat, exp: iat + PENDING_SECONDS });
    },
    async verifyPending(token: unknown): Promise<PendingClaims | null> {
      const claims = await verify('pending', token);
      return claims && claims.typ === 'mfa-pending' && typeof claims.gen === 'number'
        ? (claims as unknown as PendingClaims)
        : null;
    },
    /** The signature and expiry only: whether the account still accepts it is callers.ts' question. */
    verifyIdClaims,
    async verifyRefresh(token: unknown): Promise<RefreshClaims | null> {
      const claims = await verify('refresh', token);
      return claims && claims.typ === 'refresh' && typeof claims.gen === 'number'
        ? (claims as unknown as RefreshClaims)
        : null;
    },
  };
}

/** The second factor a token's `firebase` claim names, if any. */
function secondFactorOf(firebase: unknown): SecondFactorKind | undefined {
  const claim = (firebase as { sign_in_second_factor?: unknown } | undefined)?.sign_in_second_factor;
  return claim === 'totp' ? claim : undefined;
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
