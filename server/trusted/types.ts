/**
 * Trusted operations: what a client may not do itself (delete its account with everything it owns, recompute
 * figures others rely on). Each runs on the server with privileged access after the caller's ID token is checked,
 * the same code in local mode (the embedded engine) and in Firebase mode (firebase-admin).
 */
import type { TrustedOps } from '@/services/backend/trusted-ops';
import type { ContractParsed, ContractResult } from '@/services/backend/trusted-ops/define';
import type { Documents } from '@/services/backend/types';
import type { OutgoingMail } from '../mail/types';
import type { RunTransaction } from './transaction';

export interface TrustedCaller {
  uid: string;
  email: string;
  /** When the caller last proved its password (epoch ms), if the token says; operations needing a fresh sign-in check it. */
  authTime?: number;
  /**
   * The second factor the session signed in with (`firebase.sign_in_second_factor` of its ID token in both modes),
   * absent after a password alone; administrator operations require one.
   */
  secondFactor?: string;
  /**
   * The identity provider's session the token belongs to, where it has one to name (the local engine); Firebase's
   * tokens name none.
   */
  sessionId?: string;
  /** What the request said of the device it came from: its user agent, and the country a hosting header named. */
  agent?: { userAgent: string; country?: string };
}

/** The documents helpers read and write through: the services' own, or a transaction's (which has no count). */
export type TrustedDocs = Pick<Documents, 'get' | 'set' | 'update' | 'delete' | 'query' | 'count' | 'batch'>;

/**
 * Privileged access, bypassing the access policy and the rules. A check whose write must not race another call
 * (quotas, one attempt, one outcome) runs in `runTransaction` (server/trusted/transaction.ts).
 */
export interface TrustedServices {
  docs: TrustedDocs & { runTransaction: RunTransaction };
  /** Removes every stored file under the folder (`talents/<uid>`, ...); returns how many were removed. */
  deleteFiles(folder: string): Promise<number>;
  /**
   * Copies the stored file at `from` to `to` with a download token of its own and answers the copy's download URL
   * (a Cloud Storage URL is built like `like`, the original's); the copy already made on a re-run; null when `from`
   * is gone.
   */
  copyFile(from: string, to: string, like: string): Promise<string | null>;
  /** The paths of every stored file under the folder (a download of one's data gathers them). */
  listFiles(folder: string): Promise<string[]>;
  /** A stored file's bytes and type, or null when it is gone. */
  readFile(path: string): Promise<{ contentType: string; bytes: Uint8Array } | null>;
  /** Stores bytes at the path with no download URL: only the rules' readers and trusted routes reach it. */
  saveFile(path: string, contentType: string, bytes: Uint8Array): Promise<void>;
  /**
   * One page of sign-in accounts in a stable order (`after`: the page token of the page before, null for the first),
   * with when each was created and, where the identity provider records it, last signed in (epoch ms): what the
   * retention job reads to find accounts nobody has used for a long time.
   */
  listAccounts(after: string | null): Promise<{ accounts: SignInAccount[]; next: string | null }>;
  /** Removes the sign-in account itself. */
  deleteUser(uid: string): Promise<void>;
  /**
   * The uid of the account these credentials sign in to (a second factor or not), else `auth/invalid-credential`
   * (failures throttled as sign-ins are): local engine's password check; Firebase Auth's password sign-in.
   */
  passwordOwner(email: string, password: string, client: string): Promise<string>;
  /** Removes the account's authenticator app and ends its sessions (recovery with a recovery code). */
  removeSecondFactor(uid: string): Promise<void>;
  /**
   * Suspension: disables or re-enables the sign-in account. Disabling ends its sessions at once (local
   * engine: refused tokens and ended subscriptions; Firebase: `updateUser({ disabled })` + `revokeRefreshTokens`).
   */
  setUserDisabled(uid: string, disabled: boolean, reason?: string): Promise<void>;
  /**
   * Ends every session of the account at once (signing out everywhere): local engine: its tokens are refused and its
   * live subscriptions end; Firebase: `revokeRefreshTokens` (verifyIdToken with checkRevoked then refuses its ID
   * tokens in the trusted routes; the rules cannot see it, the browsers learn it from their device record).
   */
  endSessions(uid: string): Promise<void>;
  /**
   * Ends one session of the account (a device signed out from another), where the provider can: the local engine
   * refuses its tokens and ends its subscriptions; Firebase cannot revoke one session, so this does nothing there and
   * the device's browser signs itself out when it sees its record ended.
   */
  endSession(uid: string, sessionId: string): Promise<void>;
  /** Whether the sign-in account proved it owns its email address (false for a missing account). */
  accountEmailVerified(uid: string): Promise<boolean>;
  /**
   * The sign-in email of each account that exists, by uid: where a company's members are written to, read from the
   * account itself so an email change holds from the next notice on (no document keeps a copy in step).
   */
  accountEmails(uids: readonly string[]): Promise<Map<string, string>>;
  /**
   * Sends one email. Local mode: the local mailbox (/dev/mailbox). Firebase mode: a document in `mail` in the shape
   * the "Trigger Email" extension reads. `link` is a path on this site. Callers check the recipient's opt-out.
   */
  sendMail(mail: OutgoingMail): Promise<void>;
}

export interface SignInAccount {
  uid: string;
  email: string;
  createdAt: number;
  /** Firebase Auth's last sign-in or token refresh; the local engine keeps none (its sign-in records do). */
  lastSignInAt: number | null;
}

export interface TrustedContext extends TrustedServices {
  caller: TrustedCaller;
}

/** An operation served without an ID token (OPEN_OPS): the services, and the network address asking. */
export interface OpenContext extends TrustedServices {
  client: string;
}

/**
 * The operation named N: gets the input the route validated against the contract's schema, answers the contract's
 * result, and throws BackendError with a Firestore-style code on refusal.
 */
export type TrustedOperation<N extends keyof TrustedOps> = TrustedOperationOf<TrustedOps, N>;
/** The same, for any contract (the type-level tests pass a reshaped one). */
export type TrustedOperationOf<Ops, N extends keyof Ops> = (
  ctx: TrustedContext,
  input: ContractParsed<Ops[N]>,
) => Promise<ContractResult<Ops[N]>>;

/** An operation of OPEN_OPS: no caller, the input the route validated. */
export type OpenOperation<N extends keyof TrustedOps> = (
  ctx: OpenContext,
  input: ContractParsed<TrustedOps[N]>,
) => Promise<ContractResult<TrustedOps[N]>>;

/** Any operation, as the route holds them (the route validated the input against the operation's own schema). */
export type AnyTrustedOperation = (ctx: TrustedContext, input: never) => Promise<unknown>;
/** Any operation of OPEN_OPS. */
export type AnyOpenOperation = (ctx: OpenContext, input: never) => Promise<unknown>;
