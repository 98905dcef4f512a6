/**
 * What a participant does to a conversation: send (with an optional attachment uploaded first), accept, decline,
 * block, unblock, report. The thread and the inbox are live subscriptions, so they show the change without any
 * cache to invalidate.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  reportConversation,
  sendMessage,
  updateConversation,
  uploadAttachment,
  type OutgoingAttachment,
} from '@/services/messaging/messages';
import type { ConversationAction } from '@/services/schemas/messaging';
import { formatPercent } from '@/services/format/percent';

export function useConversationAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ConversationAction }) => updateConversation(id, action),
  });
}

export function useReportConversation() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportConversation(id, reason),
  });
}

/** Sends one message; `step` says what is running ("Uploading 40%", "Sending…") for the button. */
export function useSendMessage(uid: string) {
  const [step, setStep] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ to, text, jobId, file }: { to: string; text: string; jobId?: string; file: File | null }) => {
      let attachment: OutgoingAttachment | undefined;
      if (file) {
        setStep('Uploading 0%');
        attachment = await uploadAttachment(uid, to, file, (p) => setStep(`Uploading ${formatPercent(p)}`));
      }
      setStep('Sending…');
      return sendMessage({ to, text, ...(jobId ? { jobId } : {}), ...(attachment ? { attachment } : {}) });
    },
    onSettled: () => setStep(null),
  });
  return { ...mutation, step };
}
