import { useEffect, useState } from 'react';
import { JOIN_LINK_OPENS_BEFORE_MS } from '@/constants/settings';
import { useEventJoinLink } from '@/hooks/use-events';
import type { CommunityEvent } from '@/services/schemas/event';

const MINUTES = JOIN_LINK_OPENS_BEFORE_MS / 60_000;
/** setTimeout's longest wait; a page left open longer re-checks then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Re-renders at `at` (once), so a screen left open shows what becomes due then. */
function useNowUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= at) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

/**
 * The join link of an online event, for someone going: from JOIN_LINK_OPENS_BEFORE_MS before the start until the
 * end; before that, when it will appear. Only those going may read it (the rules), so nobody else's screen asks.
 */
export function EventJoinLink({ event, onLink }: { event: CommunityEvent; onLink?: (link: string | null) => void }) {
  const opensAt = event.startsAt - JOIN_LINK_OPENS_BEFORE_MS;
  const now = useNowUntil(opensAt);
  const open = now >= opensAt && now < event.endsAt;
  const link = useEventJoinLink(event.id, open);
  useEffect(() => onLink?.(link.data ?? null), [link.data, onLink]);
  if (now >= event.endsAt) return null;
  if (!open) return <p>The link to join appears here {MINUTES} minutes before the start.</p>;
  if (link.isPending) return <p role="status">Loading the link to join…</p>;
  if (link.isError) return <p role="alert">The link to join could not be loaded. Reload the page to try again.</p>;
  return link.data ? (
    <p>
      <a href={link.data} target="_blank" rel="noopener noreferrer">
        Join the event: {event.title}
      </a>
    </p>
  ) : (
    <p>The organisers have not shared a link to join yet.</p>
  );
}
