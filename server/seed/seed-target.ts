/** Where the demo is seeded: the local engine or the Firebase emulators, each writing past the access policy. */
import type { DocumentData } from '../../services/backend/types';

export interface SeedTarget {
  /** Creates a sign-in; writes through `setDoc` bypass the access policy. */
  createUser(input: { email: string; password: string; emailVerified: boolean }): Promise<{ uid: string }>;
  setDoc(path: string, data: DocumentData): Promise<void>;
}
