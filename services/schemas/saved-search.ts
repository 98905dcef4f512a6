/**
 * A job search a talent saved: `savedSearches/<id>`, owned by the talent (`talentId`). It keeps the job list's
 * filters as they were when saved, a name and how often new matching jobs are sent (daily or weekly). `lastRunAt`
 * is when the alert job last looked for new jobs (the save itself, at first): only jobs posted since are sent.
 * `alertsOn` false keeps the search (to run from the list) but sends nothing: the talent turned it off, or followed
 * the one-click unsubscribe link of a digest email.
 */
import { z } from 'zod/mini';
import { idSchema, timestampMsSchema } from './common';
import { jobFiltersSchema } from './job';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_LIMITS } from './saved-search-constants';

export { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_LIMITS } from './saved-search-constants';

/** The filter keys a saved search may hold, firestore.rules repeats them. */
export const SAVED_SEARCH_FILTER_KEYS = Object.keys(jobFiltersSchema.shape);

/** The "Save this search" form, also checked by the service. */
export const savedSearchFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give this search a name'),
      z.maxLength(SAVED_SEARCH_LIMITS.nameMax, `Keep the name under ${SAVED_SEARCH_LIMITS.nameMax} characters`),
    ),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, 'Choose daily or weekly'),
});
export type SavedSearchForm = z.output<typeof savedSearchFormSchema>;

export const savedSearchSchema = z.object({
  id: idSchema,
  talentId: idSchema,
  name: z.string().check(z.maxLength(SAVED_SEARCH_LIMITS.nameMax)),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  filters: jobFiltersSchema,
  createdAt: timestampMsSchema,
  lastRunAt: timestampMsSchema,
  alertsOn: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * What the signed-out unsubscribe page tells: a valid link whose alerts are on asks to confirm (opening the link
 * changes nothing, so a mail scanner that prefetches it cannot turn alerts off); then alerts off, the search gone,
 * or a bad link. `name` is the search a link from before digests named; a digest's link has none: it covers all
 * the talent's saved searches.
 */
export type JobAlertUnsubscribe =
  { status: 'confirm'; name?: string } | { status: 'off'; name?: string } | { status: 'gone' } | { status: 'invalid' };
