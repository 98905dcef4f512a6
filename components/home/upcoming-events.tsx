import Link from 'next/link';
import { useRef } from 'react';
import { TALENT_ROUTES } from '@/constants/routes';
import { useNextEvents } from '@/hooks/use-events';
import { useNearViewport } from '@/components/home/use-near-viewport';
import { formatLocalTimeRange } from '@/services/format/dates';
import { HomeSection, QueryBody } from './home-section';
import styles from './home.module.css';

/**
 * The next three events for talents: one query of three documents, read once the section nears the screen (it sits
 * below the jobs); RSVPs happen on the Events page. Times are the viewer's own, said once under the list: the event's
 * own zone is on the Events page, and writing it here would load the browser's time-zone data (60 to 70 ms of this
 * machine's main thread, four times that on a phone) for three lines of the home.
 */
export function UpcomingEvents() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const events = useNextEvents('talent', near);
  return (
    <HomeSection
      id="upcoming-events"
      title="Upcoming events"
      action={{ href: TALENT_ROUTES.events, label: 'All events' }}
      sectionRef={section}
    >
      <QueryBody
        query={events}
        waiting={!near}
        loadingLabel="Loading upcoming events"
        errorText="Upcoming events could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={
          <p className={styles.sectionNote}>
            No upcoming events yet. New career fairs and workshops are announced on the Events page.
          </p>
        }
      >
        {(list) => (
          <>
            <ul className={styles.eventList}>
              {list.map((event) => (
                <li key={event.id}>
                  <Link href={TALENT_ROUTES.events} prefetch={false}>
                    {event.title}
                  </Link>
                  <span className={styles.sectionNote}>
                    {' '}
                    {formatLocalTimeRange(event.startsAt, event.endsAt)} ·{' '}
                    {event.status === 'cancelled' ? 'Cancelled' : event.mode === 'online' ? 'Online' : event.place}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.sectionNote}>
              Times are in your time zone; the Events page also gives each event&apos;s own.
            </p>
          </>
        )}
      </QueryBody>
    </HomeSection>
  );
}
