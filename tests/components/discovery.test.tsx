import { screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useMemo, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DiscoveryPage from '@/pages/company/assessments';
import TalentPublicProfilePage from '@/pages/company/assessments/[talentId]';
import { COMPANY_MENU } from '@/constants/menus';
import type { Company } from '@/services/companies/companies';
import type { TalentCard } from '@/services/schemas/talent-card';
import { BackendError } from '@/services/errors';
import { makeApplication } from './jobs-fixtures';
import { createMockRouter, renderWithProviders } from './render';

const cards = vi.hoisted(() => ({
  listTalentCardsPage: vi.fn(),
  getTalentCard: vi.fn(),
  listTalentCardsByRole: vi.fn(),
}));
const applications = vi.hoisted(() => ({ findApplicationFromTalent: vi.fn() }));
vi.mock('@/services/talents/talent-cards', () => cards);
vi.mock('@/services/applications/applications', () => applications);

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false, verification: 'verified' };
const companyState = { companies: { user: acme, isAuthenticated: true } };

const card = (id: string, extra: Partial<TalentCard> = {}): TalentCard => ({
  id,
  name: `Talent ${id}`,
  availability: true,
  role: 'Web Developer',
  skills: [{ skill: 'React', verified: true }, { skill: 'CSS' }],
  profile: { headline: 'Front-end developer', location: 'Lagos' },
  updatedAt: 1,
  ...extra,
});

beforeEach(() => {
  cards.listTalentCardsPage.mockReset();
  cards.getTalentCard.mockReset();
  applications.findApplicationFromTalent.mockReset();
});

const accounts = vi.hoisted(() => ({
  subscribeCompanyAccount: vi.fn((id: string, onData: (account: unknown) => void) => {
    queueMicrotask(() =>
      onData({ id, email: 'hr@acme.test', emailVerified: true, verificationReason: 'No company registration' }),
    );
    return () => undefined;
  }),
}));
vi.mock('@/services/companies/company-accounts', () => accounts);

describe('the company menu\'s "Assessments"', () => {
  it('opens a screen headed "Assessments" (talents by the skills they proved), not one named otherwise', async () => {
    expect(COMPANY_MENU.find((item) => item.label === 'Assessments')?.href).toBe('/company/assessments');
    cards.listTalentCardsPage.mockResolvedValue({ items: [], nextCursor: null });
    renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Assessments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Discover talents/ })).not.toBeInTheDocument();
  });
});

describe('a company the back office has not verified', () => {
  const as = (extra: Partial<Company>) => ({
    companies: { user: { ...acme, verification: undefined, ...extra }, isAuthenticated: true },
  });

  it('reads why it waits on discovery instead of talents, and no talent is asked for', async () => {
    renderWithProviders(<DiscoveryPage />, {
      preloadedState: as({ verification: 'pending' }),
      router: { pathname: '/company/assessments' },
    });
    expect(screen.getByRole('heading', { name: 'Your company is awaiting review' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Talents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/company/profile');
    expect(cards.listTalentCardsPage).not.toHaveBeenCalled();
  });

  it('waits too without a review status (a company of before the review), and when suspended', () => {
    const legacy = renderWithProviders(<DiscoveryPage />, {
      preloadedState: as({}),
      router: { pathname: '/company/assessments' },
    });
    expect(screen.getByRole('heading', { name: 'Your company is awaiting review' })).toBeInTheDocument();
    legacy.unmount();
    renderWithProviders(<DiscoveryPage />, {
      preloadedState: as({ verification: 'verified', suspended: true }),
      router: { pathname: '/company/assessments' },
    });
    expect(screen.getByText(/Your company is suspended/)).toBeInTheDocument();
    expect(cards.listTalentCardsPage).not.toHaveBeenCalled();
  });

  it('reads the decline reason on a talent profile instead of the profile', async () => {
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: as({ verification: 'declined' }),
      router: { query: { talentId: 't1' }, isReady: true },
    });
    expect(await screen.findByText(/Reason: No company registration/)).toBeInTheDocument();
    expect(cards.getTalentCard).not.toHaveBeenCalled();
  });
});

describe('DiscoveryScreen', () => {
  it('lists talents for the filters in the URL, marks verified skills and links each profile', async () => {
    cards.listTalentCardsPage.mockResolvedValue({ items: [card('t1'), card('t2', { skills: [] })], nextCursor: null });
    renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments', query: { role: 'Web Developer', skill: 'React' } },
    });
    const list = await screen.findByRole('list', { name: 'Talents' });
    expect(cards.listTalentCardsPage).toHaveBeenCalledWith({
      filters: { role: 'Web Developer', skill: 'React' },
      after: undefined,
    });
    const first = within(list).getByRole('listitem', { name: 'Talent t1' });
    expect(within(first).getByText('React ✓ verified')).toBeInTheDocument();
    expect(within(first).getByText('CSS')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View profile of Talent t1' })).toHaveAttribute(
      'href',
      '/company/assessments/t1',
    );
    expect(screen.getByLabelText('Category')).toHaveValue('Web Developer');
    expect(screen.getByLabelText('Skill')).toHaveValue('React');
  });

  it('puts new filters in the URL', async () => {
    cards.listTalentCardsPage.mockResolvedValue({ items: [card('t1')], nextCursor: null });
    const { user, router } = renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments' },
    });
    await screen.findByRole('list', { name: 'Talents' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Copywriter');
    await user.type(screen.getByLabelText('Skill'), ' SEO ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(
        { pathname: '/company/assessments', query: { role: 'Copywriter', skill: 'SEO' } },
        undefined,
        { shallow: true },
      ),
    );
  });

  it('pages forward with the cursor and back again', async () => {
    cards.listTalentCardsPage.mockImplementation(async ({ after }: { after?: string }) =>
      after ? { items: [card('t21')], nextCursor: null } : { items: [card('t1')], nextCursor: 'rest:abc' },
    );
    const { user } = renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments' },
    });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'Talent t21' })).toBeInTheDocument();
    expect(cards.listTalentCardsPage).toHaveBeenLastCalledWith({ filters: {}, after: 'rest:abc' });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('listitem', { name: 'Talent t1' })).toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    cards.listTalentCardsPage.mockResolvedValue({ items: [], nextCursor: null });
    const { user, router } = renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments', query: { skill: 'Cobol' } },
    });
    expect(await screen.findByText('No available talents match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/company/assessments', query: {} }, undefined, {
      shallow: true,
    });
  });

  it('shows one filter bar after a search, and "Clear filters" clears the fields and the list', async () => {
    cards.listTalentCardsPage.mockResolvedValue({ items: [card('t1')], nextCursor: null });
    // A router whose replace changes the URL, as Next's does, so the screen renders the new filters.
    function LiveRouter({ children }: { children: ReactNode }) {
      const [query, setQuery] = useState<NextRouter['query']>({});
      const router = useMemo(
        () =>
          createMockRouter({
            pathname: '/company/assessments',
            query,
            replace: async (url) => (setQuery((url as { query: NextRouter['query'] }).query), true),
          }),
        [query],
      );
      return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
    }
    const { user } = renderWithProviders(
      <LiveRouter>
        <DiscoveryPage />
      </LiveRouter>,
      { preloadedState: companyState },
    );
    await screen.findByRole('list', { name: 'Talents' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Copywriter');
    await user.type(screen.getByLabelText('Skill'), 'SEO');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(cards.listTalentCardsPage).toHaveBeenLastCalledWith({
        filters: { role: 'Copywriter', skill: 'SEO' },
        after: undefined,
      }),
    );
    await screen.findByRole('list', { name: 'Talents' });
    expect(screen.getAllByRole('search', { name: 'Filter talents' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards.listTalentCardsPage).toHaveBeenLastCalledWith({ filters: {}, after: undefined }));
    expect(screen.getAllByRole('search', { name: 'Filter talents' })).toHaveLength(1);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Skill')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    cards.listTalentCardsPage
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server could not be reached'))
      .mockResolvedValue({ items: [card('t1')], nextCursor: null });
    const { user } = renderWithProviders(<DiscoveryPage />, {
      preloadedState: companyState,
      router: { pathname: '/company/assessments' },
    });
    expect(
      await screen.findByText(/The talents could not be loaded\. The server could not be reached/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Talent t1' })).toBeInTheDocument();
  });
});

describe('TalentPublicProfileScreen', () => {
  const profile = card('t1', {
    profile: {
      headline: 'Front-end developer',
      bio: 'I build things.',
      school: 'Unilag',
      cvUrl: '/api/local/files/cv.pdf?token=t',
      cvName: 'cv.pdf',
      githubUrl: 'https://github.com/t1',
    },
  });

  it('shows the public profile with the CV and hides the contact until the talent applies', async () => {
    cards.getTalentCard.mockResolvedValue(profile);
    applications.findApplicationFromTalent.mockResolvedValue(null);
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: companyState,
      router: { query: { talentId: 't1' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent t1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open CV (cv.pdf)' })).toHaveAttribute(
      'href',
      '/api/local/files/cv.pdf?token=t',
    );
    expect(screen.getByText('Unilag')).toBeInTheDocument();
    expect(screen.getByText('React ✓ verified')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Contact details are shared when Talent t1 applies to one of your jobs or accepts your message request.',
      ),
    ).toBeInTheDocument();
    expect(applications.findApplicationFromTalent).toHaveBeenCalledWith('c1', 't1');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('shows the contact from an application to one of the company jobs', async () => {
    cards.getTalentCard.mockResolvedValue(profile);
    applications.findApplicationFromTalent.mockResolvedValue(
      makeApplication({ talentEmail: 't1@b.test', talentPhone: '+234 800', jobTitle: 'Junior Dev' }),
    );
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: companyState,
      router: { query: { talentId: 't1' } },
    });
    expect(await screen.findByRole('link', { name: 't1@b.test' })).toHaveAttribute('href', 'mailto:t1@b.test');
    expect(screen.getByRole('link', { name: '+234 800' })).toHaveAttribute('href', 'tel:+234800');
    expect(screen.getByText('Junior Dev')).toBeInTheDocument();
  });

  it('says when the profile does not exist', async () => {
    cards.getTalentCard.mockRejectedValue(new BackendError('not-found', 'This talent profile does not exist.'));
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: companyState,
      router: { query: { talentId: 'gone' } },
    });
    expect(await screen.findByText(/This talent profile does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to talents' })).toHaveAttribute('href', '/company/assessments');
  });
});
