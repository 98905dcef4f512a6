import { BackendError } from '../../../services/backend/types';
import type { AuthContext } from '../auth/types';
import { signatureMismatch } from './signatures';

// Mirrors storage.rules: owners write their own folder; images up to 5 MB, PDFs up to 10 MB, nothing else.
const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_IMAGE_BYTES = 5 * MB;
export const MAX_PDF_BYTES = 10 * MB;
const UPLOAD_ROOT = 'uploadedFiles';

const deny = (message: string) => new BackendError('storage/unauthorized', message);

/** `uploadedFiles/<uid>/...` -> uid, else null. */
export function folderOwner(path: string): string | null {
  const [root, uid, ...rest] = path.split('/');
  return root === UPLOAD_ROOT && uid && rest.length > 0 ? uid : null;
}

/** `image/PNG; charset=x` -> `image/png`. */
export const baseContentType = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

export function checkUpload(auth: AuthContext | null, path: string, contentType: string, size: number): void {
  if (!auth) throw deny('Sign in to upload files.');
  if (folderOwner(path) !== auth.uid) {
    throw deny(`Files can only be uploaded into your own folder, ${UPLOAD_ROOT}/${auth.uid}/.`);
  }
  const type = baseContentType(contentType);
  if (type.startsWith('image/')) {
    if (!(IMAGE_TYPES as readonly string[]).includes(type) || size > MAX_IMAGE_BYTES) {
      throw deny('Images must be JPEG, PNG or WebP and at most 5 MB.');
    }
    return;
  }
  if (type === 'application/pdf') {
    if (size > MAX_PDF_BYTES) throw deny('PDF files must be at most 10 MB.');
    return;
  }
  throw deny('Only JPEG, PNG or WebP images (at most 5 MB) and PDF files (at most 10 MB) can be uploaded.');
}

/**
 * Beyond storage.rules, which cannot read a file: its leading bytes must be those of the type it declares. Refused
 * as the rules refuse a wrong type, with words the upload control shows as they are.
 */
export function checkContent(contentType: string, bytes: Uint8Array): void {
  const expected = signatureMismatch(baseContentType(contentType), bytes);
  if (expected)
    throw deny(`This file is not ${expected}: its content does not match its type (${baseContentType(contentType)}).`);
}

/** Any signed-in user reads; anyone else needs the download token (checked by the store). */
export function checkRead(auth: AuthContext | null): void {
  if (!auth) throw deny("Sign in, or use the file's download URL, to read this file.");
}

/** The documents the read check consults (server access, as the rules' `firestore.get()`). */
export interface FileReadLookup {
  get(path: string): Promise<Record<string, unknown> | null>;
}

/**
 * A talent's files (CV, photo) are read, without the download token, by the talent, administrators and companies
 * the back office verified and did not suspend; other users' files (logos) by any signed-in user. Mirrors
 * storage.rules.
 */
export async function checkReadOf(
  auth: AuthContext | null,
  storagePath: string,
  lookup: FileReadLookup,
): Promise<void> {
  checkRead(auth);
  const owner = folderOwner(storagePath);
  if (!owner || owner === auth!.uid || !(await lookup.get(`students/${owner}`))) return;
  if (await lookup.get(`admin/${auth!.uid}`)) return;
  const company = await lookup.get(`companies/${auth!.uid}`);
  if (company && company.verification === 'verified' && company.suspended !== true) return;
  throw deny("A talent's files open to the talent, administrators and verified companies only.");
}

export function checkDelete(auth: AuthContext | null, path: string): void {
  if (!auth) throw deny('Sign in to delete files.');
  if (folderOwner(path) !== auth.uid)
    throw deny(`Only the owner can delete this file; yours are under ${UPLOAD_ROOT}/${auth.uid}/.`);
}
