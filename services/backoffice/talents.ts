/**
 * The back office's talents: a paginated list of student documents (20 a page, newest first) with
 * filters, or a search by exact email or by name (./name-search.ts); and one talent's whole profile with its
 * applications. Search by name ignores the filters, which would each need an index per combination; the screen
 * says so.
 */
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { getBackend } from '../backend/backend';
import type { DocSnapshot, QuerySpec, WhereClause } from '../backend/types';
import { APPLICATIONS, applicationFromSnapshot } from '../converters/application-converter';
import { attemptFromSnapshot } from '../converters/assessment-converter';
import { STUDENTS, talentFromSnapshot, talentPath } from '../converters/talent-converter';
import { queryPage, type Page } from '../pagination';
import type { Application } from '../schemas/application';
import { ASSESSMENT_ATTEMPTS } from '../schemas/assessment-constants';
import { isDocId } from '../schemas/doc-id';
import type { Talent } from '../schemas/talent';
import { BackendError } from '../backend/types';
import { nameSearchPage, nameSearchQuery } from './name-search';

export const ADMIN_PAGE_SIZE = 20;

export interface AdminTalentFilters {
  /** An email (contains `@`: exact match) or words of a name, each whole or its start, in any case and accents. */
  q?: string;
  category?: (typeof JOB_SEEKER_CATEGORIES)[number];
  availability?: boolean;
  /** Talents holding this skill verified. */
  skill?: string;
  /** Talents whose profile names this country (a code of the shipped list). */
  country?: string;
  suspended?: boolean;
}

export type AdminTalent = Talent & { suspended?: boolean; suspendedReason?: string };

function adminTalentFromSnapshot(snap: DocSnapshot): AdminTalent {
  const talent: AdminTalent = talentFromSnapshot(snap);
  if (snap.data?.suspended === true) {
    talent.suspended = true;
    if (typeof snap.data.suspendedReason === 'string') talent.suspendedReason = snap.data.suspendedReason;
  }
  return talent;
}

const NEWEST = [{ field: 'timestamp', direction: 'desc' as const }];

/** The one query a filter set runs (exported for the index tests). */
export function adminTalentQuery(filters: AdminTalentFilters): QuerySpec {
  const q = filters.q?.trim();
  if (q && q.includes('@'))
    return { collection: STUDENTS, where: [{ field: 'email', op: '==', value: q.toLowerCase() }] };
  const byName = q ? nameSearchQuery(STUDENTS, q) : null;
  if (byName) return byName;
  const where: WhereClause[] = [];
  if (filters.category) where.push({ field: 'role', op: '==', value: filters.category });
  if (filters.availability !== undefined) where.push({ field: 'availability', op: '==', value: filters.availability });
  if (filters.suspended) where.push({ field: 'suspended', op: '==', value: true });
  if (filters.country) where.push({ field: 'profile.country', op: '==', value: filters.country });
  if (filters.skill)
    where.push({ field: 'skills', op: 'array-contains', value: { skill: filters.skill, verified: true } });
  return { collection: STUDENTS, where, orderBy: NEWEST };
}

export async function listAdminTalents(filters: AdminTalentFilters, after?: string): Promise<Page<AdminTalent>> {
  const backend = await getBackend();
  const spec = adminTalentQuery(filters);
  const byName = spec.where?.[0]?.field === 'nameTerms';
  const { snaps, nextCursor } = byName
    ? await nameSearchPage(backend.docs, spec, filters.q ?? '', ADMIN_PAGE_SIZE, after)
    : await queryPage(backend.docs, spec, ADMIN_PAGE_SIZE, after);
  return { items: snaps.map(adminTalentFromSnapshot), nextCursor };
}

export async function getAdminTalent(id: string): Promise<AdminTalent> {
  if (!isDocId(id)) throw new BackendError('not-found', 'This talent does not exist.');
  const backend = await getBackend();
  const snap = await backend.docs.get(talentPath(id));
  if (!snap.exists) throw new BackendError('not-found', 'This talent does not exist.');
  return adminTalentFromSnapshot(snap);
}

/** The talent's applications with their stages, newest first, 20 a page. */
export async function listTalentApplications(talentId: string, after?: string): Promise<Page<Application>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: APPLICATIONS,
      where: [{ field: 'talentId', op: '==', value: talentId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    ADMIN_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(applicationFromSnapshot), nextCursor };
}

/** One row of the talent's assessment attempts, without the questions and answers the table does not show. */
export interface AdminAttemptRow {
  id: string;
  assessmentId: string;
  title: string;
  skill: string;
  startedAt: number | null;
  submittedAt: number | null;
  status: 'in-progress' | 'submitted';
  score: number | null;
  passed: boolean | null;
}

/** The query of a talent's attempts, newest first (index talentId + startedAt desc); exported for the index test. */
export const talentAttemptsQuery = (talentId: string): QuerySpec => ({
  collection: ASSESSMENT_ATTEMPTS,
  where: [{ field: 'talentId', op: '==', value: talentId }],
  orderBy: [{ field: 'startedAt', direction: 'desc' }],
});

/** The talent's assessment attempts, newest first, 20 a page (administrators may list every talent's attempts). */
export async function listTalentAttempts(talentId: string, after?: string): Promise<Page<AdminAttemptRow>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(backend.docs, talentAttemptsQuery(talentId), ADMIN_PAGE_SIZE, after);
  const items = snaps
    .map(attemptFromSnapshot)
    .map(({ id, assessmentId, title, skill, startedAt, submittedAt, status, score, passed }) => ({
      id,
      assessmentId,
      title,
      skill,
      startedAt,
      submittedAt,
      status,
      score,
      passed,
    }));
  return { items, nextCursor };
}
