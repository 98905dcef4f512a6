import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CompanyJobPage from '@/pages/company/jobs/[jobId]/index';
import type { Company } from '@/services/companies/companies';
import { DAY, makeApplication, makeJob, talent } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn(), closeJob: vi.fn(), reopenJob: vi.fn() }));
const lists = vi.hoisted(() => ({ listJobPipelinePage: vi.fn(), listCompanyApplications: vi.fn() }));
const applications = vi.hoisted(() => ({ moveApplications: vi.fn() }));
const cards = vi.hoisted(() => ({ getTalentCard: vi.fn() }));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/applications/application-lists', () => lists);
vi.mock('@/services/applications/applications', () => applications);
vi.mock('@/services/talents/talent-cards', () => cards);
// The notes panel in the profile dialog and the averages on the cards: tests/components/applicant-notes.test.tsx.
vi.mock('@/services/applications/applicant-notes', () => ({ listApplicantNotes: vi.fn().mockResolvedValue([]) }));
vi.mock('@/services/applications/applicant-ratings', () => ({
  getJobRatings: vi.fn().mockResolvedValue({}),
  getOwnRating: vi.fn().mockResolvedValue(null),
}));
vi.mock('@/services/companies/response-stats', async (actual) => ({
  ...(await actual<object>()),
  requestResponseStatsRefresh: vi.fn(),
}));

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };
const onePage = <T,>(items: T[]) => ({ items, nextCursor: null });
const companyState = { companies: { user: acme, isAuthenticated: true } };
const now = Date.now();
const fresh = makeApplication({
  talentEmail: 'ada@b.test',
  talentPhone: '+44 20 1234',
  createdAt: now - DAY,
  history: [{ stage: 'applied', at: now - DAY, by: 't1' }],
});
const stale = makeApplication({
  id: 'job1_t2',
  talentId: 't2',
  talentName: 'Bo Lin',
  stage: 'reviewing',
  createdAt: now - 30 * DAY,
  updatedAt: now - 20 * DAY,
  history: [
    { stage: 'applied', at: now - 30 * DAY, by: 't2' },
    { stage: 'reviewing', at: now - 20 * DAY, by: 'c1' },
  ],
});

beforeEach(() => {
  jobs.getJob.mockReset().mockResolvedValue(makeJob());
  jobs.closeJob.mockReset().mockResolvedValue(undefined);
  jobs.reopenJob.mockReset().mockResolvedValue(undefined);
  lists.listJobPipelinePage.mockReset().mockResolvedValue(onePage([fresh, stale]));
  applications.moveApplications.mockReset();
  const card = {
    id: talent.id,
    name: talent.name,
    availability: true,
    role: talent.role,
    skills: talent.skills,
    profile: talent.profile,
    updatedAt: 1,
  };
  cards.getTalentCard.mockReset().mockResolvedValue(card);
});

const renderScreen = () =>
  renderWithProviders(<CompanyJobPage />, { preloadedState: companyState, router: { query: { jobId: 'job1' } } });
const column = (name: RegExp) => screen.getByRole('region', { name });

describe('CompanyJobScreen pipeline', () => {
  it('groups applicants by stage and flags only the one not moved for 14 days as overdue', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Junior Frontend Developer', level: 1 })).toBeInTheDocument();
    const applied = await screen.findByRole('region', { name: /^Applied/ });
    const ada = within(applied).getByRole('listitem', { name: 'Ada Okafor' });
    expect(within(ada).queryByText('Overdue')).not.toBeInTheDocument();
    const bo = within(column(/^Reviewing/)).getByRole('listitem', { name: 'Bo Lin' });
    expect(within(bo).getByText('Overdue')).toBeInTheDocument();
    expect(lists.listJobPipelinePage).toHaveBeenCalledWith({
      companyId: 'c1',
      jobId: 'job1',
      order: 'newest',
      cursor: undefined,
    });
  });

  it('requires a rejection reason before rejecting, then moves with it and refreshes the pipeline', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Move Ada Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Okafor' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New stage' }), 'rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Reject applicant' }));
    expect(await within(dialog).findByText('Choose a reason for rejecting.')).toBeInTheDocument();
    expect(applications.moveApplications).not.toHaveBeenCalled();

    const rejected = { ...fresh, stage: 'rejected' as const, rejectionReason: 'skills' as const };
    applications.moveApplications.mockResolvedValue({ moved: [fresh.id], unchanged: [] });
    lists.listJobPipelinePage.mockResolvedValue(onePage([rejected, stale]));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason for rejecting' }), 'skills');
    await user.click(within(dialog).getByRole('button', { name: 'Reject applicant' }));
    await waitFor(() => expect(applications.moveApplications).toHaveBeenCalled());
    expect(applications.moveApplications).toHaveBeenCalledWith({
      jobId: 'job1',
      applicationIds: ['job1_t1'],
      stage: 'rejected',
      reason: 'skills',
    });
    expect(await within(column(/^Rejected/)).findByRole('listitem', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("drops a reason chosen for rejecting when the stage changes, and shows the server's refusal as it comes", async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Move Ada Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Okafor' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New stage' }), 'rejected');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason for rejecting' }), 'skills');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New stage' }), 'interview');
    expect(within(dialog).queryByRole('combobox', { name: 'Reason for rejecting' })).not.toBeInTheDocument();
    applications.moveApplications.mockRejectedValue(
      Object.assign(new Error('Nothing was moved: your company is suspended.'), { code: 'permission-denied' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move applicant' }));
    expect(await within(dialog).findByText('Nothing was moved: your company is suspended.')).toBeInTheDocument();
    expect(applications.moveApplications).toHaveBeenCalledWith({
      jobId: 'job1',
      applicationIds: ['job1_t1'],
      stage: 'interview',
    });
    expect(screen.getByRole('dialog', { name: 'Move Ada Okafor' })).toBeInTheDocument();
  });

  it('says so when the job belongs to another company and loads no applicants', async () => {
    jobs.getJob.mockResolvedValue(makeJob({ companyId: 'other' }));
    renderScreen();
    expect(await screen.findByText(/belongs to another company/)).toBeInTheDocument();
    expect(lists.listJobPipelinePage).not.toHaveBeenCalled();
  });

  it('opens a read-only profile with the CV link, and links Message to the thread with the applicant', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View profile of Ada Okafor' }));
    const profile = screen.getByRole('dialog', { name: 'Ada Okafor' });
    expect(await within(profile).findByRole('link', { name: 'Open CV (ada-cv.pdf)' })).toHaveAttribute(
      'href',
      '/api/local/files/cv.pdf?token=t',
    );
    // The contact comes from the application, the rest from the public card (never the private profile).
    expect(within(profile).getByRole('link', { name: 'ada@b.test' })).toHaveAttribute('href', 'mailto:ada@b.test');
    expect(within(profile).getByRole('link', { name: '+44 20 1234' })).toHaveAttribute('href', 'tel:+44201234');
    expect(within(profile).getByText('react (verified), CSS')).toBeInTheDocument();
    expect(cards.getTalentCard).toHaveBeenCalledWith('t1');
    await user.click(within(profile).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'Message Ada Okafor' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/company\/messages\?to=t1&job=/),
    );
  });

  it('does not label a CV uploaded for this application with the profile CV name', async () => {
    const ownCv = { ...fresh, cvUrl: '/api/local/files/uploadedFiles/t1/apply.pdf?token=u' };
    lists.listJobPipelinePage.mockResolvedValue(onePage([ownCv, stale]));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View profile of Ada Okafor' }));
    const profile = screen.getByRole('dialog', { name: 'Ada Okafor' });
    expect(await within(profile).findByRole('link', { name: 'Open CV' })).toHaveAttribute('href', ownCv.cvUrl);
  });

  it('lists the stages in the Move dialog as the columns name them, not as stored values', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Move Bo Lin' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Bo Lin' });
    expect(within(dialog).getByText('Currently: Reviewing')).toBeInTheDocument();
    const options = within(within(dialog).getByRole('combobox', { name: 'New stage' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a stage',
      'Applied',
      'Shortlisted',
      'Interview',
      'Offered',
      'Hired',
      'Rejected',
    ]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New stage' }), 'Shortlisted');
    expect(within(dialog).getByRole('combobox', { name: 'New stage' })).toHaveValue('shortlisted');
  });

  it('closes the job from its own page after a confirmation, then offers to reopen it', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    const confirm = screen.getByRole('dialog', { name: 'Close this job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(jobs.closeJob).not.toHaveBeenCalled();

    jobs.getJob.mockResolvedValue(makeJob({ status: 'closed' }));
    await user.click(screen.getByRole('button', { name: 'Close job' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Close this job?' })).getByRole('button', { name: 'Close job' }),
    );
    expect(jobs.closeJob).toHaveBeenCalledWith('c1', 'job1');
    expect(await screen.findByRole('button', { name: 'Reopen job' })).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    jobs.getJob.mockResolvedValue(makeJob());
    await user.click(screen.getByRole('button', { name: 'Reopen job' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reopen this job?' })).getByRole('button', { name: 'Reopen job' }),
    );
    expect(jobs.reopenJob).toHaveBeenCalledWith('c1', 'job1');
    expect(await screen.findByRole('button', { name: 'Close job' })).toBeInTheDocument();
  });
});
