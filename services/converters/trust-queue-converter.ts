/**
 * trustQueue/{id}: the back office's one queue of scam suspicions, read by administrators only and written by
 * trusted operations only. Each item names its kind, so held jobs can join the list with a kind of their own: a
 * company's message the checker flagged (`message`), a talent's report of a company (`report`).
 */
import type { DocSnapshot } from '../backend/types';
import { toMillis } from './lenient';
import { isPlainObject } from './read';

export const TRUST_QUEUE = 'trustQueue';
export const TRUST_ITEM_KINDS = ['message', 'report'] as const;
export type TrustItemKind = (typeof TRUST_ITEM_KINDS)[number];
export const trustItemPath = (id: string) => `${TRUST_QUEUE}/${id}`;
/** A flagged message's item: one per message. */
export const flaggedMessageItemId = (conversationId: string, messageId: string) => `msg_${conversationId}_${messageId}`;
/** A report's item: one per report. */
export const reportItemId = (reportId: string) => `rep_${reportId}`;

export interface TrustQueueItem {
  id: string;
  kind: TrustItemKind;
  companyId: string;
  companyName: string;
  talentId: string;
  talentName: string;
  conversationId: string;
  /** The signals the checker found, in plain words, strongest first (a report lists its conversation's). */
  signals: string[];
  /** The flagged message's text, or the report's reason. */
  excerpt: string;
  status: 'open' | 'closed';
  createdAt: number | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function trustItemFromSnapshot(snap: DocSnapshot): TrustQueueItem {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    kind: TRUST_ITEM_KINDS.find((k) => k === d.kind) ?? 'message',
    companyId: str(d.companyId),
    companyName: str(d.companyName),
    talentId: str(d.talentId),
    talentName: str(d.talentName),
    conversationId: str(d.conversationId),
    signals: Array.isArray(d.signals) ? d.signals.filter((s): s is string => typeof s === 'string') : [],
    excerpt: str(d.excerpt),
    status: d.status === 'closed' ? 'closed' : 'open',
    createdAt: toMillis(d.createdAt),
  };
}
