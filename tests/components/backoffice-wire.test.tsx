/**
 * The back office wired to assessments and messaging: the talent page's assessment attempts (states and paging) and the
 * "Message" actions on the talent and company pages; the dashboard's reported conversations and extra figures.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCompanyScreen } from '@/components/backoffice/company-screens';
import { DashboardPanels } from '@/components/backoffice/dashboard/dashboard-panels';
import { AdminTalentScreen } from '@/components/backoffice/talent-screens';
import type { DashboardData } from '@/services/schemas/dashboard';
import type { AdminAttemptRow, AdminTalent } from '@/services/backoffice/talents';
import type { Company } from '@/services/schemas/company';
import { renderWithProviders } from './render';

const talents = vi.hoisted(() => ({
  getAdminTalent: vi.fn(),
  listTalentApplications: vi.fn(async () => ({ items: [], nextCursor: null })),
  listTalentAttempts: vi.fn(),
}));
vi.mock('@/services/backoffice/talents', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...talents,
}));
const companies = vi.hoisted(() => ({
  getAdminCompany: vi.fn(),
  listAdminCompanyJobs: vi.fn(async () => ({ items: [], nextCursor: null })),
}));
vi.mock('@/services/backoffice/companies', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...companies,
}));
vi.mock('@/services/backoffice/audit-log', () => ({
  listAuditLog: vi.fn(async () => ({ items: [], nextCursor: null })),
}));
const dashboard = vi.hoisted(() => ({ getDashboard: vi.fn() }));
vi.mock('@/services/backoffice/dashboard', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...dashboard,
}));

vi.setConfig({ testTimeout: 60_000 });

const ada = {
  id: 'talent-1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  role: 'Developer',
  skills: [],
  availability: true,
  timestamp: null,
} as unknown as AdminTalent;
const row = (n: number, over: Partial<AdminAttemptRow> = {}): AdminAttemptRow => ({
  id: `a${n}`,
  assessmentId: 'react-basics',
  title: `React basics ${n}`,
  skill: 'React',
  startedAt: Date.UTC(2026, 10, n),
  submittedAt: Date.UTC(2026, 10, n, 1),
  status: 'submitted',
  score: 85,
  passed: true,
  ...over,
});
const router = { router: { query: { id: 'talent-1' }, isReady: true } };

beforeEach(() => {
  talents.getAdminTalent.mockResolvedValue(ada);
});

describe('AdminTalentScreen wired to assessments and messages', () => {
  it('lists the attempts with their result, pages on with the cursor, and offers "Message"', async () => {
    talents.listTalentAttempts.mockImplementation(async (_id: string, after?: string) =>
      after === 'c1'
        ? { items: [row(1, { title: 'Older attempt', score: 40, passed: false })], nextCursor: null }
        : {
            items: [row(3, { status: 'in-progress', submittedAt: null, score: null, passed: null }), row(2)],
            nextCursor: 'c1',
          },
    );
    const { user } = renderWithProviders(<AdminTalentScreen />, router);
    const list = await screen.findByRole('list', { name: 'Assessment attempts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/React basics 3.*In progress$/),
      expect.stringMatching(/React basics 2React · 2 Nov 2026Passed · 85%$/),
    ]);
    expect(screen.getByRole('link', { name: 'Message Ada Lovelace' })).toHaveAttribute(
      'href',
      '/backoffice/messages?to=talent-1&name=Ada+Lovelace',
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Assessment attempts pages' })).getByRole('button', {
        name: /next/i,
      }),
    );
    expect(await screen.findByText('Older attempt')).toBeInTheDocument();
    expect(screen.getByText('Failed · 40%')).toBeInTheDocument();
    expect(talents.listTalentAttempts).toHaveBeenLastCalledWith('talent-1', 'c1');
  });

  it('says when there are no attempts', async () => {
    talents.listTalentAttempts.mockResolvedValueOnce({ items: [], nextCursor: null });
    renderWithProviders(<AdminTalentScreen />, router);
    expect(await screen.findByText('No assessment attempts yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the attempts cannot load', async () => {
    talents.listTalentAttempts
      .mockRejectedValueOnce(Object.assign(new Error('boom'), { code: 'unavailable' }))
      .mockResolvedValue({ items: [row(5)], nextCursor: null });
    const { user } = renderWithProviders(<AdminTalentScreen />, router);
    const alert = await screen.findByText(/The assessment attempts could not be loaded\. boom/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('React basics 5')).toBeInTheDocument();
  });
});

describe('AdminCompanyScreen', () => {
  it('offers "Message" to the company', async () => {
    companies.getAdminCompany.mockResolvedValue({
      id: 'company-1',
      name: 'Helix Genomics',
      verification: 'verified',
      timestamp: null,
      account: { id: 'company-1', email: 'hi@helix.test', emailVerified: true },
    } as unknown as Company);
    renderWithProviders(<AdminCompanyScreen />, { router: { query: { id: 'company-1' }, isReady: true } });
    expect(await screen.findByRole('link', { name: 'Message Helix Genomics' })).toHaveAttribute(
      'href',
      '/backoffice/messages?to=company-1&name=Helix+Genomics',
    );
  });
});

const data = (attention: Partial<DashboardData['attention']>): DashboardData => ({
  figures: {
    talents: 3,
    companiesVerified: 1,
    companiesAwaitingReview: 0,
    activeJobs: 2,
    applicationsLast7Days: 0,
    medianReplyMs: null,
  },
  extraFigures: [
    { label: 'Assessments passed this month', value: 4 },
    { label: 'Open reports', value: 1 },
  ],
  weeks: [],
  signups: { talents: [], companies: [] },
  funnel: [],
  jobsByCategory: [],
  attention: {
    pendingCompanies: [],
    pendingCount: 0,
    overdueJobs: [],
    overdueCount: 0,
    reportedConversations: [],
    reportCount: 0,
    ...attention,
  },
  signalReport: { signalled: { applications: 8, interviewed: 3 }, others: { applications: 0, interviewed: 0 } },
  generatedAt: 0,
});

describe('DashboardPanels', () => {
  it('shows the new figures and the reported conversations, linking to the Reports tab', async () => {
    dashboard.getDashboard.mockResolvedValue(
      data({
        reportCount: 1,
        reportedConversations: [
          {
            id: 'r1',
            reporterName: 'Daniel Mensah',
            reportedName: 'Helix Genomics',
            reason: 'Asked for a fee to apply',
            at: Date.UTC(2026, 10, 20),
          },
        ],
      }),
    );
    renderWithProviders(<DashboardPanels />);
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('Assessments passed this month').nextSibling).toHaveTextContent('4');
    expect(within(figures).getByText('Open reports').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: /Reported conversations \(1\)/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reported conversations' });
    expect(within(list).getByRole('link', { name: 'Daniel Mensah reported Helix Genomics' })).toHaveAttribute(
      'href',
      '/backoffice/messages?tab=reports',
    );
    expect(list).toHaveTextContent('Asked for a fee to apply');
    expect(screen.queryByText('Nothing needs attention right now.')).not.toBeInTheDocument();
  });

  it('compares the interview rate of priority applications with the others', async () => {
    dashboard.getDashboard.mockResolvedValue(data({}));
    renderWithProviders(<DashboardPanels />);
    const report = await screen.findByRole('region', { name: 'Priority signals' });
    expect(within(report).getByRole('row', { name: /^Priority applications/ })).toHaveTextContent(
      'Priority applications8338 %',
    );
    expect(within(report).getByRole('row', { name: /^Other applications/ })).toHaveTextContent(
      'Other applications00No applications yet',
    );
  });

  it('says nothing needs attention when there is no report either', async () => {
    dashboard.getDashboard.mockResolvedValue(data({}));
    renderWithProviders(<DashboardPanels />);
    expect(await screen.findByText('Nothing needs attention right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reported conversations' })).not.toBeInTheDocument();
  });
});
