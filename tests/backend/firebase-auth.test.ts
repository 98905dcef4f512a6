/**
 * The Firebase adapter's Auth against the Auth emulator (plain Node, no Java):
 *   node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-auth.test.ts
 */
import { BackendError, type AuthUser, type Backend } from '@/services/backend/types';
import {
  clearAuthAccounts,
  disposeEmulatorBackends,
  emulatorBackend,
  latestOobCode,
  requireEmulator,
  testEmail,
  tokenClaims,
} from '../helpers/firebase-emulators';

const canRun = requireEmulator(
  'firebase auth adapter tests',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'run them with: node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-auth.test.ts',
);

const PASSWORD = 'first-password';
let counter = 0;
const uniqueEmail = () => testEmail(`user-${Date.now()}-${++counter}`);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(BackendError);
    return (err as BackendError).code;
  }
  throw new Error('expected the call to fail');
}

// Generous: the emulator shares a busy machine in CI.
describe.skipIf(!canRun)('Firebase adapter: Auth (emulator)', { timeout: 30_000 }, () => {
  let backend: Backend;

  beforeAll(async () => {
    await clearAuthAccounts();
  });

  beforeEach(() => {
    backend = emulatorBackend();
  });

  afterEach(async () => {
    await backend.auth.signOut();
  });

  afterAll(async () => {
    await disposeEmulatorBackends();
  });

  it('signs up a new user, signed in and unverified', async () => {
    const email = uniqueEmail();
    const user = await backend.auth.signUp(email, PASSWORD);
    expect(user).toEqual({ uid: expect.any(String), email, emailVerified: false });
    expect(backend.auth.currentUser()).toEqual(user);
  });

  it('signs out, then signs back in as the same user', async () => {
    const email = uniqueEmail();
    const created = await backend.auth.signUp(email, PASSWORD);
    await backend.auth.signOut();
    expect(backend.auth.currentUser()).toBeNull();
    expect(await backend.auth.getIdToken()).toBeNull();

    const signedIn = await backend.auth.signIn(email, PASSWORD);
    expect(signedIn.uid).toBe(created.uid);
    expect(backend.auth.currentUser()?.uid).toBe(created.uid);
  });

  it('issues an ID token naming the user, and a fresh one on request', async () => {
    const email = uniqueEmail();
    const user = await backend.auth.signUp(email, PASSWORD);
    const token = await backend.auth.getIdToken();
    expect(token).toEqual(expect.any(String));
    expect(tokenClaims(token!)).toMatchObject({ user_id: user.uid, email, email_verified: false });
    const forced = await backend.auth.getIdToken(true);
    expect(tokenClaims(forced!)).toMatchObject({ user_id: user.uid });
  });

  describe('errors keep the SDK codes', () => {
    it('wrong password', async () => {
      const email = uniqueEmail();
      await backend.auth.signUp(email, PASSWORD);
      await backend.auth.signOut();
      expect(await codeOf(backend.auth.signIn(email, 'not-the-password'))).toBe('auth/wrong-password');
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('unknown email', async () => {
      expect(await codeOf(backend.auth.signIn(uniqueEmail(), PASSWORD))).toBe('auth/user-not-found');
    });

    it('email already in use', async () => {
      const email = uniqueEmail();
      await backend.auth.signUp(email, PASSWORD);
      await backend.auth.signOut();
      expect(await codeOf(backend.auth.signUp(email, 'another-password'))).toBe('auth/email-already-in-use');
    });

    it('weak password', async () => {
      expect(await codeOf(backend.auth.signUp(uniqueEmail(), '12345'))).toBe('auth/weak-password');
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('badly formatted email', async () => {
      expect(await codeOf(backend.auth.signUp('not-an-email', PASSWORD))).toBe('auth/invalid-email');
    });

    it('verification email without a signed-in user', async () => {
      expect(await codeOf(backend.auth.sendVerification())).toBe('auth/null-user');
    });

    it('an action code that was never issued', async () => {
      expect(await codeOf(backend.auth.applyActionCode('no-such-code'))).toBe('auth/invalid-action-code');
    });
  });

  it('tells auth-state listeners the current state, then every sign-in and sign-out, until unsubscribed', async () => {
    const seen: (AuthUser | null)[] = [];
    let notify: () => void = () => undefined;
    const unsubscribe = backend.auth.onAuthStateChanged((user) => {
      seen.push(user);
      notify();
    });
    const nextState = () => new Promise<void>((resolve) => (notify = resolve));

    await vi.waitFor(() => expect(seen).toEqual([null]));
    const email = uniqueEmail();
    let changed = nextState();
    const user = await backend.auth.signUp(email, PASSWORD);
    await changed;
    changed = nextState();
    await backend.auth.signOut();
    await changed;
    expect(seen).toEqual([null, user, null]);

    unsubscribe();
    await backend.auth.signIn(email, PASSWORD);
    expect(seen).toHaveLength(3);
  });

  it('verifies the email through the code of the verification email, seen after reload', async () => {
    const email = uniqueEmail();
    await backend.auth.signUp(email, PASSWORD);
    await backend.auth.sendVerification();
    const code = await latestOobCode(email, 'VERIFY_EMAIL');

    // The link is opened elsewhere (another tab, another device): this client learns of it on reload.
    const elsewhere = emulatorBackend();
    await elsewhere.auth.applyActionCode(code);
    expect(backend.auth.currentUser()?.emailVerified).toBe(false);
    expect(await backend.auth.reload()).toMatchObject({ email, emailVerified: true });
    expect(backend.auth.currentUser()?.emailVerified).toBe(true);
    expect(tokenClaims((await backend.auth.getIdToken(true))!)).toMatchObject({ email_verified: true });

    // A used code cannot be applied again.
    expect(await codeOf(elsewhere.auth.applyActionCode(code))).toBe('auth/invalid-action-code');
  });

  it('resets the password through the code of the reset email', async () => {
    const email = uniqueEmail();
    await backend.auth.signUp(email, PASSWORD);
    await backend.auth.signOut();

    await backend.auth.sendPasswordReset(email);
    const code = await latestOobCode(email, 'PASSWORD_RESET');
    await backend.auth.confirmPasswordReset(code, 'second-password');

    expect(await codeOf(backend.auth.signIn(email, PASSWORD))).toBe('auth/wrong-password');
    expect((await backend.auth.signIn(email, 'second-password')).email).toBe(email);
    expect(await codeOf(backend.auth.confirmPasswordReset(code, 'third-password'))).toBe('auth/invalid-action-code');
  });

  describe('account changes of the signed-in user', () => {
    it('reauthenticates with the password; a wrong one is refused', async () => {
      const email = uniqueEmail();
      const user = await backend.auth.signUp(email, PASSWORD);
      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(
        await codeOf(backend.auth.reauthenticate('not-it')),
      );
      await backend.auth.reauthenticate(PASSWORD);
      expect(backend.auth.currentUser()).toEqual(user);
    });

    it('changes the password: the new one signs in, the old one no longer does; weak ones are refused', async () => {
      const email = uniqueEmail();
      await backend.auth.signUp(email, PASSWORD);
      expect(await codeOf(backend.auth.updatePassword('12345'))).toBe('auth/weak-password');
      await backend.auth.reauthenticate(PASSWORD);
      await backend.auth.updatePassword('second-password');
      await backend.auth.signOut();
      expect(await codeOf(backend.auth.signIn(email, PASSWORD))).toBe('auth/wrong-password');
      expect((await backend.auth.signIn(email, 'second-password')).email).toBe(email);
    });

    it('changes the email only when the link sent to the new address is applied', async () => {
      const email = uniqueEmail();
      const next = uniqueEmail();
      const user = await backend.auth.signUp(email, PASSWORD);
      await backend.auth.verifyBeforeUpdateEmail(next);
      expect(backend.auth.currentUser()?.email).toBe(email);
      const code = await latestOobCode(email, 'VERIFY_AND_CHANGE_EMAIL');

      await emulatorBackend().auth.applyActionCode(code);
      await backend.auth.signOut();
      expect(await codeOf(backend.auth.signIn(email, PASSWORD))).toBe('auth/user-not-found');
      expect(await backend.auth.signIn(next, PASSWORD)).toEqual({ uid: user.uid, email: next, emailVerified: true });
    });

    it('refuses an email another account uses', async () => {
      const taken = uniqueEmail();
      await backend.auth.signUp(taken, PASSWORD);
      await backend.auth.signOut();
      await backend.auth.signUp(uniqueEmail(), PASSWORD);
      expect(await codeOf(backend.auth.verifyBeforeUpdateEmail(taken))).toBe('auth/email-already-in-use');
    });

    it('needs a signed-in user', async () => {
      expect(await codeOf(backend.auth.reauthenticate(PASSWORD))).toBe('auth/null-user');
      expect(await codeOf(backend.auth.updatePassword('second-password'))).toBe('auth/null-user');
      expect(await codeOf(backend.auth.verifyBeforeUpdateEmail(uniqueEmail()))).toBe('auth/null-user');
    });
  });

  it('reload without a signed-in user answers null', async () => {
    expect(await backend.auth.reload()).toBeNull();
  });
});
