/** savedJobs/{talentId_jobId}: stored document <-> SavedJob. */
import type { DocSnapshot } from '../backend/types';
import { savedJobSchema, type SavedJob } from '../schemas/saved-job';
import { isPlainObject, readOr, toMillis } from './lenient';

export const SAVED_JOBS = 'savedJobs';
export const savedJobPath = (id: string) => `${SAVED_JOBS}/${id}`;

const shape = savedJobSchema.shape;

export function savedJobFromSnapshot(snap: DocSnapshot): SavedJob {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    talentId: readOr(shape.talentId, d.talentId, ''),
    jobId: readOr(shape.jobId, d.jobId, ''),
    jobTitle: readOr(shape.jobTitle, d.jobTitle, ''),
    companyName: readOr(shape.companyName, d.companyName, ''),
    savedAt: toMillis(d.savedAt),
  };
}
