/**
 * Trusted operation `revoke-skill`: an administrator takes a verified skill back from a talent (for
 * example after a cheating report), with a reason, recorded in the audit log. The entry stays as an unverified
 * skill `{ skill, verified: false }` on both the student document and its public card, and the badge details
 * (`verifiedSkills[lower-cased skill]`: assessment, dates, score) go from both documents.
 */
import { BackendError, type WriteOp } from '@/services/backend/types';
import { talentPath } from '@/services/converters/talent-converter';
import { talentCardPath } from '@/services/converters/talent-card-converter';
import { skillKey } from '@/services/schemas/assessment';
import { adminActor, auditOp } from './audit';
import type { TrustedOperation } from './types';

type Entry = { skill?: unknown; verified?: unknown };

const revoked = (skills: unknown, skill: string): Entry[] | null => {
  if (!Array.isArray(skills)) return null;
  let found = false;
  const next = skills.map((entry: Entry) => {
    if (entry?.skill !== skill || entry.verified !== true) return entry;
    found = true;
    return { skill, verified: false };
  });
  return found ? next : null;
};

/**
 * `{ verifiedSkills }` without the revoked skill's badge details (an update replaces the whole map), or nothing
 * when the document holds no record for it (older verified entries have none).
 */
const withoutBadge = (map: unknown, skill: string): { verifiedSkills?: Record<string, unknown> } => {
  const key = skillKey(skill);
  if (!map || typeof map !== 'object' || !(key in map)) return {};
  return {
    verifiedSkills: Object.fromEntries(Object.entries(map as Record<string, unknown>).filter(([k]) => k !== key)),
  };
};

/** Payload `{ talentId, skill, reason }`. */
export const revokeSkill: TrustedOperation<'revoke-skill'> = async (ctx, { talentId, skill, reason }) => {
  const actor = await adminActor(ctx);
  const talent = await ctx.docs.get(talentPath(talentId));
  if (!talent.exists || !talent.data) throw new BackendError('not-found', 'This talent does not exist.');
  const skills = revoked(talent.data.skills, skill);
  if (!skills) throw new BackendError('failed-precondition', `"${skill}" is not a verified skill of this talent.`);
  const now = Date.now();
  const ops: WriteOp[] = [
    {
      type: 'update',
      path: talentPath(talentId),
      data: { skills, ...withoutBadge(talent.data.verifiedSkills, skill) },
    },
    auditOp(
      actor,
      {
        action: 'revoke-skill',
        targetType: 'talent',
        targetId: talentId,
        targetName: String(talent.data.name ?? ''),
        reason,
        detail: skill,
      },
      now,
    ),
  ];
  const card = await ctx.docs.get(talentCardPath(talentId));
  const cardSkills = card.exists ? revoked(card.data?.skills, skill) : null;
  if (cardSkills)
    ops.push({
      type: 'update',
      path: talentCardPath(talentId),
      data: { skills: cardSkills, ...withoutBadge(card.data?.verifiedSkills, skill), updatedAt: new Date(now) },
    });
  await ctx.docs.batch(ops);
  return { ok: true };
};
