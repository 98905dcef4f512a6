import type { MailSection } from '../../mail/types';

/** What the local engine knows about the caller of a request, from a verified session token. */
export interface AuthContext {
  uid: string;
  email: string;
  emailVerified: boolean;
  /**
   * The second factor the session signed in with (its token's `firebase.sign_in_second_factor`), absent after a
   * password alone: administrator access requires one.
   */
  signInSecondFactor?: 'totp';
  /** The session (one sign-in of one browser) the token belongs to; tokens from before sessions had ids have none. */
  sessionId?: string;
  /** When the token this context came from expires (epoch ms): live subscriptions end then unless renewed. */
  expiresAt?: number;
}

export interface LocalMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The action link the mail carries (verification or password reset), absolute path on this app. */
  link: string;
  sentAt: number;
  /** Headers beyond the usual ones: a mailing's List-Unsubscribe pair (RFC 8058), as a mail server would send them. */
  headers?: Record<string, string>;
  /** Files the mail carries (an interview's calendar file), shown and downloadable in the mailbox. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * A mail to send: `unsubscribe` adds its stop link (`line` then the page's full address) to the text, and the
 * one-click headers for `oneClick`'s full address.
 */
export interface LocalMailInput {
  to: string;
  subject: string;
  text: string;
  link: string;
  unsubscribe?: { page: string; oneClick: string; line: string };
  sections?: MailSection[];
  attachments?: LocalMail['attachments'];
}

/** The local identity provider: users with scrypt-hashed passwords, signed session tokens, action codes, a mailbox. */
export interface AuthEngine {
  /**
   * Null for a missing, malformed, tampered or expired token, and for a token of an account that no longer exists
   * or that was issued before the account's sessions ended (password change or reset, undone email change).
   */
  verifyToken(token: string | undefined | null): Promise<AuthContext | null>;
  /** As verifyToken, plus when the session signed in (`authTime`, epoch seconds) for recent-login checks. */
  verifyTokenClaims(token: string | undefined | null): Promise<(AuthContext & { authTime: number }) | null>;
  /**
   * The uid of the account whose email and password these are (throttled as a sign-in), else
   * `auth/invalid-credential`: a recovery code is only taken from someone who also knows the password.
   */
  passwordOwner(email: string, password: string, client?: string): Promise<string>;
  /** Removes the account's authenticator (recovery): its sessions end, and a password signs it in again. */
  removeSecondFactor(uid: string): Promise<void>;
  /** Signing out everywhere: every token of the account issued until now is refused (the token generation moves on). */
  endSessions(uid: string): Promise<void>;
  /** Signing one device out: that session's tokens and refreshes are refused from now on, the others' go on. */
  endSession(uid: string, sessionId: string): Promise<void>;
  /** Removes the account (trusted account deletion); its tokens stop working. No error when it is already gone. */
  deleteUser(uid: string): Promise<void>;
  /**
   * Suspension: a disabled account cannot sign in or refresh, and its sessions end at once (the token
   * generation moves on). `reason` is told to whoever then signs in with the right password.
   */
  setUserDisabled(uid: string, disabled: boolean, reason?: string): Promise<void>;
  /** Used by seeding and operator scripts; fails with `auth/email-already-in-use` when the email is taken. */
  createUser(input: { email: string; password: string; emailVerified?: boolean; uid?: string }): Promise<AuthContext>;
  findUserByEmail(email: string): Promise<AuthContext | null>;
  /**
   * The HTTP surface: `signUp`, `signIn`, `refresh`, `sendPasswordReset`, `sendVerification`, `applyActionCode`,
   * `confirmPasswordReset`, `mfaSignIn`, and with the caller's ID token `reauthenticate`, `updatePassword`,
   * `verifyBeforeUpdateEmail`, `mfaEnrollStart`, `mfaEnrollFinish`, `mfaUnenroll`, `mfaStatus`. Returns the JSON body to send, or throws a BackendError with an `auth/...` code.
   * `client` names who is asking (its network address) for the per-client limits; scripts may leave it out.
   */
  handle(action: string, body: unknown, token: string | null, client?: string): Promise<unknown>;
  listMail(): Promise<LocalMail[]>;
  /** Mail from trusted operations (notifications, announcements) into the same local mailbox. */
  sendMail(mail: LocalMailInput): Promise<LocalMail>;
}
