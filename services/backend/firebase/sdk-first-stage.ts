/**
 * The first of the SDK's two chunks: Firebase App and Auth. The browser loads this, then the adapter's chunk from
 * here (Firestore and the adapter), so the bundler leaves App and Auth out of the second chunk and each chunk is
 * evaluated in its own task: in one chunk, the SDK's start was one task of 220 to 270 ms on a 4x slowed CPU
 * (`npm run trace:sdk-start`), during which the page answered no input.
 */
import { getApps } from 'firebase/app';
import { initializeAuth } from 'firebase/auth';

export function loadAdapter() {
  // Referenced here, so that App and Auth are part of this chunk.
  void [getApps, initializeAuth];
  return import('./firebase-backend');
}
