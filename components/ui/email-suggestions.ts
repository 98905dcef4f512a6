import { SUGGESTED_EMAIL_DOMAINS } from '@/constants/enums';

/**
 * Completions for an email being typed, from SPEC section 9's suggested domains: after "ana" or "ana@" every
 * domain, after "ana@g" the domains starting with "g"; nothing once the address is complete or has spaces.
 */
export function emailSuggestions(value: string, domains: readonly string[] = SUGGESTED_EMAIL_DOMAINS): string[] {
  const typed = value.trim();
  if (!typed || /\s/.test(typed)) return [];
  const at = typed.indexOf('@');
  const local = at === -1 ? typed : typed.slice(0, at);
  const domainPart = at === -1 ? '' : typed.slice(at + 1).toLowerCase();
  if (!local || domainPart.includes('@')) return [];
  return domains
    .filter((domain) => domain.startsWith(domainPart) && domain !== domainPart)
    .map((domain) => `${local}@${domain}`);
}
