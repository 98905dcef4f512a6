import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyHomeTop } from '@/components/home/company-home-screen';
import CompanyHomePage from '@/pages/company/index';
import TalentHomePage from '@/pages/talent-dashboard/index';
import type { Company } from '@/services/companies/companies';
import { APPLICATION_STAGES } from '@/services/schemas/application';
import type { TalentCard } from '@/services/talents/talent-cards';
import { DAY, makeApplication, makeJob, talent, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const home = vi.hoisted(() => ({
  recommendJobs: vi.fn(),
  countApplicationsByStage: vi.fn(),
  companyHomeCounts: vi.fn(),
  listLatestApplicants: vi.fn(),
}));
vi.mock('@/services/home/home', () => home);
const cards = vi.hoisted(() => ({ listTalentCardsByRole: vi.fn() }));
vi.mock('@/services/talents/talent-cards', () => cards);

vi.setConfig({ testTimeout: 60_000 });

const stages = (counts: Partial<Record<(typeof APPLICATION_STAGES)[number], number>> = {}) =>
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, counts[stage] ?? 0]));

const company: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false, verification: 'verified' };
const companyState = (extra: Partial<Company> = {}) => ({
  companies: { user: { ...company, ...extra }, isAuthenticated: true },
});

const card = (extra: Partial<TalentCard> = {}): TalentCard => ({
  id: 't9',
  name: 'Grace Hopper',
  availability: true,
  role: 'Web Developer',
  updatedAt: 1,
  skills: [{ skill: 'React', verified: true }, { skill: 'CSS' }],
  profile: { headline: 'Frontend engineer' },
  ...extra,
});

beforeEach(() => {
  for (const fn of [...Object.values(home), ...Object.values(cards)]) fn.mockReset();
});

describe('TalentHomeScreen', () => {
  it('summarises the applications by stage and recommends jobs of its category, skill matches named', async () => {
    home.countApplicationsByStage.mockResolvedValue(stages({ applied: 2, shortlisted: 1 }));
    home.recommendJobs.mockResolvedValue({
      category: 'Web & Mobile Dev',
      jobs: [
        { job: makeJob(), matchedSkills: ['React', 'CSS'] },
        {
          job: makeJob({ id: 'job2', title: 'Mobile Intern', skills: ['Swift'], companyResponseMs: 30 * 3_600_000 }),
          matchedSkills: [],
        },
      ],
    });
    renderWithProviders(<TalentHomePage />, { preloadedState: talentState });

    const byStage = await screen.findByRole('list', { name: 'Applications by stage' });
    expect(
      within(byStage)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2Applied', '1Shortlisted']);
    expect(screen.getByText('3 in all')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applied jobs' })).toHaveAttribute(
      'href',
      '/talent-dashboard/applied-jobs',
    );
    expect(home.countApplicationsByStage).toHaveBeenCalledWith('t1');

    const recommended = await screen.findByRole('list', { name: 'Recommended jobs' });
    const first = within(recommended).getByRole('article', { name: 'Junior Frontend Developer' });
    expect(within(first).getByText('Matches your skills: React, CSS')).toBeInTheDocument();
    const second = within(recommended).getByRole('article', { name: 'Mobile Intern' });
    expect(within(second).getByText('New in your category')).toBeInTheDocument();
    expect(within(second).getByText('Usually replies within 2 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Web & Mobile Dev jobs' })).toHaveAttribute(
      'href',
      '/talent-dashboard/jobs?category=Web%20%26%20Mobile%20Dev',
    );
    expect(home.recommendJobs).toHaveBeenCalledWith(
      expect.objectContaining({ id: 't1', role: 'Web Developer', skills: talent.skills }),
    );
  });

  it('says what to do when there is nothing yet', async () => {
    home.countApplicationsByStage.mockResolvedValue(stages());
    home.recommendJobs.mockResolvedValue({ category: null, jobs: [] });
    renderWithProviders(<TalentHomePage />, { preloadedState: talentState });
    expect(await screen.findByText('You have not applied to a job yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No open job fits your category right now. New jobs are posted every week.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/talent-dashboard/jobs');
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/talent-dashboard/jobs');
  });

  it('shows loading, then an error with a retry that recovers', async () => {
    home.countApplicationsByStage
      .mockRejectedValueOnce(new Error('The server could not be reached'))
      .mockResolvedValue(stages({ hired: 1 }));
    home.recommendJobs.mockReturnValue(new Promise(() => {}));
    const { user } = renderWithProviders(<TalentHomePage />, { preloadedState: talentState });
    expect(screen.getByRole('status', { name: 'Loading recommended jobs' })).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Your applications' });
    expect(await within(applications).findByRole('alert')).toHaveTextContent(
      'Your applications could not be loaded. The server could not be reached',
    );
    await user.click(within(applications).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Applications by stage' })).toHaveTextContent('1Hired');
  });
});

describe('CompanyHomeScreen', () => {
  it('shows the counts, the reply time, the latest applicants and talents of its main category', async () => {
    const now = Date.now();
    home.companyHomeCounts.mockResolvedValue({
      activeJobs: 3,
      topCategory: 'It & Development',
      teaserRole: 'Web Developer',
      newApplicants: 4,
    });
    home.listLatestApplicants.mockResolvedValue([
      makeApplication({
        createdAt: now - DAY,
        updatedAt: now - DAY,
        history: [{ stage: 'applied', at: now - DAY, by: 't1' }],
      }),
      makeApplication({
        id: 'job2_t2',
        jobId: 'job2',
        talentName: 'Alan Turing',
        jobTitle: 'Data Analyst',
        stage: 'reviewing',
        createdAt: now - 20 * DAY,
        updatedAt: now - 20 * DAY,
        history: [],
      }),
    ]);
    cards.listTalentCardsByRole.mockResolvedValue([card()]);
    renderWithProviders(<CompanyHomePage />, {
      preloadedState: companyState({
        responseStats: { medianMs: 30 * 3_600_000, applications: 4, responded: 3, updatedAt: now },
      }),
    });

    const glance = screen.getByRole('region', { name: 'At a glance' });
    await waitFor(() => expect(glance).toHaveTextContent('Active jobs3'));
    expect(glance).toHaveTextContent('New applicants, last 7 days4');
    expect(glance).toHaveTextContent('Median first responseReplies within 2 daysAnswered 3 of your last 4 applicants.');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/company/jobs/create');

    const latest = await screen.findByRole('list', { name: 'Latest applicants' });
    const rows = within(latest).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute('href', '/company/jobs/job1');
    expect(rows[0]).toHaveTextContent('applied to Junior Frontend Developer');
    expect(within(rows[0]).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Reviewing')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Overdue')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Talents in Web Developer' })).toBeInTheDocument();
    expect(screen.getByText('Available now, for your It & Development jobs')).toBeInTheDocument();
    // The section's title comes first; its cards follow their read.
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/company/assessments/t9',
    );
    expect(screen.getByRole('list', { name: "Grace Hopper's skills" })).toHaveTextContent('React (verified)CSS');
    expect(screen.getByRole('link', { name: 'All Web Developer talents' })).toHaveAttribute(
      'href',
      '/company/assessments?role=Web%20Developer',
    );
    expect(cards.listTalentCardsByRole).toHaveBeenCalledWith('Web Developer');
  });

  it('explains the missing reply time and invites a first job when there is none', async () => {
    home.companyHomeCounts.mockResolvedValue({ activeJobs: 0, topCategory: null, teaserRole: null, newApplicants: 0 });
    home.listLatestApplicants.mockResolvedValue([]);
    renderWithProviders(<CompanyHomePage />, {
      preloadedState: companyState({ responseStats: { medianMs: null, applications: 2, responded: 2, updatedAt: 1 } }),
    });
    expect(await screen.findByText('Post a job to see available talents who match it.')).toBeInTheDocument();
    expect(screen.getByText('Not shown yet')).toBeInTheDocument();
    expect(screen.getByText('Talents see your reply time once you have 3 applications.')).toBeInTheDocument();
    expect(
      await screen.findByText('No applicants yet. They appear here as soon as a talent applies to one of your jobs.'),
    ).toBeInTheDocument();
    expect(cards.listTalentCardsByRole).not.toHaveBeenCalled();
  });

  it('tells a company awaiting review one consistent story: no hiring promise, no applicant figures, no talents', async () => {
    renderWithProviders(
      <>
        <CompanyHomeTop />
        <CompanyHomePage />
      </>,
      { preloadedState: companyState({ verification: 'pending', new: true }) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Acme Labs!' })).toBeInTheDocument();
    expect(screen.getByText('Your company is awaiting review.')).toBeInTheDocument();
    expect(screen.queryByText(/meet talents/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'At a glance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest applicants' })).not.toBeInTheDocument();
    const next = screen.getByRole('list', { name: 'Next steps' });
    expect(within(next).queryByRole('link', { name: /Applicants|Messages/ })).not.toBeInTheDocument();
    expect(
      within(next).getByText('Prepare your jobs: they go live once your company is verified.'),
    ).toBeInTheDocument();
    expect(home.companyHomeCounts).not.toHaveBeenCalled();
    expect(home.listLatestApplicants).not.toHaveBeenCalled();
  });

  it('has the same lead from the first paint on, and promises hiring only once the company is known to be verified', () => {
    const lead =
      "Your company's place on the marketplace: your jobs, the talents who apply to them and your conversations with them.";
    const { unmount } = renderWithProviders(<CompanyHomeTop />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, there!' })).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <>
        <CompanyHomeTop />
        <CompanyHomePage />
      </>,
      { preloadedState: companyState() },
    );
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(
      screen.getByText('Post a job and meet talents whose skills are verified by assessments.'),
    ).toBeInTheDocument();
  });

  it('reports a failed load in each section', async () => {
    home.companyHomeCounts.mockRejectedValue(new Error('offline'));
    home.listLatestApplicants.mockRejectedValue(new Error('offline'));
    renderWithProviders(<CompanyHomePage />, { preloadedState: companyState() });
    expect(await screen.findByText('Your job and applicant counts could not be loaded. offline')).toBeInTheDocument();
    expect(await screen.findByText(/The latest applicants could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('Matching talents could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
