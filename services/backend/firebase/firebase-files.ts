/** The port's Files over Cloud Storage: resumable uploads with byte progress, cancel through an AbortSignal. */
import type { FirebaseStorage } from 'firebase/storage';
import { BackendError, type Files, type UploadProgress } from '../types';
import { checkFilePath } from '../file-roots';
import { stalledError, watchForStall } from '../upload-stall';
import { toBackendError, translated } from './errors';

const progress = (bytesTransferred: number, totalBytes: number): UploadProgress => ({
  bytesTransferred,
  totalBytes,
  percent: totalBytes === 0 ? 100 : Math.round((bytesTransferred / totalBytes) * 100),
});

const canceled = () => new BackendError('storage/canceled', 'User canceled the upload/download.');

/**
 * `storage` resolves the Storage instance; the SDK module itself is loaded on the first upload or delete.
 * `stallMs` (tests) overrides how long an upload may go without a new byte.
 */
export function createFirebaseFiles(
  storage: () => Promise<FirebaseStorage>,
  { stallMs }: { stallMs?: number } = {},
): Files {
  return {
    upload: (path, file, options = {}) =>
      translated(async () => {
        checkFilePath(path);
        const { signal, onProgress } = options;
        if (signal?.aborted) throw canceled();
        const [{ getDownloadURL, ref, uploadBytesResumable }, instance] = await Promise.all([
          import('firebase/storage'),
          storage(),
        ]);
        if (signal?.aborted) throw canceled();
        const fileRef = ref(instance, path);
        const contentType = options.contentType ?? (file.type || undefined);
        const task = uploadBytesResumable(fileRef, file, contentType ? { contentType } : undefined);
        const cancel = () => task.cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        // The SDK retries an unreachable host for minutes without an event: a stall cancels the task and says so.
        let stalled = false;
        const stall = watchForStall(() => {
          stalled = true;
          task.cancel();
        }, stallMs);
        try {
          await new Promise<void>((resolve, reject) => {
            task.on(
              'state_changed',
              (snap) => {
                stall.progress(snap.bytesTransferred);
                onProgress?.(progress(snap.bytesTransferred, snap.totalBytes));
              },
              (err) => reject(stalled ? stalledError(stallMs) : toBackendError(err)),
              () => resolve(),
            );
          });
        } finally {
          stall.stop();
          signal?.removeEventListener('abort', cancel);
        }
        return { path, downloadURL: await getDownloadURL(task.snapshot.ref) };
      }),
    delete: (path) =>
      translated(async () => {
        checkFilePath(path);
        const [{ deleteObject, ref }, instance] = await Promise.all([import('firebase/storage'), storage()]);
        await deleteObject(ref(instance, path));
      }),
  };
}
