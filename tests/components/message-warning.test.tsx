/**
 * A company's message the server flagged: the talent sees the warning under it and reports the company in one tap,
 * the reason naming the signals; a message without a warning shows none, and a company's own thread never asks
 * for warnings.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Thread } from '@/components/messaging/thread';
import { ROLE_ID_KEYS } from '@/services/account/role-ids';
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
const warnings = vi.hoisted(() => ({ subscribeMessageWarnings: vi.fn() }));
vi.mock('@/services/messaging/warnings', () => warnings);

vi.setConfig({ testTimeout: 60_000 });

const PAY = 'This company asks you to pay. Companies on the marketplace never ask for money.';
const conv: Conversation = {
  id: 'c1_t1',
  participants: ['c1', 't1'],
  people: { c1: { name: 'Quick Hire', role: 'company' }, t1: { name: 'Ada Okafor', role: 'talent' } },
  status: 'open',
  blockedBy: [],
  lastMessage: { text: 'Pay the fee', at: 2000, by: 'c1' },
  updatedAt: 2000,
  unread: { t1: 0, c1: 0 },
  seenAt: { t1: 3000 },
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  messages.subscribeConversation.mockImplementation(
    (_id: string, onData: (c: Conversation) => void) => (onData(conv), () => undefined),
  );
  messages.subscribeLatestMessages.mockImplementation(
    (_id: string, onData: (p: unknown) => void) => (
      onData({
        messages: [
          { id: 'm1', by: 'c1', text: 'Hello Ada', sentAt: 1000 },
          { id: 'm2', by: 'c1', text: 'Pay the registration fee of 50 USD', sentAt: 2000 },
        ],
        olderCursor: null,
      }),
      () => undefined
    ),
  );
  warnings.subscribeMessageWarnings.mockImplementation(
    (_c: string, _t: string, onData: (w: unknown) => void) => (
      onData({ m2: { warning: PAY, signals: ['asks for a payment or fee', 'crypto'] } }),
      () => undefined
    ),
  );
  messages.updateConversation.mockResolvedValue(undefined);
  messages.reportConversation.mockResolvedValue(undefined);
});

const renderThread = (uid: string, otherUid: string) =>
  renderWithProviders(
    <Thread uid={uid} conversationId="c1_t1" otherUid={otherUid} fallback={{ name: '' }} onBack={() => undefined} />,
  );

describe('a scam warning in a thread', () => {
  it('shows the talent the warning under the flagged message only, and reports the company in one tap', async () => {
    localStorage.setItem(ROLE_ID_KEYS.talent, 't1');
    const { user } = renderThread('t1', 'c1');
    expect(await screen.findByText(PAY)).toBeVisible();
    expect(screen.getAllByText(PAY)).toHaveLength(1);
    expect(warnings.subscribeMessageWarnings).toHaveBeenCalledWith(
      'c1_t1',
      't1',
      expect.any(Function),
      expect.any(Function),
    );
    await user.click(screen.getByRole('button', { name: 'Report this company' }));
    await waitFor(() =>
      expect(messages.reportConversation).toHaveBeenCalledWith(
        'c1_t1',
        'Possible scam (flagged by the marketplace): asks for a payment or fee; crypto',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('never asks for warnings in the company’s own view of the thread', async () => {
    renderThread('c1', 't1');
    expect(await screen.findByText('Pay the registration fee of 50 USD')).toBeVisible();
    expect(warnings.subscribeMessageWarnings).not.toHaveBeenCalled();
    expect(screen.queryByText(PAY)).toBeNull();
  });
});
