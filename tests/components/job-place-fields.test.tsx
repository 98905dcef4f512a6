/** The job form's place picker: a country, region and city from the shipped list, and a remote job's countries. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('job place picker', () => {
  it('posts an onsite job placed by country, region and city, with no free-text location', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user, 'Onsite');
    expect(screen.queryByLabelText('Region (optional)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await user.selectOptions(screen.getByLabelText('Region (optional)'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('City (optional)'), 'Ikeja');
    // With a place, the free-text location is optional.
    expect(screen.getByLabelText('Location (optional)')).toHaveValue('');
    expect(screen.queryByLabelText('Remote talents from (optional)')).not.toBeInTheDocument();
    await post(user);
    await waitFor(() => expect(jobs.createJob).toHaveBeenCalled());
    const input = jobs.createJob.mock.calls[0][1];
    expect(input.place).toEqual({ country: 'NG', region: 'Lagos', city: 'Ikeja' });
    expect(input.remoteCountries).toBeUndefined();
    expect(input.location).toBeUndefined();
  });

  it('clears the region and city when the country changes', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await user.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await user.selectOptions(screen.getByLabelText('Region (optional)'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('City (optional)'), 'Ikeja');
    await user.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    expect(screen.getByLabelText('Region (optional)')).toHaveValue('');
    expect(screen.queryByLabelText('City (optional)')).not.toBeInTheDocument();
    // A country the list has no regions for is placed by its country alone.
    await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
    expect(screen.queryByLabelText('Region (optional)')).not.toBeInTheDocument();
  });

  it('opens a remote job to countries chosen with the keyboard, each removable by its own button', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user, 'remote');
    expect(screen.getByLabelText('Country (optional)')).toBeInTheDocument();
    const remote = screen.getByLabelText('Remote talents from (optional)');
    expect(remote).toHaveAccessibleDescription(
      "None chosen means anywhere. Google's job search lists a remote job only in a country: the ones chosen here, or else the country above. 0 of 30.",
    );
    remote.focus();
    await user.selectOptions(remote, 'Ghana');
    await user.selectOptions(remote, 'Kenya');
    await user.selectOptions(remote, 'Nigeria');
    const chosen = screen.getByRole('list', { name: 'Remote talents from (optional): chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ghana×Remove Ghana', 'Kenya×Remove Kenya', 'Nigeria×Remove Nigeria']);
    // A chosen country is not offered again.
    expect(within(remote).queryByRole('option', { name: 'Kenya' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kenya' }));
    expect(screen.getByText('Kenya removed')).toBeInTheDocument();
    await post(user);
    await waitFor(() => expect(jobs.createJob).toHaveBeenCalled());
    expect(jobs.createJob.mock.calls[0][1]).toMatchObject({ workMode: 'remote', remoteCountries: ['GH', 'NG'] });
    expect(jobs.createJob.mock.calls[0][1].place).toBeUndefined();
  });

  it('drops the remote countries when the job becomes onsite', async () => {
    jobs.createJob.mockResolvedValue(makeJob({ id: 'new1', companyId: 'c1' }));
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user, 'Onsite or remote');
    await user.selectOptions(screen.getByLabelText('Remote talents from (optional)'), 'Ghana');
    await user.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await user.selectOptions(screen.getByLabelText('Work mode'), 'Onsite');
    expect(screen.queryByLabelText('Remote talents from (optional)')).not.toBeInTheDocument();
    await post(user);
    await waitFor(() => expect(jobs.createJob).toHaveBeenCalled());
    expect(jobs.createJob.mock.calls[0][1]).toMatchObject({ workMode: 'Onsite', place: { country: 'NG' } });
    expect(jobs.createJob.mock.calls[0][1].remoteCountries).toBeUndefined();
  });

  it("shows an edited job's place and clears a removed one", async () => {
    jobs.getJob.mockResolvedValue(
      makeJob({
        id: 'j1',
        companyId: 'c1',
        workMode: 'Onsite or remote',
        place: { country: 'KE', region: 'Nairobi County', city: 'Nairobi' },
        remoteCountries: ['UG'],
      }),
    );
    jobs.updateJob.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<EditJobScreen />, {
      preloadedState: companyState,
      router: { query: { jobId: 'j1' } },
    });
    expect(await screen.findByLabelText('Country')).toHaveValue('KE');
    expect(screen.getByLabelText('Region (optional)')).toHaveValue('Nairobi County');
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Nairobi');
    expect(screen.getByRole('button', { name: 'Remove Uganda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Uganda' }));
    await user.type(screen.getByLabelText('Location (optional)'), 'Westlands');
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(jobs.updateJob).toHaveBeenCalled());
    expect(jobs.updateJob.mock.calls[0][2]).toMatchObject({
      place: null,
      remoteCountries: null,
      location: 'Westlands',
    });
  });

  it('marks the location when an onsite job has neither a place nor a location', async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    await fillValidJob(user, 'Onsite');
    await post(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Required unless the job is remote'),
    );
    expect(jobs.createJob).not.toHaveBeenCalled();
  });
});
