import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyJobsScreen } from '@/components/jobs/company-jobs-screen';
import { makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({
  createJob: vi.fn(),
  updateJob: vi.fn(),
  getJob: vi.fn(),
  closeJob: vi.fn(),
  reopenJob: vi.fn(),
}));
const lists = vi.hoisted(() => ({ listCompanyJobs: vi.fn(), listActiveJobs: vi.fn(), JOB_PAGE_SIZE: 20 }));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/jobs/job-lists', () => lists);

vi.setConfig({ testTimeout: 60_000 });

const companyState = {
  companies: { user: { id: 'c1', email: 'c@b.test', name: 'Acme', timestamp: 1, new: false }, isAuthenticated: true },
};

beforeEach(() => {
  for (const fn of [...Object.values(jobs), lists.listCompanyJobs]) fn.mockReset();
  lists.listCompanyJobs.mockImplementation(async ({ status }: { status: string }) =>
    status === 'closed'
      ? {
          items: [makeJob({ id: 'j2', title: 'Old designer role', status: 'closed', applicantCount: 1 })],
          nextCursor: null,
        }
      : { items: [makeJob({ id: 'j1', title: 'Frontend intern', applicantCount: 3 })], nextCursor: 'next' },
  );
});

describe('company jobs', () => {
  it('lists the active tab by default and switches tabs through the URL', async () => {
    const { user, router } = renderWithProviders(<CompanyJobsScreen />, {
      preloadedState: companyState,
      router: { pathname: '/company/jobs' },
    });
    const row = (await screen.findByRole('link', { name: 'Frontend intern' })).closest('li') as HTMLElement;
    expect(within(row).getByText('3 applicants')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Frontend intern' })).toHaveAttribute(
      'href',
      '/company/jobs/j1/edit',
    );
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeInTheDocument();
    expect(lists.listCompanyJobs).toHaveBeenCalledWith(expect.objectContaining({ companyId: 'c1', status: 'active' }));
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/company/jobs', query: { status: 'closed' } }, undefined, {
      shallow: true,
    });
  });

  it('shows closed jobs when the URL asks for them', async () => {
    renderWithProviders(<CompanyJobsScreen />, {
      preloadedState: companyState,
      router: { query: { status: 'closed' } },
    });
    expect(await screen.findByRole('link', { name: 'Old designer role' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Reopen Old designer role' })).toBeInTheDocument();
  });

  it('reopening a job past its deadline asks for a new future deadline and sends it', async () => {
    jobs.reopenJob.mockResolvedValue(undefined);
    const passed = Date.now() - 2 * 86_400_000;
    lists.listCompanyJobs.mockResolvedValue({
      items: [makeJob({ id: 'j2', title: 'Old designer role', status: 'closed', deadline: passed })],
      nextCursor: null,
    });
    const { user } = renderWithProviders(<CompanyJobsScreen />, {
      preloadedState: companyState,
      router: { query: { status: 'closed' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen Old designer role' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen this job?' });
    expect(dialog).toHaveTextContent('deadline passed');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    expect(within(dialog).getByText('Choose the new deadline')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('New application deadline');
    await user.type(field, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    expect(within(dialog).getByText('Must be in the future')).toBeInTheDocument();
    expect(jobs.reopenJob).not.toHaveBeenCalled();
    const next = new Date(Date.now() + 10 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await user.clear(field);
    await user.type(field, `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    // The end of the picked day anywhere on Earth (UTC-12), whatever the zone of the browser.
    const endOfDay = Date.UTC(next.getFullYear(), next.getMonth(), next.getDate() + 1, 11, 59, 59, 999);
    await waitFor(() => expect(jobs.reopenJob).toHaveBeenCalledWith('c1', 'j2', endOfDay));
  });

  it('reopening a job whose deadline is ahead (or has none) asks for nothing more', async () => {
    jobs.reopenJob.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CompanyJobsScreen />, {
      preloadedState: companyState,
      router: { query: { status: 'closed' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen Old designer role' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen this job?' });
    expect(within(dialog).queryByLabelText('New application deadline')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    await waitFor(() => expect(jobs.reopenJob).toHaveBeenCalledWith('c1', 'j2'));
  });

  it('closes a job only after confirmation', async () => {
    jobs.closeJob.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CompanyJobsScreen />, { preloadedState: companyState });
    await user.click(await screen.findByRole('button', { name: 'Close Frontend intern' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(jobs.closeJob).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close Frontend intern' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(jobs.closeJob).toHaveBeenCalledWith('c1', 'j1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to post a job when a tab is empty', async () => {
    lists.listCompanyJobs.mockResolvedValue({ items: [], nextCursor: null });
    renderWithProviders(<CompanyJobsScreen />, { preloadedState: companyState });
    expect(await screen.findByText('You have no active jobs.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a job' })[0]).toHaveAttribute('href', '/company/jobs/create');
  });
});
