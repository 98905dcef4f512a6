/**
 * The invitation page's service, loaded on the first interaction and on submit (a public page: its first load
 * carries no services), as the sign-in pages load theirs.
 */
let joinModule: Promise<typeof import('@/services/companies/join-company')> | undefined;

export const loadJoinCompany = () =>
  (joinModule ??= import('@/services/companies/join-company').catch((error: unknown) => {
    // A failed chunk load (offline) must not stick: the next attempt tries again.
    joinModule = undefined;
    throw error;
  }));
