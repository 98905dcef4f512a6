import { useState, type FormEvent } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useAdminAction, type AdminAction } from '@/hooks/use-backoffice';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { REASON_MAX } from '@/services/backoffice/audit-schema';

export interface ActionDialogProps {
  title: string;
  /** What will happen, in plain words. */
  text: string;
  confirm: string;
  /** Asks for a reason (told to the talent or company, and kept in the audit log). */
  reasonLabel?: string;
  danger?: boolean;
  done: string;
  action: (reason: string) => AdminAction;
  onClose: () => void;
}

/** Confirms one administrative action, with a reason when it takes one; nothing is sent until confirmed. */
export function ActionDialog({ title, text, confirm, reasonLabel, danger, done, action, onClose }: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useAdminAction({
    onSuccess: () => {
      toast.success(done);
      onClose();
    },
  });
  const flight = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonLabel && !reason.trim()) return setMissing(true);
    flight.run(() => mutation.mutateAsync(action(reason.trim())));
  };
  return (
    <Dialog
      title={title}
      onClose={() => !mutation.isPending && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} type="submit" form="admin-action-form" busy={mutation.isPending || flight.busy}>
            {mutation.isPending || flight.busy ? 'Working…' : confirm}
          </Button>
        </>
      }
    >
      <form id="admin-action-form" onSubmit={submit} noValidate>
        <p>{text}</p>
        {reasonLabel ? (
          <TextArea
            label={reasonLabel}
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            error={missing && !reason.trim() ? 'Give a reason.' : null}
            hint="They are told this reason. It is kept in the audit log."
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
        {mutation.isError ? <Alert tone="error">{mutation.error.message}</Alert> : null}
      </form>
    </Dialog>
  );
}
