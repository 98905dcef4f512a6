/**
 * Drafts kept on the device (the job form stands for every form using the draft hook): what is typed comes back
 * when the screen opens again, with "Draft restored" and a Discard; a successful save forgets it; another account
 * signed in on the same browser finds none of it, and sign-out's clearing removes it.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CreateJobPage from '@/pages/company/jobs/create';
import { clearDrafts } from '@/services/account/device-drafts';
import { ROLE_ID_KEYS } from '@/services/account/role-ids';
import { companyState, fillValidJob, post } from './job-form-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({
  createJob: vi.fn(),
  updateJob: vi.fn(),
  getJob: vi.fn(),
  closeJob: vi.fn(),
  reopenJob: vi.fn(),
}));
vi.mock('@/services/jobs/jobs', () => jobs);

vi.setConfig({ testTimeout: 60_000 });

const signedInAs = (companyId: string) => localStorage.setItem(ROLE_ID_KEYS.company, companyId);
/** The draft is written a moment after typing stops. */
const draftWritten = () =>
  waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith('draft:'))).toBe(true));

beforeEach(() => {
  localStorage.clear();
  for (const fn of Object.values(jobs)) fn.mockReset();
  signedInAs('company-1');
});
afterEach(() => localStorage.clear());

describe('form drafts', () => {
  it('restores what was typed when the form opens again, and Discard puts it back as it started', async () => {
    const first = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await first.user.type(screen.getByLabelText('Job title'), 'Night nurse');
    await draftWritten();
    first.unmount();

    const again = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    expect(await screen.findByText('Draft restored.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Night nurse'));
    await again.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.queryByText('Draft restored.')).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('is not there for another account on the same browser, nor after sign-out clears the device', async () => {
    const first = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await first.user.type(screen.getByLabelText('Job title'), 'Night nurse');
    await draftWritten();
    first.unmount();

    signedInAs('company-2');
    const other = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.queryByText('Draft restored.')).toBeNull();
    other.unmount();

    signedInAs('company-1');
    clearDrafts();
    renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.queryByText('Draft restored.')).toBeNull();
  });

  it('forgets the draft once the job is saved', async () => {
    jobs.createJob.mockResolvedValue('job-1');
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await draftWritten();
    await post(user);
    await waitFor(() => expect(jobs.createJob).toHaveBeenCalled());
    await waitFor(() => expect(Object.keys(localStorage).filter((k) => k.startsWith('draft:'))).toEqual([]));
  });
});
