/**
 * A double click sends one request: the second click arrives before React shows the button disabled (a
 * mutation's pending state is published a task later), so the screens guard the action itself (useSingleFlight).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionDialog } from '@/components/backoffice/action-dialog';
import { TalentJobScreen } from '@/components/jobs/talent-job-screen';
import { makeApplication, makeJob, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn() }));
const companies = vi.hoisted(() => ({ getCompany: vi.fn() }));
const applications = vi.hoisted(() => ({
  getOwnApplication: vi.fn(),
  subscribeApplication: vi.fn(),
  applyToJob: vi.fn(),
  withdrawApplication: vi.fn(),
}));
const adminActions = vi.hoisted(() => ({
  verifyCompany: vi.fn(),
  declineCompany: vi.fn(),
  suspendAccount: vi.fn(),
  restoreAccount: vi.fn(),
  revokeSkill: vi.fn(),
}));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/companies/companies', () => companies);
vi.mock('@/services/applications/applications', () => applications);
vi.mock('@/services/applications/priority-signals', () => ({ prioritySignalsLeft: async () => 3 }));
vi.mock('@/services/backoffice/admin-actions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...adminActions,
}));
vi.mock('@/services/companies/response-stats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestResponseStatsRefresh: vi.fn(),
}));

vi.setConfig({ testTimeout: 60_000 });

/** Resolves when the test says so, so both clicks land while the first request is in flight. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(() => {
  Object.values(applications).forEach((fn) => fn.mockReset());
  Object.values(adminActions).forEach((fn) => fn.mockReset());
  jobs.getJob.mockReset().mockResolvedValue(makeJob());
  companies.getCompany
    .mockReset()
    .mockResolvedValue({ id: 'c1', email: 'c@b.test', name: 'Acme Labs', timestamp: 1, new: false });
  applications.getOwnApplication.mockResolvedValue(null);
  applications.subscribeApplication.mockReturnValue(() => undefined);
});

describe('a double click', () => {
  it('on "Send application" applies once and shows the button busy meanwhile', async () => {
    const reply = held<ReturnType<typeof makeApplication>>();
    applications.applyToJob.mockReturnValue(reply.promise);
    const { user } = renderWithProviders(<TalentJobScreen />, {
      preloadedState: talentState,
      router: { query: { jobId: 'job1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const send = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send application' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sending…' })).toBeDisabled(),
    );
    reply.release(makeApplication());
    expect(await screen.findByText('Applied', { selector: 'span' })).toBeInTheDocument();
    expect(applications.applyToJob).toHaveBeenCalledTimes(1);
  });

  it('on "Verify" verifies once', async () => {
    const reply = held<{ published: number }>();
    adminActions.verifyCompany.mockReturnValue(reply.promise);
    const onClose = vi.fn();
    renderWithProviders(
      <ActionDialog
        title="Verify Acme?"
        text="Its jobs go live."
        confirm="Verify"
        done="Company verified."
        action={() => ({ kind: 'verify', companyId: 'c1' })}
        onClose={onClose}
      />,
    );
    const verify = screen.getByRole('button', { name: 'Verify' });
    fireEvent.click(verify);
    fireEvent.click(verify);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled());
    reply.release({ published: 1 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adminActions.verifyCompany).toHaveBeenCalledTimes(1);
  });
});
