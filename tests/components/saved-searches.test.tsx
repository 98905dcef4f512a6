/**
 * Saved searches on the talent's job list: "Save this search" (a dialog loaded on demand, its name suggested from the
 * filters, daily or weekly, the limit of ten said and enforced) and the Saved searches tab (run, edit, alerts on or
 * off, delete after a confirmation; loading, empty and error states).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobsScreen } from '@/components/jobs/talent-jobs-screen';
import { ValidationError } from '@/services/errors';
import type { SavedSearch } from '@/services/schemas/saved-search';
import { makeJob, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const lists = vi.hoisted(() => ({ listActiveJobs: vi.fn(), JOB_PAGE_SIZE: 20 }));
vi.mock('@/services/jobs/job-lists', () => lists);
const searches = vi.hoisted(() => ({
  listSavedSearches: vi.fn(),
  saveSearch: vi.fn(),
  updateSavedSearch: vi.fn(),
  setSavedSearchAlerts: vi.fn(),
  deleteSavedSearch: vi.fn(),
}));
vi.mock('@/services/jobs/saved-searches', () => searches);
const notify = vi.hoisted(() => ({ getNotificationSettings: vi.fn(), saveNotificationSettings: vi.fn() }));
vi.mock('@/services/account/notification-settings', () => notify);

vi.setConfig({ testTimeout: 60_000 });

const search = (n: number, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id: `s${n}`,
  talentId: 't1',
  name: `Search ${n}`,
  frequency: 'daily',
  filters: { keyword: 'react', workMode: 'remote' },
  createdAt: Date.UTC(2026, 10, n),
  lastRunAt: Date.UTC(2026, 10, n),
  alertsOn: true,
  ...extra,
});

beforeEach(() => {
  for (const fn of [lists.listActiveJobs, ...Object.values(searches)]) fn.mockReset();
  lists.listActiveJobs.mockResolvedValue({ items: [makeJob()], nextCursor: null });
  searches.listSavedSearches.mockResolvedValue([]);
  notify.getNotificationSettings.mockReset().mockResolvedValue({});
});

const jobList = (query: Record<string, string>) =>
  renderWithProviders(<TalentJobsScreen />, {
    preloadedState: talentState,
    router: { pathname: '/talent-dashboard/jobs', query },
  });

describe('Save this search', () => {
  it('names the search from the filters, asks for a name when cleared, and saves the filters daily or weekly', async () => {
    searches.saveSearch.mockResolvedValue('s1');
    const { user } = jobList({ q: 'react', workMode: 'remote' });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('react · Remote');
    expect(within(dialog).getByRole('radio', { name: /Daily/ })).toBeChecked();
    await waitFor(() => expect(dialog).toHaveTextContent('You can keep up to 10 saved searches (0 saved so far).'));

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Give this search a name')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(searches.saveSearch).not.toHaveBeenCalled();

    await user.type(name, 'Remote React');
    await user.click(within(dialog).getByRole('radio', { name: /Weekly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searches.saveSearch).toHaveBeenCalledWith(
      't1',
      { workMode: 'remote', keyword: 'react' },
      { name: 'Remote React', frequency: 'weekly' },
    );
  });

  it('at ten saved searches says so and offers no save; a refusal from the server shows on the name', async () => {
    searches.listSavedSearches.mockResolvedValue(Array.from({ length: 10 }, (_, i) => search(i + 1)));
    const { user } = jobList({});
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(await within(dialog).findByText(/You have 10 saved searches, the most you can keep/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Another tab saved the tenth meanwhile: the service's refusal lands on the form, nothing is lost.
    searches.listSavedSearches.mockResolvedValue([]);
    searches.saveSearch.mockRejectedValue(
      new ValidationError(
        [{ field: 'name', message: 'You can keep 10 saved searches; delete one first' }],
        'resource-exhausted',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const again = await screen.findByRole('dialog', { name: 'Save this search' });
    await waitFor(() => expect(within(again).getByText(/0 saved so far/)).toBeInTheDocument());
    await user.click(within(again).getByRole('button', { name: 'Save search' }));
    expect(await within(again).findByText('You can keep 10 saved searches; delete one first')).toBeInTheDocument();
    expect(within(again).getByLabelText('Name')).toHaveValue('All jobs');
  });
});

describe('the Saved searches tab', () => {
  it('lists each search with a run link, its filters and alerts; edits, turns alerts off and deletes after confirming', async () => {
    const stored = [
      search(1),
      search(2, { name: 'Design', filters: { category: 'Designer' }, frequency: 'weekly', alertsOn: false }),
    ];
    searches.listSavedSearches.mockImplementation(async () => stored.map((s) => ({ ...s })));
    searches.updateSavedSearch.mockImplementation(
      async (id: string, form: { name: string; frequency: SavedSearch['frequency'] }) =>
        Object.assign(
          stored.find((s) => s.id === id)!,
          form,
        ),
    );
    searches.setSavedSearchAlerts.mockImplementation(
      async (id: string, on: boolean) => void (stored.find((s) => s.id === id)!.alertsOn = on),
    );
    searches.deleteSavedSearch.mockImplementation(
      async (id: string) =>
        void stored.splice(
          stored.findIndex((s) => s.id === id),
          1,
        ),
    );
    const { user } = jobList({ tab: 'searches' });

    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('aria-current', 'page');
    const first = await screen.findByRole('article', { name: 'Search 1' });
    expect(screen.getByText('2 of 10 saved searches.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Run "Search 1"' })).toHaveAttribute(
      'href',
      '/talent-dashboard/jobs?workMode=remote&q=react',
    );
    expect(first).toHaveTextContent('"react" · Remote');
    expect(first).toHaveTextContent('Alerts on: daily, in notifications and by email');
    expect(screen.getByRole('article', { name: 'Design' })).toHaveTextContent('Alerts off');
    expect(lists.listActiveJobs).not.toHaveBeenCalled();

    await user.click(within(first).getByRole('button', { name: 'Edit "Search 1"' }));
    const edit = screen.getByRole('dialog', { name: 'Edit "Search 1"' });
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'React anywhere');
    await user.click(within(edit).getByRole('radio', { name: /Weekly/ }));
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    const renamed = await screen.findByRole('article', { name: 'React anywhere' });
    expect(searches.updateSavedSearch).toHaveBeenCalledWith('s1', { name: 'React anywhere', frequency: 'weekly' });

    await user.click(within(renamed).getByRole('button', { name: 'Turn alerts off for "React anywhere"' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'React anywhere' })).toHaveTextContent('Alerts off'),
    );
    expect(searches.setSavedSearchAlerts).toHaveBeenCalledWith('s1', false);

    await user.click(
      within(screen.getByRole('article', { name: 'Design' })).getByRole('button', { name: 'Delete "Design"' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete "Design"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(searches.deleteSavedSearch).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('article', { name: 'Design' })).getByRole('button', { name: 'Delete "Design"' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete "Design"?' })).getByRole('button', {
        name: 'Delete saved search',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Design' })).not.toBeInTheDocument());
    expect(searches.deleteSavedSearch).toHaveBeenCalledWith('s2');
    expect(screen.getByText('1 of 10 saved searches.')).toBeInTheDocument();
  });

  it("says where alerts go by the talent's notification settings: in notifications only, or nowhere while job alerts are off", async () => {
    searches.listSavedSearches.mockResolvedValue([search(1)]);
    notify.getNotificationSettings.mockResolvedValue({ 'job-alerts': 'app' });
    const { unmount } = jobList({ tab: 'searches' });
    const card = await screen.findByRole('article', { name: 'Search 1' });
    await waitFor(() => expect(card).toHaveTextContent('Alerts on: daily, in notifications only'));
    expect(card).not.toHaveTextContent('by email');
    expect(notify.getNotificationSettings).toHaveBeenCalledWith('t1');
    unmount();

    notify.getNotificationSettings.mockResolvedValue({ 'job-alerts': 'off' });
    jobList({ tab: 'searches' });
    const warning = await screen.findByText(
      /Job alerts are off in your notification settings, so no saved search sends anything/,
    );
    expect(within(warning).getByRole('link', { name: 'Change it in Settings' })).toHaveAttribute(
      'href',
      '/talent-dashboard/settings',
    );
    expect(screen.getByRole('article', { name: 'Search 1' })).toHaveTextContent(/Alerts on: daily(?!,)/);
  });

  it('explains saved searches when there are none, and offers a retry when they cannot be loaded', async () => {
    const { unmount } = jobList({ tab: 'searches' });
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(screen.getByText(/You can keep up to 10\./)).toBeInTheDocument();
    unmount();

    searches.listSavedSearches.mockReset();
    searches.listSavedSearches
      .mockRejectedValueOnce(new Error('The server could not be reached'))
      .mockResolvedValue([search(1)]);
    const second = jobList({ tab: 'searches' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved searches could not be loaded. The server could not be reached',
    );
    await second.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Search 1' })).toBeInTheDocument();
  });
});
