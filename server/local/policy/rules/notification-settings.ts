/**
 * notificationSettings/{uid}: a talent's or company's choice per kind of notification, read and written by its
 * owner only (the senders read it with privileged access). Only the kinds the owner's role receives, each one of
 * the choices; a company's recruiters have their own. Mirrors the `notificationSettings` block of firestore.rules.
 */
import { DELIVERY_CHOICES, TOPICS_FOR } from '@/services/schemas/notification-settings';
import { hasOnly, isOneOf, isUser } from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { callerCompany } from './company-members';

const choicesValid = (r: WriteRequest, topics: readonly string[]) =>
  hasOnly(r.data, topics) && Object.values(r.data).every((v) => isOneOf(v, DELIVERY_CHOICES));

const write = async (r: WriteRequest) =>
  isUser(r, r.params.uid) &&
  ((choicesValid(r, TOPICS_FOR.talent) && (await r.exists(`students/${r.params.uid}`))) ||
    (choicesValid(r, TOPICS_FOR.company) && (await r.exists(`companies/${r.params.uid}`))) ||
    // A recruiter chooses how the company's notices reach them, as the founding account does.
    (choicesValid(r, TOPICS_FOR.company) && (await callerCompany(r)) !== null));

export const notificationSettingRules: CollectionRules = {
  get: (r) => isUser(r, r.params.uid),
  create: write,
  update: write,
};
