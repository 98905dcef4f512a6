/**
 * The sign-in form starts the backend (in Firebase mode: downloads and starts the SDK) as soon as someone starts on
 * the form, so the click on "Sign in" does not wait for it.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({ signInAs: vi.fn() }));
vi.mock('@/services/account/session', () => session);
const backend = vi.hoisted(() => ({ getBackend: vi.fn(), backendMode: () => 'local' }));
vi.mock('@/services/backend/backend', () => backend);
const mailbox = vi.hoisted(() => ({ localMailboxAvailable: vi.fn() }));
vi.mock('@/services/backend/local/local-mailbox', () => mailbox);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  backend.getBackend.mockReset().mockResolvedValue({});
  mailbox.localMailboxAvailable.mockReset().mockReturnValue(new Promise(() => undefined));
});

describe('SignInForm starts the backend early', () => {
  it('not on render, but as soon as a field gets focus, before anything is submitted', async () => {
    const { user } = renderWithProviders(<SignInForm role="talent" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.getBackend).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(backend.getBackend).toHaveBeenCalled());
    expect(session.signInAs).not.toHaveBeenCalled();
  });

  it('a failed start is left to the submit (no unhandled error, the form stays usable)', async () => {
    backend.getBackend.mockRejectedValue(new Error('offline'));
    const { user } = renderWithProviders(<SignInForm role="talent" />);
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(backend.getBackend).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
