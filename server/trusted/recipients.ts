/**
 * Who a notification reaches, each as their own notification settings allow (server/trusted/delivery.ts). A
 * company's notices (a new applicant, a message, an interview slot picked, an announcement...) are addressed to the
 * company (its id, which is its founding account's uid): every current member of its team gets them at their own
 * address, as their own per-kind settings (`notificationSettings/{their uid}`) allow, and the company's one in-app
 * notification is written when any member wants it in the app. A personal account (a talent, an administrator) is its
 * own only recipient. A company reaches only its members: a founding account taken off its team gets nothing, and a
 * company with no member document (one the owner upgrade has not reached) reaches nobody.
 *
 * A member's address is its sign-in account's email, read when the email goes: an email changed in the account
 * settings holds from the next notice on. The member document's copy (the email it joined with) is used only for an
 * account that cannot be found.
 */
import type { NotificationKind } from '@/services/schemas/messaging';
import { companyPath } from '@/services/converters/company-converter';
import { memberFromSnapshot } from '@/services/converters/company-team-converter';
import { teamMemberDocs } from './company-membership';
import { recipientChannels } from './delivery';
import { loadParty } from './parties';
import type { TrustedServices } from './types';

/** What finding the recipients reads: the documents, and the accounts' emails. */
export type RecipientLookup = Pick<TrustedServices, 'accountEmails'> & {
  docs: Pick<TrustedServices['docs'], 'get' | 'query'>;
};

export interface Delivery {
  /** Whether the addressee's in-app notification is written. */
  inApp: boolean;
  /** How many people the notice is for (a company's current members, or one), whatever their settings. */
  people: number;
  /**
   * The addresses to email (none when nobody wants this kind by email); read only when an email is to go, through
   * `lookup` when given (after a transaction, whose reads are over, the caller passes its own services).
   */
  emailTo(lookup?: RecipientLookup): Promise<string[]>;
}

interface Person {
  uid: string;
  /** A team member's record of its email (set on a team only): the fallback when its account cannot be found. */
  recorded?: string;
}

async function peopleOf(docs: RecipientLookup['docs'], userId: string): Promise<Person[]> {
  const members = await teamMemberDocs(docs, userId);
  if (members.length === 0) return (await docs.get(companyPath(userId))).exists ? [] : [{ uid: userId }];
  return members.flatMap((snap) => {
    const member = memberFromSnapshot(snap);
    return member ? [{ uid: member.uid, recorded: member.email }] : [];
  });
}

/** Each person's address, in order, without repeats; `known` is the addressee's email when the caller read it. */
async function addressesOf(
  ctx: RecipientLookup,
  userId: string,
  people: Person[],
  known?: KnownRecipient,
): Promise<string[]> {
  const team = people.filter((p) => p.recorded !== undefined);
  const accounts = team.length > 0 ? await ctx.accountEmails(team.map((p) => p.uid)) : new Map<string, string>();
  const addresses: string[] = [];
  for (const person of people) {
    const email =
      person.recorded !== undefined
        ? (accounts.get(person.uid) ?? person.recorded)
        : person.uid === userId && known
          ? known.email
          : (await loadParty(ctx.docs, person.uid))?.email;
    if (email && !addresses.includes(email)) addresses.push(email);
  }
  return addresses;
}

/** What a caller already read about the addressee: its email, and (a talent) that it is on no company's team. */
export interface KnownRecipient {
  email: string;
  talent?: boolean;
}

/** Where a notification of `kind` addressed to `userId` goes; `known`: what the caller read of the addressee. */
export async function deliveryFor(
  ctx: RecipientLookup,
  userId: string,
  kind: NotificationKind,
  known?: KnownRecipient,
): Promise<Delivery> {
  const people = known?.talent ? [{ uid: userId }] : await peopleOf(ctx.docs, userId);
  const channels = await Promise.all(people.map((p) => recipientChannels(ctx.docs, p.uid, kind)));
  return {
    inApp: channels.some((c) => c.inApp),
    people: people.length,
    emailTo: (lookup = ctx) =>
      addressesOf(
        lookup,
        userId,
        people.filter((_, i) => channels[i].email),
        known,
      ),
  };
}

/** Every current member's address, whatever their settings: for what is about the account itself (its review, its suspension). */
export async function everyMemberEmail(ctx: RecipientLookup, companyId: string): Promise<string[]> {
  return addressesOf(ctx, companyId, await peopleOf(ctx.docs, companyId));
}

/** The uids of a company's current members. */
export async function memberUids(docs: RecipientLookup['docs'], companyId: string): Promise<string[]> {
  return (await peopleOf(docs, companyId)).map((p) => p.uid);
}
