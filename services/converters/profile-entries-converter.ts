/** Work history and education as read from a student document or card: invalid entries are dropped, not fatal. */
import { educationEntrySchema, workEntrySchema, type EducationEntry, type WorkEntry } from '../schemas/profile-entries';
import { readList } from './lenient';

/** Only the lists a document holds: a profile saved before entries existed reads without them. */
export function readEntries(data: Record<string, unknown>): { workHistory?: WorkEntry[]; education?: EducationEntry[] } {
  return {
    ...(Array.isArray(data.workHistory) ? { workHistory: readList(workEntrySchema, data.workHistory) } : {}),
    ...(Array.isArray(data.education) ? { education: readList(educationEntrySchema, data.education) } : {}),
  };
}
