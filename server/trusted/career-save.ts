/**
 * Trusted operation `career-save` `{ workHistory?, education? }`: a talent's work history and education, with the
 * search words derived from them. Discovery finds a talent by `careerTerms` on its public card, so those words are
 * the server's to compute from the entries it stores (the rules refuse a client's own): a talent is found under
 * "google" only if an entry it keeps says so. In one transaction: the entries (checked against their schema by the
 * route), `careerTerms` and the back office's `nameTerms` on the talent document, and the card rewritten from it.
 * A suspended talent, an account being deleted and any account that is not a talent's are refused.
 */
import { BackendError } from '@/services/backend/types';
import { talentPath } from '@/services/converters/talent-converter';
import { cardFromTalentData, talentCardPath } from '@/services/converters/talent-card-converter';
import { careerTerms, talentNameTerms } from '@/services/search/career-terms';
import { runInTransaction } from './transaction-context';
import type { TrustedOperation } from './types';

export const careerSave: TrustedOperation<'career-save'> = (ctx, input) =>
  runInTransaction(ctx, async (tx) => {
    const uid = ctx.caller.uid;
    const [student, tombstone] = await Promise.all([
      tx.docs.get(talentPath(uid)),
      tx.docs.get(`deletedAccounts/${uid}`),
    ]);
    if (!student.exists || !student.data || tombstone.exists)
      throw new BackendError('permission-denied', 'Only a talent saves a work history and education.');
    if (student.data.suspended === true) throw new BackendError('permission-denied', 'Your account is suspended.');
    const next: Record<string, unknown> = { ...student.data, ...input };
    const changes = {
      ...input,
      careerTerms: careerTerms(next.workHistory, next.education),
      nameTerms: talentNameTerms(String(next.name ?? ''), next.workHistory, next.education),
    };
    await tx.docs.batch([
      { type: 'update', path: talentPath(uid), data: changes },
      { type: 'set', path: talentCardPath(uid), data: cardFromTalentData({ ...student.data, ...changes }) },
    ]);
    return { careerTerms: changes.careerTerms };
  });
