/**
 * File upload (SPEC section 7): checked here before any byte is sent, reserved within the account's quota
 * (`upload-reserve`), then stored as `<folder>/<time>-<safe name>` through the port, the folder being the one its
 * target's kind has (services/files/storage-paths.ts), reporting progress from bytes transferred.
 */
import { UPLOAD_LIMITS } from '../constants/settings';
import { getBackend } from './backend/backend';
import { BackendError, type UploadProgress } from './backend/types';
import { ValidationError } from './errors';
import { folderOf, type UploadTarget } from './files/storage-paths';

export type UploadKind = keyof typeof UPLOAD_LIMITS;
export type { UploadProgress, UploadTarget };

export interface UploadFileOptions {
  /** Whose file it is, which says where it goes and who may read it (storage.rules). */
  target: UploadTarget;
  /** File name to keep (made safe); defaults to the File's own name. */
  name?: string;
  /** Which kinds this upload accepts (an avatar: `['image']`); all kinds by default. */
  accept?: readonly UploadKind[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Injected by tests; defaults to Date.now(). */
  now?: number;
}

const KIND_LABELS: Record<UploadKind, string> = { image: 'JPEG, PNG or WebP images', pdf: 'PDF documents' };
const MB = 1024 * 1024;
const formatMb = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;

const invalid = (message: string) => new ValidationError([{ field: 'file', message }], 'storage/invalid-argument');

/** The kind of an acceptable file, or a ValidationError (code storage/invalid-argument) saying what to pick. */
export function checkUpload(
  file: Blob,
  accept: readonly UploadKind[] = Object.keys(UPLOAD_LIMITS) as UploadKind[],
): UploadKind {
  if (file.size === 0) throw invalid('The file is empty');
  const kind = accept.find((k) => (UPLOAD_LIMITS[k].contentTypes as readonly string[]).includes(file.type));
  if (!kind) {
    const allowed = accept.map((k) => KIND_LABELS[k]).join(' or ');
    throw invalid(
      `${file.type ? `Files of type ${file.type}` : 'This file type'} cannot be uploaded; choose ${allowed}`,
    );
  }
  const { maxBytes } = UPLOAD_LIMITS[kind];
  if (file.size > maxBytes) {
    throw invalid(`This file is ${formatMb(file.size)}; ${KIND_LABELS[kind]} must be at most ${formatMb(maxBytes)}`);
  }
  return kind;
}

/** Letters, digits, dot, dash and underscore only, accents dropped, at most 80 characters, extension kept. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 80) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 80 - ext.length) + ext;
}

export function uploadPath(folder: string, name: string, now: number): string {
  return `${folder}/${now}-${safeFileName(name)}`;
}

export async function uploadFile(
  file: Blob,
  options: UploadFileOptions,
): Promise<{ path: string; downloadURL: string }> {
  const folder = folderOf(options.target);
  if (folder === null) throw new ValidationError([{ field: 'folder', message: 'Required' }]);
  checkUpload(file, options.accept);
  const name = options.name ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
  const path = uploadPath(folder, name, options.now ?? Date.now());
  const backend = await getBackend();
  await backend.callTrusted('upload-reserve', { path });
  if (options.signal?.aborted) throw new BackendError('storage/canceled', 'User canceled the upload/download.');
  return backend.files.upload(path, file, {
    contentType: file.type,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
