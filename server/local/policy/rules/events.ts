/**
 * events/{eventId} and events/{eventId}/rsvps/{uid}. Mirrors the events block of firestore.rules.
 *
 * Events: administrators read, list and write them (whole and within bounds; the RSVP counts start at zero and
 * an edit never changes them nor sets the capacity below those going). Signed-in talents read and list the
 * published and cancelled events meant for talents (`forTalents == true`, which a list must pin), companies those
 * meant for companies (`forCompanies`); drafts only administrators. Nobody else writes one: the RSVP counts move
 * only in the `rsvp-event` and `cancel-rsvp` trusted operations.
 *
 * RSVPs: read by their owner (a company's by its current members) and administrators, listed by administrators;
 * the join link by those going (a company's members when the company is going). No client writes one (the trusted
 * operations check the count and write the RSVP in one transaction, so two people never take the last seat).
 */
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { EVENT_AUDIENCES, EVENT_LIMITS, EVENT_MODES, EVENT_STATUSES, isTimeZone } from '@/services/schemas/event';
import {
  affects,
  has,
  hasAll,
  hasOnly,
  isBool,
  isFileLink,
  isOneOf,
  isRequestTime,
  isString,
  isWebLink,
  signedIn,
} from '../helpers';
import type { CollectionRules, RuleBase } from '../types';
import { fieldsValid, type FieldChecks } from './fields';
import { isAdmin } from './students';
import { callerCompany, callerCompanyId, isOwnOrCompanyMember, isPersonalAccount } from './company-members';

const REQUIRED = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'timeZone',
  'mode',
  'audience',
  'capacity',
  'status',
  'goingCount',
  'waitingCount',
  'forTalents',
  'forCompanies',
  'createdAt',
  'updatedAt',
];
const OPTIONAL = ['link', 'place', 'coverUrl'];
const isCount = (v: WireValue | undefined): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const CHECKS: FieldChecks = {
  title: (v) => isString(v, 1, EVENT_LIMITS.titleMax),
  description: (v) => isString(v, 0, EVENT_LIMITS.descriptionMax),
  startsAt: isWireTimestamp,
  endsAt: isWireTimestamp,
  mode: (v) => isOneOf(v, EVENT_MODES),
  link: isWebLink,
  place: (v) => isString(v, 1, EVENT_LIMITS.placeMax),
  coverUrl: isFileLink,
  audience: (v) => isOneOf(v, EVENT_AUDIENCES),
  capacity: (v) => isCount(v) && v >= 1 && v <= EVENT_LIMITS.capacityMax,
  status: (v) => isOneOf(v, EVENT_STATUSES),
  goingCount: isCount,
  waitingCount: isCount,
  forTalents: isBool,
  forCompanies: isBool,
  createdAt: isWireTimestamp,
  updatedAt: isWireTimestamp,
};

const ts = (v: WireValue | undefined) => (isWireTimestamp(v) ? v.$ts : 0);

/** The whole event after the write: fields valid, ends after it starts, listing flags matching status and audience. */
function validEvent(d: WireData, before: WireData | null): boolean {
  return (
    hasAll(d, REQUIRED) &&
    hasOnly(d, [...REQUIRED, ...OPTIONAL]) &&
    fieldsValid(
      d,
      Object.keys(d).filter((k) => k !== 'timeZone'),
      CHECKS,
    ) &&
    // A zone stored before zones were checked may stay as it is (so such an event can still be cancelled).
    (isTimeZone(d.timeZone) || (before !== null && has(before, 'timeZone') && d.timeZone === before.timeZone)) &&
    ts(d.endsAt) > ts(d.startsAt) &&
    (d.mode === 'online' || has(d, 'place')) &&
    // A link stored here before it moved may stay untouched (the upgrade moves it); none is written anew.
    (!has(d, 'link') || (before !== null && d.link === before.link)) &&
    d.forTalents === (d.status !== 'draft' && d.audience !== 'companies') &&
    d.forCompanies === (d.status !== 'draft' && d.audience !== 'talents') &&
    (d.goingCount as number) <= (d.capacity as number)
  );
}

const isTalent = async (r: RuleBase) => r.auth !== null && (await r.exists(`students/${r.auth.uid}`));
// A member of an existing company, also a recruiter of its team.
const isCompany = async (r: RuleBase) => (await callerCompany(r)) !== null;

/** A member of the event's audience: a talent for `forTalents`, a company for `forCompanies`. */
const inAudience = async (r: RuleBase, e: WireData) =>
  (e.forTalents === true && (await isTalent(r))) || (e.forCompanies === true && (await isCompany(r)));

export const eventRules: CollectionRules = {
  get: async (r) =>
    (await isAdmin(r)) || (r.resource !== null && r.resource.status !== 'draft' && (await inAudience(r, r.resource))),
  list: async (r) =>
    (await isAdmin(r)) ||
    (r.pinned('forTalents')?.value === true && (await isTalent(r))) ||
    (r.pinned('forCompanies')?.value === true && (await isCompany(r))),
  create: async (r) =>
    validEvent(r.data, null) &&
    r.data.goingCount === 0 &&
    r.data.waitingCount === 0 &&
    r.data.status !== 'cancelled' &&
    isRequestTime(r, r.data.createdAt) &&
    isRequestTime(r, r.data.updatedAt) &&
    (await isAdmin(r)),
  update: async (r) =>
    signedIn(r) &&
    (await isAdmin(r)) &&
    validEvent(r.data, r.resource) &&
    !affects(r, 'createdAt') &&
    !affects(r, 'goingCount') &&
    !affects(r, 'waitingCount') &&
    isRequestTime(r, r.data.updatedAt),
  delete: isAdmin,
};

/**
 * events/{eventId}/private/join: an online event's join link. Read by administrators and by those going (their own
 * RSVP says going), never by the rest of the audience; written by administrators only, a web link alone.
 */
export const eventPrivateRules: CollectionRules = {
  get: async (r) =>
    signedIn(r) &&
    ((await isAdmin(r)) ||
      (r.params.docId === 'join' &&
        (await isPersonalAccount(r)) &&
        (await r.get(`events/${r.params.eventId}/rsvps/${r.auth!.uid}`))?.status === 'going') ||
      (r.params.docId === 'join' && (await companyGoing(r)))),
  create: async (r) =>
    r.params.docId === 'join' &&
    hasAll(r.data, ['link']) &&
    hasOnly(r.data, ['link']) &&
    isWebLink(r.data.link) &&
    (await isAdmin(r)),
  update: async (r) =>
    r.params.docId === 'join' &&
    hasAll(r.data, ['link']) &&
    hasOnly(r.data, ['link']) &&
    isWebLink(r.data.link) &&
    (await isAdmin(r)),
  delete: isAdmin,
};

/** The caller's company is going (a company's RSVP is the company's, whoever of its members took it). */
async function companyGoing(r: RuleBase): Promise<boolean> {
  const companyId = await callerCompanyId(r);
  return companyId !== null && (await r.get(`events/${r.params.eventId}/rsvps/${companyId}`))?.status === 'going';
}

export const rsvpRules: CollectionRules = {
  // A talent's own; a company's RSVP (keyed by the company's id) is read by the current members of its team.
  get: async (r) => (await isOwnOrCompanyMember(r, r.params.uid)) || (await isAdmin(r)),
  list: isAdmin,
};
