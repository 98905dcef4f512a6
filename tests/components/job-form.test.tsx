import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditJobScreen } from '@/components/jobs/job-editor-screens';
import CreateJobPage from '@/pages/company/jobs/create';
import { BackendError } from '@/services/backend/types';
import type { Job } from '@/services/schemas/job';
import { makeJob } from './jobs-fixtures';
import { companyState, fillValidJob, jobs, post } from './job-form-fixtures';
import { renderWithProviders } from './render';

vi.mock('@/services/jobs/jobs', async () => (await import('./job-form-fixtures')).jobs);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  for (const fn of Object.values(jobs)) fn.mockReset();
});

describe('job form', () => {
  it('names the work modes by their labels ("Remote", not the stored "remote")', () => {
    renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    const options = Array.from((screen.getByLabelText('Work mode') as HTMLSelectElement).options).filter(
      (o) => o.value,
    );
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['Onsite', 'Onsite'],
      ['remote', 'Remote'],
      ['Onsite or remote', 'Onsite or remote'],
    ]);
  });

  it('marks an empty title and a minimum above the maximum inline, and saves nothing', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await user.clear(screen.getByLabelText('Job title'));
    await user.clear(screen.getByLabelText('Salary minimum'));
    await user.type(screen.getByLabelText('Salary minimum'), '900');
    await post(user);
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('Salary minimum')).toHaveAccessibleDescription('Minimum must not exceed maximum');
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('puts focus on the first invalid field on screen after a failed post', async () => {
    HTMLElement.prototype.scrollIntoView = vi.fn();
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await user.selectOptions(screen.getByLabelText('Work mode'), 'Onsite');
    await user.clear(screen.getByLabelText('Description'));
    await post(user);
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveFocus());
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Required unless the job is remote');
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalled();
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('shows a minimum above the maximum even while other fields are still empty', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await user.type(screen.getByLabelText('Salary minimum'), '900');
    await user.type(screen.getByLabelText('Salary maximum'), '0');
    await post(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Job category')).toHaveAccessibleDescription('Choose one of the options'),
    );
    expect(screen.getByLabelText('Salary minimum')).toHaveAccessibleDescription('Minimum must not exceed maximum');
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('refuses a description over 10,000 characters and a deadline in the past', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(10_001) } });
    fireEvent.change(screen.getByLabelText('Application deadline (optional)'), { target: { value: '2020-01-01' } });
    await post(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('At most 10000 characters'),
    );
    expect(screen.getByLabelText('Application deadline (optional)')).toHaveAccessibleDescription(
      'Must be in the future',
    );
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('requires a location unless the job is remote', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await user.selectOptions(screen.getByLabelText('Work mode'), 'Onsite');
    await post(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Required unless the job is remote'),
    );
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('marks a stored value outside the enumerations when editing', async () => {
    jobs.getJob.mockResolvedValue(makeJob({ id: 'j1', companyId: 'c1', category: 'Marketing' as Job['category'] }));
    const { user } = renderWithProviders(<EditJobScreen />, {
      preloadedState: companyState,
      router: { query: { jobId: 'j1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Job category')).toHaveAccessibleDescription('Choose one of the options'),
    );
    expect(jobs.updateJob).not.toHaveBeenCalled();
  });

  it('picks the currency from the ISO 4217 list by code and name, not free text', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    expect(screen.getByRole('option', { name: 'KES – Kenyan Shilling' })).toBeInTheDocument();
    await fillValidJob(user);
    await user.selectOptions(currency, 'EUR');
    await post(user);
    await waitFor(() =>
      expect(jobs.createJob).toHaveBeenCalledWith(
        'c1',
        expect.objectContaining({ salary: { min: 500, max: 800, currency: 'EUR', period: 'Monthly' } }),
      ),
    );
  });

  it("shows an older job's currency as saved, and asks for a listed one before saving", async () => {
    jobs.getJob.mockResolvedValue(
      makeJob({ id: 'j1', companyId: 'c1', salary: { min: 1, max: 2, currency: 'DOL', period: 'Monthly' } }),
    );
    const { user } = renderWithProviders(<EditJobScreen />, {
      preloadedState: companyState,
      router: { query: { jobId: 'j1' } },
    });
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('DOL');
    expect(screen.getByRole('option', { name: 'DOL (as saved: not a listed currency)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(currency).toHaveAccessibleDescription('Choose a currency from the list'));
    expect(jobs.updateJob).not.toHaveBeenCalled();
  });

  it('posts a valid job, with 0 shown as unpaid, and opens it', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user, router } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await user.clear(screen.getByLabelText('Salary minimum'));
    await user.type(screen.getByLabelText('Salary minimum'), '0');
    await user.clear(screen.getByLabelText('Salary maximum'));
    await user.type(screen.getByLabelText('Salary maximum'), '0');
    expect(screen.getByLabelText('Salary maximum')).toHaveAccessibleDescription(
      'A maximum of 0 is shown to talents as "Unpaid".',
    );
    await user.type(screen.getByLabelText('Skills'), 'React{Enter}');
    await post(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/jobs/new1'));
    expect(jobs.createJob).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({
        title: 'Frontend intern',
        skills: ['React'],
        salary: { min: 0, max: 0, currency: 'USD', period: 'Monthly' },
      }),
    );
  });

  it('keeps what was typed after a failed save and says why', async () => {
    let fail!: (error: Error) => void;
    jobs.createJob.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await post(user);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    fail(new BackendError('permission-denied', 'Missing or insufficient permissions.'));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Frontend intern');
    expect(screen.getByLabelText('Salary maximum')).toHaveValue(800);
    expect(screen.getByRole('button', { name: 'Post job' })).toBeEnabled();
  });

  it("says so when the job to edit is missing or not the company's", async () => {
    jobs.getJob.mockResolvedValue(makeJob({ id: 'j2', companyId: 'other' }));
    renderWithProviders(<EditJobScreen />, { preloadedState: companyState, router: { query: { jobId: 'j2' } } });
    expect(await screen.findByText(/does not exist or belongs to another company/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
  });
});
