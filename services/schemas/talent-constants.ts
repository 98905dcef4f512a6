/**
 * A talent's profile keys and their limits, and which keys its public card leaves out, without zod (see ./talent.ts
 * and ./talent-card.ts for the schemas), for the screens and converters that only read talents. Both re-export them.
 */
import { LIMITS } from './limits';

/**
 * Profile details (SPEC: "optional"). Every key a profile may hold and its longest value: the profile form's,
 * the uploads' and the onboarding's limits. The access rules (firestore.rules, the local policy) allow exactly
 * these keys with these bounds, so the public card copies nothing else.
 */
export const PROFILE_FIELD_MAX = {
  headline: LIMITS.shortTextMax,
  bio: LIMITS.longTextMax,
  location: LIMITS.shortTextMax,
  /** A country code of the shipped list (constants/places.ts): "Near me" on the job list, the discovery filter. */
  country: 2,
  phone: 30,
  gender: LIMITS.shortTextMax,
  educationStatus: LIMITS.shortTextMax,
  school: LIMITS.shortTextMax,
  degree: LIMITS.shortTextMax,
  experience: LIMITS.shortTextMax,
  avatarUrl: LIMITS.urlMax,
  avatarPath: LIMITS.urlMax,
  cvUrl: LIMITS.urlMax,
  cvPath: LIMITS.urlMax,
  cvName: 200,
  portfolioUrl: LIMITS.urlMax,
  linkedinUrl: LIMITS.urlMax,
  githubUrl: LIMITS.urlMax,
} as const;
export type ProfileKey = keyof typeof PROFILE_FIELD_MAX;
export const PROFILE_KEYS = Object.keys(PROFILE_FIELD_MAX) as ProfileKey[];

/**
 * A download URL of a file of this application (`talents/<uid>/applications/<jobId>/<name>`, see
 * services/files/storage-paths.ts): the local backend's `/api/local/files/...` or Cloud Storage's
 * `.../o/talents%2F<uid>%2Fapplications%2F<jobId>%2F...`. An application may carry such a CV besides the profile's;
 * firestore.rules (isApplicationUpload) checks the same shape.
 */
export function isApplicationUploadUrl(url: unknown, uid: string, jobId: string): boolean {
  if (typeof url !== 'string' || url.length > LIMITS.urlMax) return false;
  const local = `/api/local/files/talents/${uid}/applications/${jobId}/`;
  const storage = `/o/talents%2F${uid}%2Fapplications%2F${jobId}%2F`;
  const rest = (from: number) => /^[^/?#]+([?#].*)?$/s.test(url.slice(from));
  if (url.startsWith(local)) return rest(local.length);
  const host = /^https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+/.exec(url);
  return host !== null && url.startsWith(storage, host[0].length) && rest(host[0].length + storage.length);
}

/** The known profile keys of a stored profile: a key stored before the allow-list existed is not written back. */
export function knownProfile(profile: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(profile ?? {}).filter(([key]) => (PROFILE_KEYS as string[]).includes(key)));
}

/** Keys of the student document a card never carries. */
export const PRIVATE_TALENT_KEYS = ['email', 'optedOutOfEmail', 'new', 'timestamp', 'nameTerms'] as const;
/** Keys of the student's profile a card never carries. */
export const PRIVATE_PROFILE_KEYS = ['phone'] as const;
/** Keys of the student's profile a card may carry: the allow-listed ones apart from the private ones. */
export const PUBLIC_PROFILE_KEYS: readonly string[] = PROFILE_KEYS.filter(
  (key) => !(PRIVATE_PROFILE_KEYS as readonly string[]).includes(key),
);

/** Talent cards a discovery page shows. */
export const TALENT_CARD_PAGE_SIZE = 20;
/** The longest keyword search of discovery (where they worked or studied). */
export const TALENT_KEYWORDS_MAX = 100;

/** The profile keys the talent's profile form edits (services/format/talent-profile.ts). */
export const FORM_PROFILE_KEYS = [
  'headline',
  'bio',
  'educationStatus',
  'school',
  'degree',
  'experience',
  'gender',
  'location',
  'country',
  'portfolioUrl',
  'linkedinUrl',
  'githubUrl',
] as const;
