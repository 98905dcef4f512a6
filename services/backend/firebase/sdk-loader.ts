/**
 * The Firebase SDK adapter, loaded once on demand. Until it has loaded, the boot backend answers what it can
 * without it (boot-backend.ts); whatever needs the SDK calls `start()` and waits.
 */
import type { Backend } from '../types';

export interface SdkLoader {
  /** Loads the SDK adapter now (once; a failed load is tried again on the next call). */
  start(): Promise<Backend>;
  /** Resolves when the SDK adapter is loaded, without starting it. */
  readonly ready: Promise<Backend>;
  /** The SDK adapter once loaded. */
  loaded(): Backend | undefined;
}

export function createSdkLoader(load: () => Promise<Backend>): SdkLoader {
  let backend: Backend | undefined;
  let attempt: Promise<Backend> | undefined;
  let resolveReady!: (backend: Backend) => void;
  const ready = new Promise<Backend>((resolve) => (resolveReady = resolve));
  return {
    start: () =>
      (attempt ??= load().then(
        (loaded) => {
          backend = loaded;
          resolveReady(loaded);
          return loaded;
        },
        (error: unknown) => {
          attempt = undefined;
          throw error;
        },
      )),
    ready,
    loaded: () => backend,
  };
}
