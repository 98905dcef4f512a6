import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanySignUpForm } from '@/components/auth/company-sign-up-form';
import { TalentSignUpForm } from '@/components/auth/talent-sign-up-form';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({ signUpTalent: vi.fn(), signUpCompany: vi.fn() }));
vi.mock('@/services/account/session', () => session);

// jsdom plus user-event is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  session.signUpTalent.mockReset();
  session.signUpCompany.mockReset();
});

describe('TalentSignUpForm', () => {
  const fillTalent = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    await user.type(screen.getByLabelText('Full name'), 'Ada Okafor');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password');
    await user.selectOptions(screen.getByLabelText('Job-seeker category'), 'Web Developer');
  };

  it('has the four labelled fields, with every job-seeker category to choose from', () => {
    renderWithProviders(<TalentSignUpForm />);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const category = screen.getByLabelText('Job-seeker category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Product Designer (UI/UX)');
    expect(within(category).getAllByRole('option')).toHaveLength(17);
  });

  it('shows every problem before submitting', async () => {
    const { user } = renderWithProviders(<TalentSignUpForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create talent account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(screen.getByLabelText('Job-seeker category')).toHaveAccessibleDescription(
      'Choose the kind of work you are looking for.',
    );
    // Focus moves once the errors are on screen (after the schema's asynchronous check).
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(session.signUpTalent).not.toHaveBeenCalled();
  });

  it('shows "email already in use" under the email field and keeps every value', async () => {
    session.signUpTalent.mockRejectedValue(
      new BackendError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'),
    );
    const { user, router } = renderWithProviders(<TalentSignUpForm />);
    await fillTalent(user);
    await user.click(screen.getByRole('button', { name: 'Create talent account' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/already uses this email/));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Okafor');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long-password');
    expect(screen.getByLabelText('Job-seeker category')).toHaveValue('Web Developer');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    session.signUpTalent.mockRejectedValue(new BackendError('auth/email-already-in-use', 'in use'));
    const { user } = renderWithProviders(<TalentSignUpForm />);
    await fillTalent(user);
    await user.click(screen.getByRole('button', { name: 'Create talent account' }));
    await screen.findByText(/already uses this email/);
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(/already uses this email/)).not.toBeInTheDocument();
  });

  it('creates the account and lands on the talent dashboard', async () => {
    session.signUpTalent.mockResolvedValue({ verificationSent: true });
    const { user, router } = renderWithProviders(<TalentSignUpForm />);
    await fillTalent(user);
    await user.click(screen.getByRole('button', { name: 'Create talent account' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/talent-dashboard'));
    expect(session.signUpTalent).toHaveBeenCalledWith({
      name: 'Ada Okafor',
      email: 'ada@example.com',
      password: 'long-password',
      category: 'Web Developer',
    });
  });

  it('returns to the job it was sent from (a path in the talent area), never to another site', async () => {
    session.signUpTalent.mockResolvedValue({ verificationSent: true });
    for (const [next, landing] of [
      ['/talent-dashboard/jobs/job1', '/talent-dashboard/jobs/job1'],
      ['//evil.test/talent-dashboard', '/talent-dashboard'],
      ['https://evil.test/talent-dashboard/jobs', '/talent-dashboard'],
      ['/company/jobs', '/talent-dashboard'],
    ]) {
      const { user, router, unmount } = renderWithProviders(<TalentSignUpForm />, { router: { query: { next } } });
      await fillTalent(user);
      await user.click(screen.getByRole('button', { name: 'Create talent account' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith(landing));
      unmount();
    }
  });
});

describe('CompanySignUpForm', () => {
  const fillCompany = async (user: ReturnType<typeof renderWithProviders>['user'], password = 'long-password') => {
    await user.type(screen.getByLabelText('Company name'), 'Acme Ltd');
    await user.type(screen.getByLabelText('Email'), 'hr@acme.test');
    await user.type(screen.getByLabelText('Password'), password);
  };

  it('refuses a 7-character password in plain words, with focus on it, before anything is sent', async () => {
    const { user } = renderWithProviders(<CompanySignUpForm />);
    await fillCompany(user, 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByLabelText('Company name')).not.toHaveAttribute('aria-invalid');
    expect(session.signUpCompany).not.toHaveBeenCalled();
  });

  it('has the three labelled fields', () => {
    renderWithProviders(<CompanySignUpForm />);
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows a weak password under the password field and keeps the input', async () => {
    session.signUpCompany.mockRejectedValue(new BackendError('auth/weak-password', 'weak'));
    const { user } = renderWithProviders(<CompanySignUpForm />);
    await fillCompany(user, 'password');
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/too weak/));
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Ltd');
    expect(screen.getByLabelText('Password')).toHaveValue('password');
  });

  it('shows "too many attempts" above the button', async () => {
    session.signUpCompany.mockRejectedValue(new BackendError('auth/too-many-requests', 'slow down'));
    const { user } = renderWithProviders(<CompanySignUpForm />);
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('disables the button while the account is created, then lands on /company', async () => {
    let finish: (value: unknown) => void = () => undefined;
    session.signUpCompany.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, router } = renderWithProviders(<CompanySignUpForm />);
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    finish({ id: 'c1' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company'));
    expect(session.signUpCompany).toHaveBeenCalledWith({
      companyName: 'Acme Ltd',
      email: 'hr@acme.test',
      password: 'long-password',
    });
  });
});
