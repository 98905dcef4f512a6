/**
 * The talent's job list filtered by place: a country, then a region and a city where the shipped list has them,
 * all in the URL; and "Near me", the talent's own country from its profile.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobsScreen } from '@/components/jobs/talent-jobs-screen';
import { makeJob, talent } from './jobs-fixtures';
import { renderWithProviders } from './render';

const lists = vi.hoisted(() => ({ listActiveJobs: vi.fn(), JOB_PAGE_SIZE: 20 }));
vi.mock('@/services/jobs/job-lists', () => lists);
const applications = vi.hoisted(() => ({ listTalentApplications: vi.fn() }));
vi.mock('@/services/applications/application-lists', () => applications);
const saved = vi.hoisted(() => ({ listSavedJobIds: vi.fn(), listSavedJobs: vi.fn(), saveJob: vi.fn(), unsaveJob: vi.fn() }));
vi.mock('@/services/jobs/saved-jobs', () => saved);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  for (const fn of [lists.listActiveJobs, applications.listTalentApplications, ...Object.values(saved)]) fn.mockReset();
  lists.listActiveJobs.mockResolvedValue({ items: [makeJob()], nextCursor: null });
  applications.listTalentApplications.mockResolvedValue([]);
  saved.listSavedJobIds.mockResolvedValue([]);
});

const signedIn = (country?: string) => ({
  talents: { user: { ...talent, profile: { ...talent.profile, ...(country ? { country } : {}) } }, isAuthenticated: true },
});
const pathname = '/talent-dashboard/jobs';
const replacedWith = (query: Record<string, string>) => [{ pathname, query }, undefined, { shallow: true, scroll: false }];

describe('the job list by place', () => {
  it('searches the place in the URL and narrows it by region and city, a new country starting over', async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn(), router: { pathname, query: { place: 'KE/Nairobi County' } } });
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(lists.listActiveJobs).toHaveBeenCalledWith({ filters: { place: 'KE/Nairobi County' }, cursor: undefined, pageSize: 20 });
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
    renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn(), router: { pathname, query: { place: 'Nigeria' } } });
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Country')).toHaveValue('');
    expect(lists.listActiveJobs).toHaveBeenCalledWith({ filters: {}, cursor: undefined, pageSize: 20 });
  });

  it("searches near the talent: its profile's country, pressed while it is the place searched", async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn('NG'), router: { pathname, query: { level: 'Entry Level' } } });
    const nearMe = await screen.findByRole('button', { name: 'Near me (Nigeria)' });
    expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await user.click(nearMe);
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({ level: 'Entry Level', place: 'NG' }));
  });

  it('shows "Near me" pressed when the place searched is the talent\'s country, and a press clears it', async () => {
    const { user, router } = renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn('NG'), router: { pathname, query: { place: 'NG' } } });
    const nearMe = await screen.findByRole('button', { name: 'Near me (Nigeria)' });
    expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    await user.click(nearMe);
    expect(router.replace).toHaveBeenLastCalledWith(...replacedWith({}));
  });

  it('offers to set the country on the profile when it is not set', async () => {
    renderWithProviders(<TalentJobsScreen />, { preloadedState: signedIn(), router: { pathname, query: {} } });
    expect(await screen.findByRole('link', { name: 'Add your country to your profile' })).toHaveAttribute('href', '/talent-dashboard/profile');
    expect(screen.queryByRole('button', { name: /Near me/ })).not.toBeInTheDocument();
  });
});
