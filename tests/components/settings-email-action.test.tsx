import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthActionScreen } from '@/components/auth/auth-action-screen';
import { BackendError } from '@/services/backend/types';
import { ROLE_ID_KEYS } from '@/services/account/role-ids';
import { renderWithProviders } from './render';

const account = vi.hoisted(() => ({ applyEmailChange: vi.fn() }));
vi.mock('@/services/account/account', () => account);

vi.setConfig({ testTimeout: 60_000 });

const openLink = (mode: string) =>
  renderWithProviders(<AuthActionScreen />, { router: { query: { mode, oobCode: 'code-1' }, isReady: true } });

beforeEach(() => {
  account.applyEmailChange.mockReset();
  window.localStorage.clear();
});

describe('the email-change link (/auth/action?mode=verifyAndChangeEmail)', () => {
  it('applies the code once and sends a signed-in company back to its settings', async () => {
    window.localStorage.setItem(ROLE_ID_KEYS.company, 'c1');
    account.applyEmailChange.mockResolvedValue({ uid: 'c1', email: 'hr@new.test', emailVerified: true });
    openLink('verifyAndChangeEmail');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change your email');
    expect(
      await screen.findByText(/Your sign-in email has been changed. You now sign in with hr@new.test./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your settings' })).toHaveAttribute('href', '/company/settings');
    expect(account.applyEmailChange).toHaveBeenCalledTimes(1);
    expect(account.applyEmailChange).toHaveBeenCalledWith('code-1');
  });

  it('asks someone not signed in here to sign in with the new email', async () => {
    account.applyEmailChange.mockResolvedValue(null);
    openLink('verifyAndChangeEmail');
    expect(await screen.findByText(/Sign in with your new email./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company sign-in' })).toBeInTheDocument();
  });

  it('explains a used or expired link', async () => {
    account.applyEmailChange.mockRejectedValue(new BackendError('auth/invalid-action-code', 'used'));
    openLink('verifyAndChangeEmail');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or was already used. Request a new one.',
    );
  });

  it('handles the undo link mailed to the old address', async () => {
    account.applyEmailChange.mockResolvedValue(null);
    openLink('recoverEmail');
    expect(
      await screen.findByText(
        'Your sign-in email has been restored. If you did not ask for the change, reset your password now. Sign in again.',
      ),
    ).toBeInTheDocument();
  });
});
