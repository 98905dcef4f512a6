/** Errors of the jobs and applications services: codes follow Firestore's, messages are what a screen shows. */
import { BackendError } from '../backend/types';

export const JOB_MESSAGES = {
  jobNotFound: 'Job does not exist',
  applicationNotFound: 'Application does not exist',
  notOwner: 'Only the company that posted this job can change it.',
  alreadyApplied: 'You have already applied to this job.',
  jobClosed: 'This job is closed and no longer accepts applications.',
  deadlinePassed: 'The application deadline for this job has passed.',
  notYourApplication: 'This application is not yours to change.',
  finalStage: 'This application already has its final answer.',
  historyFull: 'This application has reached its limit of stage changes.',
  signedOut: 'Sign in to continue.',
} as const;

export const jobNotFound = () => new BackendError('not-found', JOB_MESSAGES.jobNotFound);
export const applicationNotFound = () => new BackendError('not-found', JOB_MESSAGES.applicationNotFound);
export const refused = (message: string) => new BackendError('failed-precondition', message);
export const notOwner = (message: string = JOB_MESSAGES.notOwner) => new BackendError('permission-denied', message);
export const alreadyApplied = () => new BackendError('already-exists', JOB_MESSAGES.alreadyApplied);
