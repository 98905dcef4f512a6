/** Stall detection shared by both adapters' uploads: no new byte for `UPLOAD_STALL_MS` ends the upload loudly. */
import { UPLOAD_STALL_MS } from '../../constants/settings';
import { BackendError } from './types';

export const UPLOAD_STALLED = 'storage/stalled';

export const stalledError = (ms = UPLOAD_STALL_MS) =>
  new BackendError(
    UPLOAD_STALLED,
    `The upload made no progress for ${Math.round(ms / 1000)} seconds. Check your connection and retry.`,
  );

export interface StallWatch {
  /** Reports the bytes sent so far; only a change restarts the clock. */
  progress(bytesTransferred: number): void;
  stop(): void;
}

/** Calls `onStall` once when no byte moved for `ms` since the start or the last change; `stop` ends the watch. */
export function watchForStall(onStall: () => void, ms = UPLOAD_STALL_MS): StallWatch {
  let last = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      onStall();
    }, ms);
  };
  arm();
  return {
    progress(bytesTransferred) {
      if (timer === null || bytesTransferred === last) return;
      last = bytesTransferred;
      arm();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
