/** A thread's own actions: sending (one click, one message, kept until stored; a refusal with Retry), reporting with a reason in words, and the live feeds ending with the thread. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Thread } from '@/components/messaging/thread';
import { ROLE_ID_KEYS } from '@/services/account/role-ids';
import { BackendError } from '@/services/backend/types';
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
  localStorage.clear();
  // The signed-in talent, whose device keeps the messages not sent yet.
  localStorage.setItem(ROLE_ID_KEYS.talent, 't1');
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
  it('sends one message per click: the box empties at once and the message says "Sending…" until it is stored', async () => {
    let release: (value: { conversationId: string; messageId: string }) => void = () => undefined;
    messages.sendMessage.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { user } = renderThread();
    const box = await screen.findByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Thanks, talk soon');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(box).toHaveValue(''));
    const waiting = screen.getByRole('list', { name: 'Messages not sent yet' });
    expect(waiting).toHaveTextContent('Thanks, talk soon');
    expect(within(waiting).getByText('Sending…')).toBeVisible();
    release({ conversationId: 'c1_t1', messageId: 'm2' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Messages not sent yet' })).toBeNull());
    expect(messages.sendMessage).toHaveBeenCalledTimes(1);
    expect(messages.sendMessage).toHaveBeenCalledWith({
      to: 'c1',
      text: 'Thanks, talk soon',
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('shows why the server refused a message, and Retry sends it again with the same key', async () => {
    messages.sendMessage.mockRejectedValueOnce(
      new BackendError('failed-precondition', 'Wait until Acme Labs accepts your message request.'),
    );
    messages.sendMessage.mockResolvedValueOnce({ conversationId: 'c1_t1', messageId: 'm3' });
    const { user } = renderThread();
    await user.type(await screen.findByLabelText('Message'), 'Still interested');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: Wait until Acme Labs accepts your message request.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Messages not sent yet' })).toBeNull());
    expect(messages.sendMessage).toHaveBeenCalledTimes(2);
    const [first, second] = messages.sendMessage.mock.calls.map(([input]) => (input as { key: string }).key);
    expect(second).toBe(first);
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
