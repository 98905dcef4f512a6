import { useEffect, useState } from 'react';
import { backendMode } from '@/services/backend/backend';
import { localMailboxAvailable } from '@/services/backend/local/local-mailbox';

/**
 * Whether to point this visitor at the local mailbox (/dev/mailbox): only once the server said it serves it to this
 * browser. False in Firebase mode, while asking, and when the mailbox is off (a production `next start`).
 */
export function useLocalMailbox(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (backendMode() !== 'local') return;
    let live = true;
    void localMailboxAvailable().then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}
