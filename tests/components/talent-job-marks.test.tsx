/**
 * The talent's job list marks what the talent already did with each job: applied (with the stage, and the way to
 * that application instead of looking new) and saved (a bookmark toggle), and its Saved tab lists saved jobs a page
 * at a time. The marks come from one query of the talent's applications and one of its saved jobs, not a read per card.
 * It filters by place: a country, then a region and a city where the shipped list has them, all in the URL; and
 * "Near me", the talent's own country from its profile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobsScreen } from '@/components/jobs/talent-jobs-screen';
import { makeApplication, makeJob, talent, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';
import { emulateScreenWidth, resetScreenWidth } from './screen-width';

// At a desktop's width, where the place and pay filters show without opening the folded filters.
beforeEach(() => emulateScreenWidth(true));
afterEach(resetScreenWidth);

const lists = vi.hoisted(() => ({ listActiveJobs: vi.fn(), JOB_PAGE_SIZE: 20 }));
vi.mock('@/services/jobs/job-lists', () => lists);
const applications = vi.hoisted(() => ({ listTalentApplications: vi.fn() }));
vi.mock('@/services/applications/application-lists', () => applications);
const saved = vi.hoisted(() => ({
  listSavedJobIds: vi.fn(),
  listSavedJobs: vi.fn(),
  saveJob: vi.fn(),
  unsaveJob: vi.fn(),
}));
vi.mock('@/services/jobs/saved-jobs', () => saved);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  for (const fn of [lists.listActiveJobs, applications.listTalentApplications, ...Object.values(saved)]) fn.mockReset();
  applications.listTalentApplications.mockResolvedValue([]);
  saved.listSavedJobIds.mockResolvedValue([]);
  saved.saveJob.mockResolvedValue(undefined);
  saved.unsaveJob.mockResolvedValue(undefined);
});

const savedJob = (n: number) => ({
  id: `t1_job${n}`,
  talentId: 't1',
  jobId: `job${n}`,
  jobTitle: `Saved job ${n}`,
  companyName: 'Acme Labs',
  savedAt: Date.UTC(2026, 10, n),
});

describe('TalentJobsScreen: applied and saved jobs', () => {
  it('marks an applied job with its stage and links to the application instead of looking new', async () => {
    lists.listActiveJobs.mockResolvedValue({
      items: [makeJob(), makeJob({ id: 'job2', title: 'UI Designer' })],
      nextCursor: null,
    });
    applications.listTalentApplications.mockResolvedValue([makeApplication({ stage: 'shortlisted' })]);
    renderWithProviders(<TalentJobsScreen />, {
      preloadedState: talentState,
      router: { pathname: '/talent-dashboard/jobs', query: {} },
    });

    const applied = await screen.findByRole('article', { name: 'Junior Frontend Developer' });
    expect(await within(applied).findByText('Applied · Shortlisted')).toBeInTheDocument();
    expect(
      within(applied).getByRole('link', { name: 'View application to Junior Frontend Developer' }),
    ).toHaveAttribute('href', '/talent-dashboard/applied-jobs#app-job1_t1');
    const fresh = screen.getByRole('article', { name: 'UI Designer' });
    expect(within(fresh).queryByText(/^Applied/)).not.toBeInTheDocument();
    expect(within(fresh).queryByRole('link', { name: /View application/ })).not.toBeInTheDocument();
    // One query of the talent's own applications for the whole list, none per card.
    expect(applications.listTalentApplications).toHaveBeenCalledTimes(1);
    expect(applications.listTalentApplications).toHaveBeenCalledWith('t1');
  });

  it('shows each card saved or not, and saving or unsaving turns the bookmark at once', async () => {
    lists.listActiveJobs.mockResolvedValue({
      items: [makeJob(), makeJob({ id: 'job2', title: 'UI Designer' })],
      nextCursor: null,
    });
    // The saved ids as the server holds them, so the refetch after each toggle answers what the toggle wrote.
    const stored = new Set(['job2']);
    saved.listSavedJobIds.mockImplementation(async () => [...stored]);
    saved.saveJob.mockImplementation(async (_t: string, job: { id: string }) => void stored.add(job.id));
    saved.unsaveJob.mockImplementation(async (_t: string, jobId: string) => void stored.delete(jobId));
    const { user } = renderWithProviders(<TalentJobsScreen />, {
      preloadedState: talentState,
      router: { pathname: '/talent-dashboard/jobs', query: {} },
    });

    const first = await screen.findByRole('button', { name: 'Save Junior Frontend Developer' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save UI Designer' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await user.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    expect(saved.saveJob).toHaveBeenCalledWith(
      't1',
      expect.objectContaining({ id: 'job1', title: 'Junior Frontend Developer', companyName: 'Acme Labs' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save UI Designer' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save UI Designer' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(saved.unsaveJob).toHaveBeenCalledWith('t1', 'job2');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(saved.listSavedJobIds).toHaveBeenCalledWith('t1');
  });

  it('lists saved jobs under Saved, page by page, with their application', async () => {
    saved.listSavedJobIds.mockResolvedValue(['job1', 'job2']);
    saved.listSavedJobs
      .mockResolvedValueOnce({ items: [savedJob(1)], nextCursor: 'c2' })
      .mockResolvedValueOnce({ items: [savedJob(2)], nextCursor: null });
    applications.listTalentApplications.mockResolvedValue([makeApplication({ id: 'job2_t1', jobId: 'job2' })]);
    const { user } = renderWithProviders(<TalentJobsScreen />, {
      preloadedState: talentState,
      router: { pathname: '/talent-dashboard/jobs', query: { tab: 'saved' } },
    });

    expect(await screen.findByRole('link', { name: 'Saved job 1' })).toHaveAttribute(
      'href',
      '/talent-dashboard/jobs/job1',
    );
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    expect(lists.listActiveJobs).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Load more saved jobs' }));
    const second = await screen.findByRole('article', { name: 'Saved job 2' });
    expect(saved.listSavedJobs).toHaveBeenLastCalledWith('t1', 'c2');
    expect(within(second).getByText('Applied')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Save Saved job 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Load more saved jobs' })).not.toBeInTheDocument();
  });

  it('says how to save a job when none is saved', async () => {
    saved.listSavedJobs.mockResolvedValue({ items: [], nextCursor: null });
    renderWithProviders(<TalentJobsScreen />, {
      preloadedState: talentState,
      router: { pathname: '/talent-dashboard/jobs', query: { tab: 'saved' } },
    });
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/talent-dashboard/jobs');
  });
});

const signedIn = (country?: string) => ({
  talents: {
    user: { ...talent, profile: { ...talent.profile, ...(country ? { country } : {}) } },
    isAuthenticated: true,
  },
});
const pathname = '/talent-dashboard/jobs';
const replacedWith = (query: Record<string, string>) => [
  { pathname, query },
  undefined,
  { shallow: true, scroll: false },
];

describe('TalentJobsScreen: the job list by place', () => {
  beforeEach(() => lists.listActiveJobs.mockResolvedValue({ items: [makeJob()], nextCursor: null }));

  it('searches the place in the URL and narrows it by region and city, a new country starting over', async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, {
      preloadedState: signedIn(),
      router: { pathname, query: { place: 'KE/Nairobi County' } },
    });
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(lists.listActiveJobs).toHaveBeenCalledWith({
      filters: { place: 'KE/Nairobi County' },
      cursor: undefined,
      pageSize: 20,
    });
    // The place list loads after the jobs.
    expect(await screen.findByLabelText('Country')).toHaveValue('KE');
    const location = screen.getByRole('group', { name: 'Location' });
    expect(screen.getByLabelText('Region')).toHaveValue('Nairobi County');
    expect(location).toContainElement(screen.getByLabelText('City'));

    await user.selectOptions(screen.getByLabelText('City'), 'Nairobi');
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({ place: 'KE/Nairobi County/Nairobi' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({ place: 'GH' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'Any');
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({}));
  });

  it('ignores a place in a hand-edited URL that no filter could make', async () => {
    renderWithProviders(<TalentJobsScreen />, {
      preloadedState: signedIn(),
      router: { pathname, query: { place: 'Nigeria' } },
    });
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Country')).toHaveValue('');
    expect(lists.listActiveJobs).toHaveBeenCalledWith({ filters: {}, cursor: undefined, pageSize: 20 });
  });

  it("searches near the talent: its profile's country, pressed while it is the place searched", async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, {
      preloadedState: signedIn('NG'),
      router: { pathname, query: { level: 'Entry Level' } },
    });
    const nearMe = await screen.findByRole('button', { name: 'Near me (Nigeria)' });
    expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await user.click(nearMe);
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({ level: 'Entry Level', place: 'NG' }));
  });

  it('shows "Near me" pressed when the place searched is the talent\'s country, and a press clears it', async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, {
      preloadedState: signedIn('NG'),
      router: { pathname, query: { place: 'NG' } },
    });
    const nearMe = await screen.findByRole('button', { name: 'Near me (Nigeria)' });
    expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    await user.click(nearMe);
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({}));
  });

  it('offers to set the country on the profile when it is not set', async () => {
    renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn(), router: { pathname, query: {} } });
    expect(await screen.findByRole('link', { name: 'Add your country to your profile' })).toHaveAttribute(
      'href',
      '/talent-dashboard/profile',
    );
    expect(screen.queryByRole('button', { name: /Near me/ })).not.toBeInTheDocument();
  });
});
