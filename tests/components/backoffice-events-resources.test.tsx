import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminEventsScreen } from '@/components/events/admin-events-screen';
import { AdminResourcesScreen } from '@/components/resources/admin-resources-screen';
import type { CommunityEvent } from '@/services/schemas/event';
import type { Resource } from '@/services/schemas/resource';
import { renderWithProviders } from './render';

const resources = vi.hoisted(() => ({
  listResources: vi.fn(),
  listResourcesForSkill: vi.fn(),
  createResource: vi.fn(),
  updateResource: vi.fn(),
  deleteResource: vi.fn(),
  moveResource: vi.fn(),
  RESOURCE_PAGE_SIZE: 20,
}));
const events = vi.hoisted(() => ({
  listAdminEvents: vi.fn(),
  listMemberEvents: vi.fn(),
  listNextEvents: vi.fn(),
  createEvent: vi.fn(),
  updateEvent: vi.fn(),
  publishEvent: vi.fn(),
  cancelEvent: vi.fn(),
}));
vi.mock('@/services/resources/resources', () => resources);
vi.mock('@/services/events/events', () => events);

vi.setConfig({ testTimeout: 60_000 });

const admin = { admins: { user: { id: 'a1', name: 'Root', email: 'root@b.test' }, isAuthenticated: true } } as never;
const resource = (id: string, title: string): Resource => ({
  id,
  title,
  url: 'https://react.dev/learn',
  type: 'course',
  skills: ['React'],
  skillKeys: ['react'],
  categories: [],
  description: '',
  free: true,
  order: 1,
  createdAt: 1,
  updatedAt: 1,
});
const soon = Date.now() + 86_400_000;
const event: CommunityEvent = {
  id: 'e1',
  title: 'Career fair',
  description: '',
  startsAt: soon,
  endsAt: soon + 3_600_000,
  timeZone: 'UTC',
  mode: 'online',
  audience: 'talents',
  capacity: 10,
  status: 'published',
  goingCount: 3,
  waitingCount: 0,
  createdAt: 1,
  updatedAt: 1,
};

beforeEach(() => {
  resources.listResources
    .mockReset()
    .mockResolvedValue({ items: [resource('r1', 'Learn React'), resource('r2', 'Learn CSS')], nextCursor: null });
  resources.deleteResource.mockReset().mockResolvedValue(undefined);
  resources.moveResource.mockReset().mockResolvedValue(true);
  resources.createResource.mockReset();
  events.listAdminEvents.mockReset().mockResolvedValue({ items: [event], nextCursor: null });
  events.cancelEvent.mockReset().mockResolvedValue({ ...event, status: 'cancelled' });
});

describe('AdminResourcesScreen', () => {
  it('moves a resource and removes one only after confirmation', async () => {
    const { user } = renderWithProviders(<AdminResourcesScreen />, { preloadedState: admin });
    await screen.findByRole('link', { name: 'Learn CSS' });
    expect(screen.getByRole('button', { name: 'Move up: Learn React' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: Learn CSS' }));
    await waitFor(() => expect(resources.moveResource).toHaveBeenCalledWith('r2', 'up'));

    await user.click(screen.getByRole('button', { name: 'Remove: Learn React' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this resource?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(resources.deleteResource).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove: Learn React' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this resource?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(resources.deleteResource).toHaveBeenCalledWith('r1'));
  });

  it('names the field a bad link fails on and writes nothing', async () => {
    const { user } = renderWithProviders(<AdminResourcesScreen />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Add resource' }));
    const dialog = screen.getByRole('dialog', { name: 'Add resource' });
    await user.type(within(dialog).getByLabelText('Title'), 'Bad');
    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(dialog).getAllByRole('button', { name: 'Add resource' })[0]);
    await waitFor(() => expect(within(dialog).getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true'));
    expect(resources.createResource).not.toHaveBeenCalled();
  });
});

describe('AdminEventsScreen', () => {
  it('cancels a published event only after confirming', async () => {
    const { user } = renderWithProviders(<AdminEventsScreen />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Cancel event: Career fair' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this event?' });
    expect(dialog).toHaveTextContent('the 3 people who RSVPed see a banner');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(events.cancelEvent).toHaveBeenCalledWith('e1'));
  });

  it('shows the empty state of a tab', async () => {
    events.listAdminEvents.mockResolvedValue({ items: [], nextCursor: null });
    const { user } = renderWithProviders(<AdminEventsScreen />, { preloadedState: admin });
    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(await screen.findByText('No drafts.')).toBeInTheDocument();
    expect(events.listAdminEvents).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'drafts' }));
  });
});
