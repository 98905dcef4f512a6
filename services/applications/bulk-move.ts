/**
 * Moving many applicants of one job at once (the pipeline's selection bar and drag and drop): one trusted call,
 * all or nothing. The server checks every applicant before writing any; a refusal names the applicant and why.
 */
import { getBackend } from '../backend/backend';
import type { BulkMoveInput, BulkMoveResult } from '../schemas/application';
import { validateLazily } from '../schemas/validate-lazily';

export type { BulkMoveInput, BulkMoveResult };

export async function moveApplications(input: BulkMoveInput): Promise<BulkMoveResult> {
  const valid = await validateLazily(
    import('../schemas/application').then((m) => m.bulkMoveInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('applications-move', {
    jobId: valid.jobId,
    applicationIds: valid.applicationIds,
    stage: valid.stage,
    ...(valid.reason ? { reason: valid.reason } : {}),
    ...(valid.message ? { message: valid.message } : {}),
  });
}
