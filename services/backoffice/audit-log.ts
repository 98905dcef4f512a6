/** Reading the audit log: one talent's or company's entries, newest first, 20 a page. Admins only. */
import { getBackend } from '../backend/backend';
import type { DocSnapshot } from '../backend/types';
import { toMillis } from '../converters/lenient';
import { isPlainObject } from '../converters/read';
import { queryPage, type Page } from '../pagination';
import { AUDIT_ACTIONS, AUDIT_LOG, AUDIT_TARGETS, type AuditEntry } from '../schemas/audit';

const AUDIT_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function auditEntryFromSnapshot(snap: DocSnapshot): AuditEntry {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    actorId: text(d.actorId),
    actorName: text(d.actorName),
    action: oneOf(AUDIT_ACTIONS, d.action, 'suspend'),
    targetType: oneOf(AUDIT_TARGETS, d.targetType, 'talent'),
    targetId: text(d.targetId),
    targetName: text(d.targetName),
    ...(typeof d.reason === 'string' ? { reason: d.reason } : {}),
    ...(typeof d.detail === 'string' ? { detail: d.detail } : {}),
    at: toMillis(d.at) ?? 0,
  };
}

export async function listAuditLog(targetId: string, after?: string): Promise<Page<AuditEntry>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: AUDIT_LOG,
      where: [{ field: 'targetId', op: '==', value: targetId }],
      orderBy: [{ field: 'at', direction: 'desc' }],
    },
    AUDIT_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(auditEntryFromSnapshot), nextCursor };
}
