/**
 * The back office's trust queue: each open item with its kind, company, talent, text and signals; one step, after a
 * reason, suspends the company from the queue (and the server warns its talents).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TrustQueueScreen } from '@/components/backoffice/trust-queue-screen';
import type { TrustQueueItem } from '@/services/backoffice/trust-queue';
import { renderWithProviders } from './render';

const queue = vi.hoisted(() => ({ listTrustQueue: vi.fn() }));
vi.mock('@/services/backoffice/trust-queue', () => queue);
const actions = vi.hoisted(() => ({ trustSuspend: vi.fn() }));
vi.mock('@/services/backoffice/admin-actions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...actions,
}));

vi.setConfig({ testTimeout: 60_000 });

const item = (over: Partial<TrustQueueItem>): TrustQueueItem => ({
  id: 'msg_c1_t1_m1',
  kind: 'message',
  companyId: 'c1',
  companyName: 'Quick Hire Ltd',
  talentId: 't1',
  talentName: 'Ada Okafor',
  conversationId: 'c1_t1',
  signals: ['asks for a payment or fee', 'moves the conversation off the platform'],
  excerpt: 'Pay the registration fee and add me on WhatsApp',
  status: 'open',
  createdAt: Date.UTC(2026, 11, 1),
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  queue.listTrustQueue.mockResolvedValue({
    items: [
      item({}),
      item({ id: 'rep_r1', kind: 'report', signals: [], excerpt: 'They asked me for money on Telegram' }),
    ],
    nextCursor: null,
  });
  actions.trustSuspend.mockResolvedValue({ closed: 1, warned: 2, more: false });
});

describe('the trust queue', () => {
  it('lists flagged messages and scam reports with their signals', async () => {
    renderWithProviders(<TrustQueueScreen />);
    const flagged = await screen.findByRole('listitem', { name: 'Flagged message: Quick Hire Ltd' });
    expect(flagged).toHaveTextContent('Message: Pay the registration fee and add me on WhatsApp');
    const signals = within(flagged).getByRole('list', { name: 'Signals found' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['asks for a payment or fee', 'moves the conversation off the platform']);
    const report = screen.getByRole('listitem', { name: 'Scam report: Quick Hire Ltd' });
    expect(report).toHaveTextContent('Reason: They asked me for money on Telegram');
    expect(report).toHaveTextContent('The checker found no signal in this conversation.');
  });

  it('suspends the company in one step once a reason is given', async () => {
    const { user } = renderWithProviders(<TrustQueueScreen />);
    const flagged = await screen.findByRole('listitem', { name: 'Flagged message: Quick Hire Ltd' });
    await user.click(within(flagged).getByRole('button', { name: 'Suspend Quick Hire Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Quick Hire Ltd?' });
    await user.type(within(dialog).getByLabelText('Reason for the suspension'), 'Asks talents for fees');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend and warn talents' }));
    await waitFor(() => expect(actions.trustSuspend).toHaveBeenCalledWith('c1', 'Asks talents for fees'));
    expect(await screen.findByText('Quick Hire Ltd suspended; 2 talents it wrote to were warned.')).toBeVisible();
  });
});
