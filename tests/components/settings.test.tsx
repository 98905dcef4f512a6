import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSettingsScreen, CompanySettingsScreen, TalentSettingsScreen } from '@/components/account/settings-screen';
import { BackendError } from '@/services/backend/types';
import type { Company } from '@/services/companies/companies';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const account = vi.hoisted(() => ({
  changePassword: vi.fn(),
  requestEmailChange: vi.fn(),
  setAvailability: vi.fn(),
}));
vi.mock('@/services/account/account', () => account);
// The notification settings have their own tests (notification-settings.test.tsx).
vi.mock('@/services/account/notification-settings', () => ({
  getNotificationSettings: async () => ({}),
  saveNotificationSettings: vi.fn(),
}));
// The delete-account flow has its own tests; here it only has to be offered to the right roles.
vi.mock('@/components/account/delete-account-section', () => ({
  DeleteAccountSection: ({ role, recruiter }: { role: string; recruiter?: boolean }) => (
    <section aria-label="Delete account">
      delete {role}
      {recruiter ? ' as recruiter' : ''}
    </section>
  ),
}));
const membership = vi.hoisted(() => ({ getOwnMembership: vi.fn() }));
vi.mock('@/services/companies/member-company', () => membership);

vi.setConfig({ testTimeout: 60_000 });

const ada: Talent = {
  id: 'u1',
  email: 'ada@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [],
};
const acme: Company = { id: 'c1', name: 'Acme', timestamp: 1, new: false };

const talentState = (talent: Talent = ada) => ({ talents: { user: talent, isAuthenticated: true } });
const renderTalent = (talent?: Talent) =>
  renderWithProviders(<TalentSettingsScreen />, { preloadedState: talentState(talent) as never });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  for (const fn of Object.values(account)) fn.mockReset();
  membership.getOwnMembership
    .mockReset()
    .mockResolvedValue({ uid: 'c1', companyId: 'c1', name: 'Acme', email: 'owner@acme.test', role: 'owner' });
});

describe('account and password', () => {
  it('shows who is signed in', () => {
    renderTalent();
    const info = section('Account');
    expect(within(info).getByText('Ada Okafor')).toBeInTheDocument();
    expect(within(info).getByText('ada@b.test')).toBeInTheDocument();
  });

  it('checks the fields before asking the provider', async () => {
    const { user } = renderTalent();
    const form = section('Change password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Enter your current password.',
      ),
    );
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription('Choose a password.');

    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-passwort');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'The passwords do not match.',
      ),
    );
    expect(account.changePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password of 7 characters in plain words, with focus on it', async () => {
    const { user } = renderTalent();
    const form = section('Change password');
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'abcdefg');
    await user.type(within(form).getByLabelText('Confirm new password'), 'abcdefg');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText('New password')).toHaveFocus());
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(account.changePassword).not.toHaveBeenCalled();
  });

  it('says so under the field when the current password is wrong, keeping what was typed', async () => {
    account.changePassword.mockRejectedValue(new BackendError('auth/invalid-credential', 'INVALID_LOGIN_CREDENTIALS'));
    const { user } = renderTalent();
    const form = section('Change password');
    await user.type(within(form).getByLabelText('Current password'), 'not-it');
    await user.type(within(form).getByLabelText('New password'), 'new-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        'That is not your current password.',
      ),
    );
    expect(within(form).getByLabelText('New password')).toHaveValue('new-password');
  });

  it('changes the password, confirms with a toast and empties the form', async () => {
    account.changePassword.mockResolvedValue(undefined);
    const { user } = renderTalent();
    const form = section('Change password');
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(account.changePassword).toHaveBeenCalledWith('old-password', 'new-password');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});

describe('change email', () => {
  it('refuses the current address, and says where the link went on success', async () => {
    account.requestEmailChange.mockResolvedValue(undefined);
    const { user } = renderTalent();
    const form = section('Change email');
    await user.type(within(form).getByLabelText('New email'), 'ADA@b.test');
    await user.type(within(form).getByLabelText('Current password'), 'pw-123456');
    await user.click(within(form).getByRole('button', { name: 'Send verification link' }));
    // The schema runs asynchronously: the message comes a moment after the click (on a busy machine, later).
    await waitFor(() =>
      expect(within(form).getByLabelText('New email')).toHaveAccessibleDescription('This is already your email.'),
    );

    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), 'ada@new.test');
    await user.click(within(form).getByRole('button', { name: 'Send verification link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a link to ada@new.test. Your email changes when you open it; until then, keep signing in with ada@b.test.',
    );
    expect(account.requestEmailChange).toHaveBeenCalledWith('pw-123456', 'ada@new.test');
    // The account shows the current email until the link is opened.
    expect(within(section('Account')).getByText('ada@b.test')).toBeInTheDocument();
  });

  it('puts a taken address under the email field', async () => {
    account.requestEmailChange.mockRejectedValue(new BackendError('auth/email-already-in-use', 'taken'));
    const { user } = renderTalent();
    const form = section('Change email');
    await user.type(within(form).getByLabelText('New email'), 'taken@b.test');
    await user.type(within(form).getByLabelText('Current password'), 'pw-123456');
    await user.click(within(form).getByRole('button', { name: 'Send verification link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New email')).toHaveAccessibleDescription(
        'Another account already uses this email.',
      ),
    );
  });
});

describe('preferences', () => {
  it('saves the availability of a talent when toggled', async () => {
    account.setAvailability.mockResolvedValue(undefined);
    const { user } = renderTalent();
    const offers = screen.getByRole('switch', { name: 'Open to offers' });
    expect(offers).toBeChecked();
    await user.click(offers);
    await waitFor(() => expect(account.setAvailability).toHaveBeenCalledWith('u1', false));
    const availability = screen.getByRole('region', { name: 'Availability' });
    await waitFor(() => expect(within(availability).getByRole('status')).toHaveTextContent('Saved.'));
  });

  it('shows the stored values and says when a save failed', async () => {
    account.setAvailability.mockRejectedValue(new BackendError('unavailable', 'offline'));
    const { user } = renderTalent({ ...ada, availability: false });
    const offers = screen.getByRole('switch', { name: 'Open to offers' });
    expect(offers).not.toBeChecked();
    await user.click(offers);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. We could not reach the server.');
    expect(offers).not.toBeChecked();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('gives companies notifications but no availability, and the delete section', async () => {
    renderWithProviders(<CompanySettingsScreen />, {
      preloadedState: { companies: { user: acme, isAuthenticated: true } } as never,
    });
    expect(await screen.findByRole('region', { name: 'Delete account' })).toHaveTextContent('delete company');
    expect(screen.queryByRole('switch', { name: 'Open to offers' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("shows a recruiter its own account, says the company-wide settings are the owner's, and offers its own deletion", async () => {
    membership.getOwnMembership.mockResolvedValue({
      uid: 'r1',
      companyId: 'c1',
      name: 'Rae Recruiter',
      email: 'rae@acme.test',
      role: 'recruiter',
    });
    renderWithProviders(<CompanySettingsScreen />, {
      preloadedState: { companies: { user: acme, isAuthenticated: true } } as never,
    });
    const info = await screen.findByRole('region', { name: 'Account' });
    expect(within(info).getByText('rae@acme.test')).toBeInTheDocument();
    expect(within(info).getByText('Rae Recruiter (Recruiter)')).toBeInTheDocument();
    expect(info).toHaveTextContent('The company profile and the team are managed by the company’s owner.');
    expect(section('Team')).toHaveTextContent('only the owner invites and removes members');
    expect(section('Delete account')).toHaveTextContent('delete company as recruiter');
  });

  it('says when the membership could not be loaded', async () => {
    membership.getOwnMembership.mockRejectedValue(new BackendError('unavailable', 'offline'));
    renderWithProviders(<CompanySettingsScreen />, {
      preloadedState: { companies: { user: acme, isAuthenticated: true } } as never,
    });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('roles', () => {
  it('tells administrators that operators remove their accounts, without preferences', () => {
    renderWithProviders(<AdminSettingsScreen />, {
      preloadedState: {
        admins: { user: { id: 'a1', name: 'Root', email: 'root@b.test' }, isAuthenticated: true },
      } as never,
    });
    expect(screen.getByText(/Administrator accounts are removed by an operator/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out of this browser' })).toBeInTheDocument();
  });

  it('waits for the profile before showing the forms', () => {
    renderWithProviders(<TalentSettingsScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');
  });
});
