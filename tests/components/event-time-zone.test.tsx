import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpcomingEvents } from '@/components/home/upcoming-events';
import { TalentEventsScreen } from '@/components/events/member-events-screen';
import { UNKNOWN_ZONE_NOTE } from '@/components/events/event-time';
import { eventFromSnapshot } from '@/services/converters/event-converter';
import { formatLocalTimeRange } from '@/services/format/dates';
import type { CommunityEvent } from '@/services/schemas/event';
import { talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const events = vi.hoisted(() => ({
  listMemberEvents: vi.fn(),
  listAdminEvents: vi.fn(),
  listNextEvents: vi.fn(),
  requestEventReminders: vi.fn(),
}));
const rsvps = vi.hoisted(() => ({ getMyRsvp: vi.fn(), rsvpToEvent: vi.fn(), cancelRsvp: vi.fn(), listRsvps: vi.fn() }));
vi.mock('@/services/events/events', () => events);
vi.mock('@/services/events/rsvps', () => rsvps);

vi.setConfig({ testTimeout: 60_000 });

const startsAt = Date.UTC(2099, 0, 1, 10, 0);
/** An event as stored before zones were checked, read through the real converter. */
const storedWithBadZone: CommunityEvent = eventFromSnapshot({
  id: 'e1',
  path: 'events/e1',
  exists: true,
  data: {
    title: 'Career fair',
    description: 'Meet companies.',
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + 7_200_000),
    timeZone: 'Mars/Olympus_Mons',
    mode: 'online',
    link: 'https://meet.example.test/x',
    audience: 'talents',
    capacity: 10,
    status: 'published',
    goingCount: 0,
    waitingCount: 0,
    forTalents: true,
    forCompanies: false,
  },
});
/** The same event handed over as it is (not through the converter): the screen still must not throw. */
const rawWithBadZone: CommunityEvent = {
  ...storedWithBadZone,
  id: 'e2',
  title: 'Portfolio review',
  timeZone: 'Mars/Olympus_Mons',
  timeZoneUnknown: undefined,
};

beforeEach(() => {
  events.requestEventReminders.mockReset().mockResolvedValue({ events: 0, reminded: 0 });
  events.listMemberEvents
    .mockReset()
    .mockResolvedValue({ items: [storedWithBadZone, rawWithBadZone], nextCursor: null });
  events.listNextEvents.mockReset().mockResolvedValue([storedWithBadZone, rawWithBadZone]);
  rsvps.getMyRsvp.mockReset().mockResolvedValue(null);
});

describe('an event whose stored time zone is not a real zone', () => {
  it('reads as UTC with a flag', () => {
    expect(storedWithBadZone.timeZone).toBe('UTC');
    expect(storedWithBadZone.timeZoneUnknown).toBe(true);
  });

  it('renders on the Events page in UTC, with a note', async () => {
    renderWithProviders(<TalentEventsScreen />, { preloadedState: talentState });
    for (const title of ['Career fair', 'Portfolio review']) {
      const card = await screen.findByRole('article', { name: title });
      expect(card).toHaveTextContent('Thu, 1 Jan 2099, 10:00 – 12:00 UTC');
      expect(card).toHaveTextContent(UNKNOWN_ZONE_NOTE);
    }
  });

  it("renders on the talent home in the viewer's time, said once under the list", async () => {
    renderWithProviders(<UpcomingEvents />, { preloadedState: talentState });
    const item = (title: string) => screen.getByRole('link', { name: title }).closest('li');
    await screen.findByRole('link', { name: 'Career fair' });
    for (const title of ['Career fair', 'Portfolio review']) {
      // The suite runs in UTC (scripts/test-all.mjs does not set TZ; CI's machines are on UTC): the viewer's time.
      expect(item(title)).toHaveTextContent(formatLocalTimeRange(startsAt, startsAt + 7_200_000));
    }
    expect(screen.getByText(/Times are in your time zone/)).toBeVisible();
  });
});

describe("the talent home's events", () => {
  it("are read and written without the browser's Intl date formatting (its first use loads the zone data: a long task on a phone)", async () => {
    const lagos: CommunityEvent = {
      ...storedWithBadZone,
      id: 'e3',
      title: 'Lagos meetup',
      timeZone: 'Africa/Lagos',
      timeZoneUnknown: undefined,
    };
    const read = eventFromSnapshot({
      id: 'e4',
      path: 'events/e4',
      exists: true,
      data: {
        ...lagos,
        title: 'Lagos meetup, read',
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + 7_200_000),
      },
    });
    events.listNextEvents.mockResolvedValue([lagos, read]);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      renderWithProviders(<UpcomingEvents />, { preloadedState: talentState });
      await screen.findByRole('link', { name: 'Lagos meetup, read' });
      expect(read).toMatchObject({ timeZone: 'Africa/Lagos' });
      expect(read.timeZoneUnknown).toBeUndefined();
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
