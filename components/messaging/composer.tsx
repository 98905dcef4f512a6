/** Writes one message: plain text up to 4,000 characters and at most one attachment (a PDF or an image). */
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SchemaForm, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { DraftNotice } from '@/components/ui/form/draft-notice';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { useSendMessage } from '@/components/messaging/use-conversation-actions';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging-constants';
import type { ComposerValues } from './message-form-schemas';
import { flushOutbox, queueMessage } from './use-outbox';
import { OutboxList } from './outbox-list';
import styles from './messages.module.css';

const loadSchema = () => import('./message-form-schemas').then((m) => m.composerSchema);

interface ComposerProps {
  uid: string;
  to: string;
  jobId?: string;
  /** Why sending is impossible right now, shown instead of the form. */
  disabledReason?: string | null;
  placeholder?: string;
  onSent?: (conversationId: string) => void;
}

function MessageField({ placeholder }: { placeholder?: string }) {
  const field = useFormField<ComposerValues>();
  const text = useWatch<ComposerValues, 'text'>({ name: 'text' }) ?? '';
  return (
    <TextArea
      label="Message"
      rows={3}
      maxLength={MESSAGING_LIMITS.textMax}
      placeholder={placeholder}
      hint={`${text.length}/${MESSAGING_LIMITS.textMax} · Ctrl+Enter to send`}
      {...field('text')}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }
      }}
    />
  );
}

export function Composer({ uid, to, jobId, disabledReason, placeholder, onSent }: ComposerProps) {
  const [file, setFile] = useState<File | null>(null);
  const send = useSendMessage(uid);
  const form = useSchemaForm<ComposerValues>({ schema: loadSchema, defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const draft = useFormDraft(form, disabledReason ? null : `message:${to}`);
  // Messages written before a reload or while offline go as soon as this screen is open with a connection.
  useEffect(() => void flushOutbox(), []);
  if (disabledReason) return <p className={`${styles.composer} ${styles.muted}`}>{disabledReason}</p>;
  const empty = !text.trim() && !file;

  const submit = async (values: ComposerValues) => {
    if (!values.text && !file) return;
    if (!file) {
      // Text alone waits on this device until it is sent (offline, or the answer lost): the server stores it once.
      const sent = queueMessage({ to, text: values.text, ...(jobId ? { jobId } : {}) });
      form.reset({ text: '' });
      draft.clear();
      void sent.then((s) => onSent?.(s.conversationId));
      return;
    }
    try {
      const sent = await send.mutateAsync({ to, text: values.text, jobId, file });
      form.reset({ text: '' });
      draft.clear();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSent?.(sent.conversationId);
    } catch (error) {
      toast.error((error as Error).message || 'Your message was not sent. Try again.');
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className={styles.composer} aria-label="Write a message">
      <OutboxList to={to} />
      <DraftNotice draft={draft} />
      <MessageField placeholder={placeholder} />
      <div className={styles.composerRow}>
        <span>
          <label htmlFor={fileId} className={styles.muted}>
            Attach a PDF or an image (optional)
          </label>{' '}
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </span>
        <Button type="submit" disabled={send.isPending || empty}>
          {send.step ?? 'Send'}
        </Button>
      </div>
    </SchemaForm>
  );
}
