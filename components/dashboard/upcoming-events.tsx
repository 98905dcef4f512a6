import Link from 'next/link';
import { useRef } from 'react';
import { formatEventTime } from '@/components/events/event-time';
import { TALENT_ROUTES } from '@/constants/routes';
import { useNextEvents } from '@/hooks/use-events';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { HomeSection, QueryBody } from './home-section';
import styles from './home.module.css';

/**
 * The next three events for talents: one query of three documents, read once the section nears the screen (it sits
 * below the jobs, and its times need the browser's time-zone data, a long first step on a phone); RSVPs happen on the
 * Events page.
 */
export function UpcomingEvents() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const events = useNextEvents('talent', near);
  return (
    <HomeSection id="upcoming-events" title="Upcoming events" action={{ href: TALENT_ROUTES.events, label: 'All events' }} sectionRef={section}>
      <QueryBody
        query={events}
        waiting={!near}
        loadingLabel="Loading upcoming events"
        errorText="Upcoming events could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.sectionNote}>No upcoming events yet. New career fairs and workshops are announced on the Events page.</p>}
      >
        {(list) => (
          <ul className={styles.eventList}>
            {list.map((event) => (
              <li key={event.id}>
                <Link href={TALENT_ROUTES.events} prefetch={false}>
                  {event.title}
                </Link>
                <span className={styles.sectionNote}>
                  {' '}
                  {formatEventTime(event)} · {event.status === 'cancelled' ? 'Cancelled' : event.mode === 'online' ? 'Online' : event.place}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </HomeSection>
  );
}
