/**
 * contract-tests/{uid}/items/{id}: a scratch collection for the backend contract suite (tests/backend/contract),
 * run against both adapters. Only its owner reads or writes it, so it grants nothing beyond the owner's own data.
 */
import { isUser } from '../helpers';
import type { CollectionRules, ListRequest, ReadRequest } from '../types';

const owner = (r: ReadRequest | ListRequest) => isUser(r, r.params.uid);

export const contractTestRules: CollectionRules = { get: owner, list: owner, create: owner, update: owner, delete: owner };
