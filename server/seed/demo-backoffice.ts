/**
 * Demo back-office history: the demo administrator verified each verified demo company a day after it
 * signed up, so the companies' detail pages open with an audit log. Quickhire Ventures still awaits review.
 */
import type { DocumentData } from '../../services/backend/types';
import { auditEntryPath } from '../../services/schemas/audit';
import { DEMO_COMPANIES } from './demo-companies';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoBackoffice(
  target: { setDoc(path: string, data: DocumentData): Promise<void> },
  seed: { now: Date; adminUid: string; adminName: string; companyUids: Record<string, string> },
): Promise<void> {
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    if (company.verification === 'pending') continue;
    const at = new Date(seed.now.getTime() - (company.daysAgo - 1) * DAY_MS + index * 60_000);
    const id = `demo-audit-${String(index + 1).padStart(2, '0')}`;
    await target.setDoc(auditEntryPath(id), {
      id,
      actorId: seed.adminUid,
      actorName: seed.adminName,
      action: 'verify-company',
      targetType: 'company',
      targetId: seed.companyUids[company.email],
      targetName: company.name,
      at,
    });
  }
}
