/**
 * interviews/{applicationId}: seen by the job's company's members and its applicant only (a list pins one side).
 * Written by no client: proposing, proposing again, the talent's pick and cancelling are trusted operations
 * (server/trusted/interview-steps.ts), each one transaction with its notices and audit entry. Mirrors the
 * interviews block of firestore.rules.
 */
import type { WireData } from '@/services/backend/wire/wire';
import type { CollectionRules, RuleBase } from '../types';
import { isCompanyMember } from './company-members';

const isParty = async (r: RuleBase, doc: WireData | null) =>
  doc !== null && ((r.auth !== null && doc.talentId === r.auth.uid) || (await isCompanyMember(r, doc.companyId)));

export const interviewRules: CollectionRules = {
  get: (r) => isParty(r, r.resource),
  list: async (r) => {
    if (r.auth === null) return false;
    return r.pinned('talentId')?.value === r.auth.uid || (await isCompanyMember(r, r.pinned('companyId')?.value));
  },
};
