import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/hooks/toast';
import { useRsvps, useRsvpsCsv } from '@/hooks/use-events';
import type { RsvpStatus } from '@/services/events/rsvps';
import type { CommunityEvent } from '@/services/schemas/event';
import { downloadText } from '@/components/ui/download-text';
import { EventTabs } from './event-list';
import catalog from '@/components/ui/catalog.module.css';

const TABS = [
  { id: 'going' as const, label: 'Going' },
  { id: 'waiting' as const, label: 'Waiting list' },
];

/** An event's RSVPs (going, or the waiting list in order), 20 a page, and the whole list as a CSV download. */
export function RsvpsDialog({ event, onClose }: { event: CommunityEvent; onClose: () => void }) {
  const [tab, setTab] = useState<RsvpStatus>('going');
  const exporting = useRsvpsCsv(event.id);
  const rsvps = useRsvps(event.id, tab);
  const items = rsvps.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = () =>
    exporting.mutate(undefined, {
      onSuccess: (csv) => downloadText(csv, `rsvps-${event.id}.csv`, 'text/csv;charset=utf-8'),
      onError: (error) => toast.error(error.message || 'The export failed; try again.'),
    });

  return (
    <Dialog
      title={`RSVPs: ${event.title}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={exporting.isPending} onClick={exportCsv}>
            {exporting.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <p className={catalog.muted}>
        {event.goingCount} going of {event.capacity} · {event.waitingCount} waiting
      </p>
      <EventTabs tabs={TABS} value={tab} onChange={setTab} />
      {rsvps.isPending ? (
        <p role="status">Loading RSVPs…</p>
      ) : rsvps.isError ? (
        <LoadError text="RSVPs could not be loaded." error={rsvps.error} onRetry={() => void rsvps.refetch()} />
      ) : items.length === 0 ? (
        <p className={catalog.muted}>{tab === 'going' ? 'Nobody has RSVPed yet.' : 'Nobody is waiting.'}</p>
      ) : (
        <ol className={catalog.list} aria-label={tab === 'going' ? 'Going' : 'Waiting list'}>
          {items.map((r) => (
            <li key={r.uid}>
              {r.name}
              {/* A company's RSVP (one per company) names the member of its team who took the seat. */}
              {r.memberName ? ` · RSVPed by ${r.memberName}` : null} <span className={catalog.muted}>{r.email}</span>
            </li>
          ))}
        </ol>
      )}
      {rsvps.hasNextPage ? (
        <Button variant="secondary" disabled={rsvps.isFetchingNextPage} onClick={() => void rsvps.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </Dialog>
  );
}
