import type { AuthContext } from '../auth/types';

/** Uploaded files on disk under the data folder, with Firebase-like download tokens. */
export interface FileStore {
  /** Checks the storage policy, stores the bytes and returns the download URL (`/api/local/files/<path>?token=...`). */
  upload(
    auth: AuthContext | null,
    path: string,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<{ path: string; downloadURL: string }>;
  /** A valid download token, or a signed-in caller the policy allows, reads the file. */
  read(
    auth: AuthContext | null,
    path: string,
    downloadToken: string | null,
  ): Promise<{ contentType: string; bytes: Uint8Array } | null>;
  delete(auth: AuthContext | null, path: string): Promise<void>;
  /** Operator/trusted use (account deletion): removes every file under a folder, no policy check. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * Trusted use (a departing member's attachments kept for its company): copies a stored file to another path with a
   * token of its own, no policy check; answers the copy's download URL (the one already there on a re-run), or null
   * when the source is gone.
   */
  copy(from: string, to: string): Promise<string | null>;
  /** Trusted use (a download of one's data): stores the bytes at the path, no policy check. */
  put(path: string, contentType: string, bytes: Uint8Array): Promise<void>;
  /** Trusted use: the paths stored under a folder, and a file's bytes without a token or a caller. */
  list(prefix: string): Promise<string[]>;
  readStored(path: string): Promise<{ contentType: string; bytes: Uint8Array } | null>;
}
