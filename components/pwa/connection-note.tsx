import { useEffect, useState } from 'react';
import { useOfflineAsOf, useOnline } from '@/hooks/use-online';
import { formatDateTime } from '@/services/format/dates';
import styles from './pwa.module.css';

const BACK_ONLINE_MS = 4000;

/**
 * Says when the device goes offline, for as long as it is, and for a few seconds that it is back. Offline, when the
 * screen shows data kept on the device, it says from when.
 */
export function ConnectionNote() {
  const online = useOnline();
  const asOf = useOfflineAsOf();
  const [seen, setSeen] = useState(online);
  const [back, setBack] = useState(false);
  if (seen !== online) {
    setSeen(online);
    setBack(online);
  }

  useEffect(() => {
    if (!back) return;
    const timer = window.setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [back]);

  if (!online)
    return (
      <p className={styles.note} role="status">
        You are offline. Pages you opened before still open; what you type is kept and sent when you are back.
        {asOf !== null && <> Offline: as of {formatDateTime(asOf)}.</>}
      </p>
    );
  if (back)
    return (
      <p className={`${styles.note} ${styles.back}`} role="status">
        Back online.
      </p>
    );
  return null;
}
