import { useEffect, useState, type ComponentType } from 'react';

/**
 * How long after the page's load event (and the browser's next idle moment) the service worker and its status line
 * start: after the screen has shown its data, so neither their script nor the worker's precaching competes with it
 * (the budgets count what a screen loads until it shows its data).
 */
const AFTER_LOAD_MS = 3000;

/**
 * The service worker's registration, the connection banner, the update note and the install offer, loaded once the
 * screen is usable. Offline there is nothing to compete with: they start at once.
 */
export function PwaAfterLoad() {
  const [Dock, setDock] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    const start = () => {
      void import('@/components/pwa/pwa-dock').then((m) => {
        if (!cancelled) setDock(() => m.PwaDock);
      });
    };
    const later = () => {
      timer = window.setTimeout(
        () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2000 }) : start()),
        AFTER_LOAD_MS,
      );
    };
    if (!navigator.onLine) start();
    else if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    window.addEventListener('offline', start, { once: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('load', later);
      window.removeEventListener('offline', start);
    };
  }, []);

  return Dock ? <Dock /> : null;
}
