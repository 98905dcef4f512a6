import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from './types';

export const ID_TOKEN_SECONDS = 60 * 60;
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
  iat: number;
  exp: number;
}

export interface RefreshClaims {
  uid: string;
  typ: 'refresh';
  /** The user's token generation when issued; a password reset bumps it and retires older refresh tokens. */
  gen: number;
  /** The session's sign-in time (epoch seconds), handed on to the ID tokens it refreshes. */
  at?: number;
  iat: number;
  exp: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 compact tokens (JWT layout). ID and refresh tokens use different derived keys so one never passes for the other. */
export function createTokenSigner(secret: string, now: () => number) {
  const keyFor = (kind: string) => createHmac('sha256', secret).update(`local-auth:${kind}`).digest();
  const keys = { id: keyFor('id'), refresh: keyFor('refresh') };
  const seconds = () => Math.floor(now() / 1000);

  function sign(kind: keyof typeof keys, claims: object): string {
    const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
    return `${body}.${createHmac('sha256', keys[kind]).update(body).digest('base64url')}`;
  }

  function verify(kind: keyof typeof keys, token: unknown): Record<string, unknown> | null {
    if (typeof token !== 'string' || token.length > 4096) return null;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    const expected = createHmac('sha256', keys[kind]).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2], 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
      if (typeof claims.exp !== 'number' || claims.exp <= seconds()) return null;
      return typeof claims.uid === 'string' ? claims : null;
    } catch {
      return null;
    }
  }

  /** The ID token's claims; tokens from before auth_time existed count as signed in at time 0 (never recent). */
  function verifyIdClaims(token: unknown): IdClaims | null {
    const claims = verify('id', token);
    if (!claims || typeof claims.email !== 'string') return null;
    return {
      uid: claims.uid as string,
      email: claims.email,
      email_verified: claims.email_verified === true,
      auth_time: typeof claims.auth_time === 'number' ? claims.auth_time : 0,
      gen: typeof claims.gen === 'number' ? claims.gen : 0,
      iat: claims.iat as number,
      exp: claims.exp as number,
    };
  }

  return {
    /** `gen` is the user's token generation; `authTime` in epoch seconds, a fresh sign-in by default. */
    signId(user: AuthContext, gen: number, authTime = seconds()): { token: string; expiresAt: number } {
      const iat = seconds();
      const claims: IdClaims = {
        uid: user.uid,
        email: user.email,
        email_verified: user.emailVerified,
        auth_time: authTime,
        gen,
        iat,
        exp: iat + ID_TOKEN_SECONDS,
      };
      return { token: sign('id', claims), expiresAt: claims.exp * 1000 };
    },
    signRefresh(uid: string, gen: number, authTime = seconds()): string {
      const iat = seconds();
      const claims: RefreshClaims = { uid, typ: 'refresh', gen, at: authTime, iat, exp: iat + REFRESH_TOKEN_SECONDS };
      return sign('refresh', claims);
    },
    /** The signature and expiry only: whether the account still accepts it is callers.ts' question. */
    verifyIdClaims,
    verifyRefresh(token: unknown): RefreshClaims | null {
      const claims = verify('refresh', token);
      return claims && claims.typ === 'refresh' && typeof claims.gen === 'number' ? (claims as unknown as RefreshClaims) : null;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
