/**
 * The scam warnings on the company's messages in a talent's thread. Only a talent writing with a company has any,
 * so nobody else subscribes (a company could not read them anyway).
 */
import { useEffect, useState } from 'react';
import { subscribeMessageWarnings, type MessageWarningView } from '@/services/messaging/warnings';

export function useMessageWarnings(conversationId: string, talentUid: string, enabled: boolean) {
  const [warnings, setWarnings] = useState<Record<string, MessageWarningView>>({});
  useEffect(() => {
    if (!enabled) return;
    // A warning that cannot be loaded leaves the thread readable; the message itself is unchanged.
    return subscribeMessageWarnings(conversationId, talentUid, setWarnings, () => setWarnings({}));
  }, [conversationId, talentUid, enabled]);
  return enabled ? warnings : {};
}
