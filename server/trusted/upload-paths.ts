/**
 * The storage path a download URL names, in both modes: the local backend's `/api/local/files/<path>?token=...` and
 * Cloud Storage's `https://<host>/v0/b/<bucket>/o/<encoded path>?alt=media&token=...`. Null for anything else.
 */
import { STORAGE_PATHS, matchStoragePath } from '@/services/files/storage-paths';

const LOCAL_PREFIX = '/api/local/files/';
const STORAGE_URL = /^(https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/)([^/?#]+)(\?[^#]*)?$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function storagePathOf(url: string): string | null {
  if (url.startsWith(LOCAL_PREFIX)) {
    const parts = url.slice(LOCAL_PREFIX.length).split(/[?#]/)[0].split('/').map(decoded);
    return parts.includes(null) || parts.length === 0 ? null : parts.join('/');
  }
  const storage = STORAGE_URL.exec(url);
  return storage ? decoded(storage[2]) : null;
}

/** Cloud Storage's download URL for `path` on the same host and bucket as `like`, with a new token. */
export function storageUrlLike(like: string, path: string, token: string): string | null {
  const storage = STORAGE_URL.exec(like);
  return storage ? `${storage[1]}${encodeURIComponent(path)}?alt=media&token=${token}` : null;
}

/**
 * Where an attachment a member sent from its old upload folder (`uploadedFiles/<uid>/...`) is kept for its company:
 * the company's folder of the conversation, under the same name (its folders joined into one). Null for any other path.
 */
export function legacyAttachmentTarget(path: string, uid: string, conversationId: string, companyId: string) {
  const found = matchStoragePath(path);
  if (found?.kind !== 'legacyFile' || found.params.uid !== uid) return null;
  const name = [found.params.name, found.params.rest].filter(Boolean).join('-');
  return STORAGE_PATHS.conversationFile
    .slice(1)
    .replace('{conversationId}', conversationId)
    .replace('{partyId}', companyId)
    .replace('{name}', name);
}
