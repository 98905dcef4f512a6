/**
 * The company a signed-in account works for: the one its member document names (`companyMembers/{uid}`), the founding
 * account's included (no document, or a removal marker: no company). The company area's session reads and follows
 * it, so a member who is removed is signed out of the area at once.
 */
import type { MemberRole } from '../schemas/company-team-constants';
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { companyMemberPath, memberCompanyId } from '../converters/company-member-doc';
import { companyNotFound } from '../errors';
import { getCompany, subscribeCompany, type Company } from './companies';

export async function getMemberCompany(uid: string): Promise<Company> {
  const backend = await getBackend();
  const companyId = memberCompanyId(await backend.docs.get(companyMemberPath(uid)));
  if (companyId === null) throw companyNotFound();
  return getCompany(companyId);
}

/** Follows the member document, and the company it names; a removal ends in `onError` ('Company does not exists'). */
export function subscribeMemberCompany(
  uid: string,
  onData: (company: Company) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let cancelled = false;
  let companyId: string | null | undefined;
  const stop: { member?: Unsubscribe; company?: Unsubscribe } = {};
  const follow = (next: string | null) => {
    if (next === companyId) return;
    companyId = next;
    stop.company?.();
    stop.company = undefined;
    if (next === null) onError(companyNotFound());
    else stop.company = subscribeCompany(next, onData, onError);
  };
  getBackend().then(
    (backend) => {
      if (!cancelled)
        stop.member = backend.docs.onDoc(companyMemberPath(uid), (snap) => follow(memberCompanyId(snap)), onError);
    },
    (error: Error) => !cancelled && onError(error),
  );
  return () => {
    cancelled = true;
    stop.member?.();
    stop.company?.();
  };
}

/** The signed-in member: its uid, the name notes and the audit show, and its role. */
export interface OwnMembership {
  uid: string;
  companyId: string;
  name: string;
  /** The signed-in account's own email (a recruiter's, not the company's). */
  email: string;
  role: MemberRole;
  /** The owner requires two-step sign-in of the team: this member acts only from a session signed in with it. */
  secondFactorRequired: boolean;
}

/** Null when nobody is signed in or the account belongs to no company (a removed member). */
export async function getOwnMembership(): Promise<OwnMembership | null> {
  const backend = await getBackend();
  const user = backend.auth.currentUser();
  if (!user) return null;
  const snap = await backend.docs.get(companyMemberPath(user.uid));
  const companyId = memberCompanyId(snap);
  if (companyId === null) return null;
  const d = snap.data ?? {};
  return {
    uid: user.uid,
    companyId,
    name: typeof d.name === 'string' && d.name ? d.name : user.email,
    email: user.email,
    role: d.role === 'owner' ? 'owner' : 'recruiter',
    secondFactorRequired: d.secondFactorRequired === true,
  };
}
