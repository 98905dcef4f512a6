/** applications/{jobId_talentId}: stored document <-> Application. History `at` is a client Date (Firestore
 * takes no server timestamp inside an array); `updatedAt` beside it is the server's time. */
import type { DocSnapshot, QuerySpec } from '../backend/types';
import type { Application, HistoryEntry } from '../schemas/application';
import { APPLICATION_STAGES, REJECTION_REASONS } from '../schemas/application-constants';
import { omitUndefined, readOptional, readOr, toMillis } from './lenient';
import { isPlainObject, fileUrl, number, object, oneOf, text } from './read';

export const APPLICATIONS = 'applications';
export const applicationPath = (id: string) => `${APPLICATIONS}/${id}`;

const stage = oneOf(APPLICATION_STAGES);
const historyEntry = object({ stage, at: number, by: text });

function readHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isPlainObject(entry)) return [];
    const read = historyEntry({ stage: entry.stage, at: toMillis(entry.at), by: entry.by });
    if (!read) return [];
    const message = readOptional(text, entry.message);
    return [message ? { ...read, message } : read];
  });
}

export function applicationFromSnapshot(snap: DocSnapshot): Application {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    jobId: readOr(text, d.jobId, ''),
    talentId: readOr(text, d.talentId, ''),
    companyId: readOr(text, d.companyId, ''),
    jobTitle: readOr(text, d.jobTitle, ''),
    companyName: readOr(text, d.companyName, ''),
    talentName: readOr(text, d.talentName, ''),
    talentCategory: readOr(text, d.talentCategory, ''),
    talentAvatar: readOptional(fileUrl, d.talentAvatar),
    talentEmail: readOptional(text, d.talentEmail),
    talentPhone: readOptional(text, d.talentPhone),
    coverNote: readOptional(text, d.coverNote),
    cvUrl: readOptional(fileUrl, d.cvUrl),
    stage: readOr(stage, d.stage, 'applied'),
    rejectionReason: readOptional(oneOf(REJECTION_REASONS), d.rejectionReason),
    history: readHistory(d.history),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
    firstResponseAt: toMillis(d.firstResponseAt),
    signalled: d.signalled === true ? true : undefined,
  });
}

/** History as the port stores it: `at` back to a Date. */
export const historyToDoc = (history: HistoryEntry[]) =>
  history.map((h) => ({ stage: h.stage, at: new Date(h.at), by: h.by, ...(h.message ? { message: h.message } : {}) }));

/** The query of findApplicationFromTalent, shared with the messaging operations (server/trusted): at most one application of the talent to any of the company's jobs. */
export const applicationFromTalentSpec = (companyId: string, talentId: string): QuerySpec => ({
  collection: APPLICATIONS,
  where: [
    { field: 'companyId', op: '==', value: companyId },
    { field: 'talentId', op: '==', value: talentId },
  ],
  limit: 1,
});
