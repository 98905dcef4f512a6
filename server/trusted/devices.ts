/**
 * The devices an account is signed in on (`devices/{uid}_{device}`), written only here. A browser says it is there
 * at every visit of a signed-in area (`device-seen`): a device seen for the first time is announced to the account
 * by email, once. Ending a device's session marks its record ended: its browser sees that (live, or at its next
 * visit) and signs out, and `device-seen` refuses to bring it back until it signs in again (a later `auth_time`).
 * Signing out everywhere also ends every session on the identity provider (`endSessions`), so a browser that does not
 * cooperate is refused too: at once by the trusted routes in both modes and by the local engine's every request.
 * Signing one device out ends its provider session too where the provider can end one session (the local engine,
 * whose tokens name theirs); Firebase Auth cannot, so there it rests on the browser seeing its record.
 */
import { AREA_ROUTES } from '@/constants/routes';
import { deleteField, type DocumentData } from '@/services/backend/types';
import { devicePath } from '@/services/converters/device-converter';
import { toMillis } from '@/services/converters/lenient';
import { browserOf, placeOf, systemOf } from './device-label';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

/** The most device records one sign-out-everywhere ends; an account has a handful. */
const DEVICES_MAX = 200;

/**
 * Whether the caller's session began after the device's was ended: a sign-in since, which brings it back. Sign-in
 * times are whole seconds: one in the second of the end counts as after it, as Firebase's revocation check has it.
 */
const signedInSince = (ctx: TrustedContext, endedAt: number) =>
  (ctx.caller.authTime ?? 0) >= Math.floor(endedAt / 1000) * 1000;

export const deviceSeen: TrustedOperation<'device-seen'> = async (ctx, { device }) => {
  const path = devicePath(ctx.caller.uid, device);
  const userAgent = ctx.caller.agent?.userAgent ?? '';
  const outcome = await runInTransaction(ctx, async (tx) => {
    const found = await tx.docs.get(path);
    const endedAt = found.data?.endedAt == null ? null : (toMillis(found.data.endedAt) ?? 0);
    if (endedAt !== null && !signedInSince(ctx, endedAt)) return 'ended' as const;
    const now = new Date();
    const record: DocumentData = {
      uid: ctx.caller.uid,
      device,
      browser: browserOf(userAgent),
      os: systemOf(userAgent),
      place: placeOf(ctx.caller.agent?.country),
      // A session signed in before this device first said so counts from its sign-in.
      signedInAt: new Date(ctx.caller.authTime ?? now.getTime()),
      lastActive: now,
      // The provider's session this browser is in now, which signing this device out ends (local engine only).
      ...(ctx.caller.sessionId ? { session: ctx.caller.sessionId } : {}),
    };
    if (found.exists) await tx.docs.update(path, { ...record, endedAt: deleteField() });
    else await tx.docs.set(path, record);
    return found.exists ? ('seen' as const) : ('new' as const);
  });
  if (outcome === 'new') await announceNewDevice(ctx, browserOf(userAgent), systemOf(userAgent), ctx.caller.agent);
  return { ended: outcome === 'ended' };
};

export const deviceSignOut: TrustedOperation<'device-sign-out'> = async (ctx, { device }) => {
  const path = devicePath(ctx.caller.uid, device);
  const session = await runInTransaction(ctx, async (tx) => {
    const found = await tx.docs.get(path);
    if (found.exists && found.data?.endedAt == null) await tx.docs.update(path, { endedAt: new Date() });
    return typeof found.data?.session === 'string' ? found.data.session : null;
  });
  // After the record: a browser refused by the provider finds its record ended when it asks why.
  if (session) await ctx.endSession(ctx.caller.uid, session);
  return { ended: true };
};

export const devicesSignOutAll: TrustedOperation<'devices-sign-out-all'> = async (ctx) => {
  const ended = await runInTransaction(ctx, async (tx) => {
    const devices = await tx.docs.query({
      collection: 'devices',
      where: [{ field: 'uid', op: '==', value: ctx.caller.uid }],
      limit: DEVICES_MAX,
    });
    const now = new Date();
    const open = devices.filter((snap) => snap.data?.endedAt == null);
    for (const snap of open) await tx.docs.update(snap.path, { endedAt: now });
    return open.length;
  });
  // After the records: a browser refused by the provider finds its record ended when it asks why.
  await ctx.endSessions(ctx.caller.uid);
  return { ended };
};

/** Where the account's settings are, for the mail's link: the area of its role. */
async function settingsOf(ctx: TrustedContext): Promise<string> {
  if ((await ctx.docs.get(`students/${ctx.caller.uid}`)).exists) return AREA_ROUTES.talent.settings;
  if ((await ctx.docs.get(`admin/${ctx.caller.uid}`)).exists) return AREA_ROUTES.admin.settings;
  return AREA_ROUTES.company.settings;
}

async function announceNewDevice(ctx: TrustedContext, browser: string, os: string, agent: { country?: string } = {}) {
  const place = placeOf(agent.country) ?? 'an unknown place';
  await ctx.sendMail({
    to: ctx.caller.email,
    subject: 'New sign-in to your account',
    text:
      `Your account was signed in on a new device: ${browser} on ${os}, from ${place}, at ` +
      `${new Date().toUTCString()}.\n\nIf this was you, there is nothing to do. If it was not, open your settings, ` +
      'choose "Sign out everywhere" and change your password.',
    link: await settingsOf(ctx),
  });
}
