import { useEffect, useState, type ComponentType } from 'react';
import { useOnline } from '@/hooks/use-online';

/**
 * How long after the page's load event (and the browser's next idle moment) the service worker and its status line
 * start: after the screen has shown its data, so neither their script nor the worker's precaching competes with it
 * (the budgets count what a screen loads until it shows its data).
 */
const AFTER_LOAD_MS = 3000;

/**
 * The service worker's registration, the connection banner, the update note and the install offer, loaded once the
 * screen is usable. Offline (the browser says so, or a request found no network) there is nothing to compete with:
 * they start at once, to say so.
 */
export function PwaAfterLoad() {
  const [Dock, setDock] = useState<ComponentType | null>(null);
  const [wanted, setWanted] = useState(false);
  const online = useOnline();
  if (!online && !wanted) setWanted(true);

  useEffect(() => {
    let timer = 0;
    const start = () => setWanted(true);
    const later = () => {
      timer = window.setTimeout(
        () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2000 }) : start()),
        AFTER_LOAD_MS,
      );
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', later);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    void import('@/components/pwa/pwa-dock').then((m) => {
      if (!cancelled) setDock(() => m.PwaDock);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  return Dock ? <Dock /> : null;
}
