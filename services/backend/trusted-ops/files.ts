/** Trusted operations on files: reserving an upload within the account's quota. */
import { z } from 'zod/mini';
import { isUploadPath } from '../../files/storage-paths';
import { trustedOp } from './define';

/** A path of one of the upload kinds of services/files/storage-paths.ts, as storage names it (at most 1,024 bytes). */
const uploadPathSchema = z.string().check(
  z.maxLength(1024),
  z.refine((path) => isUploadPath(path), { message: 'Not a path files can be uploaded to' }),
);

export interface UploadReservation {
  /** Uploads still allowed in the current 24 hours, this one counted. */
  remaining: number;
}

export const FILE_OPS = {
  'upload-reserve': trustedOp(z.strictObject({ path: uploadPathSchema })).returns<UploadReservation>(),
};
