/**
 * Typed errors the services throw. All extend the port's BackendError, so callers branch on `code` whichever
 * layer failed; the not-found messages are SPEC section 8's, word for word (including its grammar).
 */
import { BackendError } from './backend/types';

export { BackendError };

export const ERROR_MESSAGES = {
  talentNotFound: 'User does not exist',
  adminNotFound: 'User does not exists',
  companyNotFound: 'Company does not exists',
} as const;

export interface FieldIssue {
  /** Dot path of the offending field, e.g. `name` or `skills.2.skill`; `file` for uploads. */
  field: string;
  message: string;
}

/**
 * Input rejected before anything was written. `message` is `<field>: <reason>` for the first issue
 * (e.g. `name: Required`), `issues` lists them all so a form can mark every field.
 */
export class ValidationError extends BackendError {
  readonly field: string;
  readonly issues: FieldIssue[];

  constructor(issues: FieldIssue[], code = 'invalid-argument') {
    const first = issues[0] ?? { field: 'input', message: 'Invalid' };
    super(code, `${first.field}: ${first.message}`);
    this.name = 'ValidationError';
    this.field = first.field;
    this.issues = issues.length > 0 ? issues : [first];
  }
}

export const talentNotFound = () => new BackendError('not-found', ERROR_MESSAGES.talentNotFound);
export const adminNotFound = () => new BackendError('not-found', ERROR_MESSAGES.adminNotFound);
/** The SPEC gives this one an auth code: the company area treats a missing profile like an unknown account. */
export const companyNotFound = () => new BackendError('auth/user-not-found', ERROR_MESSAGES.companyNotFound);

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}

/** Maps the port's `not-found` (e.g. updating a missing document) to the collection's own not-found error. */
export function rethrowNotFound(error: unknown, notFound: () => BackendError): never {
  if (isBackendError(error) && error.code === 'not-found') throw notFound();
  throw error;
}
