/**
 * A company is a team: `companyMembers/{uid}` says which company an account works for and as what (one company per
 * account), `companyInvites/{sha256(token)}` is a pending invitation by email. The company keeps its id (its
 * founding account's uid), so jobs, applications and conversations keep theirs; a founding account with no member
 * document yet (a company of before teams) is its company's owner until the upgrade writes it.
 */
import { z } from 'zod/mini';
import { idSchema } from './common';
import { TEAM_LIMITS } from './company-team-constants';

/** The owner's invitation form. */
export const inviteInputSchema = z.strictObject({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, { error: 'Enter the recruiter’s email address.' })),
    z.email({ error: 'Enter a valid email address.' }),
  ),
});
export type InviteInput = z.output<typeof inviteInputSchema>;

/** Accepting: the token from the link, and the name the new member goes by (sign-up asks for it). */
export const acceptInviteInputSchema = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/)),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(TEAM_LIMITS.nameMax))),
});

export const memberTargetSchema = z.strictObject({ uid: idSchema });
export const inviteTargetSchema = z.strictObject({ inviteId: idSchema });
