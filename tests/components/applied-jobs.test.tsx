import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppliedJobsScreen } from '@/components/applications/applied-jobs-screen';
import { BackendError } from '@/services/backend/types';
import { makeApplication, makeJob, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const lists = vi.hoisted(() => ({ listTalentApplications: vi.fn() }));
const applications = vi.hoisted(() => ({
  withdrawApplication: vi.fn(),
  applyToJob: vi.fn(),
  getOwnApplication: vi.fn(),
  subscribeApplication: vi.fn(),
}));
vi.mock('@/services/applications/application-lists', () => lists);
const jobs = vi.hoisted(() => ({ getJob: vi.fn() }));
vi.mock('@/services/jobs/jobs', () => jobs);
const assessments = vi.hoisted(() => ({ listAssessmentsForSkills: vi.fn() }));
vi.mock('@/services/assessments/assessments', () => assessments);
vi.mock('@/services/applications/applications', () => applications);

vi.setConfig({ testTimeout: 60_000 });

const rejected = makeApplication({
  id: 'job2_t1',
  jobId: 'job2',
  jobTitle: 'UI Designer',
  stage: 'rejected',
  rejectionReason: 'skills',
  history: [
    { stage: 'applied', at: Date.UTC(2026, 9, 1), by: 't1' },
    { stage: 'rejected', at: Date.UTC(2026, 9, 5), by: 'c1', message: 'Dear Ada, thank you for applying.' },
  ],
});

beforeEach(() => {
  lists.listTalentApplications.mockReset().mockResolvedValue([makeApplication(), rejected]);
  applications.withdrawApplication.mockReset();
  jobs.getJob.mockReset().mockResolvedValue(makeJob({ id: 'job2', title: 'UI Designer' }));
  assessments.listAssessmentsForSkills.mockReset().mockResolvedValue([]);
});

const renderScreen = () => renderWithProviders(<AppliedJobsScreen />, { preloadedState: talentState });

describe('AppliedJobsScreen', () => {
  it('lists each application with its stage, timeline and rejection reason; final ones cannot be withdrawn', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'UI Designer' });
    expect(within(card).getByRole('list', { name: 'Stage history' })).toHaveTextContent(
      'Applied on 1 Oct 2026Rejected on 5 Oct 2026Message from Acme Labs: Dear Ada, thank you for applying.',
    );
    expect(within(card).getByText('Reason given: skills')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    // The talent may write to a company it applied to, even after the final answer.
    expect(within(card).getByRole('link', { name: /^Message .* about UI Designer$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/talent-dashboard\/messages\?to=/),
    );
    expect(lists.listTalentApplications).toHaveBeenCalledWith('t1');
  });

  it('tells a talent whose job was filled kindly that the position is filled, not a bare reason', async () => {
    lists.listTalentApplications.mockResolvedValue([{ ...rejected, rejectionReason: 'position filled' }]);
    renderScreen();
    const card = await screen.findByRole('article', { name: 'UI Designer' });
    expect(card).toHaveTextContent('filled this position, so your application is closed. Thank you for applying');
    expect(within(card).queryByText(/Reason given/)).not.toBeInTheDocument();
  });

  it('withdraws only after confirmation', async () => {
    applications.withdrawApplication.mockResolvedValue(makeApplication({ stage: 'withdrawn' }));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application to Junior Frontend Developer' }));
    let dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applications.withdrawApplication).not.toHaveBeenCalled();

    lists.listTalentApplications.mockResolvedValue([makeApplication({ stage: 'withdrawn' }), rejected]);
    await user.click(screen.getByRole('button', { name: 'Withdraw application to Junior Frontend Developer' }));
    dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(applications.withdrawApplication).toHaveBeenCalledWith('job1_t1');
    expect(await screen.findByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the withdrawal is refused', async () => {
    applications.withdrawApplication.mockRejectedValue(
      new BackendError('failed-precondition', 'This application already has its final answer.'),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application to Junior Frontend Developer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application already has its final answer.',
    );
  });

  it('links to the job list when there is no application yet', async () => {
    lists.listTalentApplications.mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/talent-dashboard/jobs');
  });

  it("shows a turned-down talent the job's skills beside its own, the gaps linked to an assessment or to learning", async () => {
    assessments.listAssessmentsForSkills.mockResolvedValue([{ id: 'a-ts', skill: 'TypeScript', status: 'published' }]);
    const { user } = renderScreen();
    const card = await screen.findByRole('article', { name: 'UI Designer' });
    expect(screen.getByRole('article', { name: 'Junior Frontend Developer' })).not.toHaveTextContent(
      'What can I learn from this?',
    );
    const open = within(card).getByRole('button', { name: 'What can I learn from this?' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const feedback = await within(card).findByRole('region', { name: 'What you can take from UI Designer' });
    expect(feedback).toHaveTextContent("The company chose applicants whose skills matched this job's more closely.");
    expect(await within(feedback).findByText(/You have verified React/)).toBeInTheDocument();
    const unverified = within(feedback).getByRole('list', { name: 'On your profile, not verified yet' });
    expect(within(unverified).getByRole('link', { name: 'Learn CSS' })).toHaveAttribute(
      'href',
      '/talent-dashboard/learn?skill=CSS',
    );
    const missing = within(feedback).getByRole('list', { name: 'Skills this job asked for that you could build' });
    expect(within(missing).getByRole('link', { name: 'Take the TypeScript assessment' })).toHaveAttribute(
      'href',
      '/talent-dashboard/assessments/typescript/a-ts',
    );
    // Only the job and the assessments of its gaps are read: nothing of the other applicants.
    expect(jobs.getJob).toHaveBeenCalledWith('job2');
    expect(assessments.listAssessmentsForSkills).toHaveBeenCalledWith(['TypeScript', 'CSS']);
    await user.click(within(card).getByRole('button', { name: 'Hide skills feedback' }));
    expect(within(card).queryByRole('region', { name: 'What you can take from UI Designer' })).toBeNull();
  });
});
