/** Block (or unblock) and report a conversation, each after a confirmation. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmit, SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { useConversationAction, useReportConversation } from '@/components/messaging/use-conversation-actions';
import type { Conversation } from '@/services/messaging/messages';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging-constants';
import type { ReportValues } from './message-form-schemas';

const reportSchema = () => import('./message-form-schemas').then((m) => m.reportSchema);
const REPORT_MESSAGES = { reason: 'Say why you report this conversation.' };

function ReasonField() {
  const field = useFormField<ReportValues>();
  return <TextArea label="Reason" rows={3} maxLength={MESSAGING_LIMITS.reportReasonMax} {...field('reason')} />;
}

function ReportDialog({ conv, otherName, onClose }: { conv: Conversation; otherName: string; onClose: () => void }) {
  const report = useReportConversation();
  const form = useSchemaForm<ReportValues>({
    schema: reportSchema,
    defaultValues: { reason: '' },
    messages: REPORT_MESSAGES,
  });
  const submit = async ({ reason }: ReportValues) => {
    try {
      await report.mutateAsync({ id: conv.id, reason });
      toast.success('Thank you. An administrator will review this conversation.');
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <Dialog
      title={`Report ${otherName}`}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <p>Administrators will see the latest messages of this conversation and your reason.</p>
      <SchemaForm form={form} onSubmit={submit}>
        <ReasonField />
        <FormSubmit variant="danger">Send report</FormSubmit>
      </SchemaForm>
    </Dialog>
  );
}

export function ThreadActions({ conv, uid, otherName }: { conv: Conversation; uid: string; otherName: string }) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const update = useConversationAction();
  const iBlocked = conv.blockedBy.includes(uid);

  const act = (action: 'block' | 'unblock', done: string) => {
    if (update.isPending) return;
    update.mutate(
      { id: conv.id, action },
      {
        onSuccess: () => {
          toast.success(done);
          setDialog(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <>
      {iBlocked ? (
        <Button
          size="small"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => act('unblock', `You unblocked ${otherName}.`)}
        >
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
              <Button
                variant="danger"
                disabled={update.isPending}
                onClick={() => act('block', `You blocked ${otherName}.`)}
              >
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
      {dialog === 'report' ? <ReportDialog conv={conv} otherName={otherName} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
