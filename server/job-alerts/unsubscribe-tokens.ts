/**
 * The one-click "stop these emails" link of a job alert: a signed token naming the talent (a digest: all its saved
 * searches) or, in links sent before digests, one saved search and its owner, so the link works without signing in
 * and names nothing else. HS256 with jose, under a key derived for this purpose
 * alone from the server's secret (never the session key: an unsubscribe token can never pass for a sign-in).
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Long enough for a weekly digest read late; a newer digest carries a fresh link. */
const TOKEN_SECONDS = 90 * 24 * 3600;
const PURPOSE = 'job-alert-unsubscribe';

export interface UnsubscribeClaims {
  talentId: string;
  /** Absent: every saved search of the talent. */
  searchId?: string;
}

export function createUnsubscribeTokens(secret: string, now: () => number = Date.now) {
  if (!secret) throw new Error('An unsubscribe link needs a server secret.');
  const key = new Uint8Array(createHmac('sha256', secret).update(`job-alerts:${PURPOSE}`).digest());
  const seconds = () => Math.floor(now() / 1000);

  const sign = ({ searchId, talentId }: UnsubscribeClaims): Promise<string> =>
    new SignJWT({ ...(searchId === undefined ? {} : { sid: searchId }), uid: talentId, pur: PURPOSE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + TOKEN_SECONDS)
      .sign(key);

  /** The claims of a valid token, or null for anything else (expired, altered, another purpose, not a string). */
  async function verify(token: unknown): Promise<UnsubscribeClaims | null> {
    if (typeof token !== 'string' || token.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
        requiredClaims: ['exp'],
      });
      if (payload.pur !== PURPOSE || typeof payload.uid !== 'string') return null;
      if (payload.sid === undefined) return { talentId: payload.uid };
      return typeof payload.sid === 'string' ? { searchId: payload.sid, talentId: payload.uid } : null;
    } catch {
      return null;
    }
  }

  return { sign, verify };
}
