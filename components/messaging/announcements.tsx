/**
 * Announcements: write one, preview it as recipients will see it, confirm, then deliver it page by page with a
 * progress bar (each call to the server handles one page of recipients). Past announcements below, newest first.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/hooks/toast';
import {
  useAnnouncementDelivery,
  useAnnouncementHistory,
  type AnnouncementDraft,
} from '@/components/messaging/use-message-admin';
import styles from './admin-messages.module.css';
import { AnnouncementForm, AUDIENCE_LABELS, peopleCount } from './announcement-form';
import { formatDateTime } from '@/services/format/dates';

export function Announcements() {
  const [confirming, setConfirming] = useState<{ draft: AnnouncementDraft; sent: () => void } | null>(null);
  const history = useAnnouncementHistory();
  const delivery = useAnnouncementDelivery();

  const send = (input: AnnouncementDraft | { resume: string }, sent?: () => void) => {
    setConfirming(null);
    if (delivery.isPending) return;
    delivery.mutate(input, {
      onSuccess: (state) => {
        toast.success(`Announcement sent to ${peopleCount(state.recipients)}.`);
        sent?.();
      },
      // The announcement keeps its cursor: "Resume sending" below continues where it stopped.
      onError: (error) => toast.error(`Sending stopped: ${error.message}`),
    });
  };

  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <section className={styles.card} aria-labelledby="new-announcement">
        <h2 id="new-announcement">New announcement</h2>
        <AnnouncementForm
          sending={delivery.isPending}
          progress={delivery.progress}
          onReview={(draft, sent) => setConfirming({ draft, sent })}
        />
      </section>
      {confirming ? (
        <Dialog
          title="Send this announcement?"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => send(confirming.draft, confirming.sent)}>
                Send to {AUDIENCE_LABELS[confirming.draft.audience].toLowerCase()}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>
            “{confirming.draft.title}” goes to {AUDIENCE_LABELS[confirming.draft.audience].toLowerCase()} as a
            notification, and by email to those who did not opt out
            {confirming.draft.audience === 'talents'
              ? ''
              : ' (every member of a company’s team, as their own settings say)'}
            . It cannot be taken back.
          </p>
        </Dialog>
      ) : null}
      <section className={styles.card} aria-labelledby="past-announcements">
        <h2 id="past-announcements">Past announcements</h2>
        {history.isPending ? (
          <p role="status">Loading announcements…</p>
        ) : history.isError ? (
          <LoadError
            text="We could not load past announcements."
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : items.length === 0 ? (
          <p className={styles.muted}>No announcements yet.</p>
        ) : (
          <ul className={styles.list}>
            {items.map((a) => (
              <li key={a.id}>
                <strong>{a.title}</strong>
                <p className={styles.muted}>
                  {AUDIENCE_LABELS[a.audience]} · {a.createdAt ? formatDateTime(a.createdAt) : ''} ·{' '}
                  {a.status === 'sent'
                    ? `received by ${peopleCount(a.recipients)}`
                    : `interrupted after ${a.recipients} of ${peopleCount(a.total)}`}{' '}
                  · {a.emailed} emailed
                </p>
                {a.status === 'sending' && !delivery.isPending ? (
                  <Button size="small" variant="secondary" onClick={() => send({ resume: a.id })}>
                    Resume sending
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            Load more
          </Button>
        ) : null}
      </section>
    </>
  );
}
