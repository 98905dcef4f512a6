/** Loaded on first interaction and on submit, so the sign-in pages' first load does not carry the services. */
let sessionModule: Promise<typeof import('@/services/account/session')> | undefined;
export const loadSession = () =>
  (sessionModule ??= import('@/services/account/session').catch((error: unknown) => {
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

/** The account service (email-change links), loaded only where such a link is opened. */
export const loadAccount = () => import('@/services/account/account');

/** The code step of a sign-in that needs a second factor, loaded only when the password step asks for it. */
export const loadSecondFactor = () => import('@/services/account/second-factor');

/** The roles this browser holds a session for. */
export { readRoleId } from '@/services/account/role-ids';
