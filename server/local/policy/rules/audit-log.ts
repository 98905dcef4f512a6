/**
 * auditLog/{entryId}: who did what to whom, when and why in the back office. Read and listed by
 * administrators only; written by no client (only the back office's trusted operations write entries).
 */
import type { CollectionRules } from '../types';
import { isAdmin } from './students';

export const auditLogRules: CollectionRules = {
  get: isAdmin,
  list: isAdmin,
};
