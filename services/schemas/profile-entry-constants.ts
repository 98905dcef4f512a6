/**
 * The bounds of a talent's work history and education and the helpers the screens use, without zod (the schemas are
 * in ./profile-entries.ts, loaded when a profile is saved): the profile form and the career views of discovery and
 * the back office read these on their first draw.
 */
export const ENTRY_LIMITS = {
  // What firestore.rules can check in one save (both lists changed at once, with the name and search words)
  // within the 1,000 expressions a request may evaluate: tests/access/career-cases.ts saves them on the emulator.
  workMax: 5,
  educationMax: 3,
  organisationMax: 100,
  titleMax: 100,
  descriptionMax: 1000,
} as const;

/** An end that has not come: the job or the studies go on. */
export const PRESENT = 'present';

// The entries' shapes as ./profile-entries.ts infers them from its schemas (this module imports nothing of it).
interface Dated {
  organisation: string;
  start: string;
  end: string;
  description: string;
}

export const emptyWorkEntry = (): Dated & { title: string } => ({
  organisation: '',
  title: '',
  start: '',
  end: '',
  description: '',
});
export const emptyEducationEntry = (): Dated & { degree: string } => ({
  organisation: '',
  degree: '',
  start: '',
  end: '',
  description: '',
});

/** Newest first: ongoing entries, then by end, then by start (the order every screen shows them in). */
export function newestFirst<T extends { start: string; end: string }>(entries: readonly T[]): T[] {
  const endKey = (e: T) => (e.end === PRESENT ? '9999-99' : e.end);
  return [...entries].sort((a, b) => endKey(b).localeCompare(endKey(a)) || b.start.localeCompare(a.start));
}
