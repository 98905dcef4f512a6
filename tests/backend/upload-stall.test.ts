import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_STALL_MS } from '@/constants/settings';
import { createFirebaseFiles } from '@/services/backend/firebase/firebase-files';
import { createLocalFiles } from '@/services/backend/local/local-files';
import { UPLOAD_STALLED, watchForStall } from '@/services/backend/upload-stall';

/** A Storage task that reports only the progress the test pushes, as the SDK does against an unreachable host. */
const storageFake = vi.hoisted(() => {
  const tasks: { push: (bytes: number) => void; canceled: () => boolean }[] = [];
  return {
    tasks,
    module: {
      ref: (_storage: unknown, path: string) => ({ fullPath: path }),
      getDownloadURL: async () => 'https://files.test/x',
      deleteObject: async () => undefined,
      uploadBytesResumable: (fileRef: unknown, data: Blob) => {
        let canceled = false;
        let handlers: { next: (s: unknown) => void; error: (e: Error) => void } | null = null;
        tasks.push({
          push: (bytes) => handlers?.next({ bytesTransferred: bytes, totalBytes: data.size, ref: fileRef }),
          canceled: () => canceled,
        });
        return {
          snapshot: { ref: fileRef },
          cancel: () => {
            canceled = true;
            handlers?.error(
              Object.assign(new Error('Firebase Storage: User canceled the upload/download. (storage/canceled)'), {
                code: 'storage/canceled',
              }),
            );
            return true;
          },
          on: (_e: string, next: (s: unknown) => void, error: (e: Error) => void) => {
            handlers = { next, error };
          },
        };
      },
    },
  };
});
vi.mock('firebase/storage', () => storageFake.module);

/** An XHR whose upload never completes unless the test says so. */
class StuckXhr {
  static last: StuckXhr | null = null;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  constructor() {
    StuckXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const blob = new Blob([new Uint8Array(1000)], { type: 'image/png' });
const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stall watch', () => {
  it('fires once after the stall time without a new byte, and a changed byte count restarts the clock', () => {
    const onStall = vi.fn();
    const watch = watchForStall(onStall, 1000);
    vi.advanceTimersByTime(900);
    watch.progress(10);
    vi.advanceTimersByTime(900);
    watch.progress(10); // the same count is no progress
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const onStall = vi.fn();
    watchForStall(onStall, 1000).stop();
    vi.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
  });
});

describe('Firebase adapter: an upload that makes no progress', () => {
  const files = createFirebaseFiles(async () => ({}) as never);

  it(`cancels the task after ${UPLOAD_STALL_MS / 1000} s at 0 bytes and rejects with storage/stalled and a message`, async () => {
    const upload = settled(files.upload('uploadedFiles/u1/a.png', blob));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    const task = storageFake.tasks.at(-1)!;
    expect(task.canceled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.canceled()).toBe(true);
    const { error } = (await upload) as { error: { code: string; message: string } };
    expect(error.code).toBe(UPLOAD_STALLED);
    expect(error.message).toMatch(/no progress for 20 seconds.*retry/i);
  });

  it('keeps a slow upload going while bytes move, and stalls only after they stop', async () => {
    const upload = settled(files.upload('uploadedFiles/u1/b.png', blob));
    await vi.advanceTimersByTimeAsync(0);
    const task = storageFake.tasks.at(-1)!;
    for (const bytes of [100, 200, 300]) {
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
      task.push(bytes);
    }
    expect(task.canceled()).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(task.canceled()).toBe(true);
    expect(await upload).toMatchObject({ error: { code: UPLOAD_STALLED } });
  });

  it('a user cancel stays storage/canceled', async () => {
    const controller = new AbortController();
    const upload = settled(files.upload('uploadedFiles/u1/c.png', blob, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await upload).toMatchObject({ error: { code: 'storage/canceled' } });
  });
});

describe('local adapter (XHR): an upload that makes no progress', () => {
  const files = createLocalFiles({ baseUrl: 'http://unreachable.test', getToken: async () => null });

  it(`aborts the request after ${UPLOAD_STALL_MS / 1000} s without a byte and rejects with storage/stalled`, async () => {
    vi.stubGlobal('XMLHttpRequest', StuckXhr);
    const upload = settled(files.upload('uploadedFiles/u1/a.png', blob));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(StuckXhr.last!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(StuckXhr.last!.aborted).toBe(true);
    const { error } = (await upload) as { error: { code: string; message: string } };
    expect(error.code).toBe(UPLOAD_STALLED);
    expect(error.message).toMatch(/no progress for 20 seconds/);
  });

  it('progress restarts the clock; a finished upload leaves no timer behind', async () => {
    vi.stubGlobal('XMLHttpRequest', StuckXhr);
    const upload = settled(files.upload('uploadedFiles/u1/b.png', blob));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
    const xhr = StuckXhr.last!;
    xhr.upload.onprogress!({ loaded: 500 });
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
    expect(xhr.aborted).toBe(false);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ path: 'uploadedFiles/u1/b.png', downloadURL: '/f' });
    xhr.onload!();
    expect(await upload).toEqual({ value: { path: 'uploadedFiles/u1/b.png', downloadURL: '/f' } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
