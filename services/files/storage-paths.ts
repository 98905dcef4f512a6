/**
 * Where each kind of file is stored. A path says whose a file is and who may read it: storage.rules has one `match`
 * block per pattern below, the local file store's policy reads the same table (server/local/files/storage-policy.ts),
 * and tests/access/storage-paths.test.ts fails when they disagree. docs/data-model.md ("Files") says who may do what.
 */
import { isDocId } from '../schemas/doc-id';

export const STORAGE_PATHS = {
  /** A talent's photo and CV, as its profile shows them. */
  talentProfile: '/talents/{uid}/profile/{name}',
  /** A CV a talent sent with one application (to the job `jobId`), apart from its profile's. */
  applicationFile: '/talents/{uid}/applications/{jobId}/{name}',
  /** A company's files (its logo), written by its current members. */
  companyFile: '/companies/{companyId}/{name}',
  /** A message attachment, in the folder of the party that sent it (a company's: whichever member wrote). */
  conversationFile: '/conversations/{conversationId}/{partyId}/{name}',
  /** An event's cover image, written by administrators. */
  eventFile: '/events/{eventId}/{name}',
  /** Files stored before paths named their owner: read by path by their owner and administrators, never written. */
  legacyFile: '/uploadedFiles/{uid}/{name}/{rest=**}',
  /** A download of one's data (a zip), written by the server only, read by its owner only. */
  dataExport: '/exports/{uid}/{name}',
} as const;

export type StorageKind = keyof typeof STORAGE_PATHS;

/** Where an upload goes: the folder of one of the path kinds above (the file's own name is added by the upload). */
export type UploadTarget =
  | { kind: 'talentProfile'; uid: string }
  | { kind: 'applicationFile'; uid: string; jobId: string }
  | { kind: 'companyFile'; companyId: string }
  | { kind: 'conversationFile'; conversationId: string; partyId: string }
  | { kind: 'eventFile'; eventId: string };

export interface StoragePathMatch {
  kind: StorageKind;
  params: Record<string, string>;
}

/** `{name}` is one segment; `{rest=**}` is what follows, possibly nothing (as storage.rules reads them). */
function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .slice(1)
    .split('/')
    .map((segment, i) => {
      const wildcard = /^\{(\w+)(=\*\*)?\}$/.exec(segment);
      if (!wildcard) return `${i === 0 ? '' : '/'}${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(wildcard[1]);
      return wildcard[2] ? '(?:/(.*))?' : `${i === 0 ? '' : '/'}([^/]+)`;
    })
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), names };
}

const COMPILED = (Object.entries(STORAGE_PATHS) as [StorageKind, string][]).map(([kind, pattern]) => ({
  kind,
  ...compile(pattern),
}));

/** The kind of file a storage path names and its parts, or null for a path no kind has (refused by both engines). */
export function matchStoragePath(path: string): StoragePathMatch | null {
  for (const { kind, regex, names } of COMPILED) {
    const found = regex.exec(path);
    if (found) return { kind, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return null;
}

const isSegment = (value: unknown): value is string => isDocId(value) && value !== '.' && value !== '..';

/** The folder an upload of `target` goes into, or null when one of its parts is not a document id. */
export function folderOf(target: UploadTarget): string | null {
  const parts: Record<string, string> = { ...target };
  const segments = STORAGE_PATHS[target.kind]
    .slice(1)
    .split('/')
    .slice(0, -1)
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      return name === undefined ? segment : isSegment(parts[name]) ? parts[name] : null;
    });
  return segments.includes(null) ? null : segments.join('/');
}

/** A path an upload may be reserved for and stored at: of a kind other than the old folder, every part a name. */
export function isUploadPath(path: string): boolean {
  const found = matchStoragePath(path);
  return (
    found !== null &&
    found.kind !== 'legacyFile' &&
    found.kind !== 'dataExport' &&
    Object.values(found.params).every(isSegment)
  );
}
