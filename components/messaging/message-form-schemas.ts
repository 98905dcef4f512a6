/**
 * The messaging screens' small forms, each the schema the server validates with (or its field). Loaded by the form
 * on first use, so zod is not part of the messages screens' first load.
 */
import { z } from 'zod/mini';
import { emailSchema } from '@/services/schemas/common';
import { messageTextSchema, reportInputSchema } from '@/services/schemas/messaging';

export const composerSchema = z.object({ text: messageTextSchema });
export type ComposerValues = z.output<typeof composerSchema>;

export const startConversationSchema = z.object({ email: emailSchema });
export type StartConversationValues = z.output<typeof startConversationSchema>;

export const reportSchema = z.object({ reason: reportInputSchema.shape.reason });
export type ReportValues = z.output<typeof reportSchema>;
