/** The median reply time where talents and the company see it, and the refresh a company's first answer asks for. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveDialog } from '@/components/applications/pipeline/move-dialog';
import { CompanyCard } from '@/components/jobs/company-card';
import { JobCard } from '@/components/jobs/job-card';
import { CompanyJobRow } from '@/components/jobs/company-job-row';
import type { Company } from '@/services/companies/companies';
import { makeApplication, makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';

const companies = vi.hoisted(() => ({ getCompany: vi.fn() }));
vi.mock('@/services/companies/companies', () => companies);
const applications = vi.hoisted(() => ({ moveApplications: vi.fn() }));
vi.mock('@/services/applications/applications', () => applications);
const stats = vi.hoisted(() => ({ requestResponseStatsRefresh: vi.fn() }));
vi.mock('@/services/companies/response-stats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...stats,
}));

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false, verification: 'verified' };

beforeEach(() => {
  companies.getCompany.mockReset();
  applications.moveApplications.mockReset();
  stats.requestResponseStatsRefresh.mockReset();
});

describe('reply time on cards', () => {
  it('a talent job card says how fast the company usually replies, and nothing without a figure', () => {
    const { unmount } = renderWithProviders(<JobCard job={makeJob({ companyResponseMs: 5 * HOUR })} />);
    expect(screen.getByText('Usually replies within 5 hours')).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobCard job={makeJob()} />);
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it("the company's job row shows it on active jobs only", () => {
    const { unmount } = renderWithProviders(
      <ul>
        <CompanyJobRow job={makeJob({ companyResponseMs: 50 * HOUR })} onToggle={() => {}} />
      </ul>,
    );
    expect(screen.getByText('Usually replies within 3 days')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ul>
        <CompanyJobRow job={makeJob({ status: 'closed', companyResponseMs: 50 * HOUR })} onToggle={() => {}} />
      </ul>,
    );
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('the job detail company card reads it from the company, hidden below 3 applications', async () => {
    companies.getCompany.mockResolvedValueOnce({
      ...acme,
      responseStats: { medianMs: 20 * HOUR, applications: 5, responded: 4, updatedAt: 1 },
    });
    const { unmount } = renderWithProviders(<CompanyCard job={makeJob()} />);
    expect(await screen.findByText('Usually replies within 20 hours')).toBeInTheDocument();
    unmount();
    companies.getCompany.mockResolvedValueOnce({
      ...acme,
      about: 'We build things.',
      responseStats: { medianMs: 20 * HOUR, applications: 2, responded: 2, updatedAt: 1 },
    });
    renderWithProviders(<CompanyCard job={makeJob()} />);
    expect(await screen.findByText('We build things.')).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });
});

describe('moving an applicant', () => {
  it("asks for a refresh of the company's figure after its first answer, not after later moves", async () => {
    const waiting = makeApplication();
    applications.moveApplications.mockResolvedValueOnce({ moved: [waiting.id], unchanged: [] });
    const { user, unmount } = renderWithProviders(<MoveDialog apps={[waiting]} companyId="c1" onClose={() => {}} />);
    await user.selectOptions(await screen.findByLabelText('New stage'), 'reviewing');
    await user.click(screen.getByRole('button', { name: 'Move applicant' }));
    // The form's schema loads on first use: the first submit may take a moment.
    await waitFor(() => expect(stats.requestResponseStatsRefresh).toHaveBeenCalledWith('c1'), { timeout: 5000 });
    unmount();

    const answered = makeApplication({ stage: 'reviewing', firstResponseAt: Date.now() });
    applications.moveApplications.mockResolvedValueOnce({ moved: [answered.id], unchanged: [] });
    const second = renderWithProviders(<MoveDialog apps={[answered]} companyId="c1" onClose={() => {}} />);
    await second.user.selectOptions(await screen.findByLabelText('New stage'), 'shortlisted');
    await second.user.click(screen.getByRole('button', { name: 'Move applicant' }));
    await waitFor(() => expect(applications.moveApplications).toHaveBeenCalledTimes(2));
    await screen.findByText('Ada Okafor moved to Shortlisted.');
    expect(stats.requestResponseStatsRefresh).toHaveBeenCalledTimes(1);
  });
});
