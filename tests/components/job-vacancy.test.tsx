/**
 * The company's view of its job as a vacancy: openings, fill-by date and when the listing ends; Renew asks whether the
 * job is still open, Mark as filled says the applicants will be told; a filled job says so and cannot be reopened.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyJobRow } from '@/components/jobs/company-job-row';
import { JobVacancy } from '@/components/jobs/job-vacancy';
import { BackendError } from '@/services/backend/types';
import { deadlineFromDateInput } from '@/services/format/deadlines';
import { DAY, makeJob } from './jobs-fixtures';
import { companyState } from './job-form-fixtures';
import { renderWithProviders } from './render';

const vacancy = vi.hoisted(() => ({ renewJob: vi.fn(), markJobFilled: vi.fn() }));
vi.mock('@/services/jobs/job-vacancy', () => vacancy);

beforeEach(() => {
  vacancy.renewJob.mockReset();
  vacancy.markJobFilled.mockReset();
});

const show = (job = makeJob()) =>
  renderWithProviders(<JobVacancy job={job} companyId="c1" />, { preloadedState: companyState });

describe('a job as a vacancy, for its company', () => {
  it('says how many it hires, by when, and in how many days the listing ends', () => {
    const fillBy = deadlineFromDateInput('2099-01-01');
    show(makeJob({ openings: 2, fillBy, expiresAt: Date.now() + 12 * DAY - 60_000 }));
    expect(screen.getByRole('region', { name: 'Vacancy' })).toHaveTextContent(
      'Hiring 2 people · to fill by 1 Jan 2099 · Expires in 12 days',
    );
  });

  it('asks whether the job is still open before renewing it, and renews it on yes', async () => {
    vacancy.renewJob.mockResolvedValue(undefined);
    const { user } = show(makeJob({ expiresAt: Date.now() + 2 * DAY }));
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    const dialog = screen.getByRole('dialog', { name: 'Is this job still open?' });
    expect(dialog).toHaveTextContent('stays listed for 60 days from today');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, still open' }));
    await waitFor(() => expect(vacancy.renewJob).toHaveBeenCalledWith('c1', 'job1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renews nothing when the company cancels', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(vacancy.renewJob).not.toHaveBeenCalled();
  });

  it('says the applicants will be told before marking the job filled, and shows a refusal', async () => {
    vacancy.markJobFilled.mockRejectedValueOnce(new BackendError('permission-denied', 'Your company is suspended.'));
    vacancy.markJobFilled.mockResolvedValueOnce({ answered: 3, remaining: false });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Mark as filled' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this job as filled?' });
    expect(dialog).toHaveTextContent('Every applicant still in the pipeline is told');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as filled' }));
    expect(await within(dialog).findByText('Your company is suspended.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as filled' }));
    await waitFor(() => expect(vacancy.markJobFilled).toHaveBeenCalledTimes(2));
    expect(vacancy.markJobFilled).toHaveBeenLastCalledWith('job1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a filled job as filled, with neither Renew nor Mark as filled', () => {
    show(makeJob({ status: 'closed', closedReason: 'filled', filledAt: Date.UTC(2026, 10, 20, 12) }));
    expect(screen.getByRole('region', { name: 'Vacancy' })).toHaveTextContent(/Filled on .*2026/);
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as filled' })).not.toBeInTheDocument();
  });

  it('asks an older job for its openings', () => {
    show(makeJob({ openings: null, fillBy: null, expiresAt: null }));
    expect(screen.getByRole('region', { name: 'Vacancy' })).toHaveTextContent('Openings not stated yet');
  });
});

describe("the company's job list", () => {
  const row = (job = makeJob()) =>
    renderWithProviders(
      <ul>
        <CompanyJobRow job={job} onToggle={() => undefined} />
      </ul>,
      { preloadedState: companyState },
    );

  it('shows when an open job expires, and an expired one as expired with Reopen', () => {
    const { unmount } = row(makeJob({ expiresAt: Date.now() + 5 * DAY - 60_000 }));
    expect(screen.getByText('Expires in 5 days')).toBeInTheDocument();
    unmount();
    row(makeJob({ status: 'closed', closedReason: 'expired', expiresAt: Date.now() - DAY }));
    expect(screen.getByText('Listing expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reopen/ })).toBeInTheDocument();
  });

  it('offers no Reopen for a filled job', () => {
    row(makeJob({ status: 'closed', closedReason: 'filled', filledAt: Date.now() }));
    expect(screen.getByText(/^Filled on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reopen/ })).not.toBeInTheDocument();
  });
});
