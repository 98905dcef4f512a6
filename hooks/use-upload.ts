import { useCallback, useEffect, useRef, useState } from 'react';
import { ValidationError } from '@/services/errors';
import { uploadFile, type UploadKind, type UploadTarget } from '@/services/uploads';
import { errorMessage } from '@/services/format/error-message';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; fileName: string }
  | { status: 'error'; message: string; retryable?: boolean }
  | { status: 'done'; fileName: string };

export interface UploadResult {
  path: string;
  downloadURL: string;
  fileName: string;
}

/** A client-side check names the file problem without the field prefix; the server's refusal is shown as sent. */
function messageOf(error: unknown): string {
  if (error instanceof ValidationError) return error.issues[0]?.message ?? error.message;
  return errorMessage(error, 'The upload failed; try again.');
}
const isCanceled = (error: unknown) => (error as { code?: string } | null)?.code === 'storage/canceled';
/** Sending the same file again cannot help when the file itself or the caller's rights were refused. */
const REFUSALS = [
  'storage/unauthorized',
  'storage/unauthenticated',
  'storage/invalid-argument',
  'storage/quota-exceeded',
  // The upload quota of the day (the reservation): sending again at once cannot help.
  'resource-exhausted',
];
const isRetryable = (error: unknown) =>
  !(error instanceof ValidationError) && !REFUSALS.includes((error as { code?: string } | null)?.code ?? '');

/**
 * One upload at a time into the target's folder: progress from bytes sent, cancel through an AbortSignal, the
 * error (the client check's or the server's refusal) kept for display. `onUploaded` runs with the stored file.
 */
export function useUpload({
  target,
  accept,
  onUploaded,
}: {
  target: UploadTarget;
  accept: readonly UploadKind[];
  onUploaded: (result: UploadResult) => Promise<void> | void;
}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      lastFile.current = file;
      setState({ status: 'uploading', percent: 0, fileName: file.name });
      try {
        const stored = await uploadFile(file, {
          target,
          accept,
          signal: abort.signal,
          onProgress: (p) => {
            if (!abort.signal.aborted)
              setState({ status: 'uploading', percent: Math.round(p.percent), fileName: file.name });
          },
        });
        if (abort.signal.aborted) return;
        await onUploaded({ ...stored, fileName: file.name });
        setState({ status: 'done', fileName: file.name });
      } catch (error) {
        if (abort.signal.aborted || isCanceled(error)) {
          setState({ status: 'idle' });
          return;
        }
        setState({ status: 'error', message: messageOf(error), retryable: isRetryable(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [target, accept, onUploaded],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  /** Sends the file of the last attempt again (after a stall or a network error). */
  const retry = useCallback(() => {
    if (lastFile.current) void start(lastFile.current);
  }, [start]);

  return { state, start, cancel, retry };
}
