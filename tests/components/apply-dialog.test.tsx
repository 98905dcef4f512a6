import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobScreen } from '@/components/jobs/talent-job-screen';
import { BackendError } from '@/services/backend/types';
import { DAY, makeApplication, makeJob, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn() }));
const companies = vi.hoisted(() => ({ getCompany: vi.fn() }));
const applications = vi.hoisted(() => ({
  getOwnApplication: vi.fn(),
  subscribeApplication: vi.fn(),
  applyToJob: vi.fn(),
  withdrawApplication: vi.fn(),
}));
vi.mock('@/services/jobs', () => jobs);
vi.mock('@/services/companies', () => companies);
vi.mock('@/services/applications', () => applications);

vi.setConfig({ testTimeout: 60_000 });

const renderJob = () =>
  renderWithProviders(<TalentJobScreen />, { preloadedState: talentState, router: { query: { jobId: 'job1' } } });

beforeEach(() => {
  Object.values(applications).forEach((fn) => fn.mockReset());
  jobs.getJob.mockReset().mockResolvedValue(makeJob());
  companies.getCompany.mockReset().mockResolvedValue({ id: 'c1', email: 'c@b.test', name: 'Acme Labs', timestamp: 1, new: false, about: 'We build labs.' });
  applications.getOwnApplication.mockResolvedValue(null);
  applications.subscribeApplication.mockReturnValue(() => undefined);
});

describe('TalentJobScreen', () => {
  it('shows the fit before applying: skills the talent has (verified marked) and the missing ones', async () => {
    renderJob();
    expect(await screen.findByRole('heading', { name: 'Your fit: 2 of 3 skills' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skills you have' })).toHaveTextContent('✓ React (verified)✓ CSS');
    expect(screen.getByRole('list', { name: 'Skills you are missing' })).toHaveTextContent('TypeScript');
    expect(await screen.findByText('We build labs.')).toBeInTheDocument();
  });

  it('applies with a cover note and the profile CV, then shows the live stage instead of the button', async () => {
    let push: (app: ReturnType<typeof makeApplication>) => void = () => undefined;
    applications.subscribeApplication.mockImplementation((_id: string, onData: typeof push) => {
      push = onData;
      return () => undefined;
    });
    applications.applyToJob.mockResolvedValue(makeApplication({ coverNote: 'I love React' }));
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Junior Frontend Developer' });
    expect(within(dialog).getByLabelText('Attach the CV from my profile (ada-cv.pdf)')).toBeChecked();
    await user.type(within(dialog).getByLabelText('Cover note (optional)'), 'I love React');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications.applyToJob).toHaveBeenCalledWith('t1', { jobId: 'job1', coverNote: 'I love React', cvUrl: '/api/local/files/cv.pdf?token=t' });
    expect(await screen.findByText('Applied', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(applications.subscribeApplication).toHaveBeenCalledWith('job1_t1', expect.any(Function), expect.any(Function));
    act(() => push(makeApplication({ stage: 'shortlisted' })));
    expect(await screen.findByText('Shortlisted', { selector: 'span' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the service message when the apply is refused', async () => {
    applications.applyToJob.mockRejectedValue(new BackendError('already-exists', 'You have already applied to this job.'));
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Attach the CV/));
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications.applyToJob).toHaveBeenCalledWith('t1', { jobId: 'job1', coverNote: undefined, cvUrl: undefined });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied to this job.');
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('says why a closed job or a passed deadline cannot be applied to', async () => {
    jobs.getJob.mockResolvedValue(makeJob({ status: 'closed' }));
    const first = renderJob();
    expect(await screen.findByText('This job is closed and no longer accepts applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    first.unmount();

    jobs.getJob.mockResolvedValue(makeJob({ deadline: Date.now() - DAY }));
    renderJob();
    expect(await screen.findByText(/The application deadline passed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows the existing application instead of the Apply button', async () => {
    applications.getOwnApplication.mockResolvedValue(makeApplication({ stage: 'interview' }));
    renderJob();
    expect(await screen.findByText('Interview', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });
});
