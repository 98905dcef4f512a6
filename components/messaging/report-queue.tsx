/** Reported conversations awaiting a decision: the reason and the reported messages; dismiss, or pause the reported party's messaging. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/hooks/toast';
import { useReports, useResolveReport } from '@/components/messaging/use-message-admin';
import type { Report } from '@/services/backoffice/messages';
import styles from './admin-messages.module.css';
import { MessageText } from './message-text';
import { formatDateTime } from '@/services/format/dates';

export function ReportQueue() {
  return (
    <>
      <OpenReports />
      <PausedAccounts />
    </>
  );
}

/** Parties whose messaging was paused after a report, with a way to end the pause. */
function PausedAccounts() {
  const paused = useReports('actioned');
  const resolve = useResolveReport();
  const lift = (report: Report) =>
    resolve.mutate(
      { report, action: 'lift' },
      {
        onSuccess: () => toast.success(`${report.reportedName} can send messages again.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const items = paused.data?.pages.flatMap((p) => p.items) ?? [];
  if (paused.isPending || paused.isError || items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="paused-title">
      <h2 id="paused-title">Messaging paused after a report</h2>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{r.reportedName}</strong> (reported by {r.reporterName}: {r.reason})
            </p>
            <Button size="small" variant="secondary" disabled={resolve.isPending} onClick={() => lift(r)}>
              Lift {r.reportedName}&apos;s pause
            </Button>
          </li>
        ))}
      </ul>
      {paused.hasNextPage ? (
        <Button variant="secondary" onClick={() => void paused.fetchNextPage()} disabled={paused.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}

function OpenReports() {
  const [acting, setActing] = useState<{ report: Report; action: 'dismiss' | 'block' } | null>(null);
  const reports = useReports('open');
  const resolve = useResolveReport();
  const decide = (choice: { report: Report; action: 'dismiss' | 'block' }) =>
    resolve.mutate(choice, {
      onSuccess: () => {
        toast.success(
          choice.action === 'block'
            ? `${choice.report.reportedName} can no longer send messages.`
            : 'Report dismissed.',
        );
        setActing(null);
      },
      onError: (error) => toast.error(error.message),
    });
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  if (reports.isPending) return <p role="status">Loading reports…</p>;
  if (reports.isError)
    return (
      <LoadError text="We could not load the reports." error={reports.error} onRetry={() => void reports.refetch()} />
    );
  return (
    <section className={styles.card} aria-labelledby="reports-title">
      <h2 id="reports-title">Reported conversations</h2>
      {items.length === 0 ? <p className={styles.muted}>No open reports.</p> : null}
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{r.reporterName}</strong> reported <strong>{r.reportedName}</strong>
              {r.createdAt ? ` on ${formatDateTime(r.createdAt)}` : ''}
            </p>
            <p className={styles.quote}>Reason: {r.reason}</p>
            <details>
              <summary>Reported messages ({r.messages.length})</summary>
              {r.messages.map((m, i) => (
                <p key={i} className={styles.quote}>
                  <strong>{m.by === r.reported ? r.reportedName : r.reporterName}:</strong>{' '}
                  <MessageText text={m.text} />
                </p>
              ))}
            </details>
            <div className={styles.row}>
              <Button size="small" variant="danger" onClick={() => setActing({ report: r, action: 'block' })}>
                Block {r.reportedName}&apos;s messaging
              </Button>
              <Button size="small" variant="secondary" onClick={() => setActing({ report: r, action: 'dismiss' })}>
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {reports.hasNextPage ? (
        <Button variant="secondary" onClick={() => void reports.fetchNextPage()} disabled={reports.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
      {acting ? (
        <Dialog
          title={
            acting.action === 'block' ? `Block ${acting.report.reportedName}'s messaging?` : 'Dismiss this report?'
          }
          onClose={() => setActing(null)}
          actions={
            <>
              <Button
                variant={acting.action === 'block' ? 'danger' : 'primary'}
                disabled={resolve.isPending}
                onClick={() => decide(acting)}
              >
                {acting.action === 'block' ? 'Block messaging' : 'Dismiss'}
              </Button>
              <Button variant="secondary" onClick={() => setActing(null)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>
            {acting.action === 'block'
              ? `${acting.report.reportedName} will not be able to send messages until an administrator lifts the pause (listed below the reports).`
              : 'The report leaves the queue; nothing changes for either party.'}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}
