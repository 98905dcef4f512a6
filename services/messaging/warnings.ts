/** The talent's scam warnings on a company's messages in one conversation, live (one document per conversation). */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { warningsFromSnapshot, warningsPath, type MessageWarningView } from '../converters/message-warnings-converter';

export type { MessageWarningView };

export function subscribeMessageWarnings(
  conversationId: string,
  talentUid: string,
  onData: (warnings: Record<string, MessageWarningView>) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  getBackend().then(
    (backend) => {
      if (!cancelled)
        stop = backend.docs.onDoc(
          warningsPath(conversationId, talentUid),
          (snap) => onData(warningsFromSnapshot(snap)),
          onError,
        );
    },
    (error: Error) => !cancelled && onError(error),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}
