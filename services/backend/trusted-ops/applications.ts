/** Trusted operations on applications: moving many applicants of one job at once, and the interview notices. */
import { z } from 'zod/mini';
import { applicationIdSchema, bulkMoveInputSchema, type BulkMoveResult } from '../../schemas/application';
import { INTERVIEW_EVENTS } from '../../schemas/interview-constants';
import { trustedOp } from './define';

export const APPLICATION_OPS = {
  'applications-move': trustedOp(bulkMoveInputSchema).returns<BulkMoveResult>(),
  /** After an interview write, its author asks for the other side's notice (both sides' once a time is picked). */
  'interview-notify': trustedOp(
    z.strictObject({ applicationId: applicationIdSchema, event: z.enum(INTERVIEW_EVENTS) }),
  ).returns<{ notified: number }>(),
};
