import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobsScreen } from '@/components/jobs/talent-jobs-screen';
import { makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';
import { emulateScreenWidth, resetScreenWidth } from './screen-width';

// At a desktop's width, where the place and pay filters show without opening the folded filters.
beforeEach(() => emulateScreenWidth(true));
afterEach(resetScreenWidth);

const lists = vi.hoisted(() => ({ listActiveJobs: vi.fn(), JOB_PAGE_SIZE: 20 }));
vi.mock('@/services/jobs/job-lists', () => lists);

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => lists.listActiveJobs.mockReset());

describe('TalentJobsScreen', () => {
  it('searches with the filters in the URL and writes a new filter back to the URL', async () => {
    lists.listActiveJobs.mockResolvedValue({ items: [makeJob()], nextCursor: null });
    const { user, router } = renderWithProviders(<TalentJobsScreen />, {
      router: {
        pathname: '/talent-dashboard/jobs',
        query: { q: 'react', level: 'Entry Level', category: 'not-a-category' },
      },
    });
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    // An invalid value in a hand-edited URL is ignored rather than failing the search.
    expect(lists.listActiveJobs).toHaveBeenCalledWith({
      filters: { level: 'Entry Level', keyword: 'react' },
      cursor: undefined,
      pageSize: 20,
    });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('react');
    expect(screen.getByLabelText('Level')).toHaveValue('Entry Level');

    await user.selectOptions(screen.getByLabelText('Work mode'), 'remote');
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/talent-dashboard/jobs', query: { level: 'Entry Level', workMode: 'remote', q: 'react' } },
      undefined,
      { shallow: true, scroll: false },
    );
    // The mock router never re-renders with the new query: a quick second change still keeps the first.
    // Minimum pay states its own currency and period, and says the conversion is approximate.
    expect(await screen.findByRole('group', { name: 'Minimum pay' })).toHaveAccessibleDescription(
      /^Converted at approximate rates of \d{1,2} \w{3} \d{4}$/,
    );
    await user.selectOptions(screen.getByLabelText('Pay currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('per'), 'Monthly');
    // Nothing is searched until an amount is given.
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { level: 'Entry Level', workMode: 'remote', q: 'react' } }),
      undefined,
      expect.anything(),
    );
    await user.type(screen.getByLabelText('Minimum pay amount'), '3000{Enter}');
    const pay = { minSalary: '3000', salaryCurrency: 'EUR', salaryPeriod: 'Monthly' };
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { level: 'Entry Level', workMode: 'remote', ...pay, q: 'react' } }),
      undefined,
      expect.anything(),
    );
    await user.clear(screen.getByLabelText('Search jobs'));
    await user.type(screen.getByLabelText('Search jobs'), 'figma{Enter}');
    // The search box's schema loads on its first use, so the search follows the Enter once it is there.
    await waitFor(() =>
      expect(router.replace).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { level: 'Entry Level', workMode: 'remote', ...pay, q: 'figma' } }),
        undefined,
        expect.anything(),
      ),
    );
  });

  it('shows a card with pay, level, place and skills, and loads the next page by cursor', async () => {
    lists.listActiveJobs
      .mockResolvedValueOnce({
        items: [
          makeJob({
            salary: { min: 0, max: 0, currency: 'EUR', period: 'Monthly' },
            workMode: 'Onsite',
            location: 'Lisbon',
          }),
        ],
        nextCursor: 'c2',
      })
      .mockResolvedValueOnce({ items: [makeJob({ id: 'job2', title: 'UI Designer' })], nextCursor: null });
    const { user } = renderWithProviders(<TalentJobsScreen />, { router: { query: {} } });
    const card = await screen.findByRole('article', { name: 'Junior Frontend Developer' });
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    expect(within(card).getByText('Onsite · Lisbon')).toBeInTheDocument();
    expect(within(card).getByText('Entry Level')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent('ReactTypeScriptCSS');
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('link', { name: 'UI Designer' })).toBeInTheDocument();
    expect(lists.listActiveJobs).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'c2' }));
    expect(screen.getByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('suggests loosening the filters when nothing matches, and clearing empties the URL', async () => {
    lists.listActiveJobs.mockResolvedValue({ items: [], nextCursor: null });
    const { user, router } = renderWithProviders(<TalentJobsScreen />, {
      router: { pathname: '/talent-dashboard/jobs', query: { workMode: 'remote' } },
    });
    expect(await screen.findByText('Try removing a filter or searching for a broader keyword.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]);
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/talent-dashboard/jobs', query: {} },
      undefined,
      expect.anything(),
    );
  });

  it('offers a retry when the jobs cannot be loaded', async () => {
    lists.listActiveJobs
      .mockRejectedValueOnce(new Error('The server could not be reached'))
      .mockResolvedValue({ items: [makeJob()], nextCursor: null });
    const { user } = renderWithProviders(<TalentJobsScreen />, { router: { query: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jobs could not be loaded. The server could not be reached',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument());
  });
});

describe('a search of several words that found nothing yet in the jobs it read', () => {
  it('offers to look further instead of saying that nothing matches', async () => {
    lists.listActiveJobs.mockImplementation(async (opts?: { cursor?: string }) =>
      opts?.cursor ? { items: [makeJob()], nextCursor: null } : { items: [], nextCursor: 'further' },
    );
    const { user } = renderWithProviders(<TalentJobsScreen />, {
      router: { pathname: '/talent-dashboard/jobs', query: { q: 'junior frontend' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    expect(screen.queryByText('No jobs match your search')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(lists.listActiveJobs).toHaveBeenLastCalledWith({
      filters: { keyword: 'junior frontend' },
      cursor: 'further',
      pageSize: 20,
    });
  });
});
