import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({ signInAs: vi.fn() }));
vi.mock('@/services/account/session', () => session);
// The server's answer about its local mailbox never comes, except where a test gives one (local-mailbox.test.tsx
// covers the mailbox being off).
const mailbox = vi.hoisted(() => ({ localMailboxAvailable: vi.fn() }));
vi.mock('@/services/backend/local/local-mailbox', () => mailbox);
// Whether the server's data folder holds the demo accounts: yes unless a test says otherwise.
const demo = vi.hoisted(() => ({ localDemoAvailable: vi.fn() }));
vi.mock('@/services/backend/local/local-demo', () => demo);

// jsdom plus user-event is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  session.signInAs.mockReset();
  mailbox.localMailboxAvailable.mockReset().mockReturnValue(new Promise(() => undefined));
  demo.localDemoAvailable.mockReset().mockResolvedValue(true);
});

const fill = async (user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
};

describe('SignInForm', () => {
  it('has visible labels bound to the email and password inputs', () => {
    renderWithProviders(<SignInForm role="talent" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('validates before submitting and moves focus to the first problem', async () => {
    const { user } = renderWithProviders(<SignInForm role="talent" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Enter your email address.')).toBeInTheDocument());
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    // Focus moves once the errors are on screen (after the schema's asynchronous check).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(session.signInAs).not.toHaveBeenCalled();
  });

  it('shows a wrong password in plain words and keeps what was typed', async () => {
    session.signInAs.mockRejectedValue(
      new BackendError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).'),
    );
    const { user, router } = renderWithProviders(<SignInForm role="talent" />);
    await fill(user, 'ada@example.com', 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email and password do not match');
    expect(screen.queryByText(/auth\//)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('not-my-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each(['auth/user-not-found', 'auth/invalid-credential'])(
    'answers an unknown email (%s) exactly as a wrong password, without saying which was wrong',
    async (code) => {
      session.signInAs.mockRejectedValue(new BackendError(code, 'no match'));
      const { user } = renderWithProviders(<SignInForm role="company" />);
      await fill(user, 'nobody@example.com', 'whatever');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That email and password do not match. Check them and try again.',
      );
      const email = screen.getByLabelText('Email');
      expect(email).not.toHaveAccessibleDescription(/account/i);
      expect(email).toHaveValue('nobody@example.com');
    },
  );

  it('says so when the account is not of this role', async () => {
    session.signInAs.mockRejectedValue(
      new BackendError('session/wrong-role', 'This account is not a company account.'),
    );
    const { user } = renderWithProviders(<SignInForm role="company" />);
    await fill(user, 'ada@example.com', 'long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not a company account.');
  });

  it('explains network failures', async () => {
    session.signInAs.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<SignInForm role="admin" />);
    await fill(user, 'admin@demo.test', 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  });

  it('disables the button and says "Signing in..." while pending', async () => {
    let finish: () => void = () => undefined;
    session.signInAs.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, router } = renderWithProviders(<SignInForm role="company" />);
    await fill(user, 'hr@acme.test', 'long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company'));
    expect(session.signInAs).toHaveBeenCalledWith('company', 'hr@acme.test', 'long-password');
  });

  it('returns to the page the visitor was heading to, if it is in the area', async () => {
    session.signInAs.mockResolvedValue({});
    const { user, router } = renderWithProviders(<SignInForm role="talent" />, {
      router: { query: { next: '/talent-dashboard/jobs' } },
    });
    await fill(user, 'ada@example.com', 'long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/talent-dashboard/jobs'));
  });

  it('links to the forgot-password flow for its role', () => {
    renderWithProviders(<SignInForm role="company" />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?role=company',
    );
  });

  it('shows the demo account in local mode and fills it in', async () => {
    mailbox.localMailboxAvailable.mockResolvedValue(true);
    const { user } = renderWithProviders(<SignInForm role="admin" />);
    expect(await screen.findByText('admin@demo.test')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Local mailbox/ })).toHaveAttribute('href', '/dev/mailbox');
    await user.click(screen.getByRole('button', { name: 'Use demo account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password');
  });

  it('offers no demo account where the server has none (a production start)', async () => {
    demo.localDemoAvailable.mockResolvedValue(false);
    renderWithProviders(<SignInForm role="admin" />);
    await waitFor(() => expect(screen.queryByText('admin@demo.test')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Use demo account' })).not.toBeInTheDocument();
  });

  it('shows the demo account in its first render, before the server has answered', () => {
    demo.localDemoAvailable.mockReturnValue(new Promise<boolean>(() => {}));
    renderWithProviders(<SignInForm role="talent" />);
    expect(screen.getByText('talent@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use demo account' })).toBeInTheDocument();
  });

  it('suggests email domains as the user types', async () => {
    const { user } = renderWithProviders(<SignInForm role="talent" />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@pro');
    const list = document.getElementById(email.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['ada@proton.mail']);
  });
});
