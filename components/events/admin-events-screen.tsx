import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ScreenHeader } from '@/components/ui/screen-header';
import { toast } from '@/hooks/toast';
import { useAdminEvents, useCancelEvent, usePublishEvent, useSaveEvent } from '@/hooks/use-events';
import type { AdminEventTab } from '@/services/events/events';
import type { CommunityEvent } from '@/services/schemas/event';
import { EventFormDialog } from './event-form';
import { EventList, EventTabs } from './event-list';
import { EventSummary } from './event-summary';
import { RsvpsDialog } from './rsvps-dialog';
import { errorMessage } from '@/services/format/error-message';

const TABS = [
  { id: 'upcoming' as const, label: 'Upcoming' },
  { id: 'past' as const, label: 'Past' },
  { id: 'drafts' as const, label: 'Drafts' },
];
/** Back-office events: upcoming, past and drafts (20 a page); create, edit, publish, cancel; RSVPs and their CSV. */
export function AdminEventsScreen() {
  const [tab, setTab] = useState<AdminEventTab>('upcoming');
  const [editing, setEditing] = useState<CommunityEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<CommunityEvent | null>(null);
  const [showRsvps, setShowRsvps] = useState<CommunityEvent | null>(null);
  const events = useAdminEvents(tab);
  const save = useSaveEvent();
  const publish = usePublishEvent();
  const cancel = useCancelEvent();

  return (
    <>
      <ScreenHeader title="Events" lead="Career fairs, workshops and company talks for talents and companies." />
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <EventTabs tabs={TABS} value={tab} onChange={setTab} />
        <Button onClick={() => setEditing('new')}>New event</Button>
      </div>
      <section aria-label={`${TABS.find((t) => t.id === tab)!.label} events`} aria-busy={events.isFetching}>
        <EventList
          query={events}
          empty={
            <p>
              {tab === 'drafts'
                ? 'No drafts.'
                : tab === 'past'
                  ? 'No past events yet.'
                  : 'No upcoming events. Create one with “New event”.'}
            </p>
          }
          render={(event) => (
            <EventSummary
              event={event}
              showStatus
              actions={
                <>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`RSVPs: ${event.title}`}
                    onClick={() => setShowRsvps(event)}
                  >
                    RSVPs
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Edit: ${event.title}`}
                    onClick={() => setEditing(event)}
                  >
                    Edit
                  </Button>
                  {event.status === 'draft' ? (
                    <Button
                      size="small"
                      aria-label={`Publish: ${event.title}`}
                      disabled={publish.isPending}
                      onClick={() =>
                        publish.mutate(event.id, {
                          onSuccess: () => toast.success('Event published.'),
                          onError: (e) => toast.error(errorMessage(e)),
                        })
                      }
                    >
                      Publish
                    </Button>
                  ) : null}
                  {event.status === 'published' && tab !== 'past' ? (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Cancel event: ${event.title}`}
                      onClick={() => setCancelling(event)}
                    >
                      Cancel event
                    </Button>
                  ) : null}
                </>
              }
            />
          )}
        />
      </section>

      {editing ? (
        <EventFormDialog
          event={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={async (input, publishNow, id) => {
            await save.mutateAsync({ id, isNew: editing === 'new', input, publish: publishNow });
            toast.success(editing !== 'new' ? 'Event saved.' : publishNow ? 'Event published.' : 'Draft saved.');
            setEditing(null);
          }}
        />
      ) : null}
      {cancelling ? (
        <Dialog
          title="Cancel this event?"
          onClose={() => setCancelling(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setCancelling(null)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(cancelling.id, {
                    onSuccess: () => {
                      toast.success('Event cancelled.');
                      setCancelling(null);
                    },
                    onError: (e) => toast.error(errorMessage(e)),
                  })
                }
              >
                Cancel event
              </Button>
            </>
          }
        >
          <p>
            “{cancelling.title}” stays listed as cancelled, and the {cancelling.goingCount + cancelling.waitingCount}{' '}
            people who RSVPed see a banner on it. This cannot be undone.
          </p>
        </Dialog>
      ) : null}
      {showRsvps ? <RsvpsDialog event={showRsvps} onClose={() => setShowRsvps(null)} /> : null}
    </>
  );
}
