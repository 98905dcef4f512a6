/** The delete-account section and its confirmation dialog (the operation itself: tests/services/account-deletion). */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from '@/components/account/delete-account-section';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

const deletion = vi.hoisted(() => ({ deleteAccount: vi.fn(), DELETE_CONFIRMATION: 'DELETE' }));
vi.mock('@/services/account/account-deletion', () => deletion);

vi.setConfig({ testTimeout: 60_000 });

const talentState = { talents: { user: { id: 'u1', name: 'Ada' }, isAuthenticated: true } } as never;

// A function returned from beforeEach runs as its cleanup: keep the mock out of the return value.
beforeEach(() => {
  deletion.deleteAccount.mockReset();
});

async function openDialog(role: 'talent' | 'company' = 'talent', recruiter = false) {
  const rendered = renderWithProviders(<DeleteAccountSection role={role} recruiter={recruiter} />, {
    preloadedState: talentState,
  });
  const opener = screen.getByRole('button', { name: 'Delete account…' });
  await rendered.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { ...rendered, opener, dialog };
}

describe('DeleteAccountSection', () => {
  it('says what goes, and asks for the password and the typed word before deleting anything', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/open applications are withdrawn/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Enter your current password.',
      ),
    );
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Type DELETE in capital letters to confirm.',
    );
    expect(deletion.deleteAccount).not.toHaveBeenCalled();
  });

  it('shows a wrong password under the field and keeps the dialog open', async () => {
    deletion.deleteAccount.mockRejectedValue(new BackendError('auth/wrong-password', 'wrong'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'not-it');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        'That is not your current password.',
      ),
    );
    expect(deletion.deleteAccount).toHaveBeenCalledWith('not-it');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("tells a company's owner to hand ownership over first, and shows the server's refusal in its words", async () => {
    const refusal =
      'You own this company and others work on its team: hand ownership over to one of them first (Team), then delete your account.';
    deletion.deleteAccount.mockRejectedValue(new BackendError('failed-precondition', refusal));
    const { user, dialog } = await openDialog('company');
    expect(within(dialog).getByText(/hand ownership over to one of them first/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'pw');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('tells a recruiter that the company stays', async () => {
    const { dialog } = await openDialog('company', true);
    expect(within(dialog).getByText(/the company keeps its jobs, applicants and messages/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Your jobs close/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/hand ownership over/)).not.toBeInTheDocument();
  });

  it('shows a refusal from the server as an alert', async () => {
    deletion.deleteAccount.mockRejectedValue(new BackendError('unavailable', 'offline'));
    const { user, dialog } = await openDialog('company');
    expect(within(dialog).getByText(/Your jobs close/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'pw');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });

  it('deletes, signs the area out and leaves for the home page with a confirmation', async () => {
    deletion.deleteAccount.mockResolvedValue({
      role: 'talent',
      applicationsUpdated: 1,
      jobsClosed: 0,
      filesDeleted: 2,
    });
    const { user, dialog, router, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'password-123');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(store.getState().talents.isAuthenticated).toBe(false);
  });

  it('returns focus to the opener when cancelled', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
