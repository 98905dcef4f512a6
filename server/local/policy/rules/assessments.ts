/**
 * Skill assessments, mirroring the skill assessments block of firestore.rules. No client writes any of these
 * documents: administrators and talents go through trusted operations (server/trusted/assessment-*.ts).
 * - assessments/{id}: published ones read and listed by any signed-in user (a list must pin `status ==
 *   'published'`); drafts by administrators only.
 * - assessments/{id}/questions/{qid}: the bank with its answer keys, administrators only.
 * - assessmentAttempts/{id} and assessmentProgress/{id}: the talent's own (a list pins `talentId == uid`) and
 *   administrators. The per-attempt option order (`assessmentAttempts/{id}/server/order`) has no row: nobody.
 */
import { signedIn } from '../helpers';
import type { CollectionRules, ReadRequest } from '../types';
import { isAdmin } from './students';

export const assessmentRules: CollectionRules = {
  get: async (r) => signedIn(r) && (r.resource?.status === 'published' || (await isAdmin(r))),
  list: async (r) => signedIn(r) && (r.pinned('status')?.value === 'published' || (await isAdmin(r))),
};

export const assessmentQuestionRules: CollectionRules = {
  get: isAdmin,
  list: isAdmin,
};

/**
 * The talent's own (and administrators). A document that does not exist yet is the caller's when its id starts
 * with the caller's uid (`<talentId>_<assessmentId>`): the assessment screen asks for its progress before the first
 * attempt, and must learn "none" rather than be refused.
 */
const ownRead = async (r: ReadRequest) =>
  signedIn(r) &&
  ((r.resource === null
    ? (r.params.attemptId ?? r.params.progressId).split('_')[0] === r.auth!.uid
    : r.resource.talentId === r.auth!.uid) ||
    (await isAdmin(r)));

/** Attempts and progress documents alike: the talent's own, and administrators. */
export const talentAssessmentRules: CollectionRules = {
  get: ownRead,
  list: async (r) => signedIn(r) && (r.pinned('talentId')?.value === r.auth!.uid || (await isAdmin(r))),
};
