/**
 * Trusted operation `delete-account`: removes the caller's account and what it owns, and leaves the people it
 * dealt with a truthful but impersonal record. First the account is disabled (its sessions end) and tombstoned
 * (`deletedAccounts/{uid}`, which the policy and the rules check), so nothing its still-valid tokens send meanwhile
 * can bring a document back. A talent's open applications become `withdrawn` (by the talent) and lose the name,
 * CV, avatar and contact they carried; a company's jobs close (and lose its logo) and its open applications are
 * `rejected` with reason `other` (by the company). Conversations show "Deleted user", RSVPs and notifications go
 * (account-traces.ts). Then the public card, the profile document, the files and the sign-in account go. Every
 * step is safe to repeat: a run that failed re-enables the account, so its owner can run it again.
 * On a company's team the company goes only with its last member; an owner with a team is refused, and a founding
 * account that handed its company over keeps the company's records in place (deletion-scope.ts).
 * Administrators are refused: an operator removes them.
 */
import {
  BackendError,
  deleteField,
  serverTimestamp,
  type DocSnapshot,
  type DocumentData,
  type WriteOp,
} from '@/services/backend/types';
import type { AccountDeletionResult } from '@/services/backend/trusted-ops/account';
import { APPLICATION_LIMITS, FINAL_STAGES, type ApplicationStage } from '@/services/schemas/application';
import type { TrustedContext, TrustedOperation } from './types';
import { commitInChunks } from '@/services/write-chunks';
import { DELETED_USER_NAME, removeAccountTraces } from './account-traces';
import { deleteAccountFiles } from './account-files';
import { forgetSeatTaker, keepCompanyAttachments } from './member-departure';
import {
  companyTeamWrites,
  deletionScope,
  formerFounderWrites,
  tombstoneWrite,
  type DeletionScope,
} from './deletion-scope';

/** The sign-in that authorises a deletion must be this recent, when the token says when it was. */
const RECENT_LOGIN_MS = 10 * 60 * 1000;
const PAGE = 200;
/** Copied onto an application when the talent applied; they are the talent's, so they go with the account. */
const TALENT_COPIES = ['cvUrl', 'talentAvatar', 'talentEmail', 'talentPhone'];

/** Every document of a single-equality query, paged by document id (no composite index needed). */
async function queryAll(ctx: TrustedContext, collection: string, field: string, value: string): Promise<DocSnapshot[]> {
  const all: DocSnapshot[] = [];
  for (;;) {
    const page = await ctx.docs.query({
      collection,
      where: [{ field, op: '==', value }],
      limit: PAGE,
      ...(all.length > 0 ? { startAfter: all[all.length - 1] } : {}),
    });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

const isOpen = (app: DocumentData) => !FINAL_STAGES.includes(app.stage as ApplicationStage);

/** The stored history plus one entry, kept within the bound the rules hold clients to (oldest entries dropped). */
function historyWith(app: DocumentData, stage: ApplicationStage, by: string): unknown[] {
  const before = Array.isArray(app.history) ? app.history : [];
  return [...before, { stage, at: new Date(), by }].slice(-APPLICATION_LIMITS.historyMax);
}

function talentApplicationWrites(apps: DocSnapshot[], uid: string): WriteOp[] {
  return apps.flatMap((snap): WriteOp[] => {
    const app = snap.data ?? {};
    const changes: DocumentData = {};
    for (const key of TALENT_COPIES) if (key in app) changes[key] = deleteField();
    if (app.talentName !== DELETED_USER_NAME) changes.talentName = DELETED_USER_NAME;
    if (isOpen(app)) Object.assign(changes, { stage: 'withdrawn', history: historyWith(app, 'withdrawn', uid) });
    if (Object.keys(changes).length === 0) return [];
    return [{ type: 'update', path: snap.path, data: { ...changes, updatedAt: serverTimestamp() } }];
  });
}

/** Its jobs close and lose the logo (the file goes with the account); open applications to any of them are answered. */
function companyWrites(
  jobs: DocSnapshot[],
  apps: DocSnapshot[],
  uid: string,
): { jobs: WriteOp[]; closed: number; apps: WriteOp[] } {
  let closed = 0;
  const jobWrites = jobs.flatMap((job): WriteOp[] => {
    const data: DocumentData = {};
    if (job.data?.status === 'active') {
      data.status = 'closed';
      closed += 1;
    }
    if (job.data && 'companyLogo' in job.data) data.companyLogo = deleteField();
    return Object.keys(data).length > 0
      ? [{ type: 'update', path: job.path, data: { ...data, updatedAt: serverTimestamp() } }]
      : [];
  });
  // Closed jobs too: nobody is left to answer their applicants.
  const appWrites = apps
    .filter((snap) => isOpen(snap.data ?? {}))
    .map((snap): WriteOp => ({
      type: 'update',
      path: snap.path,
      data: {
        stage: 'rejected',
        rejectionReason: 'other',
        history: historyWith(snap.data!, 'rejected', uid),
        updatedAt: serverTimestamp(),
      },
    }));
  return { jobs: jobWrites, closed, apps: appWrites };
}

function checkRecentLogin(ctx: TrustedContext): void {
  const { authTime } = ctx.caller;
  if (authTime !== undefined && Date.now() - authTime > RECENT_LOGIN_MS) {
    throw new BackendError(
      'auth/requires-recent-login',
      'For your security, enter your password again to delete your account.',
    );
  }
}

/** Ends the account's sessions; an account already removed (a re-run) has none. */
async function disableFirst(ctx: TrustedContext, uid: string): Promise<void> {
  try {
    await ctx.setUserDisabled(uid, true, 'This account is being deleted.');
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'auth/user-not-found') throw error;
  }
}

/**
 * A founding account that no longer owns its company: what its uid keys is the company's, so only its sign-in goes.
 * Its tombstone and its removal marker come first, in one write: from then on it reaches nothing of the company.
 */
async function removeFormerFounder(
  ctx: TrustedContext,
  uid: string,
  scope: DeletionScope,
): Promise<AccountDeletionResult> {
  const { writes, wasMember } = await formerFounderWrites(ctx.docs, uid);
  await commitInChunks(ctx.docs, [tombstoneWrite(uid, scope), ...writes]);
  await forgetSeatTaker(ctx, uid, uid);
  return { role: wasMember ? 'recruiter' : 'none', applicationsUpdated: 0, jobsClosed: 0, filesDeleted: 0 };
}

async function removeEverything(
  ctx: TrustedContext,
  uid: string,
  scope: DeletionScope,
): Promise<AccountDeletionResult> {
  if (scope.kind === 'former-founder') return removeFormerFounder(ctx, uid, scope);
  // The membership goes first, with the tombstone: what follows takes a while, and the company is not its meanwhile.
  await ctx.docs.batch([tombstoneWrite(uid, scope), { type: 'delete', path: `companyMembers/${uid}` }]);
  // The company's id is its founding account's uid; an owner who joined later and is its last member takes it too.
  const companyId = scope.kind === 'company' ? scope.companyId : uid;
  const [talent, company] = await Promise.all([
    ctx.docs.get(`students/${uid}`),
    ctx.docs.get(`companies/${companyId}`),
  ]);
  // Both sides are swept whatever the role: a re-run after the profile document went still finishes the job.
  const [talentApps, jobs, companyApps] = await Promise.all([
    queryAll(ctx, 'applications', 'talentId', uid),
    queryAll(ctx, 'jobs', 'companyId', companyId),
    queryAll(ctx, 'applications', 'companyId', companyId),
  ]);
  const talentWrites = talentApplicationWrites(talentApps, uid);
  const companySide = companyWrites(jobs, companyApps, uid);
  await commitInChunks(ctx.docs, [...talentWrites, ...companySide.apps, ...companySide.jobs]);
  await removeAccountTraces(ctx, uid, company.exists ? 'company' : 'talent');
  if (companyId !== uid) await removeAccountTraces(ctx, companyId, 'company');
  // The last member's company takes its invitations (and any marker left on its team) with it.
  const team = scope.kind === 'company' ? await companyTeamWrites(ctx.docs, companyId) : [];
  await commitInChunks(ctx.docs, [
    { type: 'delete', path: `talentCards/${uid}` },
    { type: 'delete', path: `students/${uid}` },
    { type: 'delete', path: `companies/${companyId}` },
    { type: 'delete', path: `companyAccounts/${companyId}` },
    ...team,
  ]);
  if (scope.kind === 'account' && scope.recruiterOf) {
    await keepCompanyAttachments(ctx, uid, scope.recruiterOf);
    await forgetSeatTaker(ctx, uid, scope.recruiterOf);
  }
  const filesDeleted = await deleteAccountFiles(ctx, uid, scope.kind === 'company' ? companyId : null);
  const recruiter = scope.kind === 'account' && scope.recruiterOf !== null;
  return {
    role: talent.exists ? 'talent' : company.exists ? 'company' : recruiter ? 'recruiter' : 'none',
    applicationsUpdated: talentWrites.length + companySide.apps.length,
    jobsClosed: companySide.closed,
    filesDeleted,
  };
}

export const deleteAccount: TrustedOperation<'delete-account'> = async (ctx) => {
  checkRecentLogin(ctx);
  const { uid } = ctx.caller;
  if ((await ctx.docs.get(`admin/${uid}`)).exists) {
    throw new BackendError('failed-precondition', 'Administrators are removed by an operator.');
  }
  const scope = await deletionScope(ctx.docs, uid);
  await disableFirst(ctx, uid);
  let result: AccountDeletionResult;
  try {
    result = await removeEverything(ctx, uid, scope);
  } catch (error) {
    // The tombstone stays (the documents stay refused); the owner may sign in again and finish the deletion.
    await ctx.setUserDisabled(uid, false).catch(() => undefined);
    throw error;
  }
  await ctx.deleteUser(uid);
  return result;
};
