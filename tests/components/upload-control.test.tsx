import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadControl } from '@/components/ui/upload-control';
import { useUpload } from '@/hooks/use-upload';
import { BackendError } from '@/services/backend/types';
import { stalledError } from '@/services/backend/upload-stall';
import type { UploadFileOptions } from '@/services/uploads';
import { renderWithProviders } from './render';

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/services/uploads', () => uploads);

vi.setConfig({ testTimeout: 60_000 });

interface Pending {
  options: UploadFileOptions;
  resolve: (value: { path: string; downloadURL: string }) => void;
  reject: (error: Error) => void;
}
let pending: Pending | null = null;
const onUploaded = vi.fn();

const TARGET = { kind: 'talentProfile', uid: 'u1' } as const;

function Harness() {
  const upload = useUpload({ target: TARGET, accept: ['pdf'], onUploaded });
  return (
    <UploadControl
      label="CV"
      accept="application/pdf"
      hint="PDF, at most 10 MB."
      state={upload.state}
      onSelect={(f) => void upload.start(f)}
      onCancel={upload.cancel}
      onRetry={upload.retry}
    />
  );
}

const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

beforeEach(() => {
  pending = null;
  onUploaded.mockReset();
  uploads.uploadFile.mockReset();
  uploads.uploadFile.mockImplementation(
    (_file: Blob, options: UploadFileOptions) =>
      new Promise((resolve, reject) => {
        pending = { options, resolve, reject };
        options.signal?.addEventListener('abort', () =>
          reject(new BackendError('storage/canceled', 'Upload canceled')),
        );
      }),
  );
});

describe('UploadControl with useUpload', () => {
  it('shows the progress as a percentage and the file once uploaded', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('CV file'), pdf());
    expect(uploads.uploadFile).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ target: TARGET, accept: ['pdf'] }),
    );
    act(() => pending!.options.onProgress!({ bytesTransferred: 42, totalBytes: 100, percent: 42 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    await act(async () =>
      pending!.resolve({ path: 'uploadedFiles/u1/1-cv.pdf', downloadURL: '/api/local/files/x?token=t' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded cv.pdf');
    expect(onUploaded).toHaveBeenCalledWith({
      path: 'uploadedFiles/u1/1-cv.pdf',
      downloadURL: '/api/local/files/x?token=t',
      fileName: 'cv.pdf',
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['storage/unauthorized', 'PDF files must be at most 10 MB.'],
    // The local store reads the leading bytes: an executable renamed cv.pdf is refused with the reason.
    ['storage/unauthorized', 'This file is not a PDF document: its content does not match its type (application/pdf).'],
    [
      'storage/invalid-argument',
      "'uploadedFiles/u1/cv.pdf' is a file, so nothing can be stored inside it; choose another path.",
    ],
  ])("shows the server's refusal (%s) and lets the user try again", async (code, message) => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('CV file'), pdf());
    await act(async () => pending!.reject(new BackendError(code, message)));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });

  it('cancels through the AbortSignal and shows no error', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('CV file'), pdf());
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(pending!.options.signal!.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('a stalled upload says so with a Retry that sends the same file again and can succeed', async () => {
    const { user } = renderWithProviders(<Harness />);
    const file = pdf();
    await user.upload(screen.getByLabelText('CV file'), file);
    await act(async () => pending!.reject(stalledError()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload made no progress for 20 seconds. Check your connection and retry.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(uploads.uploadFile).toHaveBeenCalledTimes(2);
    expect(uploads.uploadFile.mock.calls[1][0]).toBe(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading cv.pdf' })).toHaveAttribute('aria-valuenow', '0');
    await act(async () => pending!.resolve({ path: 'uploadedFiles/u1/1-cv.pdf', downloadURL: '/f' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded cv.pdf');
  });

  it("shows a Storage error's own message with a Retry; a refused file gets no Retry", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('CV file'), pdf());
    const message =
      'Firebase Storage: Max retry time for operation exceeded, please try again. (storage/retry-limit-exceeded)';
    await act(async () => pending!.reject(new BackendError('storage/retry-limit-exceeded', message)));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    await act(async () =>
      pending!.reject(new BackendError('storage/unauthorized', 'PDF files must be at most 10 MB.')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF files must be at most 10 MB.');
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
  });
});
