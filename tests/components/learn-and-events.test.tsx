import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentEventsScreen } from '@/components/events/member-events-screen';
import { LearnScreen } from '@/components/resources/learn-screen';
import type { CommunityEvent } from '@/services/schemas/event';
import type { Resource } from '@/services/schemas/resource';
import { talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const resources = vi.hoisted(() => ({
  listResources: vi.fn(),
  listResourcesForSkill: vi.fn(),
  RESOURCE_PAGE_SIZE: 20,
}));
const events = vi.hoisted(() => ({ listMemberEvents: vi.fn(), listAdminEvents: vi.fn(), listNextEvents: vi.fn() }));
const rsvps = vi.hoisted(() => ({ getMyRsvp: vi.fn(), rsvpToEvent: vi.fn(), cancelRsvp: vi.fn(), listRsvps: vi.fn() }));
vi.mock('@/services/resources/resources', () => resources);
vi.mock('@/services/events/events', () => events);
vi.mock('@/services/events/rsvps', () => rsvps);

vi.setConfig({ testTimeout: 60_000 });

const resource: Resource = {
  id: 'r1',
  title: 'Learn React',
  url: 'https://react.dev/learn',
  type: 'course',
  skills: ['React'],
  skillKeys: ['react'],
  categories: ['Web Developer'],
  description: 'The official tutorial.',
  free: true,
  order: 1,
  createdAt: 1,
  updatedAt: 1,
};
const soon = Date.now() + 86_400_000;
const event = (extra: Partial<CommunityEvent> = {}): CommunityEvent => ({
  id: 'e1',
  title: 'Career fair',
  description: 'Meet companies.',
  startsAt: soon,
  endsAt: soon + 7_200_000,
  timeZone: 'Africa/Lagos',
  mode: 'online',
  audience: 'talents',
  capacity: 2,
  status: 'published',
  goingCount: 2,
  waitingCount: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resources.listResources.mockReset().mockResolvedValue({ items: [resource], nextCursor: null });
  events.listMemberEvents.mockReset().mockResolvedValue({ items: [event()], nextCursor: null });
  rsvps.getMyRsvp.mockReset().mockResolvedValue(null);
  rsvps.rsvpToEvent.mockReset().mockResolvedValue('waiting');
});

describe('LearnScreen', () => {
  it('asks for the talent’s own category first, then by skill; a saved resource survives a reload', async () => {
    const { user, unmount } = renderWithProviders(<LearnScreen />, { preloadedState: talentState });
    await screen.findByRole('link', { name: 'Learn React' });
    expect(resources.listResources).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { category: 'Web Developer' } }),
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Web Developer (your category)');

    await user.type(screen.getByRole('textbox', { name: 'Skill' }), 'React');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(resources.listResources).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: { skill: 'React', category: 'Web Developer' } }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Save for later: Learn React' }));
    const saved = screen.getByRole('region', { name: 'Saved for later' });
    expect(within(saved).getByRole('link', { name: 'Learn React' })).toHaveAttribute('href', 'https://react.dev/learn');
    unmount();

    renderWithProviders(<LearnScreen />, { preloadedState: talentState });
    expect(
      await within(screen.getByRole('region', { name: 'Saved for later' })).findByRole('link', { name: 'Learn React' }),
    ).toBeInTheDocument();
  });
});

describe('TalentEventsScreen', () => {
  it('offers the waiting list on a full event and shows the result', async () => {
    const { user } = renderWithProviders(<TalentEventsScreen />, { preloadedState: talentState });
    const card = await screen.findByRole('article', { name: 'Career fair' });
    expect(card).toHaveTextContent('2 going of 2');
    const join = within(card).getByRole('button', { name: 'Join waiting list: Career fair' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    await waitFor(() =>
      expect(rsvps.rsvpToEvent).toHaveBeenCalledWith('e1', expect.objectContaining({ uid: 't1' }), {
        joinWaitingList: true,
      }),
    );
  });

  it('shows a cancelled event’s banner to those who RSVPed, with no RSVP button', async () => {
    events.listMemberEvents.mockResolvedValue({ items: [event({ status: 'cancelled' })], nextCursor: null });
    rsvps.getMyRsvp.mockResolvedValue({ uid: 't1', name: 'Ada', email: 'ada@x.test', status: 'going', createdAt: 1 });
    renderWithProviders(<TalentEventsScreen />, { preloadedState: talentState });
    const card = await screen.findByRole('article', { name: 'Career fair' });
    expect(await within(card).findByText(/This event was cancelled/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /RSVP|waiting list/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the events cannot be loaded', async () => {
    events.listMemberEvents.mockRejectedValue(new Error('offline'));
    renderWithProviders(<TalentEventsScreen />, { preloadedState: talentState });
    expect(await screen.findByText(/Events could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
