/** savedJobs/{talentId_jobId}: stored document <-> SavedJob. */
import type { DocSnapshot } from '../backend/types';
import type { SavedJob } from '../schemas/saved-job';
import { readOr, toMillis } from './lenient';
import { isPlainObject, text } from './read';

export const SAVED_JOBS = 'savedJobs';
export const savedJobPath = (id: string) => `${SAVED_JOBS}/${id}`;

export function savedJobFromSnapshot(snap: DocSnapshot): SavedJob {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    talentId: readOr(text, d.talentId, ''),
    jobId: readOr(text, d.jobId, ''),
    jobTitle: readOr(text, d.jobTitle, ''),
    companyName: readOr(text, d.companyName, ''),
    savedAt: toMillis(d.savedAt),
  };
}
