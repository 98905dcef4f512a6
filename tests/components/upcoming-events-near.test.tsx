import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpcomingEvents } from '@/components/home/upcoming-events';
import type { CommunityEvent } from '@/services/schemas/event';
import { renderWithProviders } from './render';

const events = vi.hoisted(() => ({ listNextEvents: vi.fn() }));
vi.mock('@/services/events/events', () => events);

vi.setConfig({ testTimeout: 60_000 });

const startsAt = Date.UTC(2099, 0, 1, 10, 0);
const fair = {
  id: 'e1',
  title: 'Career fair',
  description: 'Meet companies.',
  startsAt,
  endsAt: startsAt + 7_200_000,
  timeZone: 'UTC',
  mode: 'online',
  audience: 'talents',
  capacity: 10,
  status: 'published',
  goingCount: 0,
  waitingCount: 0,
} as unknown as CommunityEvent;

/** A stand-in for the browser's IntersectionObserver that the test tells when the section nears the screen. */
let report: ((isIntersecting: boolean) => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    report = (isIntersecting) =>
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    report = null;
  }
}

beforeEach(() => {
  events.listNextEvents.mockReset().mockResolvedValue([fair]);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  report = null;
});

describe('the home page upcoming events', () => {
  it('reads and shows the events only once the section nears the screen', async () => {
    renderWithProviders(<UpcomingEvents />);
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    // Waiting is not loading: nothing tells a screen reader (or a check that the screen is ready) it is busy.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => report?.(false));
    expect(events.listNextEvents).not.toHaveBeenCalled();

    act(() => report?.(true));
    expect(await screen.findByRole('link', { name: 'Career fair' })).toHaveAttribute(
      'href',
      '/talent-dashboard/events',
    );
    expect(events.listNextEvents).toHaveBeenCalledTimes(1);
    expect(events.listNextEvents).toHaveBeenCalledWith('talent', 3);
  });
});
