/** Application lists, each one query (no per-row reads): the rules let a company read only `companyId == uid`
 * and a talent only `talentId == uid`, so every query pins one of them. Newest first. */
import { getBackend } from '../backend/backend';
import type { WhereClause } from '../backend/types';
import { APPLICATIONS, applicationFromSnapshot } from '../converters/application-converter';
import { ValidationError } from '../errors';
import { queryAll, queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/common';
import { APPLICATION_STAGES, type Application, type ApplicationStage } from '../schemas/application';

const APPLICATION_PAGE_SIZE = 20;
const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];

function requireId(field: string, value: unknown): asserts value is string {
  if (!isDocId(value)) throw new ValidationError([{ field, message: 'Required' }]);
}

/** Every application to one of the company's jobs (the pipeline of the job detail screen). */
export async function listApplicationsForJob(companyId: string, jobId: string): Promise<Application[]> {
  requireId('companyId', companyId);
  requireId('jobId', jobId);
  const backend = await getBackend();
  const snaps = await queryAll(backend.docs, {
    collection: APPLICATIONS,
    where: [
      { field: 'companyId', op: '==', value: companyId },
      { field: 'jobId', op: '==', value: jobId },
    ],
    orderBy: NEWEST_FIRST,
  });
  return snaps.map(applicationFromSnapshot);
}

/** The company's "Applied" screen: all its applications, optionally one job's and/or one stage's, paginated. */
export async function listCompanyApplications(opts: {
  companyId: string;
  jobId?: string;
  stage?: ApplicationStage;
  cursor?: string;
  pageSize?: number;
}): Promise<Page<Application>> {
  requireId('companyId', opts.companyId);
  const where: WhereClause[] = [{ field: 'companyId', op: '==', value: opts.companyId }];
  if (opts.jobId !== undefined) {
    requireId('jobId', opts.jobId);
    where.push({ field: 'jobId', op: '==', value: opts.jobId });
  }
  if (opts.stage !== undefined) {
    if (!APPLICATION_STAGES.includes(opts.stage)) throw new ValidationError([{ field: 'stage', message: 'Invalid stage' }]);
    where.push({ field: 'stage', op: '==', value: opts.stage });
  }
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: APPLICATIONS, where, orderBy: NEWEST_FIRST },
    opts.pageSize ?? APPLICATION_PAGE_SIZE,
    opts.cursor,
  );
  return { items: snaps.map(applicationFromSnapshot), nextCursor };
}

/** The talent's "Applied jobs": every own application, newest first. */
export async function listTalentApplications(talentId: string): Promise<Application[]> {
  requireId('talentId', talentId);
  const backend = await getBackend();
  const snaps = await queryAll(backend.docs, {
    collection: APPLICATIONS,
    where: [{ field: 'talentId', op: '==', value: talentId }],
    orderBy: NEWEST_FIRST,
  });
  return snaps.map(applicationFromSnapshot);
}
