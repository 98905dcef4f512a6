import type { ReactNode } from 'react';
import type { CommunityEvent } from '@/services/schemas/event';
import { formatEventTime } from './event-time';
import catalog from '@/components/ui/catalog.module.css';
import styles from './events.module.css';

const STATUS_LABEL = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' } as const;

/** One event's card: cover, title, time in its own zone, where, seats; `children` below, `actions` beside. */
export function EventSummary({
  event,
  showStatus = false,
  children,
  actions,
}: {
  event: CommunityEvent;
  showStatus?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const seatsLeft = Math.max(0, event.capacity - event.goingCount);
  return (
    <article className={catalog.card} aria-labelledby={`event-${event.id}`}>
      {event.coverUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover from the file store
        <img src={event.coverUrl} alt="" className={styles.cover} width={240} height={135} loading="lazy" />
      ) : null}
      <div className={catalog.body}>
        <h3 id={`event-${event.id}`}>{event.title}</h3>
        <p className={catalog.muted}>{formatEventTime(event)}</p>
        <p className={catalog.muted}>
          {event.mode === 'online' ? 'Online' : event.place} · {event.goingCount} going of {event.capacity}
          {event.waitingCount > 0
            ? ` · ${event.waitingCount} waiting`
            : seatsLeft > 0 && event.status === 'published'
              ? ` · ${seatsLeft} seats left`
              : ''}
        </p>
        {showStatus || event.status === 'cancelled' ? (
          <span className={styles.badge}>{STATUS_LABEL[event.status]}</span>
        ) : null}
        {event.description ? <p>{event.description}</p> : null}
        {children}
      </div>
      {actions ? <div className={catalog.actions}>{actions}</div> : null}
    </article>
  );
}
