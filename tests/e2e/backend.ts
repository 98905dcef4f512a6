/**
 * What differs for the specs between the backends. scripts/run-e2e.mjs runs every spec against the local backend,
 * then (E2E_BACKEND=firebase) the specs tagged @both against the Auth and Firestore emulators.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Tag of the tests that run against both backends. */
export const BOTH = { tag: '@both' };

export const firebaseMode = process.env.E2E_BACKEND === 'firebase';

/** Why an upload flow skips in Firebase mode (and counts as skipped). */
export const NO_STORAGE_EMULATOR = 'needs the Storage emulator, which this machine does not have';

type ActionMode = 'verifyEmail' | 'resetPassword';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

const OOB_REQUEST_TYPE: Record<ActionMode, string> = { verifyEmail: 'VERIFY_EMAIL', resetPassword: 'PASSWORD_RESET' };
const MAIL_SUBJECT: Record<ActionMode, RegExp> = { verifyEmail: /verify/i, resetPassword: /reset/i };

/** The Auth emulator's out-of-band codes: what it would have emailed, newest last. */
async function emulatorCodes(request: APIRequestContext): Promise<OobCode[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project)
    throw new Error(
      'Firebase mode needs FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT (scripts/run-e2e.mjs sets them)',
    );
  const res = await request.get(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  return ((await res.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/**
 * The newest link of that kind emailed to `email` (relative, `/auth/action?mode=...&oobCode=...`), waiting for it:
 * from the local backend's mailbox, or in Firebase mode built from the Auth emulator's code, to the app's own
 * action page as the project's email templates link to it.
 */
export async function latestActionLink(request: APIRequestContext, email: string, mode: ActionMode): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      if (firebaseMode) {
        const code = (await emulatorCodes(request))
          .reverse()
          .find((c) => c.email === email && c.requestType === OOB_REQUEST_TYPE[mode]);
        link = code && `/auth/action?mode=${mode}&oobCode=${encodeURIComponent(code.oobCode)}`;
      } else {
        const { mails } = (await (await request.get('/api/local/mailbox')).json()) as { mails: Mail[] };
        link = [...mails].reverse().find((mail) => mail.to === email && MAIL_SUBJECT[mode].test(mail.subject))?.link;
      }
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}
