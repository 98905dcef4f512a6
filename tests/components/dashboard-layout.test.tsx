import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RoleSession } from '@/hooks/use-role-session';
import { DashboardLayout } from '@/layouts/dashboard-layout';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

vi.mock('@/services/account/session', () => ({ logout: vi.fn(async () => undefined) }));
vi.setConfig({ testTimeout: 60_000 });

const session = (status: RoleSession['status'], retry = vi.fn()): RoleSession => ({ status, authUser: null, retry });

describe('DashboardLayout', () => {
  it('shows five grey placeholder cards, not the page, while the profile loads', () => {
    renderWithProviders(
      <DashboardLayout role="talent" session={session('checking')}>
        <p>Secret page</p>
      </DashboardLayout>,
      { router: { pathname: '/talent-dashboard' } },
    );
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it("keeps the page's top (drawn by the layout) on screen while the profile loads and after, as the same element", async () => {
    const Top = () => <h1>Find jobs</h1>;
    function Loading() {
      const [status, setStatus] = useState<RoleSession['status']>('checking');
      return (
        <>
          <button type="button" onClick={() => setStatus('ready')}>
            Profile loaded
          </button>
          <DashboardLayout role="talent" session={session(status)} Top={Top}>
            <p>Job results</p>
          </DashboardLayout>
        </>
      );
    }
    const { user } = renderWithProviders(<Loading />, { router: { pathname: '/talent-dashboard/jobs' } });
    const heading = screen.getByRole('heading', { level: 1, name: 'Find jobs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    await user.click(screen.getByRole('button', { name: 'Profile loaded' }));
    expect(screen.getByText('Job results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find jobs' })).toBe(heading);
  });

  it("renders the page once ready, with the area's menu, Settings and Logout in the sidebar, and in the drawer once opened", async () => {
    const { user } = renderWithProviders(
      <DashboardLayout role="company" session={session('ready')} userName="Acme Ltd">
        <p>Company home</p>
      </DashboardLayout>,
      { router: { pathname: '/company/jobs/[jobId]' } },
    );
    expect(screen.getByText('Company home')).toBeInTheDocument();
    // The drawer holds no second copy of the menu until it is opened (the sidebar's is the only one at first).
    expect(screen.getAllByRole('navigation', { name: 'Company menu', hidden: true })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menus = screen.getAllByRole('navigation', { name: 'Company menu', hidden: true });
    expect(menus).toHaveLength(2);
    for (const menu of menus) {
      const links = within(menu).getAllByRole('link', { hidden: true });
      expect(links.map((link) => link.textContent)).toEqual([
        'Home',
        'Profile',
        'Assessments',
        'Messages',
        'Applied',
        'Jobs',
        'Events',
      ]);
      expect(within(menu).getByRole('link', { name: 'Jobs', hidden: true })).toHaveAttribute('aria-current', 'page');
    }
    const settings = screen.getAllByRole('link', { name: 'Settings', hidden: true });
    expect(settings.map((link) => link.getAttribute('href'))).toEqual(['/company/settings', '/company/settings']);
    expect(screen.getAllByRole('button', { name: 'Logout', hidden: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Close menu', hidden: true })).toBeInTheDocument();
  });

  it('has a menu button that says whether the drawer is open', async () => {
    const { user } = renderWithProviders(
      <DashboardLayout role="admin" session={session('ready')} userName="Admin">
        <p>Dashboard</p>
      </DashboardLayout>,
      { router: { pathname: '/backoffice' } },
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'admin-drawer');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it("says a suspended account is suspended, with the backend's reason, instead of a connection problem", () => {
    const suspended: RoleSession = {
      ...session('suspended'),
      suspension: new BackendError('auth/user-disabled', 'This account is suspended. Reason: Spam.'),
    };
    renderWithProviders(
      <DashboardLayout role="company" session={suspended}>
        <p>Secret page</p>
      </DashboardLayout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This account is suspended. Reason: Spam.');
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/company/auth/login');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('says so in plain words when the backend gave no reason (Firebase)', () => {
    renderWithProviders(
      <DashboardLayout
        role="talent"
        session={{
          ...session('suspended'),
          suspension: new BackendError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).'),
        }}
      >
        <p>Secret page</p>
      </DashboardLayout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This account is suspended. We emailed you the reason');
  });

  it('offers a retry when the profile could not be loaded', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <DashboardLayout role="talent" session={session('error', retry)}>
        <p>Secret page</p>
      </DashboardLayout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });
});
