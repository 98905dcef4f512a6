/**
 * `GET /api/data-export?account=<uid>&token=<token>`: the one download of an export. The link is the proof (it is
 * shown only to the person who asked, in answer to its own signed-in request): in one transaction the token's hash
 * must match the account's newest export, not expired and not yet downloaded, and the download is marked taken, so
 * two clicks racing get one file. The file is removed once sent; a second click, an old or a forged link is refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { BackendError, serverTimestamp } from '@/services/backend/types';
import { queryParam } from '../../http/io';
import type { TrustedServices } from '../types';
import { dataExportPath, EXPORTS_FOLDER, hashToken } from './build';

const REFUSED = 'This download link is not valid: ask for a new download of your data in Settings.';
const TAKEN =
  'This download link was used or has expired (links work once, for a short time): ask for a new one in Settings.';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const asTime = (value: unknown) => (value instanceof Date ? value.getTime() : Number(value ?? 0));

/** Marks the download taken and answers where the file is; refuses a link that is wrong, used or expired. */
export async function claimDownload(
  docs: TrustedServices['docs'],
  uid: string,
  token: string,
  now = Date.now(),
): Promise<string> {
  return docs.runTransaction(async (tx) => {
    const snap = await tx.get(dataExportPath(uid));
    const data = snap.data;
    if (!data || typeof data.tokenHash !== 'string' || !sameHash(data.tokenHash, hashToken(token)))
      throw new BackendError('not-found', REFUSED);
    if (data.downloadedAt || asTime(data.expiresAt) <= now) throw new BackendError('failed-precondition', TAKEN);
    tx.update(snap.path, { downloadedAt: serverTimestamp() });
    return String(data.path);
  });
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(message);
}

export function createDownloadHandler(getServices: () => Promise<TrustedServices>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') return refuse(res, 405, 'Only GET is allowed here.');
    const uid = queryParam(req, 'account');
    const token = queryParam(req, 'token');
    if (!uid || !token) return refuse(res, 404, REFUSED);
    const services = await getServices();
    let path: string;
    try {
      path = await claimDownload(services.docs, uid, token);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'not-found') return refuse(res, 404, REFUSED);
      if (code === 'failed-precondition') return refuse(res, 410, TAKEN);
      throw err;
    }
    const file = await services.readFile(path);
    // Taken either way: the file is not offered again.
    await services.deleteFiles(`${EXPORTS_FOLDER}/${uid}`);
    if (!file) return refuse(res, 410, TAKEN);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', 'attachment; filename="my-data.zip"');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', file.bytes.byteLength);
    res.end(Buffer.from(file.bytes));
  };
}
