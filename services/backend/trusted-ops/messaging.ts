/** Trusted operations of messaging and notifications: sending, answering and reporting, announcements. */
import { z } from 'zod/mini';
import { idSchema } from '../../schemas/common';
import {
  announcementInputSchema,
  conversationActionSchema,
  reportInputSchema,
  sendInputSchema,
} from '../../schemas/messaging';
import { trustedOp } from './define';

export interface SendResult {
  conversationId: string;
  messageId: string;
}

export interface AnnouncementProgress {
  id: string;
  total: number;
  recipients: number;
  done: boolean;
}

type Ok = { ok: true };

export const MESSAGING_OPS = {
  'message-send': trustedOp(sendInputSchema).returns<SendResult>(),
  'conversation-update': trustedOp(conversationActionSchema).returns<Ok>(),
  'conversation-report': trustedOp(reportInputSchema).returns<{ reportId: string }>(),
  'report-resolve': trustedOp(
    z.strictObject({ reportId: idSchema, action: z.enum(['dismiss', 'block', 'lift']) }),
  ).returns<Ok>(),
  'notifications-read': trustedOp(
    z.union([
      z.strictObject({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(50)) }),
      z.strictObject({ all: z.literal(true) }),
    ]),
  ).returns<{ unread: number }>(),
  'announcement-create': trustedOp(announcementInputSchema).returns<AnnouncementProgress>(),
  'announcement-send': trustedOp(z.strictObject({ announcementId: idSchema })).returns<AnnouncementProgress>(),
};
