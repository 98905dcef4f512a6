/**
 * companyAccounts/{uid}: a company's private account record, apart from its public profile (companies/{uid}): its
 * sign-in email, whether that email is verified, and the reasons the back office declined or suspended it (written
 * by trusted operations only). Read by the company's current members and administrators, listed by administrators.
 * Written by its founding account only while it is on the team (a removed founder rewrites nothing): created with its
 * id and its account's email, for a company document of its own (in the sign-up batch, with its member document),
 * and later changes only `email`, only to its account's own email, and `emailVerified`, only to true once its token
 * says so.
 */
import { affects, has, hasAll, hasOnly, isUser, onlyAffects } from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { isCompanyMember, isCompanyMemberAfter } from './company-members';
import { isAdmin } from './students';

const COMPANY_ACCOUNT_CLIENT_KEYS = ['id', 'email', 'emailVerified'];

/** The back office reviews a company once this is true: only as the caller's token says. */
const emailVerifiedOk = (r: WriteRequest) =>
  !has(r.data, 'emailVerified') || (r.data.emailVerified === true && r.auth!.emailVerified === true);

export const companyAccountRules: CollectionRules = {
  // Its team reads it too: the dashboard says why the company waits, was declined or suspended.
  get: async (r) => (await isCompanyMember(r, r.params.uid)) || (await isAdmin(r)),
  list: isAdmin,
  create: async (r) =>
    isUser(r, r.params.uid) &&
    (await isCompanyMemberAfter(r, r.params.uid)) &&
    hasAll(r.data, ['id', 'email']) &&
    hasOnly(r.data, COMPANY_ACCOUNT_CLIENT_KEYS) &&
    r.data.id === r.params.uid &&
    r.data.email === r.auth!.email &&
    emailVerifiedOk(r) &&
    (await r.existsAfter(`companies/${r.params.uid}`)),
  update: async (r) =>
    isUser(r, r.params.uid) &&
    (await isCompanyMember(r, r.params.uid)) &&
    onlyAffects(r, ['email', 'emailVerified']) &&
    r.data.email === r.auth!.email &&
    (!affects(r, 'emailVerified') || emailVerifiedOk(r)),
};
