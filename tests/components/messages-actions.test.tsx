/** A thread's own actions: sending (one click, one message), reporting with a reason in words, and the live feeds ending with the thread. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Thread } from '@/components/messaging/thread';
import type { Conversation } from '@/services/messaging/messages';
import { renderWithProviders } from './render';

const messages = vi.hoisted(() => ({
  subscribeConversation: vi.fn(),
  subscribeLatestMessages: vi.fn(),
  listOlderMessages: vi.fn(),
  updateConversation: vi.fn(),
  reportConversation: vi.fn(),
  sendMessage: vi.fn(),
  uploadAttachment: vi.fn(),
}));
vi.mock('@/services/messaging/messages', () => messages);

vi.setConfig({ testTimeout: 60_000 });

const open: Conversation = {
  id: 'c1_t1',
  participants: ['c1', 't1'],
  people: { c1: { name: 'Acme Labs', role: 'company' }, t1: { name: 'Ada Okafor', role: 'talent' } },
  status: 'open',
  blockedBy: [],
  lastMessage: { text: 'Hello', at: 1000, by: 'c1' },
  updatedAt: 1000,
  unread: { t1: 0, c1: 0 },
  seenAt: { t1: 2000 },
};

const stopConversation = vi.fn();
const stopMessages = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  messages.subscribeConversation.mockImplementation(
    (_id: string, onData: (c: Conversation) => void) => (onData(open), stopConversation),
  );
  messages.subscribeLatestMessages.mockImplementation(
    (_id: string, onData: (p: unknown) => void) => (
      onData({ messages: [{ id: 'm1', by: 'c1', text: 'Hello', sentAt: 1000 }], olderCursor: null }),
      stopMessages
    ),
  );
  messages.updateConversation.mockResolvedValue(undefined);
});

const renderThread = () =>
  renderWithProviders(
    <Thread uid="t1" conversationId="c1_t1" otherUid="c1" fallback={{ name: '' }} onBack={() => undefined} />,
  );

describe('a thread', () => {
  it('sends one message per click, then empties the box', async () => {
    let release: (value: { conversationId: string; messageId: string }) => void = () => undefined;
    messages.sendMessage.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { user } = renderThread();
    const box = await screen.findByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Thanks, talk soon');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    release({ conversationId: 'c1_t1', messageId: 'm2' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(messages.sendMessage).toHaveBeenCalledTimes(1);
    expect(messages.sendMessage).toHaveBeenCalledWith({ to: 'c1', text: 'Thanks, talk soon' });
  });

  it('asks for a report reason in words, lands on it, then sends it', async () => {
    messages.reportConversation.mockResolvedValue(undefined);
    const { user } = renderThread();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Acme Labs' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription('Say why you report this conversation.');
    expect(messages.reportConversation).not.toHaveBeenCalled();
    await user.type(reason, 'Asked for money');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(messages.reportConversation).toHaveBeenCalledWith('c1_t1', 'Asked for money'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Acme Labs' })).toBeNull());
  });

  it('stops both live feeds when it closes', async () => {
    const { unmount } = renderThread();
    await screen.findByLabelText('Message');
    expect(stopConversation).not.toHaveBeenCalled();
    unmount();
    expect(stopConversation).toHaveBeenCalledTimes(1);
    expect(stopMessages).toHaveBeenCalledTimes(1);
  });
});
