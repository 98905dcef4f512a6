import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({ signInAs: vi.fn() }));
vi.mock('@/services/account/session', () => session);
const secondFactor = vi.hoisted(() => ({ signInWithCode: vi.fn(), signInWithRecoveryCode: vi.fn() }));
vi.mock('@/services/account/second-factor', () => secondFactor);
const mailbox = vi.hoisted(() => ({ localMailboxAvailable: vi.fn() }));
vi.mock('@/services/backend/local/local-mailbox', () => mailbox);
const demo = vi.hoisted(() => ({ localDemoAvailable: vi.fn() }));
vi.mock('@/services/backend/local/local-demo', () => demo);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  session.signInAs
    .mockReset()
    .mockRejectedValue(new BackendError('auth/multi-factor-auth-required', 'Proof of a second factor is required.'));
  secondFactor.signInWithCode.mockReset().mockResolvedValue({});
  secondFactor.signInWithRecoveryCode.mockReset().mockResolvedValue({});
  mailbox.localMailboxAvailable.mockReset().mockReturnValue(new Promise(() => undefined));
  demo.localDemoAvailable.mockReset().mockResolvedValue(true);
});

async function passwordStep(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email'), 'owner@example.com');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText('Authentication code');
}

describe('signing in to an account with an authenticator app', () => {
  it('asks for the code after the right password, says when it is wrong, and goes on with the right one', async () => {
    secondFactor.signInWithCode.mockRejectedValueOnce(
      new BackendError('auth/invalid-verification-code', 'The verification code is invalid.'),
    );
    const { user, router } = renderWithProviders(<SignInForm role="company" />);
    const code = await passwordStep(user);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(secondFactor.signInWithCode).toHaveBeenCalledWith('company', '123 456');
    expect(router.push).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company'));
  });

  // The services and the trusted route take the code as typed (spaces, dashes, capitals) and normalise it.
  it('takes a recovery code with the email and password already given', async () => {
    const { user, router } = renderWithProviders(<SignInForm role="admin" />);
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(await screen.findByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Sign in with recovery code' }));
    await waitFor(() =>
      expect(secondFactor.signInWithRecoveryCode).toHaveBeenCalledWith('admin', {
        email: 'owner@example.com',
        password: 'right-password',
        code: 'ABCDE-FGHJK',
      }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/backoffice'));
  });

  it('refuses a code that is not six digits before asking anyone', async () => {
    const { user } = renderWithProviders(<SignInForm role="company" />);
    await user.type(await passwordStep(user), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    expect(secondFactor.signInWithCode).not.toHaveBeenCalled();
  });
});
