import type { Party } from '@/services/schemas/messaging';
import styles from './messages.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase() || '?';

export function PartyAvatar({ party }: { party: Party }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- small avatars from the file store, no optimiser needed */}
      {party.avatar ? <img src={party.avatar} alt="" /> : initials(party.name)}
    </span>
  );
}

export const ROLE_LABELS = { talent: 'Talent', company: 'Company', admin: 'Administrator' } as const;
