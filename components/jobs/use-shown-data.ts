import { useDeferredValue } from 'react';

/**
 * A query's data as a screen draws a long list from it: a deferred copy. The query store hands new data to React as
 * urgent work, and a page of rows drawn in one go is a long task on a slow phone (Lighthouse's Total Blocking Time);
 * deferred, React draws it in slices between the browser's other work. Until the copy has caught up with the first
 * data, the list still counts as loading, so a screen never flashes its empty state; `catchingUp` tells a screen
 * that the drawn copy is older than the query's state.
 */
export function useShownData<T>(
  data: T | undefined,
  isPending: boolean,
): { shown: T | undefined; loading: boolean; catchingUp: boolean } {
  const shown = useDeferredValue(data);
  // While the copy lags, what the query says of its newest data (a next page, nothing found) is not yet drawn.
  return { shown, loading: isPending || (data !== undefined && shown === undefined), catchingUp: shown !== data };
}
