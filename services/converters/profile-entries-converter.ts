/**
 * Work history and education as read from a student document or card: malformed entries are dropped, not fatal.
 * Entries were checked when written (the form, the service, the rules and the local policy); reading keeps only
 * entries of the right shape and their five keys, so a save of the form never carries a key the write would refuse.
 */
import type { EducationEntry, WorkEntry } from '../schemas/profile-entries';
import type { CareerEntries } from '../schemas/talent';
import { readList } from './lenient';
import { object, text } from './read';

const workEntry = object({ organisation: text, title: text, start: text, end: text, description: text });
const educationEntry = object({ organisation: text, degree: text, start: text, end: text, description: text });

/** Only the lists a document holds (undefined otherwise): a profile saved before entries existed reads without them. */
export const readEntries = (data: Record<string, unknown>): CareerEntries => ({
  workHistory: Array.isArray(data.workHistory) ? (readList(workEntry, data.workHistory) as WorkEntry[]) : undefined,
  education: Array.isArray(data.education) ? (readList(educationEntry, data.education) as EducationEntry[]) : undefined,
});
