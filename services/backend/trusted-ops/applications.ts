/**
 * Trusted operations on applications and their interviews: every step that changes what the other side sees is one
 * of these (one request, one transaction with its notification and audit entry); the rules refuse the browser-side
 * write.
 */
import { z } from 'zod/mini';
import {
  applicationIdSchema,
  applyInputSchema,
  moveInputSchema,
  withdrawInputSchema,
  type Application,
  type MoveResult,
} from '../../schemas/application';
import { cancelInputSchema, proposeInputSchema } from '../../schemas/interview';
import { INTERVIEW_LIMITS, type Interview } from '../../schemas/interview-constants';
import { idSchema } from '../../schemas/common';
import { trustedOp } from './define';

const forApplication = { applicationId: applicationIdSchema };

export const APPLICATION_OPS = {
  /** The talent applies (or gets back the application it already sent). */
  'application-apply': trustedOp(applyInputSchema).returns<Application>(),
  'application-withdraw': trustedOp(withdrawInputSchema).returns<Application>(),
  /** One applicant (the Move dialog) or many of one job (drag and drop, the selection bar), all or nothing. */
  'applications-move': trustedOp(moveInputSchema).returns<MoveResult>(),
  /** The company proposes times: the first proposal, or new ones replacing them (a new round). */
  'interview-propose': trustedOp(z.safeExtend(proposeInputSchema, forApplication)).returns<Interview>(),
  /**
   * The talent picks slot `index` of the proposal it saw (`round`): a choice made while the company sent new times
   * is refused rather than landing on another time.
   */
  'interview-choose': trustedOp(
    z.strictObject({
      ...forApplication,
      round: z.number().check(z.int(), z.minimum(1)),
      index: z.number().check(z.int(), z.minimum(0), z.maximum(INTERVIEW_LIMITS.slotsMax - 1)),
    }),
  ).returns<Interview>(),
  'interview-cancel': trustedOp(z.safeExtend(cancelInputSchema, forApplication)).returns<Interview>(),
  /**
   * The company marks its job filled: closed, counted on its record, and its applicants still in the pipeline told,
   * a page per call (`remaining`: call again for the next).
   */
  'job-fill': trustedOp(z.strictObject({ jobId: idSchema })).returns<{ answered: number; remaining: boolean }>(),
};
