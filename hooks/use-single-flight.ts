import { useCallback, useRef, useState } from 'react';

/**
 * One run of an action at a time. A double click's second click can arrive before React shows the button
 * disabled (a mutation's `isPending` is published a task later), so the guard is a ref, checked synchronously; a
 * call while a run is in flight is ignored. `busy` is for the button (`<Button busy={busy}>`).
 */
export function useSingleFlight(): { busy: boolean; run: (action: () => Promise<unknown>) => void } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void action()
      .catch(() => undefined) // the action reports its own errors (onError, the mutation's error state)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, run };
}
