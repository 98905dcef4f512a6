/** admin/{uid}: readable by its owner only (so a user can learn whether it is an admin); written by no client. */
import { isUser } from '../helpers';
import type { CollectionRules } from '../types';

export const adminRules: CollectionRules = {
  get: (r) => isUser(r, r.params.uid),
};
