/** Trusted operations of a company's team: invitations by email, joining, removing a member, handing ownership over. */
import {
  acceptInviteInputSchema,
  inviteInputSchema,
  inviteTargetSchema,
  memberTargetSchema,
} from '../../schemas/company-team';
import { trustedOp } from './define';
import { z } from 'zod/mini';

export interface InviteSent {
  inviteId: string;
  /** The invitation link (a path on this site), also emailed: the owner may hand it over another way. */
  link: string;
}

export const COMPANY_TEAM_OPS = {
  'company-invite': trustedOp(inviteInputSchema).returns<InviteSent>(),
  'company-invite-revoke': trustedOp(inviteTargetSchema).returns<{ ok: true }>(),
  'company-invite-accept': trustedOp(acceptInviteInputSchema).returns<{ companyId: string; companyName: string }>(),
  'company-member-remove': trustedOp(memberTargetSchema).returns<{ ok: true }>(),
  'company-owner-transfer': trustedOp(memberTargetSchema).returns<{ ok: true }>(),
  /** The owner requires two-step sign-in of the whole team (or no longer does); answers how many members it binds. */
  'company-second-factor': trustedOp(z.strictObject({ required: z.boolean() })).returns<{ members: number }>(),
};
