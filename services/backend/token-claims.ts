/**
 * What an ID token says about its session, read in the browser without checking its signature (the server checks
 * it on every request): the screens use it to know what to offer, never to grant anything.
 */

/**
 * The second factor the session signed in with (`firebase.sign_in_second_factor`, the same claim in Firebase's
 * tokens and the local engine's), or null after a password alone or for a token that cannot be read.
 */
export function tokenSecondFactor(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claim = (JSON.parse(json) as { firebase?: { sign_in_second_factor?: unknown } }).firebase
      ?.sign_in_second_factor;
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
}
