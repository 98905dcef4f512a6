/**
 * The warning under a company's message the server flagged as a likely scam, shown to the talent only, with a
 * one-tap report through the usual report flow (the reason says which signals were found).
 */
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/toast';
import { useReportConversation } from '@/components/messaging/use-conversation-actions';
import type { MessageWarningView } from '@/services/messaging/warnings';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging-constants';
import styles from './messages.module.css';

/** The reason a one-tap report sends: the warning's signals, in the words the back office reads them. */
export const warningReportReason = (w: MessageWarningView) =>
  `Possible scam (flagged by the marketplace): ${w.signals.join('; ')}`.slice(0, MESSAGING_LIMITS.reportReasonMax);

export function MessageWarning({ conversationId, warning }: { conversationId: string; warning: MessageWarningView }) {
  const report = useReportConversation();
  const send = () =>
    report.mutate(
      { id: conversationId, reason: warningReportReason(warning) },
      {
        onSuccess: () => toast.success('Thank you. An administrator will review this conversation.'),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Alert tone="warning" className={styles.warning}>
      <p>{warning.warning}</p>
      <p className={styles.threadActions}>
        <Button size="small" variant="danger" disabled={report.isPending || report.isSuccess} onClick={send}>
          {report.isSuccess ? 'Reported' : 'Report this company'}
        </Button>
      </p>
    </Alert>
  );
}
