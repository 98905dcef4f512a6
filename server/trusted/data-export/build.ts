/**
 * Trusted operation `data-export`: one zip file with everything the marketplace holds about the caller (a talent, or
 * the owner of a company for the company), data.json and the files it uploaded, stored where only the caller's
 * rules reach it (`exports/<uid>/`) and offered once by a link that expires (download.ts). A new export replaces
 * the one before, so at most one is kept per account, and none longer than the link lives (the retention job).
 */
import { createHash, randomBytes } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { BackendError, serverTimestamp } from '@/services/backend/types';
import { RETENTION } from '@/constants/retention';
import { CONVERSATIONS } from '@/services/converters/messaging-converter';
import { readMembership } from '../company-membership';
import type { TrustedContext, TrustedOperation } from '../types';
import { EXPORT_CONTENTS, type ExportRole } from './contents';
import { gatherFor, type ExportData } from './gather';

export const EXPORTS_FOLDER = 'exports';
export const dataExportPath = (uid: string) => `dataExports/${uid}`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who the caller exports: itself as a talent, or its company as the company's owner. */
async function exportRole(ctx: TrustedContext): Promise<{ role: ExportRole; companyId: string }> {
  const { uid } = ctx.caller;
  if ((await ctx.docs.get(`deletedAccounts/${uid}`)).exists)
    throw new BackendError('failed-precondition', 'This account is being deleted.');
  if ((await ctx.docs.get(`students/${uid}`)).exists) return { role: 'talent', companyId: '' };
  const membership = await readMembership(ctx.docs, uid);
  if (membership?.role === 'owner') return { role: 'company', companyId: membership.companyId };
  throw new BackendError(
    'permission-denied',
    "Only a talent, or a company's owner for the company, can download its data.",
  );
}

/** The folders of files the person (or its company) uploaded: profile, logo, old uploads, its attachments. */
function uploadFolders(role: ExportRole, uid: string, companyId: string, data: ExportData): string[] {
  const party = role === 'talent' ? uid : companyId;
  const own = role === 'talent' ? [`talents/${uid}`] : [`companies/${companyId}`];
  const sent = data.conversations.map((c) => `${CONVERSATIONS}/${c.id}/${party}`);
  return [...own, `uploadedFiles/${party}`, ...sent];
}

async function uploadedFiles(ctx: TrustedContext, folders: string[]): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const folder of folders) {
    for (const path of await ctx.listFiles(folder)) {
      const file = await ctx.readFile(path);
      if (file) files[`files/${path}`] = file.bytes;
    }
  }
  return files;
}

/** Builds the zip (data.json first, then the files under `files/<where they are stored>`). */
export async function buildExport(ctx: TrustedContext) {
  const { uid } = ctx.caller;
  const { role, companyId } = await exportRole(ctx);
  const data = await gatherFor(role, ctx.docs, uid, companyId);
  const files = await uploadedFiles(ctx, uploadFolders(role, uid, companyId, data));
  const json = { exportedAt: new Date().toISOString(), role, account: uid, ...(companyId ? { companyId } : {}), data };
  const zip = zipSync({ 'data.json': strToU8(JSON.stringify(json, null, 2)), ...files });
  return { role, zip, files: Object.keys(files).length, contents: [...EXPORT_CONTENTS[role]] };
}

export const dataExport: TrustedOperation<'data-export'> = async (ctx) => {
  const { uid } = ctx.caller;
  const built = await buildExport(ctx);
  const token = randomBytes(32).toString('base64url');
  const path = `${EXPORTS_FOLDER}/${uid}/data-${Date.now()}.zip`;
  const expiresAt = Date.now() + RETENTION.exportLinkMinutes * 60 * 1000;
  // The one before (downloaded or not) goes: a link is good for the newest export only.
  await ctx.deleteFiles(`${EXPORTS_FOLDER}/${uid}`);
  await ctx.saveFile(path, 'application/zip', built.zip);
  await ctx.docs.set(dataExportPath(uid), {
    uid,
    path,
    tokenHash: hashToken(token),
    createdAt: serverTimestamp(),
    expiresAt: new Date(expiresAt),
    bytes: built.zip.byteLength,
  });
  return {
    link: `/api/data-export?account=${encodeURIComponent(uid)}&token=${token}`,
    expiresAt,
    bytes: built.zip.byteLength,
    files: built.files,
    contents: built.contents,
  };
};
