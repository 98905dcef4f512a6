import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyJobRow } from '@/components/jobs/company-job-row';
import { EditJobScreen } from '@/components/jobs/job-editor-screens';
import CreateJobPage from '@/pages/company/jobs/create';
import { makeJob } from './jobs-fixtures';
import { companyState, fillValidJob, jobs, post } from './job-form-fixtures';
import { renderWithProviders } from './render';

vi.mock('@/services/jobs/jobs', async () => (await import('./job-form-fixtures')).jobs);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  for (const fn of Object.values(jobs)) fn.mockReset();
});

const ENTRY_ONLY = 'Internship and Entry Level jobs accept only No experience or 1 - 3 years';

describe('job form: entry level means entry level', () => {
  it('refuses an internship asking for 5 - 7 years, says why, and saves nothing', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    expect(screen.getByLabelText('Experience')).toHaveAccessibleDescription(
      'Internship and Entry Level jobs ask for No experience or 1 - 3 years.',
    );
    await user.selectOptions(screen.getByLabelText('Experience'), '5 - 7 years');
    await post(user);
    await waitFor(() => expect(screen.getByLabelText('Experience')).toHaveAccessibleDescription(ENTRY_ONLY));
    expect(jobs.createJob).not.toHaveBeenCalled();
  });

  it('posts a contract asking for 7 - 10 years', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user, router } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    await user.selectOptions(screen.getByLabelText('Level'), 'Contract');
    await user.selectOptions(screen.getByLabelText('Experience'), '7 - 10 years');
    await post(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/jobs/new1'));
    expect(jobs.createJob).toHaveBeenCalledWith('c1', expect.objectContaining({ experience: '7 - 10 years' }));
  });

  it('asks whether a chosen degree is required or preferred before posting', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user, router } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user);
    expect(screen.queryByLabelText('The degree is')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Degree (optional)'), "Bachelor's degree");
    await post(user);
    await waitFor(() =>
      expect(screen.getByLabelText('The degree is')).toHaveAccessibleDescription(
        'Say whether the degree is required or preferred',
      ),
    );
    expect(jobs.createJob).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('The degree is'), 'Preferred');
    await post(user);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/jobs/new1'));
    expect(jobs.createJob).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({ degree: "Bachelor's degree", degreeRequirement: 'Preferred' }),
    );
  });

  it('holds an older internship to the checks when it is edited, and clears the requirement with the degree', async () => {
    jobs.getJob.mockResolvedValue(
      makeJob({ id: 'j1', companyId: 'c1', level: 'Internship', experience: '5 - 7 years', degree: "Master's degree" }),
    );
    jobs.updateJob.mockResolvedValue(makeJob({ id: 'j1', companyId: 'c1' }));
    const { user } = renderWithProviders(<EditJobScreen />, {
      preloadedState: companyState,
      router: { query: { jobId: 'j1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(screen.getByLabelText('Experience')).toHaveAccessibleDescription(ENTRY_ONLY));
    expect(jobs.updateJob).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Experience'), '1 - 3 years');
    await user.selectOptions(screen.getByLabelText('Degree (optional)'), '');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(jobs.updateJob).toHaveBeenCalled());
    expect(jobs.updateJob.mock.calls[0][2]).toMatchObject({
      experience: '1 - 3 years',
      degree: null,
      degreeRequirement: null,
    });
  });
});

describe("a company's job list", () => {
  const row = (job: ReturnType<typeof makeJob>) =>
    renderWithProviders(
      <ul>
        <CompanyJobRow job={job} onToggle={() => {}} />
      </ul>,
      { preloadedState: companyState },
    );

  it('flags an open internship asking for 5 - 7 years and links to its edit page', () => {
    row(makeJob({ id: 'j1', level: 'Internship', experience: '5 - 7 years' }));
    expect(screen.getByText(/Needs a fix:/).parentElement).toHaveTextContent(
      `${ENTRY_ONLY}: this one asks for 5 - 7 years.`,
    );
    expect(screen.getByRole('link', { name: 'Edit the job' })).toHaveAttribute('href', '/company/jobs/j1/edit');
  });

  it('flags a degree marked neither required nor preferred, and nothing on a job that follows the checks', () => {
    const { unmount } = row(makeJob({ id: 'j1', degree: "Bachelor's degree" }));
    expect(screen.getByText(/Say whether the degree is required or preferred/)).toBeInTheDocument();
    unmount();
    row(makeJob({ id: 'j2', level: 'Entry Level', experience: '1 - 3 years' }));
    expect(screen.queryByText(/Needs a fix/)).not.toBeInTheDocument();
  });
});
