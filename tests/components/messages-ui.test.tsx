import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/messaging/notification-bell';
import { Thread } from '@/components/messaging/thread';
import type { Conversation } from '@/services/messaging/messages';
import { renderWithProviders } from './render';

const notifications = vi.hoisted(() => ({ listNotifications: vi.fn(), markNotificationsRead: vi.fn() }));
const messages = vi.hoisted(() => ({
  subscribeConversation: vi.fn(),
  subscribeLatestMessages: vi.fn(),
  listOlderMessages: vi.fn(),
  updateConversation: vi.fn(),
  reportConversation: vi.fn(),
  sendMessage: vi.fn(),
  uploadAttachment: vi.fn(),
}));
vi.mock('@/services/messaging/notifications', () => notifications);
vi.mock('@/services/messaging/messages', () => messages);

vi.setConfig({ testTimeout: 60_000 });

const request: Conversation = {
  id: 'c1_t1',
  participants: ['c1', 't1'],
  people: { c1: { name: 'Acme Labs', role: 'company' }, t1: { name: 'Ada Okafor', role: 'talent' } },
  job: { id: 'j1', title: 'Frontend Intern' },
  status: 'request',
  requestedBy: 'c1',
  blockedBy: [],
  lastMessage: { text: 'Hello', at: 1000, by: 'c1' },
  updatedAt: 1000,
  unread: { t1: 1, c1: 0 },
  seenAt: {},
};

function serve(conv: Conversation) {
  messages.subscribeConversation.mockImplementation(
    (_id: string, onData: (c: Conversation) => void) => (onData(conv), () => undefined),
  );
  messages.subscribeLatestMessages.mockImplementation(
    (_id: string, onData: (p: unknown) => void) => (
      onData({
        messages: [{ id: 'm1', by: 'c1', text: 'Hello, see https://acme.test/role', sentAt: 1000 }],
        olderCursor: null,
      }),
      () => undefined
    ),
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  messages.updateConversation.mockResolvedValue(undefined);
  notifications.markNotificationsRead.mockResolvedValue(0);
});

describe('notification bell', () => {
  it('shows the unread count and, when opened, the latest notifications; marks all read', async () => {
    notifications.listNotifications.mockResolvedValue({
      items: [
        {
          id: 'n1',
          userId: 't1',
          kind: 'message',
          title: 'New message from Acme Labs',
          body: 'Hello',
          link: '/talent-dashboard/messages?c=c1_t1',
          read: false,
          createdAt: 1000,
        },
      ],
      nextCursor: null,
    });
    const { user } = renderWithProviders(<NotificationBell role="talent" uid="t1" unread={3} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = screen.getByRole('region', { name: 'Latest notifications' });
    expect(await within(panel).findByRole('link', { name: /New message from Acme Labs/ })).toHaveAttribute(
      'href',
      '/talent-dashboard/messages?c=c1_t1',
    );
    expect(notifications.listNotifications).toHaveBeenCalledWith('t1', undefined, 8);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(notifications.markNotificationsRead).toHaveBeenCalledWith('all');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/talent-dashboard/notifications',
    );
  });
});

describe('thread', () => {
  it('offers the talent Accept and Decline on a message request, marks it seen, and links the message text safely', async () => {
    serve(request);
    const { user } = renderWithProviders(
      <Thread uid="t1" conversationId="c1_t1" otherUid="c1" fallback={{ name: '' }} onBack={() => undefined} />,
    );
    expect(await screen.findByText(/Acme Labs would like to talk to you about Frontend Intern/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://acme.test/role' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(messages.updateConversation).toHaveBeenCalledWith('c1_t1', 'seen');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(messages.updateConversation).toHaveBeenCalledWith('c1_t1', 'accept');
    // Replying is possible too (it accepts the request).
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('tells the company it must wait, with no way to write a second message and no contact details', async () => {
    serve(request);
    renderWithProviders(
      <Thread uid="c1" conversationId="c1_t1" otherUid="t1" fallback={{ name: '' }} onBack={() => undefined} />,
    );
    expect(
      await screen.findByText(
        'Waiting for Ada Okafor to accept your message request. You can write again once they do.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByText(/Contact:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a block plainly to the blocked side and the contact details of an open conversation to the company', async () => {
    serve({ ...request, status: 'open', blockedBy: ['t1'], contact: { email: 'ada@b.test' } });
    renderWithProviders(
      <Thread uid="c1" conversationId="c1_t1" otherUid="t1" fallback={{ name: '' }} onBack={() => undefined} />,
    );
    expect(
      await screen.findByText('Ada Okafor blocked this conversation. No messages can be sent either way.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@b.test' })).toHaveAttribute('href', 'mailto:ada@b.test');
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
