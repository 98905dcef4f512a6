/**
 * Whose password this is, in Firebase mode: firebase-admin cannot check a password, so the server signs in with it
 * through Identity Toolkit's REST API (the emulator's when FIREBASE_AUTH_EMULATOR_HOST is set), as the Auth SDK
 * would. An account with a second factor answers with a pending credential instead of tokens: the password was
 * right all the same. Nothing of the answer is kept; Firebase Auth throttles wrong passwords itself.
 */
import { BackendError } from '@/services/backend/types';
import { getAdminAuth } from '../firebase-admin';

const WRONG = new Set(['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'INVALID_EMAIL']);

function endpoint(): string {
  const key = process.env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim() || 'demo-api-key';
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

export async function firebasePasswordOwner(email: string, password: string): Promise<string> {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  const body = (await res.json().catch(() => null)) as {
    localId?: string;
    mfaPendingCredential?: string;
    error?: { message?: string };
  } | null;
  if (!res.ok) {
    const reason = (body?.error?.message ?? '').split(' ')[0];
    if (WRONG.has(reason))
      throw new BackendError(
        'auth/invalid-credential',
        'The supplied auth credential is incorrect, malformed or has expired.',
      );
    if (reason.startsWith('TOO_MANY_ATTEMPTS'))
      throw new BackendError('auth/too-many-requests', 'Too many attempts. Try again later.');
    if (reason === 'USER_DISABLED') throw new BackendError('auth/user-disabled', 'This account is suspended.');
    throw new BackendError('unavailable', `Firebase Auth could not check the password (${reason || res.status}).`);
  }
  return body?.localId ?? (await getAdminAuth().getUserByEmail(email)).uid;
}
