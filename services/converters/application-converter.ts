/** applications/{jobId_talentId}: stored document <-> Application. History `at` is a client Date (Firestore
 * takes no server timestamp inside an array); `updatedAt` beside it is the server's time. */
import type { DocSnapshot, QuerySpec } from '../backend/types';
import { applicationSchema, historyEntrySchema, type Application, type HistoryEntry } from '../schemas/application';
import { isPlainObject, omitUndefined, readOptional, readOr, toMillis } from './lenient';

export const APPLICATIONS = 'applications';
export const applicationPath = (id: string) => `${APPLICATIONS}/${id}`;

const shape = applicationSchema.shape;

function readHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isPlainObject(entry)) return [];
    const parsed = historyEntrySchema.safeParse({ ...entry, at: toMillis(entry.at) });
    return parsed.success ? [parsed.data] : [];
  });
}

export function applicationFromSnapshot(snap: DocSnapshot): Application {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    jobId: readOr(shape.jobId, d.jobId, ''),
    talentId: readOr(shape.talentId, d.talentId, ''),
    companyId: readOr(shape.companyId, d.companyId, ''),
    jobTitle: readOr(shape.jobTitle, d.jobTitle, ''),
    companyName: readOr(shape.companyName, d.companyName, ''),
    talentName: readOr(shape.talentName, d.talentName, ''),
    talentCategory: readOr(shape.talentCategory, d.talentCategory, ''),
    talentAvatar: readOptional(shape.talentAvatar, d.talentAvatar),
    talentEmail: readOptional(shape.talentEmail, d.talentEmail),
    talentPhone: readOptional(shape.talentPhone, d.talentPhone),
    coverNote: readOptional(shape.coverNote, d.coverNote),
    cvUrl: readOptional(shape.cvUrl, d.cvUrl),
    stage: readOr(shape.stage, d.stage, 'applied'),
    rejectionReason: readOptional(shape.rejectionReason, d.rejectionReason),
    history: readHistory(d.history),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
    firstResponseAt: toMillis(d.firstResponseAt),
  });
}

/** History as the port stores it: `at` back to a Date. */
export const historyToDoc = (history: HistoryEntry[]) => history.map((h) => ({ stage: h.stage, at: new Date(h.at), by: h.by }));

/** The query of findApplicationFromTalent, shared with the messaging operations (server/trusted): at most one application of the talent to any of the company's jobs. */
export const applicationFromTalentSpec = (companyId: string, talentId: string): QuerySpec => ({
  collection: APPLICATIONS,
  where: [
    { field: 'companyId', op: '==', value: companyId },
    { field: 'talentId', op: '==', value: talentId },
  ],
  limit: 1,
});
