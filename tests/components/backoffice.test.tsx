import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionDialog } from '@/components/backoffice/action-dialog';
import { ChartPanel, type ChartSpec } from '@/components/backoffice/dashboard/chart-panel';
import { CompanyReviewBanner } from '@/components/home/company-review-banner';
import type { Company } from '@/services/companies/companies';
import { renderWithProviders } from './render';

const actions = vi.hoisted(() => ({
  verifyCompany: vi.fn(),
  declineCompany: vi.fn(),
  suspendAccount: vi.fn(async () => ({ closed: 0 })),
  restoreAccount: vi.fn(),
  revokeSkill: vi.fn(),
}));
vi.mock('@/services/backoffice/admin-actions', () => actions);
// The decline reason is in the company's private account record, not on its public profile.
vi.mock('@/services/companies/company-accounts', () => ({
  subscribeCompanyAccount: vi.fn((id: string, onData: (account: unknown) => void) => {
    queueMicrotask(() => onData({ id, email: 'hr@acme.test', emailVerified: true, verificationReason: 'No website' }));
    return () => undefined;
  }),
}));

vi.setConfig({ testTimeout: 60_000 });

const spec: ChartSpec = {
  title: 'Applications by stage',
  summary: 'how many applications are at each stage.',
  kind: 'bar',
  labelHeader: 'Stage',
  labels: ['Applied', 'Hired'],
  series: [{ label: 'Applications', values: [7, 2] }],
};

describe('ChartPanel', () => {
  it('gives the same numbers as a table behind "Show as table"', async () => {
    const { user } = renderWithProviders(<ChartPanel spec={spec} />);
    const panel = screen.getByRole('region', { name: 'Applications by stage' });
    const chart = within(panel).getByRole('img', { name: /Applications by stage: how many/ });
    // Drawn with the page: a bar per value, each titled for the pointer's tooltip, and the sum it drew.
    expect([...chart.querySelectorAll('rect > title')].map((t) => t.textContent)).toEqual([
      'Applied, Applications: 7',
      'Hired, Applications: 2',
    ]);
    expect(chart).toHaveAttribute('data-total', '9');
    const toggle = within(panel).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(panel).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['StageApplications', 'Applied7', 'Hired2']);
  });
});

describe('ActionDialog', () => {
  it('asks for a reason before suspending, then sends it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ActionDialog
        title="Suspend Ada?"
        text="Ada can no longer sign in."
        reasonLabel="Reason for the suspension"
        confirm="Suspend"
        danger
        done="Talent suspended."
        action={(reason) => ({ kind: 'suspend', targetType: 'talent', id: 't1', reason })}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend Ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason for the suspension')).toHaveAccessibleDescription('Give a reason.'),
    );
    expect(actions.suspendAccount).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for the suspension'), '  Spam  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(actions.suspendAccount).toHaveBeenCalledWith('talent', 't1', 'Spam');
  });
});

describe('CompanyReviewBanner', () => {
  const base: Company = { id: 'c1', name: 'Acme', timestamp: 1, new: false };
  const state = (extra: Partial<Company>) => ({
    preloadedState: { companies: { user: { ...base, ...extra }, isAuthenticated: true } },
  });

  it('tells a company awaiting review that its jobs wait, a declined one why, and a verified one nothing', async () => {
    const pending = renderWithProviders(<CompanyReviewBanner />, state({ verification: 'pending' }));
    expect(screen.getByText('Your company is awaiting review.')).toBeInTheDocument();
    pending.unmount();
    // A company of before the review awaits it too.
    const legacy = renderWithProviders(<CompanyReviewBanner />, state({}));
    expect(screen.getByText('Your company is awaiting review.')).toBeInTheDocument();
    legacy.unmount();
    const declined = renderWithProviders(<CompanyReviewBanner />, state({ verification: 'declined' }));
    expect(await screen.findByText(/Reason: No website/)).toBeInTheDocument();
    declined.unmount();
    const { container } = renderWithProviders(<CompanyReviewBanner />, state({ verification: 'verified' }));
    expect(container).toBeEmptyDOMElement();
  });
});
