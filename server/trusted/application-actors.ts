/**
 * Who may take a step on an application, read inside the step's transaction with privileged access from the
 * documents the rules read, never from the token: a talent acting on its own applications, or an active member of
 * a company (owner or recruiter) acting on its jobs' applications. A suspended talent or company takes no step; an
 * account being deleted (its tombstone written first) takes none either.
 */
import { BackendError, type DocumentData } from '@/services/backend/types';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath, memberCompanyId } from '@/services/converters/company-member-doc';
import { talentPath } from '@/services/converters/talent-converter';
import { teamSecondFactorNeeded } from './company-membership';
import type { TrustedCaller, TrustedDocs } from './types';

type Reader = Pick<TrustedDocs, 'get'>;

const deletedAccountPath = (uid: string) => `deletedAccounts/${uid}`;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export interface CompanyActor {
  companyId: string;
  /** Who the audit names: the member, else the company, else the account's email. */
  actor: { uid: string; name: string };
}

/**
 * The caller's company, or `permission-denied`: not a member, a deleted account, a suspended company, or a team that
 * requires two-step sign-in and a session signed in without it.
 */
export async function companyActor(docs: Reader, caller: TrustedCaller): Promise<CompanyActor> {
  const [member, deleted] = await Promise.all([
    docs.get(companyMemberPath(caller.uid)),
    docs.get(deletedAccountPath(caller.uid)),
  ]);
  const companyId = memberCompanyId(member);
  const company = companyId === null ? null : await docs.get(companyPath(companyId));
  if (companyId === null || !company?.exists || deleted.exists)
    throw new BackendError('permission-denied', "Only the job's company may do this.");
  if (company.data?.suspended === true) throw new BackendError('permission-denied', 'Your company is suspended.');
  if (member.data?.secondFactorRequired === true && !caller.secondFactor) throw teamSecondFactorNeeded();
  const name = text(member.data?.name) ?? text(company.data?.name) ?? caller.email;
  return { companyId, actor: { uid: caller.uid, name } };
}

/** The caller's talent document, or `permission-denied`: not a talent, suspended, or being deleted. */
export async function talentActor(docs: Reader, caller: TrustedCaller): Promise<DocumentData> {
  const [talent, deleted] = await Promise.all([
    docs.get(talentPath(caller.uid)),
    docs.get(deletedAccountPath(caller.uid)),
  ]);
  if (!talent.exists || !talent.data || deleted.exists)
    throw new BackendError('permission-denied', 'Only a talent may do this.');
  if (talent.data.suspended === true) throw new BackendError('permission-denied', 'Your account is suspended.');
  return talent.data;
}
