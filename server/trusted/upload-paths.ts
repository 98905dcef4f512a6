/**
 * The storage path a download URL names, in both modes: the local backend's `/api/local/files/<path>?token=...` and
 * Cloud Storage's `https://<host>/v0/b/<bucket>/o/<encoded path>?alt=media&token=...`. Null for anything else, or a
 * path outside the uploads folder.
 */
const LOCAL_PREFIX = '/api/local/files/';
const STORAGE_URL = /^(https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/)([^/?#]+)(\?[^#]*)?$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function uploadPathOf(url: string): string | null {
  let path: string | null = null;
  if (url.startsWith(LOCAL_PREFIX)) {
    const parts = url.slice(LOCAL_PREFIX.length).split(/[?#]/)[0].split('/').map(decoded);
    path = parts.includes(null) ? null : parts.join('/');
  } else {
    const storage = STORAGE_URL.exec(url);
    path = storage ? decoded(storage[2]) : null;
  }
  return path !== null && path.startsWith('uploadedFiles/') ? path : null;
}

/** Cloud Storage's download URL for `path` on the same host and bucket as `like`, with a new token. */
export function storageUrlLike(like: string, path: string, token: string): string | null {
  const storage = STORAGE_URL.exec(like);
  return storage ? `${storage[1]}${encodeURIComponent(path)}?alt=media&token=${token}` : null;
}

/** `uploadedFiles/<from>/<rest>` moved to `uploadedFiles/<to>/<rest>`; null for a path outside `from`'s folder. */
export function pathInFolderOf(path: string, from: string, to: string): string | null {
  const folder = `uploadedFiles/${from}/`;
  return path.startsWith(folder) ? `uploadedFiles/${to}/${path.slice(folder.length)}` : null;
}
