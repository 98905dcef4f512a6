/**
 * The backend port: everything services may ask of a backend. It mirrors Firestore's model so the Firebase
 * adapter stays a thin translation and the local backend can be faithful to it.
 *
 * Values crossing the port: plain JSON values, `Date` for timestamps (both adapters convert their own timestamp
 * type to `Date` on read), and the `FieldValue` sentinels below on write. `undefined` is rejected, as Firestore does.
 */
export type DocumentData = { [field: string]: unknown };

/** A read document. `data` is undefined when the document does not exist. */
export interface DocSnapshot<T = DocumentData> {
  id: string;
  /** Full slash path, e.g. `students/abc`. */
  path: string;
  exists: boolean;
  data: T | undefined;
}

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export interface WhereClause {
  /** Dot-separated field path. */
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface OrderClause {
  field: string;
  direction: 'asc' | 'desc';
}

export interface QuerySpec {
  /** Collection path: `jobs`, or a subcollection such as `jobs/j1/notes`. */
  collection: string;
  where?: WhereClause[];
  orderBy?: OrderClause[];
  limit?: number;
  /**
   * Cursor: continue after this document (a snapshot from the previous page of the same query). Adapters derive
   * the cursor values from the query's orderBy fields plus the document id, as Firestore does.
   */
  startAfter?: DocSnapshot;
}

export type Unsubscribe = () => void;

export type FieldValue =
  | { readonly __fieldValue: 'serverTimestamp' }
  | { readonly __fieldValue: 'increment'; readonly by: number }
  | { readonly __fieldValue: 'arrayUnion'; readonly values: readonly unknown[] }
  | { readonly __fieldValue: 'arrayRemove'; readonly values: readonly unknown[] }
  | { readonly __fieldValue: 'delete' };

export const serverTimestamp = (): FieldValue => ({ __fieldValue: 'serverTimestamp' });
export const increment = (by: number): FieldValue => ({ __fieldValue: 'increment', by });
export const arrayUnion = (...values: unknown[]): FieldValue => ({ __fieldValue: 'arrayUnion', values });
export const arrayRemove = (...values: unknown[]): FieldValue => ({ __fieldValue: 'arrayRemove', values });
export const deleteField = (): FieldValue => ({ __fieldValue: 'delete' });

export function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === 'object' && value !== null && '__fieldValue' in value;
}

export type WriteOp =
  | { type: 'set'; path: string; data: DocumentData; merge?: boolean }
  /** Fails with `not-found` when the document does not exist. Keys may be dotted field paths. */
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

export interface Documents {
  get(path: string): Promise<DocSnapshot>;
  set(path: string, data: DocumentData, options?: { merge?: boolean }): Promise<void>;
  update(path: string, data: DocumentData): Promise<void>;
  delete(path: string): Promise<void>;
  query(spec: QuerySpec): Promise<DocSnapshot[]>;
  count(spec: QuerySpec): Promise<number>;
  /** Calls `next` with the current snapshot, then again on every change. Returns the unsubscribe function. */
  onDoc(path: string, next: (snap: DocSnapshot) => void, error: (err: BackendError) => void): Unsubscribe;
  onQuery(spec: QuerySpec, next: (docs: DocSnapshot[]) => void, error: (err: BackendError) => void): Unsubscribe;
  /** All or nothing. */
  batch(ops: WriteOp[]): Promise<void>;
  /** A new random document id (20 characters, like Firestore's). */
  newId(): string;
}

export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** An authenticator app's secret while it is being enrolled: shown as a QR code (`uri`) and as text (`secret`). */
export interface TotpSetup {
  secret: string;
  /** `otpauth://totp/...`, what authenticator apps read from a QR code. */
  uri: string;
}

export interface SecondFactorState {
  /** The account has an authenticator app. */
  enrolled: boolean;
  /** This session signed in with it (its ID token carries `firebase.sign_in_second_factor`). */
  signedInWithIt: boolean;
}

export interface Auth {
  signUp(email: string, password: string): Promise<AuthUser>;
  /**
   * An account with an authenticator app answers `auth/multi-factor-auth-required`: the password was right, and
   * `signInWithCode` completes the sign-in.
   */
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Completes the last sign-in (or reauthentication) that asked for a second factor; a wrong code:
   * `auth/invalid-verification-code`.
   */
  signInWithCode(code: string): Promise<AuthUser>;
  /** Starts enrolling an authenticator app: needs a recent sign-in and a verified email (`auth/unverified-email`). */
  startTotpEnrolment(): Promise<TotpSetup>;
  /** Enrols the app of the last setup with its current code; the session then counts as signed in with it. */
  finishTotpEnrolment(code: string): Promise<void>;
  /** Removes the authenticator app (needs a recent sign-in); the session goes on without it. */
  removeTotp(): Promise<void>;
  secondFactorState(): Promise<SecondFactorState>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends a verification email to the signed-in user. */
  sendVerification(): Promise<void>;
  /** Applies an email-verification code from an action link. */
  applyActionCode(code: string): Promise<void>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * Checks the signed-in user's password again, which makes the sign-in recent (password and email changes and
   * account deletion require that). Wrong password: `auth/wrong-password` or `auth/invalid-credential`. An account
   * with an authenticator app answers `auth/multi-factor-auth-required`, which `signInWithCode` completes.
   */
  reauthenticate(password: string): Promise<void>;
  /** Needs a recent sign-in (`auth/requires-recent-login`); too short: `auth/weak-password`. */
  updatePassword(newPassword: string): Promise<void>;
  /**
   * Sends a verification link to the NEW address; the email changes only when that link is applied (with
   * `applyActionCode`). Needs a recent sign-in; taken: `auth/email-already-in-use`.
   */
  verifyBeforeUpdateEmail(newEmail: string): Promise<void>;
  currentUser(): AuthUser | null;
  /** Re-reads the signed-in user from the provider (e.g. after the email was verified elsewhere). */
  reload(): Promise<AuthUser | null>;
  /** Called once with the current state when it is known, then on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
  /** 0 to 100, from bytes transferred. */
  percent: number;
}

export interface UploadOptions {
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the promise rejects with code `storage/canceled`. */
  signal?: AbortSignal;
}

export interface Files {
  /** `path` lies in one of the storage's top folders (FILE_ROOTS). Resolves with the download URL. */
  upload(path: string, file: Blob, options?: UploadOptions): Promise<{ path: string; downloadURL: string }>;
  delete(path: string): Promise<void>;
}

/** Counts document reads the way Firestore bills them, so screens can be held to a read budget. */
export interface ReadMeter {
  readonly total: number;
  reset(): void;
  /** Runs `fn` and reports how many document reads it cost. */
  measure<T>(fn: () => Promise<T>): Promise<{ result: T; reads: number }>;
  /** Adapters call this; services never do. */
  record(reads: number): void;
}

/** A trusted call as an adapter makes it: any name, any input; services get it typed by the contract (backend.ts). */
export type UntypedCallTrusted = (name: string, input: unknown) => Promise<never>;
/** Any trusted call, typed or not: what code that never calls one may take. */
type AnyCallTrusted = (name: never, input: never) => Promise<unknown>;

/**
 * The port depends on nothing of the product: the trusted call's type comes in as `Call`. Adapters make a
 * `Backend<UntypedCallTrusted>`; getBackend() (backend.ts) hands it out typed by the operations' contract.
 */
export interface Backend<Call = AnyCallTrusted> {
  mode: 'local' | 'firebase';
  docs: Documents;
  auth: Auth;
  files: Files;
  reads: ReadMeter;
  /**
   * Calls a trusted server operation (a Next API route under /api/trusted/) with the caller's ID token; its input
   * and result are the ones services/backend/trusted-ops.ts gives that name.
   */
  callTrusted: Call;
}

/**
 * Error codes follow the Firebase SDKs: Firestore codes (`permission-denied`, `not-found`, `invalid-argument`,
 * `failed-precondition`, `already-exists`, `unavailable`, `unauthenticated`, `internal`), `auth/...` codes and
 * `storage/...` codes.
 */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** A thrown value as the port's error: itself when it is one, else `internal` with its message. */
export const asBackendError = (e: unknown): BackendError =>
  e instanceof BackendError ? e : new BackendError('internal', e instanceof Error ? e.message : String(e));
