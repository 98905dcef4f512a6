import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyAppliedScreen } from '@/components/applications/pipeline/company-applied-screen';
import type { Company } from '@/services/companies/companies';
import { DAY, makeApplication, makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';

const lists = vi.hoisted(() => ({ listJobPipelinePage: vi.fn(), listCompanyApplications: vi.fn() }));
const jobLists = vi.hoisted(() => ({ listCompanyJobs: vi.fn() }));
vi.mock('@/services/applications/application-lists', () => lists);
vi.mock('@/services/jobs/job-lists', () => jobLists);

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };
const companyState = { companies: { user: acme, isAuthenticated: true } };
const old = Date.now() - 40 * DAY;

beforeEach(() => {
  jobLists.listCompanyJobs
    .mockReset()
    .mockResolvedValue({ items: [makeJob(), makeJob({ id: 'job2', title: 'UI Designer' })], nextCursor: null });
  lists.listCompanyApplications.mockReset().mockResolvedValue({
    items: [makeApplication({ createdAt: old, history: [{ stage: 'applied', at: old, by: 't1' }] })],
    nextCursor: 'next-1',
  });
});

describe('CompanyAppliedScreen', () => {
  it('reads its filters from the URL, links each application to its job and flags overdue ones', async () => {
    renderWithProviders(<CompanyAppliedScreen />, {
      preloadedState: companyState,
      router: { pathname: '/company/applied', query: { job: 'job2', stage: 'reviewing' } },
    });
    const row = await screen.findByRole('listitem', { name: 'Ada Okafor, Junior Frontend Developer' });
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Junior Frontend Developer' })).toHaveAttribute(
      'href',
      '/company/jobs/job1',
    );
    expect(lists.listCompanyApplications).toHaveBeenCalledWith({
      companyId: 'c1',
      jobId: 'job2',
      stage: 'reviewing',
      cursor: undefined,
    });
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('reviewing');
    expect(await screen.findByRole('option', { name: 'UI Designer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveValue('job2');
  });

  it('writes a new filter to the URL, keeping the other one, and pages with the cursor', async () => {
    const { user, router } = renderWithProviders(<CompanyAppliedScreen />, {
      preloadedState: companyState,
      router: { pathname: '/company/applied', query: { job: 'job1' } },
    });
    await screen.findByRole('listitem', { name: 'Ada Okafor, Junior Frontend Developer' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'shortlisted');
    expect(router.replace).toHaveBeenCalledWith(
      { pathname: '/company/applied', query: { job: 'job1', stage: 'shortlisted' } },
      undefined,
      { shallow: true },
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lists.listCompanyApplications).toHaveBeenLastCalledWith({
      companyId: 'c1',
      jobId: 'job1',
      stage: undefined,
      cursor: 'next-1',
    });
  });

  it('shows an empty state that suggests loosening the filters', async () => {
    lists.listCompanyApplications.mockResolvedValue({ items: [], nextCursor: null });
    renderWithProviders(<CompanyAppliedScreen />, {
      preloadedState: companyState,
      router: { query: { stage: 'hired' } },
    });
    expect(await screen.findByText(/No applications match these filters/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    lists.listCompanyApplications.mockRejectedValue(new Error('Network down'));
    renderWithProviders(<CompanyAppliedScreen />, { preloadedState: companyState });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded. Network down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
