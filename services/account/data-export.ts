/** A download of one's own data: the trusted `data-export` operation builds it and answers its one-time link. */
import { getBackend } from '../backend/backend';
import type { DataExportResult } from '../backend/trusted-ops/account';

export type { DataExportResult };

export async function requestDataExport(): Promise<DataExportResult> {
  return (await getBackend()).callTrusted('data-export', {});
}
