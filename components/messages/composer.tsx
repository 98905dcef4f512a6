/** Writes one message: plain text up to 4,000 characters and at most one attachment (a PDF or an image). */
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/hooks/toast';
import { sendMessage, uploadAttachment, type OutgoingAttachment } from '@/services/messages';
import { MESSAGING_LIMITS } from '@/services/schemas/messaging';
import styles from './messages.module.css';

interface ComposerProps {
  uid: string;
  to: string;
  jobId?: string;
  /** Why sending is impossible right now, shown instead of the form. */
  disabledReason?: string | null;
  placeholder?: string;
  onSent?: (conversationId: string) => void;
}

export function Composer({ uid, to, jobId, disabledReason, placeholder, onSent }: ComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  if (disabledReason) return <p className={`${styles.composer} ${styles.muted}`}>{disabledReason}</p>;

  const send = async () => {
    if (!text.trim() && !file) return;
    try {
      let attachment: OutgoingAttachment | undefined;
      if (file) {
        setBusy('Uploading 0%');
        attachment = await uploadAttachment(uid, file, (p) => setBusy(`Uploading ${Math.round(p)}%`));
      }
      setBusy('Sending…');
      const sent = await sendMessage({ to, text, ...(jobId ? { jobId } : {}), ...(attachment ? { attachment } : {}) });
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSent?.(sent.conversationId);
    } catch (error) {
      toast.error((error as Error).message || 'Your message was not sent. Try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        label="Message"
        rows={3}
        value={text}
        maxLength={MESSAGING_LIMITS.textMax}
        placeholder={placeholder}
        hint={`${text.length}/${MESSAGING_LIMITS.textMax} · Ctrl+Enter to send`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
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
        <Button type="submit" disabled={busy !== null || (!text.trim() && !file)}>
          {busy ?? 'Send'}
        </Button>
      </div>
    </form>
  );
}
