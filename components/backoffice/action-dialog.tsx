import { useId } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextArea } from '@/components/ui/text-area';
import { useAdminAction, type AdminAction } from '@/components/backoffice/use-backoffice';
import { REASON_MAX } from '@/services/schemas/audit';

export interface ActionDialogProps {
  title: string;
  /** What will happen, in plain words. */
  text: string;
  confirm: string;
  /** Asks for a reason (told to the talent or company, and kept in the audit log). */
  reasonLabel?: string;
  danger?: boolean;
  /** The toast once done; a function reads the operation's result. */
  done: string | ((result: unknown) => string);
  action: (reason: string) => AdminAction;
  onClose: () => void;
}

/** The reason is checked with the rule the server applies; an action without one sends none. */
const withReason = () => import('@/services/schemas/audit-reason').then((m) => m.reasonFormSchema);
const withoutReason = () => import('@/services/schemas/audit-reason').then((m) => m.noReasonFormSchema);
type Values = { reason: string };

function ReasonField({ label }: { label: string }) {
  const field = useFormField<Values>();
  return (
    <TextArea
      label={label}
      maxLength={REASON_MAX}
      rows={3}
      hint="They are told this reason. It is kept in the audit log."
      {...field('reason')}
    />
  );
}

/** Confirms one administrative action, with a reason when it takes one; nothing is sent until confirmed. */
export function ActionDialog({ title, text, confirm, reasonLabel, danger, done, action, onClose }: ActionDialogProps) {
  const formId = useId();
  const form = useSchemaForm<Values>({
    schema: reasonLabel ? withReason : withoutReason,
    defaultValues: { reason: '' },
  });
  const mutation = useAdminAction({
    onSuccess: (result) => {
      toast.success(typeof done === 'function' ? done(result) : done);
      onClose();
    },
  });
  const busy = mutation.isPending || form.formState.isSubmitting;
  const submit = async ({ reason }: Values) => {
    // The form submits what was typed; the reason sent is the trimmed one the server keeps.
    // A refusal shows below (the mutation's error); the dialog stays open to try again.
    await mutation.mutateAsync(action(reason.trim())).catch(() => undefined);
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
          <Button variant={danger ? 'danger' : 'primary'} type="submit" form={formId} busy={busy}>
            {busy ? 'Working…' : confirm}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={submit} id={formId}>
        <p>{text}</p>
        {reasonLabel ? <ReasonField label={reasonLabel} /> : null}
        {mutation.isError ? <Alert tone="error">{mutation.error.message}</Alert> : null}
      </SchemaForm>
    </Dialog>
  );
}
