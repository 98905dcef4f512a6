/**
 * The signed-in role's id, kept in local storage (SPEC section 4) under one key per role. It is only a hint for
 * which area to open: guards compare it with the provider's signed-in user and the role's document.
 * Kept apart from session.ts so light pages can read it without loading the services.
 */
import type { Role } from '@/constants/routes';

export const ROLE_ID_KEYS: Record<Role, string> = { talent: 'talentId', company: 'companyId', admin: 'adminId' };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); the app then behaves as signed out.
    return null;
  }
}

export function readRoleId(role: Role): string | null {
  return storage()?.getItem(ROLE_ID_KEYS[role]) || null;
}

/** One browser holds one provider session, so storing a role's id forgets the other roles'. */
export function storeRoleId(role: Role, id: string): void {
  clearRoleIds();
  storage()?.setItem(ROLE_ID_KEYS[role], id);
}

export function clearRoleId(role: Role): void {
  storage()?.removeItem(ROLE_ID_KEYS[role]);
}

export function clearRoleIds(): void {
  for (const key of Object.values(ROLE_ID_KEYS)) storage()?.removeItem(key);
}
