/** Field sizes, alone in a module so a public page's form can use them without the rest of the schemas. */
export const LIMITS = {
  idMax: 128,
  nameMax: 100,
  emailMax: 254,
  skillMax: 60,
  // Firestore evaluates at most 1,000 rule expressions a request: 20 skills is what the rules can check per write.
  skillsMax: 20,
  shortTextMax: 100,
  longTextMax: 2000,
  urlMax: 2048,
} as const;

/**
 * The shortest password anyone may choose, in both backends: the local engine refuses shorter ones, and a Firebase
 * project is set to the same minimum in its password policy (Firebase Auth's own minimum is 6).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** What the person types to confirm deleting their account, and what the operation requires in its payload. */
export const DELETE_CONFIRMATION = 'DELETE';
