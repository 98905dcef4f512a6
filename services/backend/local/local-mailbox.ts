import { BackendError } from '../types';

/** One message of the local backend's mailbox (verification and password-reset emails, notifications, digests). */
export interface LocalMailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Relative link: an action (`/auth/action?mode=...&oobCode=...`) or the screen a notification points to. */
  link: string;
  sentAt: number;
  /** A mailing's List-Unsubscribe headers. */
  headers?: Record<string, string>;
  /** Files the mail carries (an interview's calendar file). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Newest first. Only the local backend has a mailbox; off (404) in production unless turned on, and for this machine only. */
export async function fetchLocalMailbox(baseUrl = ''): Promise<LocalMailboxEntry[]> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/local/mailbox`, { cache: 'no-store' });
  } catch {
    throw new BackendError('unavailable', 'Could not reach the local backend. Is the dev server running?');
  }
  const body = (await res.json().catch(() => null)) as {
    mails?: LocalMailboxEntry[];
    error?: { code: string; message: string };
  } | null;
  if (!res.ok || !body?.mails) {
    throw new BackendError(
      body?.error?.code ?? 'internal',
      body?.error?.message ?? `The mailbox answered HTTP ${res.status}.`,
    );
  }
  return body.mails;
}

/**
 * Whether this browser may read the local mailbox: the server serves it under `next dev`, in test runs and when
 * LOCAL_MAILBOX=on, to its own machine only. False on any failure, so a hint never points at a mailbox that is off.
 */
export async function localMailboxAvailable(baseUrl = ''): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/local/mailbox`, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
