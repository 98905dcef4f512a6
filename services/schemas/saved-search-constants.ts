/**
 * A saved search's choices and limits without zod (see ./saved-search.ts for the schemas), for the screens and
 * converters that only read saved searches. ./saved-search.ts re-exports them.
 */
export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly'] as const;

/** `perTalentMax` bounds the alert job's queries per talent; firestore.rules repeats `nameMax`. */
export const SAVED_SEARCH_LIMITS = { nameMax: 60, perTalentMax: 10 } as const;
