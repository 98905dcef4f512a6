/**
 * Applications: a talent applies once per job (id `<jobId>_<talentId>`) and may withdraw; the job's company moves it
 * through the pipeline, each move recorded in its history as { stage, at, by }. Reading is the browser's, under the
 * rules; each step that changes what the other side sees (applying, withdrawing, moving) is one trusted operation,
 * whose transaction also writes the notice and the audit entry. The rules refuse a browser's write of an application.
 */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import {
  applicationFromSnapshot,
  applicationFromTalentSpec,
  applicationPath,
} from '../converters/application-converter';
import { applicationNotFound } from '../jobs/job-errors';
import { subscribeDoc } from '../live-doc';
import { isDocId } from '../schemas/doc-id';
import type { Application, ApplyInput, MoveInput, MoveResult } from '../schemas/application';
import { applicationId } from '../schemas/application-constants';
import { validateLazily } from '../schemas/validate-lazily';

export type { Application, ApplyInput, MoveInput, MoveResult };

export async function getApplication(id: string): Promise<Application> {
  if (!isDocId(id)) throw applicationNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(applicationPath(id));
  if (!snap.exists) throw applicationNotFound();
  return applicationFromSnapshot(snap);
}

/** The talent's own application to a job, or null (one read either way: the id encodes the pair). */
export async function getOwnApplication(jobId: string, talentId: string): Promise<Application | null> {
  return getApplication(applicationId(jobId, talentId)).catch((error: { code?: string }) => {
    if (error.code === 'not-found') return null;
    throw error;
  });
}

/**
 * One application of this talent to any of this company's jobs, or null: what shows the company the talent's
 * contact (an application carries it). One query, at most one read; the rules require the `companyId` pin.
 */
export async function findApplicationFromTalent(companyId: string, talentId: string): Promise<Application | null> {
  if (!isDocId(companyId) || !isDocId(talentId)) return null;
  const backend = await getBackend();
  const snaps = await backend.docs.query(applicationFromTalentSpec(companyId, talentId));
  return snaps.length > 0 ? applicationFromSnapshot(snaps[0]) : null;
}

/** Live application (the talent's status button, the company's pipeline card); 'Application does not exist' while missing. */
export function subscribeApplication(
  id: string,
  onData: (app: Application) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(
    isDocId(id) ? applicationPath(id) : null,
    applicationFromSnapshot,
    applicationNotFound,
    onData,
    onError,
  );
}

/**
 * Applies: one trusted call, which checks the job takes applications and writes the application, the job's
 * `applicantCount`, the company's notice and the audit entry together (server/trusted/application-apply.ts).
 * Applying again answers the application already sent; after withdrawing, the pair's one application is spent.
 */
export async function applyToJob(input: ApplyInput): Promise<Application> {
  const valid = await validateLazily(
    import('../schemas/application').then((m) => m.applyInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('application-apply', valid);
}

/** The talent withdraws its own application (one trusted call), unless it already has its final answer. */
export async function withdrawApplication(id: string): Promise<Application> {
  if (!isDocId(id)) throw applicationNotFound();
  const backend = await getBackend();
  return backend.callTrusted('application-withdraw', { applicationId: id });
}

/**
 * The job's company moves one applicant or many of one job (one trusted call, all or nothing): the server holds the
 * move rule (server/trusted/applications-move.ts) and a refusal names the applicant and why.
 */
export async function moveApplications(input: MoveInput): Promise<MoveResult> {
  const valid = await validateLazily(
    import('../schemas/application').then((m) => m.moveInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('applications-move', valid);
}
