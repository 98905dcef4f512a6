import { useCallback, useEffect, useState } from 'react';
import { backendMode } from '@/services/backend/backend';
import {
  fetchLocalMailbox,
  localMailboxAvailable,
  type LocalMailboxEntry,
} from '@/services/backend/local/local-mailbox';
import { BackendError } from '@/services/backend/types';

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

export type MailboxState =
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'off' }
  | { status: 'error'; message: string }
  | { status: 'ready'; mails: LocalMailboxEntry[] };

const POLL_MS = 3000;

/**
 * The mails the local backend "sent", polled while the tab is visible so new mail shows up without a reload.
 * `unavailable` in Firebase mode; `off` when the server's mailbox is off (a production start without LOCAL_MAILBOX=on).
 */
export function useLocalMails(): { state: MailboxState; reload: () => void } {
  const local = backendMode() === 'local';
  const [state, setState] = useState<MailboxState>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', mails: await fetchLocalMailbox() });
    } catch (error) {
      // The server answers 404 when its mailbox is off.
      if (error instanceof BackendError && error.code === 'not-found') setState({ status: 'off' });
      else setState({ status: 'error', message: (error as Error).message });
    }
  }, []);
  const off = state.status === 'off';

  useEffect(() => {
    if (!local || off) return;
    const first = setTimeout(() => void load(), 0);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [local, off, load]);

  return { state: local ? state : { status: 'unavailable' }, reload: () => void load() };
}
