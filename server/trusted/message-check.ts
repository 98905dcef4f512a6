/**
 * The scam check on a company's first messages to a talent, inside message-send's transaction. The company's first
 * CHECKED_MESSAGES messages in a conversation are checked, not only the very first: a request lets a company send
 * one message, but once the talent accepts or has applied, the pitch ("now write to me on WhatsApp", "the training
 * fee is...") usually comes in the next message or two. Later messages are not checked: by then the two may have
 * agreed to call or meet, and the warning would cry wolf. A phone number counts only in the message that opens
 * the conversation.
 *
 * A flagged message is delivered as usual (the sender sees nothing different); the warning goes to a document only
 * the talent reads, and the message joins the back office's trust queue.
 */
import type { DocumentData, WriteOp } from '@/services/backend/types';
import { warningsPath } from '@/services/converters/message-warnings-converter';
import { flaggedMessageItemId, trustItemPath } from '@/services/converters/trust-queue-converter';
import { messageWarning } from '../trust/message-warning';
import type { TrustedServices } from './types';

export const CHECKED_MESSAGES = 3;
const EXCERPT_MAX = 500;

export interface CompanyMessage {
  conversationId: string;
  messageId: string;
  company: { id: string; name: string };
  talent: { id: string; name: string };
  text: string;
  /** The message opens the conversation. */
  opens: boolean;
  now: Date;
}

/** Reads the conversation's warnings document and answers the writes of this message's check (none past the cap). */
export async function checkCompanyMessage(
  docs: Pick<TrustedServices['docs'], 'get'>,
  m: CompanyMessage,
): Promise<WriteOp[]> {
  const path = warningsPath(m.conversationId, m.talent.id);
  const snap = await docs.get(path);
  const checked = typeof snap.data?.checked === 'number' ? snap.data.checked : 0;
  if (checked >= CHECKED_MESSAGES) return [];
  const found = messageWarning(m.text, m.opens);
  const earlier = (snap.data?.messages ?? {}) as DocumentData;
  const warnings: DocumentData = {
    talent: m.talent.id,
    checked: checked + 1,
    messages: found ? { ...earlier, [m.messageId]: found } : earlier,
  };
  const ops: WriteOp[] = [{ type: 'set', path, data: warnings }];
  if (found) {
    const id = flaggedMessageItemId(m.conversationId, m.messageId);
    ops.push({
      type: 'set',
      path: trustItemPath(id),
      data: {
        id,
        kind: 'message',
        companyId: m.company.id,
        companyName: m.company.name,
        talentId: m.talent.id,
        talentName: m.talent.name,
        conversationId: m.conversationId,
        signals: found.signals,
        excerpt: m.text.slice(0, EXCERPT_MAX),
        status: 'open',
        createdAt: m.now,
      },
    });
  }
  return ops;
}
