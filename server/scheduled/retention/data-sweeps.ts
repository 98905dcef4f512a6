/**
 * The retention periods of constants/retention.ts for what is not an account: applications closed for
 * `closedApplicationMonths` lose the talent's contact details and the CV it sent for the company; audit entries older
 * than `auditDetailMonths` keep only ids; a download of one's data whose link expired goes (file and record).
 */
import { monthsBefore, RETENTION } from '@/constants/retention';
import { deleteField, type DocumentData } from '@/services/backend/types';
import { FINAL_STAGES } from '@/services/schemas/application';
import type { TrustedServices } from '../../trusted/types';
import { dataExportPath, EXPORTS_FOLDER } from '../../trusted/data-export/build';
import { sweepSinceMark } from './marked-sweep';

type Services = Pick<TrustedServices, 'docs' | 'deleteFiles'>;

/** What the company no longer keeps of a closed application: the talent's contact and the CV it sent. */
const CONTACT_FIELDS = ['talentEmail', 'talentPhone', 'cvUrl'];
/** What an old audit entry loses: names, the reason and the detail; ids, the action and the time stay. */
const AUDIT_DETAILS = ['actorName', 'targetName', 'reason', 'detail'];

const present = (data: DocumentData | null | undefined, keys: string[]) =>
  keys.filter((key) => data != null && key in data);

export async function forgetClosedApplications(ctx: Services, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, RETENTION.closedApplicationMonths);
  const spec = {
    collection: 'applications',
    field: 'updatedAt',
    where: [{ field: 'stage', op: 'in' as const, value: [...FINAL_STAGES] }],
  };
  return sweepSinceMark(ctx.docs, 'retention-applications', spec, cutoff, async (snap) => {
    const data = snap.data ?? {};
    const fields = present(data, CONTACT_FIELDS);
    // The CV sent with this application only (talents/<uid>/applications/<jobId>/): the profile's stays the talent's.
    const files = await ctx.deleteFiles(`talents/${data.talentId}/applications/${data.jobId}`);
    if (fields.length === 0) return files > 0;
    await ctx.docs.update(snap.path, {
      ...Object.fromEntries(fields.map((key) => [key, deleteField()])),
      contactRemovedAt: now,
    });
    return true;
  });
}

export async function forgetAuditDetails(ctx: Services, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, RETENTION.auditDetailMonths);
  return sweepSinceMark(ctx.docs, 'retention-audit', { collection: 'auditLog', field: 'at' }, cutoff, async (snap) => {
    const fields = present(snap.data, AUDIT_DETAILS);
    if (fields.length === 0) return false;
    await ctx.docs.update(snap.path, Object.fromEntries(fields.map((key) => [key, deleteField()])));
    return true;
  });
}

export async function removeExpiredExports(ctx: Services, now: Date): Promise<number> {
  const expired = await ctx.docs.query({
    collection: 'dataExports',
    where: [{ field: 'expiresAt', op: '<=', value: now }],
    limit: 500,
  });
  for (const snap of expired) {
    const uid = String(snap.data?.uid ?? snap.id);
    // A newer export may have replaced it since the query: that one is not expired.
    if ((await ctx.docs.get(snap.path)).data?.path !== snap.data?.path) continue;
    await ctx.deleteFiles(`${EXPORTS_FOLDER}/${uid}`);
    await ctx.docs.delete(dataExportPath(uid));
  }
  return expired.length;
}
