/**
 * The notices of an application's steps, written once: the company's "new applicant" and "withdrawn", the talent's
 * "stage changed" (with the company's optional note). Ids derive from the step, so a step's notice is written once
 * however often the operation runs.
 */
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { stageLabel } from '@/services/format/labels';
import type { Application, ApplicationStage } from '@/services/schemas/application';
import type { NotifyInput } from './notify';

export const appliedNotice = (app: Application): NotifyInput => ({
  id: `applied_${app.id}`,
  userId: app.companyId,
  kind: 'new-applicant',
  title: `New applicant for ${app.jobTitle}`,
  body: `${app.talentName} applied to ${app.jobTitle}.`,
  link: COMPANY_ROUTES.job(app.jobId),
});

export const withdrawnNotice = (app: Application): NotifyInput => ({
  id: `withdrawn_${app.id}`,
  userId: app.companyId,
  kind: 'application-withdrawn',
  title: `${app.talentName} withdrew an application`,
  body: `${app.talentName} withdrew the application to ${app.jobTitle}.`,
  link: COMPANY_ROUTES.job(app.jobId),
});

/**
 * The kind answer to an applicant still in the pipeline of a job its company filled (server/trusted/job-fill.ts): a
 * step of the application like a move, so its id follows the same pattern.
 */
export const filledNotice = (app: Application, moves: number): NotifyInput => ({
  id: `stage_${app.id}_${moves}`,
  userId: app.talentId,
  kind: 'stage-changed',
  title: `${app.companyName}: position filled`,
  body:
    `Thank you for applying for ${app.jobTitle}. ${app.companyName} has filled this position, so your application ` +
    'is closed: no decision about you is pending any more. Your application stays in your list, and new jobs that ' +
    'match your skills are waiting for you.',
  link: TALENT_ROUTES.appliedJobs,
});

/** `moves` is the history's length after the move: each move has a notice of its own. */
export function stageNotice(app: Application, stage: ApplicationStage, moves: number, message?: string): NotifyInput {
  const label = stageLabel(stage);
  const note = message ? `\n\nMessage from ${app.companyName}:\n${message}` : '';
  return {
    id: `stage_${app.id}_${moves}`,
    userId: app.talentId,
    kind: 'stage-changed',
    title: `${app.companyName}: ${label}`,
    body: `Your application for ${app.jobTitle} moved to "${label}".${note}`,
    link: TALENT_ROUTES.appliedJobs,
  };
}
