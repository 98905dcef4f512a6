import { useCompanyAccount } from '@/hooks/use-company-account';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ScreenHeader } from '@/components/ui/screen-header';
import { toast } from '@/hooks/toast';
import { useCancelRsvp, useMemberEvents, useMyRsvp, useRsvp } from '@/hooks/use-events';
import type { EventTab } from '@/services/events/events';
import type { CommunityEvent } from '@/services/schemas/event';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { downloadEventIcs } from './calendar-file';
import { EventList, EventTabs } from './event-list';
import { EventJoinLink } from './event-join-link';
import { EventSummary } from './event-summary';
import { useSingleFlight } from '@/hooks/use-single-flight';
import catalog from '@/components/ui/catalog.module.css';
import { errorMessage } from '@/services/format/error-message';

type Role = 'talent' | 'company';
interface Person {
  uid: string;
  name: string;
  email: string;
}

const TABS = [
  { id: 'upcoming' as const, label: 'Upcoming' },
  { id: 'past' as const, label: 'Past' },
];
function usePerson(role: Role): Person | null {
  const talent = useAppSelector(selectTalent);
  const company = useAppSelector(selectCompany);
  // A company's email is in its private account record, not on its public profile.
  const companyAccount = useCompanyAccount(role === 'company' ? (company?.id ?? '') : '');
  if (role === 'talent') return talent ? { uid: talent.id, name: talent.name, email: talent.email } : null;
  return company && companyAccount.data
    ? { uid: company.id, name: company.name, email: companyAccount.data.email }
    : null;
}

/** One event with the viewer's RSVP: RSVP, join the waiting list, cancel (confirmed), add to calendar. */
function MemberEventCard({
  event,
  person,
  past,
  now,
}: {
  event: CommunityEvent;
  person: Person;
  past: boolean;
  now: number;
}) {
  const mine = useMyRsvp(event.id, person.uid);
  const rsvp = useRsvp();
  const cancel = useCancelRsvp();
  const [confirming, setConfirming] = useState(false);
  const [joinLink, setJoinLink] = useState<string | null>(null);
  const flight = useSingleFlight();
  const status = mine.data?.status ?? null;
  const open = event.status === 'published' && !past && event.startsAt > now;
  const full = event.goingCount >= event.capacity;

  const join = () =>
    flight.run(() =>
      rsvp.mutateAsync(
        { eventId: event.id, person, joinWaitingList: full },
        {
          onSuccess: (s) =>
            toast.success(s === 'going' ? 'You’re going. See you there!' : 'You’re on the waiting list.'),
          onError: (e) => toast.error(errorMessage(e)),
        },
      ),
    );
  const addToCalendar = () =>
    void downloadEventIcs(event, joinLink).catch((e: unknown) => toast.error(errorMessage(e)));

  return (
    <EventSummary
      event={event}
      actions={
        open ? (
          <>
            {status === null ? (
              <Button
                size="small"
                needsServer
                disabled={mine.isPending}
                busy={rsvp.isPending || flight.busy}
                aria-label={`${full ? 'Join waiting list' : 'RSVP'}: ${event.title}`}
                onClick={join}
              >
                {full ? 'Join waiting list' : 'RSVP'}
              </Button>
            ) : (
              <Button
                size="small"
                variant="secondary"
                aria-label={`${status === 'going' ? 'Cancel RSVP' : 'Leave waiting list'}: ${event.title}`}
                onClick={() => setConfirming(true)}
              >
                {status === 'going' ? 'Cancel RSVP' : 'Leave waiting list'}
              </Button>
            )}
            <Button size="small" variant="ghost" aria-label={`Add to calendar: ${event.title}`} onClick={addToCalendar}>
              Add to calendar
            </Button>
          </>
        ) : null
      }
    >
      {status && event.status === 'cancelled' ? (
        <Alert tone="warning">
          This event was cancelled by the organisers. Your RSVP no longer holds; sorry for the change of plans.
        </Alert>
      ) : status === 'going' && !past ? (
        <>
          <p role="status">You’re going.</p>
          {event.mode === 'online' && event.status === 'published' ? (
            <EventJoinLink event={event} onLink={setJoinLink} />
          ) : null}
        </>
      ) : status === 'waiting' && !past ? (
        <p role="status">You’re on the waiting list. You move in automatically when a seat frees up.</p>
      ) : null}
      {/* The seat is the company's, for its whole team: say which member took it. */}
      {status && event.status !== 'cancelled' && mine.data?.memberName ? (
        <p className={catalog.muted}>RSVPed by {mine.data.memberName}.</p>
      ) : null}
      {confirming ? (
        <Dialog
          title={status === 'going' ? 'Cancel your RSVP?' : 'Leave the waiting list?'}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                needsServer
                busy={cancel.isPending || flight.busy}
                onClick={() =>
                  flight.run(() =>
                    cancel.mutateAsync(event.id, {
                      onSuccess: () => {
                        toast.success(status === 'going' ? 'RSVP cancelled.' : 'You left the waiting list.');
                        setConfirming(false);
                      },
                      onError: (e) => toast.error(errorMessage(e)),
                    }),
                  )
                }
              >
                {status === 'going' ? 'Cancel RSVP' : 'Leave'}
              </Button>
            </>
          }
        >
          <p>
            {status === 'going'
              ? 'Your seat goes to the first person on the waiting list.'
              : 'You lose your place in the queue.'}
          </p>
        </Dialog>
      ) : null}
    </EventSummary>
  );
}

/** Events meant for the viewer's role: upcoming (soonest first) and past, 20 a page. */
function MemberEventsScreen({ role }: { role: Role }) {
  const person = usePerson(role);
  const [tab, setTab] = useState<EventTab>('upcoming');
  // When the page opened: an event that starts later takes RSVPs (the rules check the real time again).
  const [now] = useState(() => Date.now());
  const events = useMemberEvents(role, tab);
  return (
    <>
      <ScreenHeader
        title="Events"
        lead={
          role === 'talent'
            ? 'Career fairs, workshops and company talks. RSVP to save your seat.'
            : 'Events for companies hiring on the marketplace.'
        }
      />
      <EventTabs tabs={TABS} value={tab} onChange={setTab} />
      <section aria-label={tab === 'upcoming' ? 'Upcoming events' : 'Past events'} aria-busy={events.isFetching}>
        <EventList
          query={events}
          empty={
            <p>
              {tab === 'upcoming'
                ? 'No upcoming events right now. New ones are announced here.'
                : 'No past events yet.'}
            </p>
          }
          render={(event) =>
            person ? (
              <MemberEventCard event={event} person={person} past={tab === 'past'} now={now} />
            ) : (
              <EventSummary event={event} />
            )
          }
        />
      </section>
    </>
  );
}

export const TalentEventsScreen = () => <MemberEventsScreen role="talent" />;
export const CompanyEventsScreen = () => <MemberEventsScreen role="company" />;
