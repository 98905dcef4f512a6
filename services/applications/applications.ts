/**
 * Applications: a talent applies once per job (id `<jobId>_<talentId>`) and may withdraw; the job's
 * company moves it through the pipeline, each move recorded in its history as { stage, at, by }.
 *
 * Withdrawing does not decrement the job's `applicantCount`: the count is applications received, and a withdrawn
 * application stays visible (as withdrawn) in the company's pipeline. So the count only ever changes in the
 * apply batch, by exactly one, which is the one counter write the rules must allow a talent.
 */
import { applicantCopy } from './applicant-copy';
import { getBackend } from '../backend/backend';
import { deleteField, increment, serverTimestamp, type DocumentData, type Unsubscribe } from '../backend/types';
import {
  applicationFromSnapshot,
  applicationFromTalentSpec,
  applicationPath,
  historyToDoc,
} from '../converters/application-converter';
import { jobPath } from '../converters/job-converter';
import { isBackendError } from '../errors';
import { JOB_MESSAGES, alreadyApplied, applicationNotFound, notOwner, refused } from '../jobs/job-errors';
import { getJob } from '../jobs/jobs';
import { subscribeDoc } from '../live-doc';
import { announceApplicationEvent } from '../messaging/notifications';
import { isDocId } from '../schemas/doc-id';
import type { Application, ApplicationStage, ApplyInput, RejectionReason } from '../schemas/application';
import { APPLICATION_LIMITS, FINAL_STAGES, applicationId } from '../schemas/application-constants';
import { validateLazily } from '../schemas/validate-lazily';

export type { Application, ApplicationStage, ApplyInput, RejectionReason };

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
 * An application already there answers a repeated apply (a double click, a retry after a lost answer) as the first
 * did; one withdrawn before is a refusal (the pair has one application).
 */
async function existingApplication(jobId: string, talentId: string): Promise<Application | null> {
  const existing = await getOwnApplication(jobId, talentId);
  if (existing && existing.stage === 'withdrawn') throw alreadyApplied();
  return existing;
}

/**
 * Applies: one batch creates the application and adds one to the job's `applicantCount`, so the count never
 * drifts. Refused with a clear message for a closed job or a passed deadline. Applying again answers with the
 * application already sent and writes nothing, also when two arrive at once (the second batch is refused by the
 * rules, as the application exists by then, and reads the first's).
 */
export async function applyToJob(talentId: string, input: ApplyInput): Promise<Application> {
  const valid = await validateLazily(
    import('../schemas/application').then((m) => m.applyInputSchema),
    input,
  );
  const job = await getJob(valid.jobId);
  const before = await existingApplication(job.id, talentId);
  if (before) return before;
  if (job.status !== 'active') throw refused(JOB_MESSAGES.jobClosed);
  if (job.deadline !== null && job.deadline <= Date.now()) throw refused(JOB_MESSAGES.deadlinePassed);
  const backend = await getBackend();
  const id = applicationId(job.id, talentId);
  const doc: DocumentData = {
    id,
    jobId: job.id,
    talentId,
    companyId: job.companyId,
    jobTitle: job.title,
    companyName: job.companyName,
    ...(await applicantCopy(backend, talentId, valid.jobId, valid.cvUrl)),
    ...(valid.coverNote ? { coverNote: valid.coverNote } : {}),
    stage: 'applied',
    history: historyToDoc([{ stage: 'applied', at: Date.now(), by: talentId }]),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  try {
    await backend.docs.batch([
      { type: 'set', path: applicationPath(id), data: doc },
      { type: 'update', path: jobPath(job.id), data: { applicantCount: increment(1) } },
    ]);
  } catch (error) {
    const raced =
      isBackendError(error) && error.code === 'permission-denied' ? await existingApplication(job.id, talentId) : null;
    if (raced) return raced;
    throw error;
  }
  await announceApplicationEvent(id, 'applied');
  return getApplication(id);
}

function appendHistory(app: Application, stage: ApplicationStage, by: string) {
  if (app.history.length >= APPLICATION_LIMITS.historyMax) throw refused(JOB_MESSAGES.historyFull);
  return historyToDoc([...app.history, { stage, at: Date.now(), by }]);
}

/** The talent withdraws its own application, unless it already has its final answer. */
export async function withdrawApplication(talentId: string, id: string): Promise<Application> {
  const app = await getApplication(id);
  if (app.talentId !== talentId) throw notOwner(JOB_MESSAGES.notYourApplication);
  if (FINAL_STAGES.includes(app.stage)) throw refused(JOB_MESSAGES.finalStage);
  const backend = await getBackend();
  await backend.docs.update(applicationPath(id), {
    stage: 'withdrawn',
    history: appendHistory(app, 'withdrawn', talentId),
    updatedAt: serverTimestamp(),
  });
  return getApplication(id);
}

/**
 * The job's company moves an application to a stage (not `withdrawn`, the talent's alone); rejecting takes a
 * reason the talent sees. The first move away from `applied` stamps `firstResponseAt`.
 */
export async function moveApplication(
  companyId: string,
  id: string,
  stage: Exclude<ApplicationStage, 'withdrawn'>,
  options: { reason?: RejectionReason } = {},
): Promise<Application> {
  const move = await validateLazily(
    import('../schemas/application').then((m) => m.moveInputSchema),
    { stage, reason: options.reason },
  );
  const app = await getApplication(id);
  if (app.companyId !== companyId) throw notOwner(JOB_MESSAGES.notYourApplication);
  if (app.stage === 'withdrawn') throw refused(JOB_MESSAGES.withdrawn);
  if (app.stage === move.stage && app.rejectionReason === move.reason) return app;
  const backend = await getBackend();
  // The history names the member who moved (any member of the company's team may), not the company.
  const mover = backend.auth.currentUser()?.uid ?? companyId;
  const changes: DocumentData = {
    stage: move.stage,
    history: appendHistory(app, move.stage, mover),
    updatedAt: serverTimestamp(),
  };
  if (move.reason) changes.rejectionReason = move.reason;
  else if (app.rejectionReason) changes.rejectionReason = deleteField();
  if (app.firstResponseAt === null && move.stage !== 'applied') changes.firstResponseAt = serverTimestamp();
  await backend.docs.update(applicationPath(id), changes);
  await announceApplicationEvent(id, 'stage');
  return getApplication(id);
}
