/** The back office's announcements: what their counts say (people: each talent, each member of a company's team). */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcements } from '@/components/messaging/announcements';
import type { Announcement } from '@/services/backoffice/messages';
import { renderWithProviders } from './render';

const backoffice = vi.hoisted(() => ({
  createAnnouncement: vi.fn(),
  sendAnnouncementBatch: vi.fn(),
  listAnnouncements: vi.fn(),
  listReports: vi.fn(),
  resolveReport: vi.fn(),
  findAccountByEmail: vi.fn(),
}));
vi.mock('@/services/backoffice/messages', () => backoffice);

vi.setConfig({ testTimeout: 60_000 });

const past = (extra: Partial<Announcement>): Announcement => ({
  id: 'a1',
  audience: 'companies',
  title: 'Hiring fair',
  body: 'Join us.',
  total: 5,
  recipients: 5,
  emailed: 3,
  status: 'sent',
  createdAt: null,
  ...extra,
});

beforeEach(() => {
  vi.clearAllMocks();
  backoffice.listAnnouncements.mockResolvedValue({
    items: [
      past({}),
      past({
        id: 'a2',
        title: 'Maintenance',
        audience: 'everyone',
        total: 7,
        recipients: 2,
        emailed: 1,
        status: 'sending',
      }),
      past({ id: 'a3', title: 'One', total: 1, recipients: 1, emailed: 0 }),
    ],
    nextCursor: null,
  });
});

describe('announcements', () => {
  it('counts people in the history, sent or interrupted', async () => {
    renderWithProviders(<Announcements />);
    const history = within((await screen.findByRole('heading', { name: 'Past announcements' })).closest('section')!);
    await waitFor(() => expect(history.getByText(/received by 5 people/)).toBeInTheDocument());
    expect(history.getByText(/interrupted after 2 of 7 people/)).toBeInTheDocument();
    expect(history.getByText(/received by 1 person/)).toBeInTheDocument();
  });

  it('says before sending to companies that every member of a team is reached, then shows the delivery in people', async () => {
    backoffice.createAnnouncement.mockResolvedValue({ id: 'a9', total: 4, recipients: 0, done: false });
    backoffice.sendAnnouncementBatch.mockResolvedValue({ id: 'a9', total: 4, recipients: 4, done: true });
    const { user } = renderWithProviders(<Announcements />);
    await user.selectOptions(screen.getByLabelText('Send to'), 'companies');
    await user.type(screen.getByLabelText('Title'), 'Team news');
    await user.type(screen.getByLabelText('Message'), 'Hello all.');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('every member of a company’s team, as their own settings say');
    await user.click(within(dialog).getByRole('button', { name: /^Send to/ }));
    await waitFor(() => expect(backoffice.sendAnnouncementBatch).toHaveBeenCalledWith('a9'));
    expect(await screen.findByText('Delivered to 4 of 4 people')).toBeInTheDocument();
  });
});
