/**
 * conversations/{id}/warnings/{talentUid}: the scam warnings on a company's messages in one conversation, read by
 * the talent alone (the company never learns its message was flagged). message-send writes it; no client does.
 */
import type { DocSnapshot } from '../backend/types';
import { isPlainObject } from './read';

export const warningsPath = (conversationId: string, talentUid: string) =>
  `conversations/${conversationId}/warnings/${talentUid}`;

export interface MessageWarningView {
  /** The sentence the talent reads. */
  warning: string;
  /** The signals the checker found, in plain words, strongest first. */
  signals: string[];
}

/** The warnings by message id; an absent document has none. */
export function warningsFromSnapshot(snap: DocSnapshot): Record<string, MessageWarningView> {
  const messages = isPlainObject(snap.data) && isPlainObject(snap.data.messages) ? snap.data.messages : {};
  const out: Record<string, MessageWarningView> = {};
  for (const [id, v] of Object.entries(messages)) {
    if (!isPlainObject(v) || typeof v.warning !== 'string') continue;
    const signals = Array.isArray(v.signals) ? v.signals.filter((s): s is string => typeof s === 'string') : [];
    out[id] = { warning: v.warning, signals };
  }
  return out;
}
