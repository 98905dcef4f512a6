/**
 * Announcements: write one, preview it as recipients will see it, confirm, then deliver it page by page with a
 * progress bar (each call to the server handles one page of recipients). Past announcements below, newest first.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/toast';
import { createAnnouncement, listAnnouncements, sendAnnouncementBatch } from '@/services/backoffice-messages';
import { AUDIENCES, MESSAGING_LIMITS, type Audience } from '@/services/schemas/messaging';
import styles from './admin-messages.module.css';
import { formatDateTime } from '@/services/format/dates';

const AUDIENCE_LABELS: Record<Audience, string> = { talents: 'All talents', companies: 'All companies', everyone: 'Everyone' };
const historyKey = ['announcements'] as const;

function useDelivery(onDone: () => void) {
  const [progress, setProgress] = useState<{ recipients: number; total: number } | null>(null);
  /** A new announcement, or (with its id) the rest of one whose delivery was interrupted. */
  const deliver = async (input: { audience: Audience; title: string; body: string } | { resume: string }) => {
    let state = 'resume' in input ? await sendAnnouncementBatch(input.resume) : await createAnnouncement(input);
    setProgress({ recipients: state.recipients, total: state.total });
    while (!state.done) {
      state = await sendAnnouncementBatch(state.id);
      setProgress({ recipients: state.recipients, total: state.total });
    }
    toast.success(`Announcement sent to ${state.recipients} ${state.recipients === 1 ? 'person' : 'people'}.`);
    onDone();
  };
  return { progress, deliver, reset: () => setProgress(null) };
}

export function Announcements() {
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<Audience | ''>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const history = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam }) => listAnnouncements(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const { progress, deliver } = useDelivery(() => {
    setTitle('');
    setBody('');
    setAudience('');
    void queryClient.invalidateQueries({ queryKey: historyKey });
  });
  const ready = audience !== '' && title.trim() !== '' && body.trim() !== '';

  const send = async (resume?: string) => {
    if (!resume && audience === '') return;
    setConfirming(false);
    setSending(true);
    try {
      await deliver(resume ? { resume } : { audience: audience as Audience, title, body });
    } catch (error) {
      // The announcement keeps its cursor: "Resume sending" below continues where it stopped.
      toast.error(`Sending stopped: ${(error as Error).message}`);
      void queryClient.invalidateQueries({ queryKey: historyKey });
    } finally {
      setSending(false);
    }
  };

  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <section className={styles.card} aria-labelledby="new-announcement">
        <h2 id="new-announcement">New announcement</h2>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) setConfirming(true);
          }}
        >
          <SelectField
            label="Send to"
            placeholder="Choose who receives it"
            options={AUDIENCES}
            optionLabel={(a) => AUDIENCE_LABELS[a as Audience]}
            value={audience}
            onChange={(e) => setAudience(e.target.value as Audience)}
          />
          <TextField label="Title" value={title} maxLength={MESSAGING_LIMITS.announcementTitleMax} onChange={(e) => setTitle(e.target.value)} />
          <TextArea label="Message" rows={5} value={body} maxLength={MESSAGING_LIMITS.announcementBodyMax} onChange={(e) => setBody(e.target.value)} />
          {ready ? (
            <div>
              <p className={styles.muted}>Preview (a notification, and an email to those who did not opt out):</p>
              <div className={styles.preview}>
                <strong>{title}</strong>
                {'\n'}
                {body}
              </div>
            </div>
          ) : null}
          {progress ? (
            <div role="status">
              <label htmlFor="announcement-progress" className={styles.muted}>
                Delivered to {progress.recipients} of {progress.total}
              </label>
              <progress id="announcement-progress" className={styles.progress} max={Math.max(progress.total, 1)} value={progress.recipients} />
            </div>
          ) : null}
          <div className={styles.row}>
            <Button type="submit" disabled={!ready || sending}>
              {sending ? 'Sending…' : 'Review and send'}
            </Button>
          </div>
        </form>
      </section>
      {confirming && audience !== '' ? (
        <Dialog
          title="Send this announcement?"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => void send()}>Send to {AUDIENCE_LABELS[audience].toLowerCase()}</Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>
            “{title}” goes to {AUDIENCE_LABELS[audience].toLowerCase()} as a notification, and by email to those who did not opt out. It cannot be
            taken back.
          </p>
        </Dialog>
      ) : null}
      <section className={styles.card} aria-labelledby="past-announcements">
        <h2 id="past-announcements">Past announcements</h2>
        {history.isPending ? (
          <p role="status">Loading announcements…</p>
        ) : history.isError ? (
          <LoadError text="We could not load past announcements." error={history.error} onRetry={() => void history.refetch()} />
        ) : items.length === 0 ? (
          <p className={styles.muted}>No announcements yet.</p>
        ) : (
          <ul className={styles.list}>
            {items.map((a) => (
              <li key={a.id}>
                <strong>{a.title}</strong>
                <p className={styles.muted}>
                  {AUDIENCE_LABELS[a.audience]} · {a.createdAt ? formatDateTime(a.createdAt) : ''} ·{' '}
                  {a.status === 'sent' ? `received by ${a.recipients}` : `interrupted after ${a.recipients} of ${a.total}`} · {a.emailed} emailed
                </p>
                {a.status === 'sending' && !sending ? (
                  <Button size="small" variant="secondary" onClick={() => void send(a.id)}>
                    Resume sending
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {history.hasNextPage ? (
          <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            Load more
          </Button>
        ) : null}
      </section>
    </>
  );
}
