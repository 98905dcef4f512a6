/**
 * notificationSettings/{uid}: a talent's or company member's choice per kind of notification, read and written by its
 * owner only (the senders read it with privileged access). Only the kinds the owner's role receives, each one of
 * the choices; written only while the talent is not suspended, or the member is on the team of a company that is not.
 * Mirrors the `notificationSettings` block of firestore.rules.
 */
import { DELIVERY_CHOICES, TOPICS_FOR } from '@/services/schemas/notification-settings';
import { hasOnly, isOneOf, isUser } from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { callerCompanyNotSuspended } from './company-members';
import { isActiveTalent } from './students';

const choicesValid = (r: WriteRequest, topics: readonly string[]) =>
  hasOnly(r.data, topics) && Object.values(r.data).every((v) => isOneOf(v, DELIVERY_CHOICES));

const write = async (r: WriteRequest) =>
  isUser(r, r.params.uid) &&
  ((choicesValid(r, TOPICS_FOR.talent) && (await isActiveTalent(r))) ||
    // Every current member of a company (its founder, a recruiter) chooses how the company's notices reach them.
    (choicesValid(r, TOPICS_FOR.company) && (await callerCompanyNotSuspended(r))));

export const notificationSettingRules: CollectionRules = {
  get: (r) => isUser(r, r.params.uid),
  create: write,
  update: write,
};
