import { useCallback, useState } from 'react';
import { describeAuthError, type AuthErrorMessage } from './auth-errors';

/**
 * Pending and error state of an auth form. On success the form stays pending: the page is navigating away.
 * On failure the provider's error comes back in plain words and the typed values are left untouched.
 */
export function useAuthSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthErrorMessage | null>(null);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(describeAuthError(caught));
      setPending(false);
      return false;
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError };
}

/** Loaded on first interaction and on submit, so the sign-in pages' first load does not carry the services. */
let sessionModule: Promise<typeof import('@/services/session')> | undefined;
export const loadSession = () =>
  (sessionModule ??= import('@/services/session').catch((error: unknown) => {
    // A failed chunk load (offline) must not stick: the next attempt tries again.
    sessionModule = undefined;
    throw error;
  }));

/**
 * Starts the backend while the sign-in form is being filled in: in Firebase mode that is downloading and starting
 * the SDK (and restoring any stored session), which would otherwise all happen after the click. Errors are left to
 * the submit, which retries the load and reports them.
 */
export const warmUpBackend = () =>
  loadSession()
    .then(() => import('@/services/backend/backend'))
    .then(({ getBackend }) => getBackend())
    .then(
      () => undefined,
      () => undefined,
    );
