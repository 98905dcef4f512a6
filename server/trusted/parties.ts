/**
 * Who a user is, for messaging and notifications: role, display name and avatar, email, read with
 * privileged access from the documents the rules read (`admin`, `students`, `companies`), never from the client.
 */
import type { DocumentData } from '@/services/backend/types';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { companyAccountFromData, companyAccountPath } from '@/services/converters/company-account-converter';
import type { Party, PartyRole } from '@/services/schemas/messaging';
import type { TrustedServices } from './types';

export interface PartyRecord extends Party {
  uid: string;
  email: string;
  /** Talents: open to offers. */
  availability?: boolean;
  phone?: string;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function fromDoc(uid: string, role: PartyRole, d: DocumentData): PartyRecord {
  const profile = (d.profile ?? {}) as DocumentData;
  const avatar = role === 'company' ? str(d.logo) : role === 'talent' ? str(profile.avatarUrl) : undefined;
  const phone = role === 'talent' ? str(profile.phone) : undefined;
  return {
    uid,
    role,
    name: str(d.name) ?? (role === 'admin' ? 'Administrator' : 'Someone'),
    ...(avatar ? { avatar } : {}),
    email: str(d.email) ?? '',
    ...(role === 'talent' ? { availability: d.availability === true } : {}),
    ...(phone ? { phone } : {}),
  };
}

/** The user's record, or null when the account has no role document (three reads in parallel, a fourth for a company). */
export async function loadParty(docs: Pick<TrustedServices['docs'], 'get'>, uid: string): Promise<PartyRecord | null> {
  const [admin, talent, company] = await Promise.all([
    docs.get(`admin/${uid}`),
    docs.get(`students/${uid}`),
    docs.get(`companies/${uid}`),
  ]);
  if (admin.exists) return fromDoc(uid, 'admin', admin.data ?? {});
  if (talent.exists) return fromDoc(uid, 'talent', talent.data ?? {});
  if (company.exists) {
    // A company's email is in its private account record (a legacy company document may still hold it).
    const account = await docs.get(companyAccountPath(uid));
    return fromDoc(uid, 'company', {
      ...company.data,
      email: companyAccountFromData(uid, account.data, company.data).email,
    });
  }
  return null;
}

/** The public part copied into a conversation. */
export const partyOf = (p: PartyRecord): Party => ({
  name: p.name,
  role: p.role,
  ...(p.avatar ? { avatar: p.avatar } : {}),
});

const AREA: Record<PartyRole, { messages: string; notifications: string }> = {
  talent: TALENT_ROUTES,
  company: COMPANY_ROUTES,
  admin: ADMIN_ROUTES,
};

export const messagesLink = (role: PartyRole, conversationId?: string) =>
  conversationId ? `${AREA[role].messages}?c=${encodeURIComponent(conversationId)}` : AREA[role].messages;
export const notificationsLink = (role: PartyRole) => AREA[role].notifications;
