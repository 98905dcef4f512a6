/**
 * devices/{uid}_{device}: the devices an account is signed in on, read and listed (pinned to `uid == caller`) by that
 * account only; written by no client (only the trusted device operations), so no one forges a last-active time or
 * brings back an ended session. Mirrors the `devices` block of firestore.rules.
 */
import type { CollectionRules } from '../types';

export const deviceRules: CollectionRules = {
  get: (r) => r.auth !== null && r.resource !== null && r.resource.uid === r.auth.uid,
  list: (r) => r.auth !== null && r.pinned('uid')?.value === r.auth.uid,
};
