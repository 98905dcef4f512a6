/**
 * A company's team, as trusted operations (no client writes `companyMembers` or `companyInvites`): the owner invites
 * a recruiter by email, revokes a pending invitation, removes a member and hands ownership over; the invited person
 * accepts with the link's token. Each checks and writes in one transaction; the email goes after it.
 *
 * The link carries a random token; only its SHA-256 is stored (it is the invitation's id), so reading the
 * invitations never yields a working link. Accepting needs the token, an invitation still pending and not expired,
 * and the signed-in account's email equal to the invited one (the link went to that address); the account must be
 * neither a talent, an administrator, nor already in a company. Removing deletes the member document, so every rule
 * that reads it refuses the next request; a removed founding account keeps a `removed` marker instead (its uid is the
 * company id, which would otherwise read as the owner of a company of before teams).
 */
import { createHash, randomBytes } from 'node:crypto';
import { COMPANY_ROUTES } from '@/constants/routes';
import { BackendError, type WriteOp } from '@/services/backend/types';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath } from '@/services/converters/company-member-doc';
import {
  companyInvitePath,
  inviteFromSnapshot,
  memberFromSnapshot,
} from '@/services/converters/company-team-converter';
import { REMOVED_ROLE, TEAM_LIMITS } from '@/services/schemas/company-team-constants';
import { requireMembership, teamMemberDocs, type Membership } from './company-membership';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedDocs, TrustedOperation } from './types';
import { keepCompanyAttachments } from './member-departure';

const DAY_MS = 86_400_000;
export const inviteIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const refuse = (code: 'permission-denied' | 'not-found' | 'failed-precondition' | 'already-exists', message: string) =>
  new BackendError(code, message);

export const requireOwner = (docs: TrustedDocs, ctx: TrustedContext): Promise<Membership> =>
  requireMembership(docs, ctx.caller.uid, 'owner', ctx.caller.secondFactor);

async function companyName(docs: TrustedDocs, companyId: string): Promise<string> {
  const company = await docs.get(companyPath(companyId));
  if (company.data?.suspended === true) throw refuse('permission-denied', 'Your company is suspended.');
  return typeof company.data?.name === 'string' ? company.data.name : '';
}

export const companyInvite: TrustedOperation<'company-invite'> = async (ctx, { email }) => {
  const token = randomBytes(32).toString('base64url');
  const inviteId = inviteIdOf(token);
  const link = `${COMPANY_ROUTES.join}?token=${token}&email=${encodeURIComponent(email)}`;
  const name = await runInTransaction(ctx, async (tx) => {
    const owner = await requireOwner(tx.docs, tx);
    const company = await companyName(tx.docs, owner.companyId);
    const members = await teamMemberDocs(tx.docs, owner.companyId);
    if (members.some((m) => memberFromSnapshot(m)?.email.toLowerCase() === email))
      throw refuse('already-exists', `${email} is already on your team.`);
    const now = new Date();
    await tx.docs.set(companyInvitePath(inviteId), {
      companyId: owner.companyId,
      companyName: company,
      email,
      invitedBy: ctx.caller.uid,
      status: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + TEAM_LIMITS.inviteDays * DAY_MS),
    });
    return company;
  });
  await ctx
    .sendMail({
      to: email,
      subject: `Join ${name} on the marketplace`,
      text: `You are invited to recruit for ${name}. The link works for ${TEAM_LIMITS.inviteDays} days: open it to create your account or sign in.`,
      link,
    })
    .catch((error: unknown) => console.warn('[company-invite] could not email', error));
  return { inviteId, link };
};

export const companyInviteRevoke: TrustedOperation<'company-invite-revoke'> = (ctx, { inviteId }) =>
  runInTransaction(ctx, async (tx) => {
    const owner = await requireOwner(tx.docs, tx);
    const snap = await tx.docs.get(companyInvitePath(inviteId));
    const invite = snap.exists ? inviteFromSnapshot(snap) : null;
    if (!invite || invite.companyId !== owner.companyId) throw refuse('not-found', 'This invitation does not exist.');
    if (invite.status !== 'pending')
      throw refuse('failed-precondition', 'This invitation was already used or revoked.');
    await tx.docs.update(companyInvitePath(inviteId), { status: 'revoked', revokedAt: new Date() });
    return { ok: true as const };
  });

/** The account may join a company: no other role, not in a company already. */
async function assertMayJoin(docs: TrustedDocs, uid: string): Promise<void> {
  const [talent, admin, company, member] = await Promise.all([
    docs.get(`students/${uid}`),
    docs.get(`admin/${uid}`),
    docs.get(companyPath(uid)),
    docs.get(companyMemberPath(uid)),
  ]);
  if (talent.exists || admin.exists)
    throw refuse(
      'failed-precondition',
      'This account is not a company account: sign in with the invited email’s own account.',
    );
  if (company.exists || memberFromSnapshot(member))
    throw refuse('failed-precondition', 'This account already belongs to a company.');
}

export const companyInviteAccept: TrustedOperation<'company-invite-accept'> = (ctx, { token, name }) =>
  runInTransaction(ctx, async (tx) => {
    const path = companyInvitePath(inviteIdOf(token));
    const snap = await tx.docs.get(path);
    const invite = snap.exists ? inviteFromSnapshot(snap) : null;
    if (!invite || invite.status === 'revoked')
      throw refuse('not-found', 'This invitation is no longer valid. Ask the company for a new one.');
    if (invite.status !== 'pending') throw refuse('failed-precondition', 'This invitation was already used.');
    if (invite.expiresAt !== null && invite.expiresAt < Date.now())
      throw refuse('failed-precondition', 'This invitation has expired. Ask the company for a new one.');
    if (invite.email.toLowerCase() !== ctx.caller.email.toLowerCase())
      throw refuse('permission-denied', `This invitation is for ${invite.email}: sign in with that email.`);
    await assertMayJoin(tx.docs, ctx.caller.uid);
    // A suspended company's members cannot sign in: nobody joins it meanwhile with an account that still can.
    const company = await tx.docs.get(companyPath(invite.companyId));
    if (company.data?.suspended === true) {
      throw refuse('failed-precondition', 'This company is suspended, so it cannot take on new members for now.');
    }
    const now = new Date();
    await tx.docs.batch([
      {
        type: 'set',
        path: companyMemberPath(ctx.caller.uid),
        data: {
          uid: ctx.caller.uid,
          companyId: invite.companyId,
          role: 'recruiter',
          name: name || ctx.caller.email.split('@')[0],
          email: ctx.caller.email,
          joinedAt: now,
          // A team whose owner requires two-step sign-in requires it of whoever joins.
          ...(company.data?.secondFactorRequired === true ? { secondFactorRequired: true } : {}),
        },
      },
      { type: 'update', path, data: { status: 'accepted', acceptedAt: now, acceptedBy: ctx.caller.uid } },
    ]);
    return { companyId: invite.companyId, companyName: invite.companyName };
  });

/** Another member of the owner's company, or `not-found`. */
async function teammate(docs: TrustedDocs, owner: Membership, uid: string, self: string) {
  if (uid === self) throw refuse('failed-precondition', 'Hand ownership to another member first.');
  const member = memberFromSnapshot(await docs.get(companyMemberPath(uid)));
  if (!member || member.companyId !== owner.companyId) throw refuse('not-found', 'This person is not on your team.');
  return member;
}

export const companyMemberRemove: TrustedOperation<'company-member-remove'> = async (ctx, { uid }) => {
  const companyId = await runInTransaction(ctx, async (tx) => {
    const owner = await requireOwner(tx.docs, tx);
    const member = await teammate(tx.docs, owner, uid, ctx.caller.uid);
    const removal: WriteOp =
      uid === member.companyId
        ? {
            type: 'set',
            path: companyMemberPath(uid),
            data: {
              uid,
              companyId: member.companyId,
              role: REMOVED_ROLE,
              name: member.name,
              email: member.email,
              joinedAt: new Date(),
            },
          }
        : { type: 'delete', path: companyMemberPath(uid) };
    await tx.docs.batch([removal]);
    return member.companyId;
  });
  // Attachments it sent from its old upload folder (which it could still delete) move into the company's folders.
  if (uid !== companyId) await keepCompanyAttachments(ctx, uid, companyId);
  return { ok: true as const };
};

export const companyOwnerTransfer: TrustedOperation<'company-owner-transfer'> = (ctx, { uid }) =>
  runInTransaction(ctx, async (tx) => {
    const owner = await requireOwner(tx.docs, tx);
    await teammate(tx.docs, owner, uid, ctx.caller.uid);
    await tx.docs.batch([
      { type: 'update', path: companyMemberPath(uid), data: { role: 'owner' } },
      { type: 'update', path: companyMemberPath(ctx.caller.uid), data: { role: 'recruiter' } },
    ]);
    return { ok: true as const };
  });
