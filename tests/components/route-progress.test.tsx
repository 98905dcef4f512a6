/**
 * The route progress bar with the options the app gives nprogress: it must render (a template whose bar nprogress
 * cannot find throws on the first navigation, which broke signing in) and carry no invalid ARIA role.
 */
import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { progressOptions } from '@/hooks/use-route-progress';

afterEach(() => {
  NProgress.remove();
});

describe('route progress bar', () => {
  it('starts and finishes a navigation with the app settings, without role="bar"', () => {
    NProgress.configure(progressOptions());
    expect(() => NProgress.start()).not.toThrow();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar!.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(() => NProgress.set(0.5)).not.toThrow();
    expect(() => NProgress.done()).not.toThrow();
  });
});
