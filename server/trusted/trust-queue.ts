/**
 * The trust queue's items written by trusted operations other than message-send: a talent's report of a company
 * joins it with the scam signals the checker found in the conversation (none when it found nothing: the report
 * may still be about a scam the lists do not know).
 */
import type { DocumentData } from '@/services/backend/types';
import { warningsFromSnapshot, warningsPath } from '@/services/converters/message-warnings-converter';
import { reportItemId, trustItemPath } from '@/services/converters/trust-queue-converter';
import type { Conversation } from '@/services/schemas/messaging';
import type { TrustedServices } from './types';

/** The queue item of a talent's report of a company (read inside the report's transaction), or null. */
export async function scamReportItem(
  docs: Pick<TrustedServices['docs'], 'get'>,
  conv: Conversation,
  reporter: string,
  reported: string,
  reportId: string,
  reason: string,
  now: Date,
): Promise<{ path: string; data: DocumentData } | null> {
  if (conv.people[reporter]?.role !== 'talent' || conv.people[reported]?.role !== 'company') return null;
  const flagged = Object.values(warningsFromSnapshot(await docs.get(warningsPath(conv.id, reporter))));
  const signals = [...new Set(flagged.flatMap((w) => w.signals))];
  const id = reportItemId(reportId);
  return {
    path: trustItemPath(id),
    data: {
      id,
      kind: 'report',
      companyId: reported,
      companyName: conv.people[reported]?.name ?? '',
      talentId: reporter,
      talentName: conv.people[reporter]?.name ?? '',
      conversationId: conv.id,
      signals,
      excerpt: reason,
      status: 'open',
      createdAt: now,
    },
  };
}
