/**
 * The verified-skill badge on a talent's profile and public card: set on a passed attempt, showing the score or
 * not as the talent chooses, removed when its two years are over.
 */
import type { DocumentData, WriteOp } from '@/services/backend/types';
import { BackendError } from '@/services/backend/types';
import { progressFromSnapshot, verifiedSkillsFrom } from '@/services/converters/assessment-converter';
import { progressPath, skillKey } from '@/services/schemas/assessment';
import { LIMITS } from '@/services/schemas/common';
import type { TrustedDocs } from './types';

type Docs = TrustedDocs;

/** The student and card writes that mark the skill verified (entry `{ skill, verified: true }`, discovery's form). */
export async function verifySkillOps(
  docs: Docs,
  talentId: string,
  skill: string,
  entry: DocumentData,
): Promise<WriteOp[]> {
  const talentSnap = await docs.get(`students/${talentId}`);
  if (!talentSnap.exists) return [];
  const stored = Array.isArray(talentSnap.data?.skills) ? (talentSnap.data.skills as DocumentData[]) : [];
  const key = skillKey(skill);
  const at = stored.findIndex((e) => typeof e?.skill === 'string' && skillKey(e.skill) === key);
  let skills: DocumentData[] = stored;
  if (at >= 0) skills = stored.map((e, i) => (i === at ? { skill: e.skill, verified: true } : e));
  else if (stored.length < LIMITS.skillsMax) skills = [...stored, { skill, verified: true }];
  const verifiedSkills = { ...(talentSnap.data?.verifiedSkills as DocumentData | undefined), [key]: entry };
  const patch = { skills, verifiedSkills };
  const ops: WriteOp[] = [{ type: 'update', path: `students/${talentId}`, data: patch }];
  if ((await docs.get(`talentCards/${talentId}`)).exists)
    ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
  return ops;
}

/** The talent's choice to show its score next to the verified badge (companies see it on the card). */
export async function setShowScore(docs: Docs, talentId: string, assessmentId: string, show: boolean): Promise<void> {
  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  if (!progressSnap.exists) throw new BackendError('not-found', 'You have not taken this assessment.');
  const progress = progressFromSnapshot(progressSnap);
  const ops: WriteOp[] = [{ type: 'update', path: progressPath(talentId, assessmentId), data: { showScore: show } }];
  if (progress.status === 'passed') {
    const talentSnap = await docs.get(`students/${talentId}`);
    const key = skillKey(progress.skill);
    const stored = talentSnap.data?.verifiedSkills as Record<string, DocumentData> | undefined;
    if (talentSnap.exists && stored?.[key] && verifiedSkillsFrom(stored)[key]?.assessmentId === assessmentId) {
      const entry = { ...stored[key] };
      if (show && progress.score !== null) entry.score = progress.score;
      else delete entry.score;
      const patch = { verifiedSkills: { ...stored, [key]: entry } };
      ops.push({ type: 'update', path: `students/${talentId}`, data: patch });
      if ((await docs.get(`talentCards/${talentId}`)).exists)
        ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
    }
  }
  await docs.batch(ops);
}

/**
 * Ends a verified badge whose two years are over: the skill entry goes back to `{ skill }` (so discovery no longer
 * lists the talent first) and its `verifiedSkills` record goes, on the student and the card. Returns whether a
 * badge was removed. Nothing happens before the expiry or when the record belongs to another assessment.
 */
export async function expireBadge(
  docs: Docs,
  talentId: string,
  assessmentId: string,
  now = Date.now(),
): Promise<boolean> {
  const progressSnap = await docs.get(progressPath(talentId, assessmentId));
  if (!progressSnap.exists) return false;
  const progress = progressFromSnapshot(progressSnap);
  if (progress.status !== 'passed' || progress.expiresAt === null || progress.expiresAt > now) return false;
  const talentSnap = await docs.get(`students/${talentId}`);
  const key = skillKey(progress.skill);
  const stored = (talentSnap.data?.verifiedSkills ?? {}) as Record<string, DocumentData>;
  if (!talentSnap.exists || verifiedSkillsFrom(stored)[key]?.assessmentId !== assessmentId) return false;
  const rest = Object.fromEntries(Object.entries(stored).filter(([k]) => k !== key));
  const skills = (Array.isArray(talentSnap.data?.skills) ? (talentSnap.data.skills as DocumentData[]) : []).map((e) =>
    typeof e?.skill === 'string' && skillKey(e.skill) === key ? { skill: e.skill } : e,
  );
  const patch = { skills, verifiedSkills: rest };
  const ops: WriteOp[] = [{ type: 'update', path: `students/${talentId}`, data: patch }];
  if ((await docs.get(`talentCards/${talentId}`)).exists)
    ops.push({ type: 'update', path: `talentCards/${talentId}`, data: patch });
  await docs.batch(ops);
  return true;
}
