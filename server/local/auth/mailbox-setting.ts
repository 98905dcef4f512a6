/**
 * Whether this server serves the local mailbox (GET /api/local/mailbox, read by /dev/mailbox). The mailbox shows
 * every user's password-reset and verification links, so it is a developer's tool: on under `next dev` and in
 * test runs, off in a production `next start` unless LOCAL_MAILBOX=on turns it on (LOCAL_MAILBOX=off turns it off
 * anywhere). Read per call, so a test can change it.
 */
const ON = new Set(['on', '1', 'true', 'yes']);
const OFF = new Set(['off', '0', 'false', 'no']);

export function localMailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.LOCAL_MAILBOX?.trim().toLowerCase() ?? '';
  if (ON.has(setting)) return true;
  if (OFF.has(setting)) return false;
  return env.NODE_ENV !== 'production';
}

/** What the server prints once when the local engine opens: what it is meant for, and whether the mailbox is served. */
export function localBackendNotice(env: NodeJS.ProcessEnv = process.env): string[] {
  const lines: string[] = [];
  if (env.NODE_ENV === 'production') {
    lines.push(
      '[local backend] production start on the embedded local backend: it is meant for development, evaluation and small self-hosted use; configure Firebase for anything larger.',
    );
  }
  lines.push(
    localMailboxEnabled(env)
      ? '[local backend] local mailbox on: /dev/mailbox shows every password-reset and verification link to this machine (LOCAL_MAILBOX=off turns it off).'
      : '[local backend] local mailbox off: password-reset and verification links are printed in this log only (LOCAL_MAILBOX=on serves them at /dev/mailbox).',
  );
  return lines;
}
