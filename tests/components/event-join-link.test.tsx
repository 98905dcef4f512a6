import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentEventsScreen } from '@/components/events/member-events-screen';
import { JOIN_LINK_OPENS_BEFORE_MS } from '@/constants/settings';
import type { CommunityEvent } from '@/services/schemas/event';
import { talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const events = vi.hoisted(() => ({ listMemberEvents: vi.fn(), listAdminEvents: vi.fn(), listNextEvents: vi.fn() }));
const rsvps = vi.hoisted(() => ({ getMyRsvp: vi.fn(), rsvpToEvent: vi.fn(), cancelRsvp: vi.fn(), listRsvps: vi.fn() }));
const joinLink = vi.hoisted(() => ({ getEventJoinLink: vi.fn() }));
vi.mock('@/services/events/events', () => events);
vi.mock('@/services/events/rsvps', () => rsvps);
vi.mock('@/services/events/join-link', () => joinLink);

vi.setConfig({ testTimeout: 60_000 });

const MINUTE = 60_000;
const event = (startsInMs: number, extra: Partial<CommunityEvent> = {}): CommunityEvent => ({
  id: 'e1',
  title: 'Career fair',
  description: '',
  startsAt: Date.now() + startsInMs,
  endsAt: Date.now() + startsInMs + 120 * MINUTE,
  timeZone: 'Africa/Lagos',
  mode: 'online',
  audience: 'talents',
  capacity: 5,
  status: 'published',
  goingCount: 1,
  waitingCount: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});
const rsvp = (status: 'going' | 'waiting') => ({ uid: 't1', name: 'Ada', email: 'ada@x.test', status, createdAt: 1 });
const showEvents = async (e: CommunityEvent) => {
  events.listMemberEvents.mockResolvedValue({ items: [e], nextCursor: null });
  renderWithProviders(<TalentEventsScreen />, { preloadedState: talentState });
  return screen.findByRole('article', { name: e.title });
};

beforeEach(() => {
  events.listMemberEvents.mockReset();
  rsvps.getMyRsvp.mockReset().mockResolvedValue(null);
  joinLink.getEventJoinLink.mockReset().mockResolvedValue('https://meet.example.test/fair');
});

describe('an online event\u2019s join link', () => {
  it('shows to someone going from 15 minutes before the start', async () => {
    expect(JOIN_LINK_OPENS_BEFORE_MS).toBe(15 * MINUTE);
    rsvps.getMyRsvp.mockResolvedValue(rsvp('going'));
    await showEvents(event(10 * MINUTE));
    expect(await screen.findByRole('link', { name: 'Join the event: Career fair' })).toHaveAttribute(
      'href',
      'https://meet.example.test/fair',
    );
    expect(joinLink.getEventJoinLink).toHaveBeenCalledWith('e1');
  });

  it('says when it will appear to someone going before then, without reading it', async () => {
    rsvps.getMyRsvp.mockResolvedValue(rsvp('going'));
    const card = await showEvents(event(60 * MINUTE));
    expect(await screen.findByText('The link to join appears here 15 minutes before the start.')).toBeInTheDocument();
    expect(card.querySelector('a[href^="https://meet"]')).toBeNull();
    expect(joinLink.getEventJoinLink).not.toHaveBeenCalled();
  });

  it('never shows to someone waiting or without an RSVP', async () => {
    rsvps.getMyRsvp.mockResolvedValue(rsvp('waiting'));
    await showEvents(event(5 * MINUTE));
    expect(await screen.findByText(/You’re on the waiting list/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join the event/ })).toBeNull();
    expect(joinLink.getEventJoinLink).not.toHaveBeenCalled();
  });
});

describe('event times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('show in the viewer\u2019s zone, with the event\u2019s own time beside when it differs', async () => {
    process.env.TZ = 'America/New_York';
    const startsAt = Date.UTC(2099, 4, 12, 17, 0);
    const card = await showEvents({ ...event(0), startsAt, endsAt: startsAt + 120 * MINUTE });
    expect(card).toHaveTextContent(
      'Tue, 12 May 2099, 13:00 – 15:00 GMT-4 (event time: Tue, 12 May 2099, 18:00 – 20:00 GMT+1)',
    );
  });
});
