/**
 * Every trusted operation a client may call, by the name in its route (`POST /api/trusted/<name>`). A name not
 * listed here answers 404, so adding an operation is one line here plus its module.
 */
import { assessmentImport, assessmentQuestionSave, assessmentSave, assessmentSetStatus } from './assessment-admin';
import { assessmentAnswer, assessmentExpireBadges, assessmentFocusLoss, assessmentShowScore, assessmentStart, assessmentSubmit } from './assessment-attempts';
import { deleteAccount } from './delete-account';
import { responseStats } from './response-stats';
import type { TrustedOperation } from './types';

export const TRUSTED_OPERATIONS: Readonly<Record<string, TrustedOperation>> = Object.freeze({
  'delete-account': deleteAccount,
  'response-stats': responseStats,
  'assessment-start': assessmentStart,
  'assessment-answer': assessmentAnswer,
  'assessment-focus-loss': assessmentFocusLoss,
  'assessment-submit': assessmentSubmit,
  'assessment-show-score': assessmentShowScore,
  'assessment-expire-badges': assessmentExpireBadges,
  'assessment-save': assessmentSave,
  'assessment-set-status': assessmentSetStatus,
  'assessment-question-save': assessmentQuestionSave,
  'assessment-import': assessmentImport,
});

export function findTrustedOperation(name: string, operations = TRUSTED_OPERATIONS): TrustedOperation | null {
  return Object.hasOwn(operations, name) ? operations[name] : null;
}
