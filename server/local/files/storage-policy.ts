/**
 * The local file store's policy: storage.rules, clause for clause, over the same path table
 * (services/files/storage-paths.ts). A path no kind has is refused; each kind says who reads, writes (which types,
 * how large, at a reserved path, not while the account is being deleted) and deletes. The access-case table
 * (tests/access/storage-cases.ts) runs against both.
 */
import { BackendError } from '../../../services/backend/types';
import { matchStoragePath, type StorageKind } from '../../../services/files/storage-paths';
import type { AuthContext } from '../auth/types';
import {
  actsFor,
  companyNotSuspended,
  isActiveTalent,
  isAdmin,
  isBeingDeleted,
  isConversationOf,
  isConversationParty,
  isMemberOf,
  isOwnerOf,
  isReserved,
  partiesOf,
  partyInGoodStanding,
  reviewedMembership,
  type Caller,
  type FileLookup,
} from './storage-access';
import { signatureMismatch } from './signatures';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * MB;
export const MAX_PDF_BYTES = 10 * MB;

const deny = (message: string) => new BackendError('storage/unauthorized', message);

/** `image/PNG; charset=x` -> `image/png`. */
export const baseContentType = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

type FileType = 'image' | 'pdf';
/** What each kind of file may be (the rules' isImage() / isPdf() per match). */
const TYPES: Record<Exclude<StorageKind, 'legacyFile' | 'dataExport'>, readonly FileType[]> = {
  talentProfile: ['image', 'pdf'],
  applicationFile: ['pdf'],
  companyFile: ['image'],
  conversationFile: ['image', 'pdf'],
  eventFile: ['image'],
};

function checkType(allowed: readonly FileType[], contentType: string, size: number): void {
  const type = baseContentType(contentType);
  if (allowed.includes('image') && IMAGE_TYPES.includes(type) && size <= MAX_IMAGE_BYTES) return;
  if (allowed.includes('pdf') && type === 'application/pdf' && size <= MAX_PDF_BYTES) return;
  const words = { image: 'JPEG, PNG or WebP images (at most 5 MB)', pdf: 'PDF files (at most 10 MB)' };
  throw deny(`Only ${allowed.map((t) => words[t]).join(' and ')} can be uploaded here.`);
}

/**
 * Beyond storage.rules, which cannot read a file: its leading bytes must be those of the type it declares. Refused
 * as the rules refuse a wrong type, with words the upload control shows as they are.
 */
export function checkContent(contentType: string, bytes: Uint8Array): void {
  const expected = signatureMismatch(baseContentType(contentType), bytes);
  if (expected)
    throw deny(`This file is not ${expected}: its content does not match its type (${baseContentType(contentType)}).`);
}

function kindOf(path: string) {
  const found = matchStoragePath(path);
  if (!found) throw deny(`No file can be stored at "${path}".`);
  return found;
}

const callerOf = (auth: AuthContext | null, lookup: FileLookup, what: string): Caller => {
  if (!auth) throw deny(`Sign in to ${what} this file.`);
  return { uid: auth.uid, secondFactor: auth.signInSecondFactor !== undefined, lookup };
};

/** Whether the caller may write `path`, apart from its quota, tombstone and file type (checked by checkUpload). */
async function mayWrite(caller: Caller, kind: StorageKind, p: Record<string, string>): Promise<boolean> {
  const application = `applications/${p.jobId}_${p.uid}`;
  switch (kind) {
    case 'talentProfile':
      return caller.uid === p.uid && (await isActiveTalent(caller));
    case 'applicationFile':
      return caller.uid === p.uid && (await isActiveTalent(caller)) && (await caller.lookup.get(application)) === null;
    case 'companyFile':
      return (await isOwnerOf(caller, p.companyId)) && (await companyNotSuspended(caller, p.companyId));
    case 'conversationFile':
      return (
        partiesOf(p.conversationId).length === 2 &&
        partiesOf(p.conversationId).includes(p.partyId) &&
        (await actsFor(caller, p.partyId)) &&
        (await isConversationOf(caller, p.conversationId, p.partyId)) &&
        (await partyInGoodStanding(caller, p.partyId))
      );
    case 'eventFile':
      return isAdmin(caller);
    case 'legacyFile':
    case 'dataExport':
      return false;
  }
}

export async function checkUpload(
  auth: AuthContext | null,
  path: string,
  contentType: string,
  size: number,
  lookup: FileLookup,
): Promise<void> {
  const { kind, params } = kindOf(path);
  if (kind === 'legacyFile') throw deny('Nothing new is stored in the old uploads folder.');
  if (kind === 'dataExport') throw deny('Downloads of data are made by the server only.');
  const caller = callerOf(auth, lookup, 'upload');
  if (await isBeingDeleted(caller)) throw deny('This account is being deleted.');
  if (!(await isReserved(caller, path)))
    throw deny('This upload was not reserved (at most a set number of uploads a day): try again.');
  if (!(await mayWrite(caller, kind, params))) throw deny('You cannot store files here.');
  checkType(TYPES[kind], contentType, size);
}

async function mayRead(caller: Caller, kind: StorageKind, p: Record<string, string>): Promise<boolean> {
  switch (kind) {
    case 'talentProfile':
      if (caller.uid === p.uid || (await isAdmin(caller))) return true;
      return (
        (await reviewedMembership(caller)) !== null &&
        (await caller.lookup.get(`talentCards/${p.uid}`))?.availability === true
      );
    case 'applicationFile': {
      if (caller.uid === p.uid || (await isAdmin(caller))) return true;
      const companyId = await reviewedMembership(caller);
      return (
        companyId !== null && (await caller.lookup.get(`applications/${p.jobId}_${p.uid}`))?.companyId === companyId
      );
    }
    case 'companyFile':
      return (await isMemberOf(caller, p.companyId)) || isAdmin(caller);
    case 'conversationFile':
      return isConversationParty(caller, p.conversationId);
    case 'eventFile':
      return true;
    case 'dataExport':
      return caller.uid === p.uid;
    case 'legacyFile':
      return (
        (await isAdmin(caller)) ||
        (await isMemberOf(caller, p.uid)) ||
        (caller.uid === p.uid && (await caller.lookup.get(`companies/${p.uid}`)) === null)
      );
  }
}

/** A read without the download token (the store lets the token through before asking). */
export async function checkRead(auth: AuthContext | null, path: string, lookup: FileLookup): Promise<void> {
  const { kind, params } = kindOf(path);
  const caller = callerOf(auth, lookup, 'read');
  if (!(await mayRead(caller, kind, params))) throw deny('This file opens only to those it was shared with.');
}

export async function checkDelete(auth: AuthContext | null, path: string, lookup: FileLookup): Promise<void> {
  const { kind, params: p } = kindOf(path);
  const caller = callerOf(auth, lookup, 'delete');
  const allowed =
    kind === 'talentProfile'
      ? caller.uid === p.uid
      : kind === 'applicationFile'
        ? caller.uid === p.uid && (await lookup.get(`applications/${p.jobId}_${p.uid}`)) === null
        : kind === 'companyFile'
          ? await isOwnerOf(caller, p.companyId)
          : kind === 'eventFile'
            ? await isAdmin(caller)
            : false;
  if (!allowed) throw deny('You cannot delete this file.');
}
