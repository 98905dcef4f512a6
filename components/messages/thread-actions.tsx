/** Block (or unblock) and report a conversation, each after a confirmation. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { reportConversation, updateConversation, type Conversation } from '@/services/messages';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging';

export function ThreadActions({ conv, uid, otherName }: { conv: Conversation; uid: string; otherName: string }) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const iBlocked = conv.blockedBy.includes(uid);

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      setDialog(null);
      setReason('');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {iBlocked ? (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => void run(() => updateConversation(conv.id, 'unblock'), `You unblocked ${otherName}.`)}>
          Unblock
        </Button>
      ) : (
        <Button size="small" variant="secondary" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      <Button size="small" variant="ghost" onClick={() => setDialog('report')}>
        Report
      </Button>
      {dialog === 'block' ? (
        <Dialog
          title={`Block ${otherName}?`}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button variant="danger" disabled={busy} onClick={() => void run(() => updateConversation(conv.id, 'block'), `You blocked ${otherName}.`)}>
                Block
              </Button>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>Neither of you will be able to send messages in this conversation until you unblock it.</p>
        </Dialog>
      ) : null}
      {dialog === 'report' ? (
        <Dialog
          title={`Report ${otherName}`}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button
                variant="danger"
                disabled={busy || !reason.trim()}
                onClick={() => void run(() => reportConversation(conv.id, reason), 'Thank you. An administrator will review this conversation.')}
              >
                Send report
              </Button>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>Administrators will see the latest messages of this conversation and your reason.</p>
          <TextArea label="Reason" rows={3} value={reason} maxLength={MESSAGING_LIMITS.reportReasonMax} onChange={(e) => setReason(e.target.value)} />
        </Dialog>
      ) : null}
    </>
  );
}
