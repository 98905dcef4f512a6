/**
 * A stored student document for access cases, as sign-up writes it (`<uid>@access.test`), with `extra` on top.
 * Apart from cases.ts, which imports the case files: a case file importing values back from it would run before
 * they exist.
 */
import type { DocumentData } from '../../services/backend/types';

export const talentDoc = (uid: string, extra: DocumentData = {}): DocumentData => ({
  id: uid,
  email: `${uid}@access.test`,
  name: `Student ${uid}`,
  availability: true,
  timestamp: new Date('2026-01-01T00:00:00Z'),
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  ...extra,
});
