/** students/{uid}: stored document <-> Student. Reads are lenient (see ./lenient.ts), writes strict. */
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { z } from 'zod/mini';
import { studentProfileSchema, studentSchema, type Skill, type Student, type StudentProfile } from '../schemas/student';
import { nameTerms } from '../search/search-words';
import { readEntries } from './profile-entries-converter';
import { isPlainObject, omitUndefined, readList, readLooseObject, readOr, toMillis } from './lenient';

export const STUDENTS = 'students';
export const studentPath = (id: string) => `${STUDENTS}/${id}`;

const shape = studentSchema.shape;

/** Stored skills keep `skill` and a boolean `verified`; anything else on the entry is ignored, not fatal. */
const storedSkillSchema = z.pipe(
  z.object({ skill: z.string().check(z.minLength(1)), verified: z.catch(z.optional(z.boolean()), undefined) }),
  z.transform((entry: { skill: string; verified?: boolean }): Skill => (entry.verified === undefined ? { skill: entry.skill } : entry)),
);

export function studentFromSnapshot(snap: DocSnapshot): Student {
  const data = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    email: readOr(shape.email, data.email, ''),
    name: readOr(shape.name, data.name, ''),
    availability: readOr(shape.availability, data.availability, false),
    timestamp: toMillis(data.timestamp),
    new: readOr(shape.new, data.new, false),
    role: readOr(shape.role, data.role, ''),
    skills: readList(storedSkillSchema, data.skills),
    profile: readLooseObject(studentProfileSchema.shape, data.profile) as StudentProfile | undefined,
    ...readEntries(data),
  });
}

/** The new document as SPEC section 7 lists it; `profile` only when one was given (the port rejects undefined). */
export function newStudentDoc(input: {
  id: string;
  email: string;
  name: string;
  role: string;
  skills?: Skill[];
  profile?: StudentProfile;
}): DocumentData {
  const doc: DocumentData = {
    id: input.id,
    email: input.email,
    name: input.name,
    nameTerms: nameTerms(input.name),
    availability: true,
    timestamp: serverTimestamp(),
    new: true,
    role: input.role,
    skills: input.skills ?? [],
  };
  if (input.profile !== undefined) doc.profile = input.profile;
  return doc;
}
