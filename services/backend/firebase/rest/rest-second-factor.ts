/**
 * The account's second factor from Identity Toolkit's REST API (`accounts:lookup` with the session's ID token), so a
 * settings screen shows it before the Auth SDK (about 100 KB gzip) has loaded. Its `mfaInfo` lists the enrolled
 * factors, a TOTP one with `totpInfo`, as the SDK reads them.
 */
import { tokenSecondFactor } from '../../token-claims';
import type { SecondFactorState } from '../../types';

interface LookupAnswer {
  users?: { mfaInfo?: object[] }[];
}

export function createRestSecondFactor({ apiKey, authEmulator }: { apiKey: string; authEmulator: string | null }) {
  const origin = authEmulator ? `http://${authEmulator}` : 'https://identitytoolkit.googleapis.com';
  const path = authEmulator ? '/identitytoolkit.googleapis.com/v1/accounts:lookup' : '/v1/accounts:lookup';
  return async (idToken: string): Promise<SecondFactorState> => {
    const res = await fetch(`${origin}${path}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    if (!res.ok) throw new Error(`accounts:lookup answered ${res.status}`);
    const factors = ((await res.json()) as LookupAnswer).users?.[0]?.mfaInfo ?? [];
    return {
      enrolled: factors.some((factor) => 'totpInfo' in factor),
      signedInWithIt: tokenSecondFactor(idToken) !== null,
    };
  };
}
