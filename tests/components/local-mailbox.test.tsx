import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoAccount } from '@/components/auth/demo-account';
import { ForgotPasswordScreen } from '@/components/auth/forgot-password-screen';
import { MailboxScreen } from '@/components/dev/mailbox-screen';
import { VerificationBanner } from '@/layouts/verification-banner';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

// The server's answer about its mailbox: on under `next dev` and in tests, off (404) in a production start.
const mailbox = vi.hoisted(() => ({ localMailboxAvailable: vi.fn(), fetchLocalMailbox: vi.fn() }));
vi.mock('@/services/backend/local/local-mailbox', () => mailbox);
const demo = vi.hoisted(() => ({ localDemoAvailable: vi.fn(async () => true) }));
vi.mock('@/services/backend/local/local-demo', () => demo);
const session = vi.hoisted(() => ({
  sendPasswordReset: vi.fn(),
  resendVerification: vi.fn(),
  reloadAuthUser: vi.fn(),
}));
vi.mock('@/services/account/session', () => session);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  mailbox.localMailboxAvailable.mockReset();
  mailbox.fetchLocalMailbox.mockReset();
  session.sendPasswordReset.mockReset().mockResolvedValue(undefined);
});

const mailboxLink = () => screen.queryByRole('link', { name: /local mailbox/i });

describe('hints pointing at the local mailbox', () => {
  it('the demo account box links to the mailbox when the server serves it', async () => {
    mailbox.localMailboxAvailable.mockResolvedValue(true);
    renderWithProviders(<DemoAccount role="talent" onUse={() => undefined} />);
    expect(await screen.findByRole('link', { name: /Local mailbox/ })).toHaveAttribute('href', '/dev/mailbox');
  });

  it('the demo account box does not link to a mailbox that is off', async () => {
    mailbox.localMailboxAvailable.mockResolvedValue(false);
    renderWithProviders(<DemoAccount role="talent" onUse={() => undefined} />);
    await waitFor(() => expect(mailbox.localMailboxAvailable).toHaveBeenCalled());
    expect(await screen.findByText('talent@demo.test')).toBeInTheDocument();
    expect(mailboxLink()).not.toBeInTheDocument();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('the reset confirmation points at the mailbox only when it is served (%s)', async (served, links) => {
    mailbox.localMailboxAvailable.mockResolvedValue(served);
    const { user } = renderWithProviders(<ForgotPasswordScreen />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a link to choose a new password is on its way/)).toBeInTheDocument();
    await waitFor(() => expect(mailbox.localMailboxAvailable).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryAllByRole('link', { name: 'local mailbox' })).toHaveLength(links));
  });

  it('the verification banner names the mailbox only when it is served', async () => {
    mailbox.localMailboxAvailable.mockResolvedValue(false);
    const off = renderWithProviders(<VerificationBanner email="ada@example.com" />);
    await waitFor(() => expect(mailbox.localMailboxAvailable).toHaveBeenCalled());
    expect(mailboxLink()).not.toBeInTheDocument();
    off.unmount();
    mailbox.localMailboxAvailable.mockResolvedValue(true);
    renderWithProviders(<VerificationBanner email="ada@example.com" />);
    expect(await screen.findByRole('link', { name: 'local mailbox' })).toHaveAttribute('href', '/dev/mailbox');
  });
});

describe('/dev/mailbox', () => {
  it('says the mailbox is off when the server answers 404, and stops asking', async () => {
    mailbox.fetchLocalMailbox.mockRejectedValue(
      new BackendError('not-found', 'The local mailbox is off on this server.'),
    );
    renderWithProviders(<MailboxScreen />);
    expect(await screen.findByText(/The local mailbox is off on this server/)).toBeInTheDocument();
    expect(screen.getByText(/LOCAL_MAILBOX=on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(mailbox.fetchLocalMailbox).toHaveBeenCalledTimes(1);
  });

  it('lists the mails when it is on', async () => {
    mailbox.fetchLocalMailbox.mockResolvedValue([
      {
        id: 'm1',
        to: 'ada@example.com',
        subject: 'Reset your password',
        text: 'x',
        link: '/auth/action?mode=resetPassword&oobCode=c',
        sentAt: 1,
      },
    ]);
    renderWithProviders(<MailboxScreen />);
    expect(await screen.findByRole('link', { name: 'Open the password-reset link' })).toHaveAttribute(
      'href',
      '/auth/action?mode=resetPassword&oobCode=c',
    );
  });

  it("names a digest's link by where it leads, not as a verification, and shows its one-click unsubscribe headers", async () => {
    const headers = {
      'List-Unsubscribe': '<http://localhost:3000/api/job-alerts/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    mailbox.fetchLocalMailbox.mockResolvedValue([
      {
        id: 'm2',
        to: 'ada@example.com',
        subject: 'New jobs for "Analyst"',
        text: 'Jobs',
        link: '/talent-dashboard/jobs',
        sentAt: 1,
        headers,
      },
    ]);
    renderWithProviders(<MailboxScreen />);
    expect(await screen.findByRole('link', { name: 'Open /talent-dashboard/jobs' })).toHaveAttribute(
      'href',
      '/talent-dashboard/jobs',
    );
    expect(screen.queryByRole('link', { name: 'Open the verification link' })).not.toBeInTheDocument();
    expect(screen.getByText(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)).toHaveTextContent(
      'List-Unsubscribe: <http://localhost:3000/api/job-alerts/unsubscribe?token=t>',
    );
  });
});
