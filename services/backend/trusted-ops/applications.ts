/** Trusted operations on applications: moving many applicants of one job at once. */
import { bulkMoveInputSchema, type BulkMoveResult } from '../../schemas/application';
import { trustedOp } from './define';

export const APPLICATION_OPS = {
  'applications-move': trustedOp(bulkMoveInputSchema).returns<BulkMoveResult>(),
};
