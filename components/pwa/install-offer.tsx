import { useEffect, useState } from 'react';
import styles from './pwa.module.css';

/** Chromium's install offer (not in the DOM's types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer when it came before this code loaded (kept by the inline script in pages/_document.tsx). */
    __installPrompt?: InstallPromptEvent;
  }
}

/** An "Install app" button, only where the browser offers installing (beforeinstallprompt), until used or declined. */
export function InstallOffer() {
  // Rendered in the browser only (loaded after the page), so the offer kept early is there to read.
  const [offer, setOffer] = useState<InstallPromptEvent | null>(() => window.__installPrompt ?? null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    await offer.userChoice;
    window.__installPrompt = undefined;
    setOffer(null);
  };
  return (
    <p className={styles.note}>
      Use TalentBridge like an app, even on a weak connection.
      <button type="button" onClick={install}>
        Install app
      </button>
      <button type="button" onClick={() => setOffer(null)}>
        Not now
      </button>
    </p>
  );
}
