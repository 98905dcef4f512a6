import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Logo } from '@/components/ui/logo';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/hooks/toast';
import type { RoleSession } from '@/hooks/use-role-session';
import { DashboardLayout } from '@/layouts/dashboard-layout';
import { renderWithProviders } from './render';

vi.mock('@/services/account/session', () => ({ logout: vi.fn(async () => undefined) }));
vi.setConfig({ testTimeout: 60_000 });

describe('Logo', () => {
  it('is named by the words it shows (no aria-label that could drift from them)', () => {
    render(<Logo href="/company" />);
    const link = screen.getByRole('link', { name: 'TalentBridge beta home' });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAttribute('href', '/company');
  });
});

describe('Tooltip', () => {
  // Radix measures the arrow with ResizeObserver, which jsdom lacks.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('describes its trigger, shows on hover and focus, and hides on Escape and when left', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Signed in as ada@b.test">
        <a href="/settings">Account</a>
      </Tooltip>,
    );
    const trigger = screen.getByRole('link', { name: 'Account' });
    expect(trigger).toHaveAccessibleDescription('Signed in as ada@b.test');
    // Before Radix loads, the native title is the tooltip.
    expect(trigger).toHaveAttribute('title', 'Signed in as ada@b.test');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    // Radix arrives on the first hover and opens at once, under the pointer that asked for it.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Signed in as ada@b.test');
    const radixTrigger = screen.getByRole('link', { name: 'Account' });
    expect(radixTrigger).not.toHaveAttribute('title');
    expect(radixTrigger).toHaveAccessibleDescription('Signed in as ada@b.test');
    // The plain trigger the pointer entered was replaced: the test's pointer moves onto the new one, then off it.
    await user.hover(radixTrigger);
    await user.unhover(radixTrigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab();
    expect(radixTrigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on keyboard focus and keeps the focus on the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Signed in as grace@b.test">
        <a href="/settings">Account</a>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Signed in as grace@b.test');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('the top bar', () => {
  it('names the avatar link with words that contain what it shows, and describes it with the signed-in email', () => {
    const session: RoleSession = { status: 'ready', authUser: null, retry: vi.fn() };
    renderWithProviders(
      <DashboardLayout role="talent" session={session} userName="Ada Okafor" userEmail="ada@b.test">
        <p>Home</p>
      </DashboardLayout>,
      { router: { pathname: '/talent-dashboard' } },
    );
    const avatar = screen.getByRole('link', { name: 'Account of Ada Okafor' });
    expect(avatar).toHaveAccessibleDescription('Signed in as ada@b.test');
    expect(avatar).toHaveTextContent('AO');
  });
});

describe('toasts', () => {
  it('raised before the toast library is loaded, still show, in order, once it is', async () => {
    renderWithProviders(<p>Screen</p>);
    act(() => {
      toast.success('Job posted.');
      toast.error('The upload failed.');
    });
    expect(await screen.findByText('Job posted.')).toBeInTheDocument();
    expect(await screen.findByText('The upload failed.')).toBeInTheDocument();
    act(() => toast.info('Saved again.'));
    expect(await screen.findByText('Saved again.')).toBeInTheDocument();
  });

  it('appear top-right but below the top bar, so they never cover the notification bell', async () => {
    renderWithProviders(<p>Screen</p>);
    act(() => toast.success('Profile saved.'));
    const container = (await screen.findByText('Profile saved.')).closest('.Toastify__toast-container') as HTMLElement;
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(container.style.top).toContain('var(--topbar-height)');
  });
});
