/**
 * Work history and education as read from a student document or card: malformed entries are dropped, not fatal.
 * Checked by hand rather than with the entries' schema: every talent screen reads its student, and the entries
 * were checked when written (the form, the service, the rules and the local policy); this keeps only entries of
 * the right shape and their five keys, so a save of the form never carries a key the write would refuse.
 */
import type { EducationEntry, WorkEntry } from '../schemas/profile-entries';
import type { CareerEntries } from '../schemas/student';
import { isPlainObject } from './lenient';

function entries(value: unknown, titleKey: string): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = ['organisation', titleKey, 'start', 'end', 'description'];
  return value.flatMap((entry) =>
    isPlainObject(entry) && keys.every((key) => typeof entry[key] === 'string') ? [Object.fromEntries(keys.map((key) => [key, entry[key]]))] : [],
  );
}

/** Only the lists a document holds (undefined otherwise): a profile saved before entries existed reads without them. */
export const readEntries = (data: Record<string, unknown>): CareerEntries => ({
  workHistory: entries(data.workHistory, 'title') as WorkEntry[] | undefined,
  education: entries(data.education, 'degree') as EducationEntry[] | undefined,
});
