import { BackendError, type Files, type UploadOptions, type UploadProgress } from '../types';
import { checkFilePath } from '../file-roots';
import { stalledError, watchForStall } from '../upload-stall';

export interface LocalFilesOptions {
  baseUrl: string;
  /** The signed-in user's ID token, or null. */
  getToken: () => Promise<string | null>;
}

type UploadResult = { path: string; downloadURL: string };

const canceled = () => new BackendError('storage/canceled', 'User canceled the upload/download.');
const progress = (bytesTransferred: number, totalBytes: number): UploadProgress => ({
  bytesTransferred,
  totalBytes,
  percent: totalBytes === 0 ? 100 : Math.round((bytesTransferred / totalBytes) * 100),
});

function errorFrom(status: number, text: string): BackendError {
  try {
    const body = JSON.parse(text) as { error?: { code: string; message: string } };
    if (body.error) return new BackendError(body.error.code, body.error.message);
  } catch {
    // not JSON: fall through
  }
  return new BackendError('storage/unknown', `File request failed (HTTP ${status}).`);
}

/** Real byte progress from the browser's XHR upload events (fetch cannot report upload progress). */
function uploadWithXhr(
  url: string,
  file: Blob,
  contentType: string,
  token: string | null,
  options: UploadOptions,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let last = -1;
    const report = (sent: number) => {
      const p = progress(Math.min(sent, file.size), file.size);
      if (p.bytesTransferred === last) return;
      last = p.bytesTransferred;
      options.onProgress?.(p);
    };
    const onAbort = () => xhr.abort();
    // A host that accepts the connection but never reads the body leaves XHR waiting: a stall aborts it.
    let stalled = false;
    const stall = watchForStall(() => {
      stalled = true;
      xhr.abort();
    });
    const settle = () => {
      stall.stop();
      options.signal?.removeEventListener('abort', onAbort);
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      stall.progress(event.loaded);
      report(event.loaded);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        report(file.size);
        resolve(JSON.parse(xhr.responseText) as UploadResult);
      } else reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      settle();
      reject(new BackendError('storage/retry-limit-exceeded', 'The upload could not reach the server.'));
    };
    xhr.onabort = () => {
      settle();
      reject(stalled ? stalledError() : canceled());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    report(0);
    xhr.send(file);
  });
}

/** Node and other environments without XHR: no byte events, so 0% before and 100% after. */
async function uploadWithFetch(
  url: string,
  file: Blob,
  contentType: string,
  token: string | null,
  options: UploadOptions,
): Promise<UploadResult> {
  options.onProgress?.(progress(0, file.size));
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: file,
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw canceled();
    throw new BackendError(
      'storage/retry-limit-exceeded',
      `The upload could not reach the server: ${(err as Error).message}`,
    );
  }
  const text = await res.text();
  if (!res.ok) throw errorFrom(res.status, text);
  options.onProgress?.(progress(file.size, file.size));
  return JSON.parse(text) as UploadResult;
}

/** The port's Files over /api/local/files: files under the storage's top folders, relative download URLs. */
export function createLocalFiles(options: LocalFilesOptions): Files {
  const urlFor = (path: string) =>
    `${options.baseUrl}/api/local/files/${path.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async upload(path, file, uploadOptions = {}) {
      checkFilePath(path);
      if (uploadOptions.signal?.aborted) throw canceled();
      const contentType = uploadOptions.contentType ?? (file.type || 'application/octet-stream');
      const token = await options.getToken();
      const upload = typeof XMLHttpRequest !== 'undefined' ? uploadWithXhr : uploadWithFetch;
      return upload(urlFor(path), file, contentType, token, uploadOptions);
    },
    async delete(path) {
      checkFilePath(path);
      const token = await options.getToken();
      const res = await fetch(urlFor(path), {
        method: 'DELETE',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw errorFrom(res.status, await res.text());
    },
  };
}
