/**
 * The boot backend wired for the browser: the config and emulators from the environment, the Auth SDK's
 * persisted session from localStorage, the SDK adapter as a separate chunk.
 */
import type { Backend, UntypedCallTrusted } from '../types';
import { createBootBackend } from './boot-backend';
import { emulatorHostsFromEnv, firebaseConfigFromEnv } from './config';
import { readPersistedSession } from './persisted-session';
import { createRestSecondFactor } from './rest/rest-second-factor';

/**
 * How long after a screen's first data the SDK loads when the user has not interacted yet. Live updates start
 * then: a change made by someone else in the first seconds shows up when the listener attaches, not before.
 */
const SDK_DELAY_MS = 5000;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createBrowserBackend(): Backend<UntypedCallTrusted> {
  const config = firebaseConfigFromEnv();
  const emulators = emulatorHostsFromEnv();
  return createBootBackend({
    projectId: config.projectId,
    firestoreEmulator: emulators.firestore,
    session: () => readPersistedSession(config.apiKey, window.localStorage),
    loadSdk: async (reads) => {
      const { loadAdapter } = await import('./sdk-first-stage');
      // A task of its own for the second chunk's evaluation, and another for starting the services.
      await nextTask();
      const { createFirebaseBackend } = await loadAdapter();
      await nextTask();
      return createFirebaseBackend({ config, emulators, reads });
    },
    sdkDelayMs: SDK_DELAY_MS,
    lookupSecondFactor: createRestSecondFactor({ apiKey: config.apiKey, authEmulator: emulators.auth }),
    onInteraction: (start) => {
      const once = () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
        start();
      };
      for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
    },
  });
}
