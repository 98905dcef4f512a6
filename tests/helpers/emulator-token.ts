/**
 * ID tokens made as the Auth emulator makes its own (unsigned, which firebase-admin and the Firestore emulator accept
 * from the emulators only), with or without `firebase.sign_in_second_factor`: the Auth emulator has no TOTP, so a
 * session that signed in with a second factor is made this way in Firebase-mode tests.
 */
const AUTH_PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';
const HOUR_S = 3600;

export function emulatorClaims(uid: string, email: string, secondFactor: boolean, lifetimeS = HOUR_S) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${AUTH_PROJECT_ID}`,
    aud: AUTH_PROJECT_ID,
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    iat: now,
    exp: now + lifetimeS,
    auth_time: now,
    firebase: { sign_in_provider: 'password', ...(secondFactor ? { sign_in_second_factor: 'totp' } : {}) },
  };
}

/** An emulator ID token of the account, with or without the second factor's claim. */
export function emulatorIdToken(uid: string, email: string, secondFactor = true, lifetimeS = HOUR_S): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(emulatorClaims(uid, email, secondFactor, lifetimeS))}.`;
}
