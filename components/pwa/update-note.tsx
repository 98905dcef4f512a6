import { Serwist } from '@serwist/window';
import Router from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styles from './pwa.module.css';

/**
 * Registers the service worker (production builds only: the development server serves no public/sw.js worth
 * keeping) and handles its updates: a new version waits, the user is told "New version available" with a Reload
 * button, and otherwise it takes over at the next navigation. Nothing reloads on its own, so a half-written form
 * is never lost to an update.
 */
export function UpdateNote() {
  const [waiting, setWaiting] = useState(false);
  const worker = useRef<Serwist | null>(null);
  const reloadWhenActive = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const sw = new Serwist('/sw.js', { scope: '/', type: 'classic' });
    worker.current = sw;
    sw.addEventListener('waiting', () => setWaiting(true));
    sw.addEventListener('controlling', () => {
      if (reloadWhenActive.current) window.location.reload();
    });
    // Without a worker (blocked, private modes) the app works as before, only not offline.
    sw.register().catch(() => undefined);
    return () => {
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!waiting) return;
    // The next navigation is the moment to switch: the page being left is done with.
    const takeOver = () => worker.current?.messageSkipWaiting();
    Router.events.on('routeChangeStart', takeOver);
    return () => Router.events.off('routeChangeStart', takeOver);
  }, [waiting]);

  if (!waiting) return null;
  return (
    <p className={styles.note} role="status">
      New version available.
      <button
        type="button"
        onClick={() => {
          reloadWhenActive.current = true;
          worker.current?.messageSkipWaiting();
        }}
      >
        Reload
      </button>
    </p>
  );
}
