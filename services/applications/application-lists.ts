/** Application lists, each one query (no per-row reads): the rules let a company read only `companyId == uid`
 * and a talent only `talentId == uid`, so every query pins one of them. Newest first. */
import { getBackend } from '../backend/backend';
import type { WhereClause } from '../backend/types';
import { APPLICATIONS, applicationFromSnapshot } from '../converters/application-converter';
import { ValidationError } from '../errors';
import { queryAll, queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { Application, ApplicationStage } from '../schemas/application';
import { APPLICATION_STAGES } from '../schemas/application-constants';

const APPLICATION_PAGE_SIZE = 20;
const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];

function requireId(field: string, value: unknown): asserts value is string {
  if (!isDocId(value)) throw new ValidationError([{ field, message: 'Required' }]);
}

/** The pipeline shows this many applicants a page; each shown application is read once. */
export const PIPELINE_PAGE_SIZE = 50;
export type PipelineOrder = 'newest' | 'oldest';

/**
 * One page of a job's pipeline, newest or oldest first, optionally one stage's: one query, one read per shown
 * application (plus the one that tells whether another page follows).
 */
export async function listJobPipelinePage(opts: {
  companyId: string;
  jobId: string;
  order: PipelineOrder;
  stage?: ApplicationStage;
  cursor?: string;
}): Promise<Page<Application>> {
  requireId('companyId', opts.companyId);
  requireId('jobId', opts.jobId);
  const where: WhereClause[] = [
    { field: 'companyId', op: '==', value: opts.companyId },
    { field: 'jobId', op: '==', value: opts.jobId },
  ];
  if (opts.stage !== undefined) {
    if (!APPLICATION_STAGES.includes(opts.stage))
      throw new ValidationError([{ field: 'stage', message: 'Invalid stage' }]);
    where.push({ field: 'stage', op: '==', value: opts.stage });
  }
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: APPLICATIONS,
      where,
      orderBy: [{ field: 'createdAt', direction: opts.order === 'newest' ? 'desc' : 'asc' }],
    },
    PIPELINE_PAGE_SIZE,
    opts.cursor,
  );
  return { items: snaps.map(applicationFromSnapshot), nextCursor };
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
    if (!APPLICATION_STAGES.includes(opts.stage))
      throw new ValidationError([{ field: 'stage', message: 'Invalid stage' }]);
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
