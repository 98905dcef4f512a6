/**
 * Work history and education where they are read: the company's view of a talent, the talent's "view as a company
 * sees it" preview (the same view, from the talent's own card, with nothing a company cannot see) and the back
 * office's talent profile, each newest first; and discovery's keyword search in the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentProfileDetails } from '@/components/backoffice/talent-profile';
import DiscoveryPage from '@/pages/company/assessments';
import TalentPublicProfilePage from '@/pages/company/assessments/[talentId]';
import { TalentProfilePreviewScreen } from '@/components/talents/talent-profile-preview-screen';
import type { Company } from '@/services/companies/companies';
import type { EducationEntry, WorkEntry } from '@/services/schemas/profile-entries';
import type { TalentCard } from '@/services/schemas/talent-card';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const cards = vi.hoisted(() => ({
  listTalentCardsPage: vi.fn(),
  getTalentCard: vi.fn(),
  listTalentCardsByRole: vi.fn(),
}));
const applications = vi.hoisted(() => ({ findApplicationFromTalent: vi.fn() }));
vi.mock('@/services/talents/talent-cards', () => cards);
vi.mock('@/services/applications/applications', () => applications);

vi.setConfig({ testTimeout: 60_000 });

const workHistory: WorkEntry[] = [
  { organisation: 'Globex', title: 'Intern', start: '2020-06', end: '2020-09', description: '' },
  {
    organisation: 'Acme',
    title: 'Product Designer',
    start: '2022-03',
    end: 'present',
    description: 'Design system lead.',
  },
  { organisation: 'Initech', title: 'Junior Designer', start: '2020-10', end: '2022-02', description: '' },
];
const education: EducationEntry[] = [
  { organisation: 'University of Porto', degree: 'BA Design', start: '2017-09', end: '2020-07', description: '' },
];
const card: TalentCard = {
  id: 'u1',
  name: 'Ada Okafor',
  availability: true,
  role: 'Web Developer',
  skills: [{ skill: 'Figma' }],
  profile: { headline: 'Designer' },
  updatedAt: 1,
  workHistory,
  education,
};
const acmeCompany: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false, verification: 'verified' };

const accounts = vi.hoisted(() => ({
  subscribeCompanyAccount: vi.fn((id: string, onData: (account: unknown) => void) => {
    queueMicrotask(() => onData({ id, email: 'hr@acme.test', emailVerified: true }));
    return () => undefined;
  }),
}));
vi.mock('@/services/companies/company-accounts', () => accounts);

beforeEach(() => {
  cards.getTalentCard.mockReset();
  cards.listTalentCardsPage.mockReset();
  applications.findApplicationFromTalent.mockReset();
  applications.findApplicationFromTalent.mockResolvedValue(null);
});

const roles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('work history and education on screen', () => {
  it('the company sees them newest first, ongoing on top, with their months', async () => {
    cards.getTalentCard.mockResolvedValue(card);
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: { companies: { user: acmeCompany, isAuthenticated: true } },
      router: { query: { talentId: 'u1' } },
    });
    const list = await screen.findByRole('list', { name: 'Work history of Ada Okafor' });
    expect(roles(list)).toEqual([
      'Product Designer · AcmeMar 2022 – PresentDesign system lead.',
      'Junior Designer · InitechOct 2020 – Feb 2022',
      'Intern · GlobexJun 2020 – Sept 2020',
    ]);
    expect(roles(screen.getByRole('list', { name: 'Education of Ada Okafor' }))).toEqual([
      'BA Design · University of PortoSept 2017 – Jul 2020',
    ]);
  });

  it("the talent's preview is the company's view of its own card, with nothing a company cannot see", async () => {
    cards.getTalentCard.mockResolvedValue(card);
    const me = {
      id: 'u1',
      email: 'ada@b.test',
      name: 'Ada Okafor',
      availability: true,
      timestamp: 1,
      new: false,
      role: 'Web Developer',
      skills: [],
      profile: { phone: '+234 800' },
    } as Talent;
    renderWithProviders(<TalentProfilePreviewScreen />, {
      preloadedState: { talents: { user: me, isAuthenticated: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeInTheDocument();
    expect(cards.getTalentCard).toHaveBeenCalledWith('u1');
    expect(screen.getByText(/exactly as a verified company sees it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to edit your profile' })).toHaveAttribute(
      'href',
      '/talent-dashboard/profile',
    );
    expect(roles(screen.getByRole('list', { name: 'Work history of Ada Okafor' }))[0]).toMatch(
      /^Product Designer · Acme/,
    );
    expect(
      screen.getByText(
        'Contact details are shared when Ada Okafor applies to one of your jobs or accepts your message request.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ada@b\.test|\+234 800/)).toBeNull();
    expect(applications.findApplicationFromTalent).not.toHaveBeenCalled();
  });

  it('the back office sees them on the talent profile', async () => {
    const talent = { ...card, email: 'ada@b.test', timestamp: 1, new: false } as Talent;
    renderWithProviders(<TalentProfileDetails talent={talent} onRevoke={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Work history' })).toBeInTheDocument();
    expect(roles(screen.getByRole('list', { name: 'Education of Ada Okafor' }))).toHaveLength(1);
  });

  it('a profile without entries shows no empty sections', async () => {
    cards.getTalentCard.mockResolvedValue({ ...card, workHistory: undefined, education: [] });
    renderWithProviders(<TalentPublicProfilePage />, {
      preloadedState: { companies: { user: acmeCompany, isAuthenticated: true } },
      router: { query: { talentId: 'u1' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ada Okafor' });
    expect(screen.queryByRole('heading', { name: 'Work history' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Education' })).toBeNull();
  });
});

describe('discovery keywords', () => {
  it('reads them from the URL and puts new ones in it', async () => {
    cards.listTalentCardsPage.mockResolvedValue({ items: [card], nextCursor: null });
    const { user, router } = renderWithProviders(<DiscoveryPage />, {
      preloadedState: { companies: { user: acmeCompany, isAuthenticated: true } },
      router: { pathname: '/company/assessments', query: { q: 'acme' } },
    });
    await screen.findByRole('list', { name: 'Talents' });
    expect(cards.listTalentCardsPage).toHaveBeenCalledWith({ filters: { q: 'acme' }, after: undefined });
    expect(screen.getByLabelText('Keywords')).toHaveValue('acme');
    await user.clear(screen.getByLabelText('Keywords'));
    await user.type(screen.getByLabelText('Keywords'), ' University of Porto ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The filter form's schema loads with the first search.
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(
        { pathname: '/company/assessments', query: { q: 'University of Porto' } },
        undefined,
        { shallow: true },
      ),
    );
  });
});
