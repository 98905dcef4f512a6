import NProgress from 'nprogress';
import type { Router } from 'next/router';
import { useEffect } from 'react';
import { PROGRESS_BAR_SETTINGS } from '@/constants/settings';

type RouterEvents = Router['events'];

/**
 * nprogress's own template gives the bar `role="bar"`, which is no ARIA role: axe reports it as critical whenever a
 * check runs during a navigation. The bar is decoration (the page's own loading states speak), so it is hidden from
 * assistive technology instead, and nprogress finds it by its class (its default selector is that role).
 */
const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
const PROGRESS_BAR_SELECTOR = '.bar';

/** nprogress 0.2 reads `trickleRate` (the share each trickle adds), which its type definitions omit. */
export function progressOptions(): Partial<NProgress.NProgressOptions> & { trickleRate: number } {
  const { minimum, speed, trickleRate, trickleSpeed, showSpinner } = PROGRESS_BAR_SETTINGS;
  return {
    minimum,
    speed,
    trickleRate,
    trickleSpeed,
    showSpinner,
    template: PROGRESS_TEMPLATE,
    barSelector: PROGRESS_BAR_SELECTOR,
  };
}

/** Wires the thin top progress bar to route changes: it starts with a change and ends on completion or error. */
export function bindRouteProgress(
  events: RouterEvents,
  progress: Pick<typeof NProgress, 'start' | 'done' | 'configure'>,
) {
  progress.configure(progressOptions());
  const start = (_url: string, options?: { shallow?: boolean }) => {
    // Shallow changes only update the query string; there is nothing to wait for.
    if (!options?.shallow) progress.start();
  };
  const done = () => progress.done();
  events.on('routeChangeStart', start);
  events.on('routeChangeComplete', done);
  events.on('routeChangeError', done);
  return () => {
    events.off('routeChangeStart', start);
    events.off('routeChangeComplete', done);
    events.off('routeChangeError', done);
    progress.done();
  };
}

export function useRouteProgress(events: RouterEvents): void {
  useEffect(() => bindRouteProgress(events, NProgress), [events]);
}
