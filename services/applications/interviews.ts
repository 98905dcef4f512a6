/**
 * Interviews (`interviews/<applicationId>`): the job's company proposes times for an applicant in the Interview
 * stage (again to reschedule) or cancels; the talent picks one of the proposed times. Each side writes only its
 * own part (the rules and the local policy check it), then asks the server to tell the other side: the
 * confirmation, with its calendar file, goes to both once a time is picked.
 */
import { getBackend } from '../backend/backend';
import { deleteField, increment, serverTimestamp, type DocumentData } from '../backend/types';
import { INTERVIEWS, interviewFromSnapshot, interviewPath, slotsToDoc } from '../converters/interview-converter';
import { isBackendError } from '../errors';
import { notOwner, refused } from '../jobs/job-errors';
import { requireId } from '../require-id';
import type { Application } from '../schemas/application';
import type { CancelInput, ProposeInput } from '../schemas/interview';
import type { Interview, InterviewEvent } from '../schemas/interview-constants';
import { validateLazily } from '../schemas/validate-lazily';

export const INTERVIEW_MESSAGES = {
  notInterviewStage: 'Move the applicant to the Interview stage before proposing times.',
  notProposed: 'There is no proposal to answer: the company changed or cancelled it. Reload to see the latest.',
  slotGone: 'This time is no longer offered. Pick another one.',
  notCancellable: 'This interview is already cancelled.',
} as const;

export type InterviewViewer = { role: 'company' | 'talent'; uid: string };

/** The interview of one application as its company or its talent sees it, or null (one query: the rules need the pin). */
export async function getInterview(viewer: InterviewViewer, applicationId: string): Promise<Interview | null> {
  requireId('uid', viewer.uid);
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: INTERVIEWS,
    where: [
      { field: viewer.role === 'company' ? 'companyId' : 'talentId', op: '==', value: viewer.uid },
      { field: 'applicationId', op: '==', value: applicationId },
    ],
    limit: 1,
  });
  return snaps.length > 0 ? interviewFromSnapshot(snaps[0]) : null;
}

async function announce(applicationId: string, event: InterviewEvent): Promise<void> {
  const backend = await getBackend();
  // The write stands whatever happens to the notice; the other side still sees it in the app.
  await backend.callTrusted('interview-notify', { applicationId, event }).catch((error: unknown) => {
    console.warn('[interviews] could not notify', event, error);
  });
}

/** Proposes times (the first proposal, or new times replacing the current ones: a new round). */
export async function proposeInterview(companyId: string, app: Application, input: ProposeInput): Promise<void> {
  const valid = await validateLazily(
    import('../schemas/interview').then((m) => m.proposeInputSchema),
    input,
  );
  if (app.companyId !== companyId) throw notOwner('Only the company that posted this job can invite its applicants.');
  if (app.stage !== 'interview') throw refused(INTERVIEW_MESSAGES.notInterviewStage);
  const backend = await getBackend();
  const before = await getInterview({ role: 'company', uid: companyId }, app.id);
  const proposal: DocumentData = {
    slots: slotsToDoc(valid.slots),
    timeZone: valid.timeZone,
    status: 'proposed',
    updatedAt: serverTimestamp(),
  };
  if (before === null) {
    await backend.docs.set(interviewPath(app.id), {
      ...proposal,
      applicationId: app.id,
      jobId: app.jobId,
      companyId,
      talentId: app.talentId,
      jobTitle: app.jobTitle,
      companyName: app.companyName,
      talentName: app.talentName,
      ...(valid.details ? { details: valid.details } : {}),
      round: 1,
      createdAt: serverTimestamp(),
    });
  } else {
    await backend.docs.update(interviewPath(app.id), {
      ...proposal,
      details: valid.details ? valid.details : deleteField(),
      round: increment(1),
      chosenIndex: deleteField(),
      startsAt: deleteField(),
      endsAt: deleteField(),
      cancelReason: deleteField(),
    });
  }
  await announce(app.id, 'proposed');
}

/** The talent picks one of the proposed times; refused when the company changed them meanwhile. */
export async function chooseInterviewSlot(talentId: string, interview: Interview, index: number): Promise<void> {
  if (interview.talentId !== talentId) throw notOwner('Only the applicant picks the interview time.');
  if (interview.status !== 'proposed') throw refused(INTERVIEW_MESSAGES.notProposed);
  const slot = interview.slots[index];
  if (!slot || slot.startsAt <= Date.now()) throw refused(INTERVIEW_MESSAGES.slotGone);
  const backend = await getBackend();
  try {
    await backend.docs.update(interviewPath(interview.id), {
      status: 'scheduled',
      chosenIndex: index,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    // The rules refuse a time that is no longer on the proposal: say why rather than "permission denied".
    if (isBackendError(error) && error.code === 'permission-denied') throw refused(INTERVIEW_MESSAGES.notProposed);
    throw error;
  }
  await announce(interview.id, 'scheduled');
}

/** The company cancels the interview (proposed or scheduled), with an optional note the talent reads. */
export async function cancelInterview(companyId: string, interview: Interview, input: CancelInput): Promise<void> {
  const { reason } = await validateLazily(
    import('../schemas/interview').then((m) => m.cancelInputSchema),
    input,
  );
  if (interview.companyId !== companyId) throw notOwner('Only the company that proposed the interview can cancel it.');
  if (interview.status === 'cancelled') throw refused(INTERVIEW_MESSAGES.notCancellable);
  const backend = await getBackend();
  await backend.docs.update(interviewPath(interview.id), {
    status: 'cancelled',
    cancelReason: reason ? reason : deleteField(),
    updatedAt: serverTimestamp(),
  });
  await announce(interview.id, 'cancelled');
}
