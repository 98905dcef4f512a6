/**
 * Who a notification reaches, each as their own notification settings allow (server/trusted/delivery.ts). A
 * company's notices (a new applicant, a message, an interview slot picked...) are addressed to the company (its id,
 * which is its founding account's uid): every member of its team gets them at their own address, as their own
 * per-kind settings (`notificationSettings/{their uid}`) allow, and the company's one in-app notification is written
 * when any member wants it in the app. An account on no team (a talent, an administrator, a company of before
 * teams) is its own only recipient. A founding account taken off its team gets nothing.
 */
import type { Documents } from '@/services/backend/types';
import { memberFromSnapshot } from '@/services/converters/company-team-converter';
import type { NotificationKind } from '@/services/schemas/messaging';
import { teamMemberDocs } from './company-membership';
import { recipientChannels } from './delivery';
import { loadParty } from './parties';

type Reader = Pick<Documents, 'get' | 'query'>;

export interface Delivery {
  /** Whether the addressee's in-app notification is written. */
  inApp: boolean;
  /** The addresses to email (none when nobody wants this kind by email); read only when an email is to go. */
  emailTo(): Promise<string[]>;
}

interface Person {
  uid: string;
  /** Unset: the account's own record says (a company's email is in its private account record, kept in sync). */
  email?: string;
}

async function peopleOf(docs: Reader, userId: string): Promise<Person[]> {
  const members = await teamMemberDocs(docs, userId);
  const team = members.flatMap((snap) => {
    const member = memberFromSnapshot(snap);
    return member ? [member] : [];
  });
  if (members.length === 0) return [{ uid: userId }];
  return team.map((m) => (m.uid === userId ? { uid: m.uid } : { uid: m.uid, email: m.email }));
}

/** Where a notification of `kind` addressed to `userId` goes; `known` is the addressee's email when the caller read it. */
export async function deliveryFor(docs: Reader, userId: string, kind: NotificationKind, known?: { email: string }): Promise<Delivery> {
  const people = await peopleOf(docs, userId);
  const channels = await Promise.all(people.map((p) => recipientChannels(docs, p.uid, kind)));
  const mailed = people.filter((_, i) => channels[i].email);
  return {
    inApp: channels.some((c) => c.inApp),
    async emailTo() {
      const addresses: string[] = [];
      for (const person of mailed) {
        const email = person.email ?? (person.uid === userId && known ? known.email : (await loadParty(docs, person.uid))?.email);
        if (email && !addresses.includes(email)) addresses.push(email);
      }
      return addresses;
    },
  };
}
