/**
 * "Add to calendar": an .ics file built by the `ics` library (loaded on click only, so no screen pays for it
 * up front), downloaded through a temporary link.
 */
import { downloadText } from '@/components/ui/download-text';
import type { CommunityEvent } from '@/services/schemas/event';

const utcParts = (ms: number): [number, number, number, number, number] => {
  const d = new Date(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

async function eventIcs(event: CommunityEvent, pageUrl: string, joinLink: string | null): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `${event.id}@talentbridge`,
    title: event.title,
    description: event.description || undefined,
    start: utcParts(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.mode === 'online' ? (joinLink ?? 'Online') : event.place,
    url: joinLink ?? pageUrl,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}

const icsFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  }.ics`;

/** The join link goes in only for those who may read it (going); anyone else's file points at the Events page. */
export async function downloadEventIcs(event: CommunityEvent, joinLink: string | null = null): Promise<void> {
  downloadText(
    await eventIcs(event, window.location.href, joinLink),
    icsFileName(event.title),
    'text/calendar;charset=utf-8',
  );
}
