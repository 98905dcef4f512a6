/**
 * The back office's report on priority signals: how many applications were signalled and how many of those reached
 * an interview, against all the others. Four count queries (equality filters only, served by Firestore's single-field
 * indexes); "reached an interview" is `reachedInterview`, which applications-move writes and never removes.
 */
import type { WhereClause } from '@/services/backend/types';
import { APPLICATIONS } from '@/services/converters/application-converter';
import type { SignalReport } from '@/services/schemas/dashboard';
import type { TrustedContext } from './types';

const signalled: WhereClause = { field: 'signalled', op: '==', value: true };
const interviewed: WhereClause = { field: 'reachedInterview', op: '==', value: true };

export async function prioritySignalReport(ctx: TrustedContext): Promise<SignalReport> {
  const count = (where: WhereClause[]) => ctx.docs.count({ collection: APPLICATIONS, where });
  const [all, allInterviewed, marked, markedInterviewed] = await Promise.all([
    count([]),
    count([interviewed]),
    count([signalled]),
    count([signalled, interviewed]),
  ]);
  return {
    signalled: { applications: marked, interviewed: markedInterviewed },
    others: { applications: all - marked, interviewed: allInterviewed - markedInterviewed },
  };
}
