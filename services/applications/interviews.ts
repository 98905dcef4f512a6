/**
 * Interviews (`interviews/<applicationId>`): the job's company proposes times for an applicant in the Interview
 * stage (again to reschedule) or cancels; the talent picks one of the proposed times. Reading is the browser's, under
 * the rules; each step is one trusted operation (server/trusted/interview-steps.ts) that checks it, writes it and
 * tells the other side in one transaction (both sides, with the calendar file, once a time is picked), and answers
 * the interview as it now is.
 */
import { getBackend } from '../backend/backend';
import { INTERVIEWS, interviewFromSnapshot } from '../converters/interview-converter';
import { requireId } from '../require-id';
import type { CancelInput, ProposeInput } from '../schemas/interview';
import type { Interview } from '../schemas/interview-constants';
import { validateLazily } from '../schemas/validate-lazily';

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

/** Proposes times (the first proposal, or new times replacing the current ones: a new round). */
export async function proposeInterview(applicationId: string, input: ProposeInput): Promise<Interview> {
  const valid = await validateLazily(
    import('../schemas/interview').then((m) => m.proposeInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('interview-propose', { applicationId, ...valid });
}

/** The talent picks one of the proposed times of the round it saw; refused when the company changed them meanwhile. */
export async function chooseInterviewSlot(interview: Interview, index: number): Promise<Interview> {
  const backend = await getBackend();
  return backend.callTrusted('interview-choose', { applicationId: interview.id, round: interview.round, index });
}

/** The company cancels the interview (proposed or scheduled), with an optional note the talent reads. */
export async function cancelInterview(applicationId: string, input: CancelInput): Promise<Interview> {
  const valid = await validateLazily(
    import('../schemas/interview').then((m) => m.cancelInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('interview-cancel', { applicationId, ...valid });
}
