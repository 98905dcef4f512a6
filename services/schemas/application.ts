/** The application entity: one per talent per job, id `<jobId>_<talentId>`. Timestamps epoch ms. */
import { z } from 'zod/mini';
import { LIMITS, fileUrlSchema, idSchema } from './common';
import {
  APPLICATION_LIMITS,
  APPLICATION_STAGES,
  BULK_MESSAGE_MAX,
  BULK_MOVE_MAX,
  COMPANY_STAGES,
  REJECTION_REASONS,
} from './application-constants';

export { APPLICATION_LIMITS, APPLICATION_STAGES, FINAL_STAGES, applicationId } from './application-constants';
export type { ApplicationStage, RejectionReason } from './application-constants';

export const historyEntrySchema = z.object({
  stage: z.enum(APPLICATION_STAGES),
  at: z.number(),
  by: z.string(),
  /** The company's message with this move, as this applicant received it. */
  message: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  talentId: z.string(),
  companyId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  talentName: z.string(),
  talentCategory: z.string(),
  /** Links read back only when http(s) (or the local backend's own path): the read drops any other. */
  talentAvatar: z.optional(fileUrlSchema),
  /** The talent's contact, copied when it applies: the company sees it here, never on the talent's profile. */
  talentEmail: z.optional(z.string()),
  talentPhone: z.optional(z.string()),
  coverNote: z.optional(z.string()),
  cvUrl: z.optional(fileUrlSchema),
  stage: z.enum(APPLICATION_STAGES),
  rejectionReason: z.optional(z.enum(REJECTION_REASONS)),
  history: z.array(historyEntrySchema),
  createdAt: z.nullable(z.number()),
  updatedAt: z.nullable(z.number()),
  firstResponseAt: z.nullable(z.number()),
  /** The talent marked it as one of its priority applications of the month when applying. */
  signalled: z.optional(z.literal(true)),
});
export type Application = z.infer<typeof applicationSchema>;

export const applyInputSchema = z.strictObject({
  jobId: idSchema.check(z.regex(/^[^_]+$/, 'Must not contain "_"')),
  coverNote: z.optional(z.string().check(z.trim(), z.maxLength(APPLICATION_LIMITS.coverNoteMax))),
  cvUrl: z.optional(fileUrlSchema),
  /** Spend one of the month's priority signals on this application. */
  signal: z.optional(z.boolean()),
});
export type ApplyInput = z.input<typeof applyInputSchema>;

/** The apply form's one typed field, with the service's rule for it. */
export const coverNoteSchema = z.object({
  coverNote: z.string().check(z.trim(), z.maxLength(APPLICATION_LIMITS.coverNoteMax)),
});
export type CoverNoteInput = z.output<typeof coverNoteSchema>;

/** An application's id: `<jobId>_<talentId>`, two ids and the separator. */
export const applicationIdSchema = z
  .string()
  .check(z.minLength(3), z.maxLength(2 * LIMITS.idMax + 1), z.regex(/^[^/]+$/, 'Must not contain "/"'));

/**
 * The move rule's input half, the one place it is written: a company stage (never `withdrawn`, the talent's alone),
 * a reason exactly when rejecting (the talent sees it), an optional note to each applicant. The Move dialog's form
 * validates with it; the trusted `applications-move` (server/trusted/applications-move.ts, the rule's other half:
 * who may move which application) validates `moveInputSchema`, which is this plus the applications.
 */
export const moveChoiceSchema = z
  .strictObject({
    stage: z.enum(COMPANY_STAGES, 'Choose a stage.'),
    reason: z.optional(z.enum(REJECTION_REASONS, 'Choose a reason for rejecting.')),
    message: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(BULK_MESSAGE_MAX, `Keep the message under ${BULK_MESSAGE_MAX} characters.`)),
    ),
  })
  .check(
    z.superRefine((move, ctx) => {
      if (move.stage === 'rejected' && !move.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose a reason for rejecting.' });
      if (move.stage !== 'rejected' && move.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Only with rejected' });
    }),
  );
export type MoveChoice = z.output<typeof moveChoiceSchema>;

/**
 * A move: one applicant (the Move button) or many of one job at once (drag and drop, the selection bar), all to one
 * stage, all or nothing.
 */
export const moveInputSchema = z
  .safeExtend(moveChoiceSchema, {
    jobId: idSchema,
    applicationIds: z
      .array(applicationIdSchema)
      .check(
        z.minLength(1, 'Select at least one applicant.'),
        z.maxLength(BULK_MOVE_MAX, `Move at most ${BULK_MOVE_MAX} applicants at once.`),
      ),
  })
  .check(
    z.superRefine((move, ctx) => {
      if (new Set(move.applicationIds).size !== move.applicationIds.length)
        ctx.addIssue({ code: 'custom', path: ['applicationIds'], message: 'An applicant is listed twice.' });
    }),
  );
export type MoveInput = z.input<typeof moveInputSchema>;

/** What a move answers: the applications it moved and those already in that stage (left as they were). */
export interface MoveResult {
  moved: string[];
  unchanged: string[];
}

/** Withdrawing: the talent's own application, by id. */
export const withdrawInputSchema = z.strictObject({ applicationId: applicationIdSchema });
