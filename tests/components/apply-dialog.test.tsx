import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentJobScreen } from '@/components/jobs/talent-job-screen';
import { BackendError } from '@/services/backend/types';
import type { UploadFileOptions } from '@/services/uploads';
import { DAY, makeApplication, makeJob, talent, talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn() }));
const companies = vi.hoisted(() => ({ getCompany: vi.fn() }));
const applications = vi.hoisted(() => ({
  getOwnApplication: vi.fn(),
  subscribeApplication: vi.fn(),
  applyToJob: vi.fn(),
  withdrawApplication: vi.fn(),
}));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/companies/companies', () => companies);
const stats = vi.hoisted(() => ({ requestResponseStatsRefresh: vi.fn() }));
vi.mock('@/services/applications/applications', () => applications);
const signals = vi.hoisted(() => ({ prioritySignalsLeft: vi.fn() }));
vi.mock('@/services/applications/priority-signals', () => signals);
const saved = vi.hoisted(() => ({
  listSavedJobIds: vi.fn(async () => [] as string[]),
  saveJob: vi.fn(async () => undefined),
  unsaveJob: vi.fn(async () => undefined),
}));
vi.mock('@/services/jobs/saved-jobs', () => saved);
vi.mock('@/services/companies/response-stats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...stats,
}));

// The real client-side check (type, size) runs; the transfer itself is held until the test settles it.
interface PendingUpload {
  options: UploadFileOptions;
  resolve: (value: { path: string; downloadURL: string }) => void;
  reject: (error: Error) => void;
}
let pendingUpload: PendingUpload | null = null;
vi.mock('@/services/uploads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/uploads')>();
  return {
    ...actual,
    uploadFile: vi.fn(async (file: Blob, options: UploadFileOptions) => {
      actual.checkUpload(file, options.accept);
      return new Promise((resolve, reject) => {
        pendingUpload = { options, resolve, reject };
        options.signal?.addEventListener('abort', () =>
          reject(new BackendError('storage/canceled', 'Upload canceled')),
        );
      });
    }),
  };
});

const pdf = (name = 'tailored-cv.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const UPLOADED_URL = '/api/local/files/talents/t1/applications/job1/9-tailored-cv.pdf?token=u';

vi.setConfig({ testTimeout: 60_000 });

/** What the dialog sends with no cover note and the profile's CV. */
const withProfileCv = (extra = {}) => ({
  jobId: 'job1',
  coverNote: undefined,
  cvUrl: '/api/local/files/cv.pdf?token=t',
  ...extra,
});

const renderJob = () =>
  renderWithProviders(<TalentJobScreen />, { preloadedState: talentState, router: { query: { jobId: 'job1' } } });

beforeEach(() => {
  pendingUpload = null;
  stats.requestResponseStatsRefresh.mockReset();
  Object.values(applications).forEach((fn) => fn.mockReset());
  jobs.getJob.mockReset().mockResolvedValue(makeJob());
  companies.getCompany.mockReset().mockResolvedValue({
    id: 'c1',
    email: 'c@b.test',
    name: 'Acme Labs',
    timestamp: 1,
    new: false,
    about: 'We build labs.',
  });
  applications.getOwnApplication.mockResolvedValue(null);
  applications.subscribeApplication.mockReturnValue(() => undefined);
  signals.prioritySignalsLeft.mockReset().mockResolvedValue(3);
});

describe('TalentJobScreen', () => {
  it('shows the fit before applying: skills the talent has (verified marked) and the missing ones', async () => {
    renderJob();
    expect(await screen.findByRole('heading', { name: 'Your fit: 2 of 3 skills' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skills you have' })).toHaveTextContent('✓ React (verified)✓ CSS');
    expect(screen.getByRole('list', { name: 'Skills you are missing' })).toHaveTextContent('TypeScript');
    expect(await screen.findByText('We build labs.')).toBeInTheDocument();
  });

  it('applies with a cover note and the profile CV, then shows the live stage instead of the button', async () => {
    let push: (app: ReturnType<typeof makeApplication>) => void = () => undefined;
    applications.subscribeApplication.mockImplementation((_id: string, onData: typeof push) => {
      push = onData;
      return () => undefined;
    });
    applications.applyToJob.mockResolvedValue(makeApplication({ coverNote: 'I love React' }));
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Junior Frontend Developer' });
    expect(within(dialog).getByRole('radio', { name: 'CV from my profile (ada-cv.pdf)' })).toBeChecked();
    expect(within(dialog).queryByText('CV for this application')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cover note (optional)'), 'I love React');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(applications.applyToJob).toHaveBeenCalledWith({
        jobId: 'job1',
        coverNote: 'I love React',
        cvUrl: '/api/local/files/cv.pdf?token=t',
      }),
    );
    expect(await screen.findByText('Applied', { selector: 'span' })).toBeInTheDocument();
    // The company's reply-time figure now counts one more application.
    expect(stats.requestResponseStatsRefresh).toHaveBeenCalledWith('c1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(applications.subscribeApplication).toHaveBeenCalledWith(
      'job1_t1',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => push(makeApplication({ stage: 'shortlisted' })));
    expect(await screen.findByText('Applied · Shortlisted', { selector: 'span' })).toBeInTheDocument();
  });

  it('marks a priority application when applying, saying how many signals are left', async () => {
    signals.prioritySignalsLeft.mockResolvedValue(2);
    applications.applyToJob.mockResolvedValue(makeApplication({ signalled: true }));
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog');
    const mark = within(dialog).getByRole('checkbox', { name: 'Mark as one of my priority applications' });
    await waitFor(() => expect(mark).toBeEnabled());
    expect(mark).toHaveAccessibleDescription(
      '2 of 3 left this month. The company sees the mark; it cannot be added later.',
    );
    await user.click(mark);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(applications.applyToJob).toHaveBeenCalledWith(withProfileCv({ signal: true })));
    expect(signals.prioritySignalsLeft).toHaveBeenCalledWith('t1', expect.any(Number));
  });

  it("explains when new signals come once the month's are used, and applies without one", async () => {
    signals.prioritySignalsLeft.mockResolvedValue(0);
    applications.applyToJob.mockResolvedValue(makeApplication());
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/You have used your 3 priority signals this month\. New ones come on 1 /),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Mark as one of my priority applications' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(applications.applyToJob).toHaveBeenCalledTimes(1));
    expect(applications.applyToJob.mock.calls[0][0]).not.toHaveProperty('signal', true);
  });

  it('keeps the dialog open with the service message when the apply is refused', async () => {
    applications.applyToJob.mockRejectedValue(
      new BackendError('already-exists', 'You have already applied to this job.'),
    );
    const { user } = renderJob();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(applications.applyToJob).toHaveBeenCalledWith(withProfileCv()));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied to this job.');
    expect(stats.requestResponseStatsRefresh).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('says why a closed job or a passed deadline cannot be applied to', async () => {
    jobs.getJob.mockResolvedValue(makeJob({ status: 'closed' }));
    const first = renderJob();
    expect(await screen.findByText('This job is closed and no longer accepts applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    first.unmount();

    jobs.getJob.mockResolvedValue(makeJob({ deadline: Date.now() - DAY }));
    renderJob();
    expect(await screen.findByText(/The application deadline passed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows the existing application instead of the Apply button', async () => {
    applications.getOwnApplication.mockResolvedValue(makeApplication({ stage: 'interview' }));
    renderJob();
    expect(await screen.findByText('Applied · Interview', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application to Junior Frontend Developer' })).toHaveAttribute(
      'href',
      '/talent-dashboard/applied-jobs#app-job1_t1',
    );
  });

  it('saves the job from its page with a bookmark that says whether it is saved', async () => {
    applications.getOwnApplication.mockResolvedValue(null);
    saved.listSavedJobIds.mockResolvedValue([]);
    const { user } = renderJob();
    const bookmark = await screen.findByRole('button', { name: 'Save Junior Frontend Developer' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    saved.listSavedJobIds.mockResolvedValue(['job1']);
    await user.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    expect(saved.saveJob).toHaveBeenCalledWith('t1', expect.objectContaining({ id: 'job1' }));
  });
});

describe('ApplyDialog: a PDF uploaded for this application', () => {
  const openDialog = async () => {
    const rendered = renderJob();
    await rendered.user.click(await screen.findByRole('button', { name: 'Apply now' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Apply to Junior Frontend Developer' }) };
  };

  it('sends the uploaded PDF instead of the profile CV; sending waits for the upload', async () => {
    applications.applyToJob.mockResolvedValue(makeApplication({ cvUrl: UPLOADED_URL }));
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a PDF now' }));
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('Upload a PDF, or choose the CV from your profile.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('CV for this application file'), pdf());
    expect(pendingUpload!.options).toMatchObject({
      target: { kind: 'applicationFile', uid: 't1', jobId: 'job1' },
      accept: ['pdf'],
    });
    act(() => pendingUpload!.options.onProgress!({ bytesTransferred: 1024, totalBytes: 2048, percent: 50 }));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading tailored-cv.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(dialog).getByRole('button', { name: 'Uploading CV…' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'CV from my profile (ada-cv.pdf)' })).toBeDisabled();

    await act(async () =>
      pendingUpload!.resolve({ path: 'talents/t1/applications/job1/9-tailored-cv.pdf', downloadURL: UPLOADED_URL }),
    );
    expect(await within(dialog).findByText('Uploaded tailored-cv.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications.applyToJob).toHaveBeenCalledWith({
      jobId: 'job1',
      coverNote: undefined,
      cvUrl: UPLOADED_URL,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps a refused upload's reason on screen and lets the talent fall back to the profile CV", async () => {
    applications.applyToJob.mockResolvedValue(makeApplication());
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a PDF now' }));
    await user.upload(within(dialog).getByLabelText('CV for this application file'), pdf('huge.pdf', 11 * 1024 * 1024));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is 11 MB; PDF documents must be at most 10 MB',
    );
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('CV for this application file'), pdf());
    await act(async () => pendingUpload!.reject(new BackendError('storage/unauthorized', 'The upload was refused.')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The upload was refused.');

    await user.click(within(dialog).getByRole('radio', { name: 'CV from my profile (ada-cv.pdf)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications.applyToJob).toHaveBeenCalledWith({
      jobId: 'job1',
      coverNote: undefined,
      cvUrl: '/api/local/files/cv.pdf?token=t',
    });
  });

  it('cancels an upload in progress without an error', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a PDF now' }));
    await user.upload(within(dialog).getByLabelText('CV for this application file'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(pendingUpload!.options.signal!.aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeDisabled();
  });

  it('without a profile CV: the upload is optional and the application can go without one', async () => {
    applications.applyToJob.mockResolvedValue(makeApplication());
    const noCv = { ...talent, profile: {} };
    const { user } = renderWithProviders(<TalentJobScreen />, {
      preloadedState: { talents: { user: noCv, isAuthenticated: true } },
      router: { query: { jobId: 'job1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByText('CV for this application (optional)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'add one to your profile' })).toHaveAttribute(
      'href',
      '/talent-dashboard/profile',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications.applyToJob).toHaveBeenCalledWith({
      jobId: 'job1',
      coverNote: undefined,
      cvUrl: undefined,
    });
  });
});
