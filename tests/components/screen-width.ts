/**
 * jsdom has no `matchMedia`, so a component that asks for the desktop width sees a phone. These set the answer: the
 * job list folds its place and pay filters on a phone (components/jobs/job-filters.tsx).
 */
export function emulateScreenWidth(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query.includes('min-width: 1024px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

export function resetScreenWidth() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
