/** students/{uid}: stored document <-> Talent. Reads are lenient (see ./lenient.ts), writes strict. */
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { DEGREES, EDUCATION_STATUSES, EXPERIENCE_LEVELS, GENDERS } from '../../constants/enums';
import type { Skill, Talent, TalentProfile } from '../schemas/talent';
import { nameTerms } from '../search/search-words';
import { readEntries } from './profile-entries-converter';
import { omitUndefined, readList, readLooseObject, readOr, toMillis } from './lenient';
import { isPlainObject, bool, fileUrl, filledText, matching, oneOf, text, webUrl, type Reader } from './read';

export const STUDENTS = 'students';
export const talentPath = (id: string) => `${STUDENTS}/${id}`;

/** Stored skills keep `skill` and a boolean `verified`; anything else on the entry is ignored, not fatal. */
export const storedSkill: Reader<Skill> = (v) => {
  const skill = isPlainObject(v) ? filledText(v.skill) : undefined;
  if (skill === undefined) return undefined;
  const verified = bool((v as { verified?: unknown }).verified);
  return verified === undefined ? { skill } : { skill, verified };
};

/** The profile's known keys (talentProfileSchema in services/schemas/talent.ts); other stored keys pass through. */
export const profileReaders: Record<keyof TalentProfile & string, Reader<unknown>> = {
  headline: text,
  bio: text,
  location: text,
  country: matching(/^[A-Z]{2}$/),
  phone: text,
  gender: oneOf(GENDERS),
  educationStatus: oneOf(EDUCATION_STATUSES),
  school: text,
  degree: oneOf(DEGREES),
  experience: oneOf(EXPERIENCE_LEVELS),
  avatarUrl: fileUrl,
  avatarPath: text,
  cvUrl: fileUrl,
  cvPath: text,
  cvName: text,
  portfolioUrl: webUrl,
  linkedinUrl: webUrl,
  githubUrl: webUrl,
};

export function talentFromSnapshot(snap: DocSnapshot): Talent {
  const data = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    email: readOr(text, data.email, ''),
    name: readOr(text, data.name, ''),
    availability: readOr(bool, data.availability, false),
    timestamp: toMillis(data.timestamp),
    new: readOr(bool, data.new, false),
    role: readOr(text, data.role, ''),
    skills: readList(storedSkill, data.skills),
    profile: readLooseObject(profileReaders, data.profile) as TalentProfile | undefined,
    ...readEntries(data),
  });
}

/** The new document as SPEC section 7 lists it; `profile` only when one was given (the port rejects undefined). */
export function newTalentDoc(input: {
  id: string;
  email: string;
  name: string;
  role: string;
  skills?: Skill[];
  profile?: TalentProfile;
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
