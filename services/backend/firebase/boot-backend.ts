/**
 * The Firebase-mode backend of the browser. A signed-in screen shows its first data from REST reads made with the
 * session the Auth SDK persisted, and the SDK itself (Auth and Firestore, about 115 KB gzip) loads after that data
 * is on screen: on the user's first interaction, when something needs it (a write, a sign-in), or `sdkDelayMs`
 * after the first data, whichever comes first. Live subscriptions attach their listeners then. Without a stored
 * session (the sign-in pages, an expired token) the SDK loads at once and this is a thin pass-through.
 */
import { createReadMeter } from '../read-meter';
import type { Backend, SecondFactorState, UntypedCallTrusted } from '../types';
import { createBootAuth } from './boot-auth';
import { createBootDocuments } from './boot-documents';
import type { PersistedSession } from './persisted-session';
import { createRestReader } from './rest/rest-reader';
import { createSdkLoader } from './sdk-loader';
import { createTrustedCaller } from './trusted';

export interface BootBackendOptions {
  projectId: string;
  /** `host:port` of the Firestore emulator, or null. */
  firestoreEmulator: string | null;
  /** The persisted session, read again on each use (a token is only used while it is valid). */
  session: () => PersistedSession | null;
  /** Loads the SDK adapter, recording on the meter it is given. */
  loadSdk: (reads: Backend['reads']) => Promise<Backend>;
  sdkDelayMs: number;
  /** The account's second factor read without the SDK (rest/rest-second-factor.ts); without it, the SDK answers. */
  lookupSecondFactor?: (idToken: string) => Promise<SecondFactorState>;
  /** Calls `start` on the user's first interaction (the browser wiring); tests leave it out. */
  onInteraction?: (start: () => void) => void;
  baseUrl?: string;
}

export function createBootBackend(options: BootBackendOptions): Backend<UntypedCallTrusted> {
  const reads = createReadMeter();
  const sdk = createSdkLoader(() => options.loadSdk(reads));
  const start = () => void sdk.start().catch(() => undefined);
  const rest = createRestReader({
    projectId: options.projectId,
    emulator: options.firestoreEmulator,
    token: async () => options.session()?.token ?? Promise.reject(new Error('no session')),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFirstData = () => {
    timer ??= setTimeout(start, options.sdkDelayMs);
  };
  if (!options.session()) start();
  options.onInteraction?.(start);
  const auth = createBootAuth(sdk, options.session, options.lookupSecondFactor);
  return {
    mode: 'firebase',
    docs: createBootDocuments({ sdk, reader: () => (options.session() ? rest : null), reads, onFirstData }),
    auth,
    files: {
      upload: (path, file, uploadOptions) => sdk.start().then((b) => b.files.upload(path, file, uploadOptions)),
      delete: (path) => sdk.start().then((b) => b.files.delete(path)),
    },
    reads,
    callTrusted: createTrustedCaller(auth, options.baseUrl ?? ''),
  };
}
