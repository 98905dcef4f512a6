/**
 * The access cases of messaging and notifications, part of the shared table (cases.ts spreads them in).
 * Clients only read these collections (trusted operations write them): the two participants read a conversation
 * and its messages, nobody else; nobody writes a message, a "Seen", a notification or an inbox count directly.
 */
import type { DocumentData, QuerySpec } from '../../services/backend/types';
import type { AccessCase } from './cases';

const at = new Date('2026-02-01T00:00:00Z');
const CONV = 'conversations/company-a_talent-a';
const MSG = `${CONV}/messages/m1`;

const conversation: DocumentData = {
  id: 'company-a_talent-a',
  participants: ['company-a', 'talent-a'],
  people: { 'company-a': { name: 'Company A', role: 'company' }, 'talent-a': { name: 'Talent A', role: 'talent' } },
  status: 'open',
  blockedBy: [],
  lastMessage: { text: 'Hello', at, by: 'company-a' },
  unread: { 'company-a': 0, 'talent-a': 1 },
  seenAt: { 'company-a': at },
  createdAt: at,
  updatedAt: at,
};
const message: DocumentData = { id: 'm1', by: 'company-a', text: 'Hello', sentAt: at };
const notification = (userId: string): DocumentData => ({
  id: 'n1',
  userId,
  kind: 'message',
  title: 'New message',
  body: 'Hello',
  link: '/talent-dashboard/messages',
  read: false,
  createdAt: at,
});
const thread = { [CONV]: conversation, [MSG]: message };
const inbox = (uid: string): QuerySpec => ({
  collection: 'conversations',
  where: [{ field: 'participants', op: 'array-contains', value: uid }],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: 21,
});
const requests = (uid: string): QuerySpec => ({
  collection: 'conversations',
  where: [
    { field: 'participants', op: 'array-contains', value: uid },
    { field: 'status', op: '==', value: 'request' },
  ],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: 21,
});
const latest: QuerySpec = {
  collection: `${CONV}/messages`,
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
  limit: 30,
};
const myNotifications = (uid: string): QuerySpec => ({
  collection: 'notifications',
  where: [{ field: 'userId', op: '==', value: uid }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: 21,
});
const openReports: QuerySpec = {
  collection: 'reports',
  where: [{ field: 'status', op: '==', value: 'open' }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: 21,
};
const report = {
  'reports/r1': {
    id: 'r1',
    conversationId: 'company-a_talent-a',
    reporter: 'talent-a',
    reported: 'company-a',
    reason: 'Spam',
    messages: [],
    status: 'open',
    createdAt: at,
  },
};

export const MESSAGING_CASES: AccessCase[] = [
  // conversations
  {
    name: 'talent reads its conversation with a company',
    actor: 'talentA',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'allow',
  },
  {
    name: 'company reads its conversation with a talent',
    actor: 'companyA',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'allow',
  },
  {
    name: 'a participant may look up a conversation that does not exist yet',
    actor: 'companyA',
    op: { type: 'get', path: 'conversations/company-a_talent-b' },
    expect: 'allow',
  },
  {
    name: 'another company cannot read a conversation it is not in',
    actor: 'companyB',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'deny',
  },
  {
    name: 'another talent cannot read a conversation it is not in',
    actor: 'talentB',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'deny',
  },
  {
    name: 'an administrator cannot read a conversation it is not in',
    actor: 'admin',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'deny',
  },
  {
    name: 'anonymous cannot read a conversation',
    actor: 'anonymous',
    seed: thread,
    op: { type: 'get', path: CONV },
    expect: 'deny',
  },
  {
    name: 'talent lists its inbox newest first',
    actor: 'talentA',
    seed: thread,
    op: { type: 'query', spec: inbox('talent-a') },
    expect: 'allow',
  },
  {
    name: 'company lists its message requests',
    actor: 'companyA',
    seed: thread,
    op: { type: 'query', spec: requests('company-a') },
    expect: 'allow',
  },
  {
    name: 'company cannot list a talent inbox',
    actor: 'companyB',
    seed: thread,
    op: { type: 'query', spec: inbox('talent-a') },
    expect: 'deny',
  },
  {
    name: 'talent cannot list conversations without pinning itself',
    actor: 'talentA',
    seed: thread,
    op: {
      type: 'query',
      spec: { collection: 'conversations', orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 21 },
    },
    expect: 'deny',
  },
  {
    name: 'company cannot start a conversation by writing it',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'conversations/company-a_talent-b',
      data: { ...conversation, id: 'company-a_talent-b', participants: ['company-a', 'talent-b'] },
    },
    expect: 'deny',
  },
  {
    name: 'talent cannot forge the company side of "Seen"',
    actor: 'talentA',
    seed: thread,
    op: { type: 'update', path: CONV, data: { 'seenAt.company-a': new Date('2026-03-01T00:00:00Z') } },
    expect: 'deny',
  },
  {
    name: 'talent cannot set its own "Seen" directly either (the seen operation does)',
    actor: 'talentA',
    seed: thread,
    op: { type: 'update', path: CONV, data: { 'unread.talent-a': 0 } },
    expect: 'deny',
  },
  {
    name: 'company cannot open a declined or pending request itself',
    actor: 'companyA',
    seed: { [CONV]: { ...conversation, status: 'request', requestedBy: 'company-a' } },
    op: { type: 'update', path: CONV, data: { status: 'open' } },
    expect: 'deny',
  },
  {
    name: 'a participant cannot delete a conversation',
    actor: 'talentA',
    seed: thread,
    op: { type: 'delete', path: CONV },
    expect: 'deny',
  },
  // messages
  {
    name: 'talent reads a message of its conversation',
    actor: 'talentA',
    seed: thread,
    op: { type: 'get', path: MSG },
    expect: 'allow',
  },
  {
    name: 'company lists the latest messages of its conversation',
    actor: 'companyA',
    seed: thread,
    op: { type: 'query', spec: latest },
    expect: 'allow',
  },
  {
    name: 'another company cannot list the messages of a conversation it is not in',
    actor: 'companyB',
    seed: thread,
    op: { type: 'query', spec: latest },
    expect: 'deny',
  },
  {
    name: 'another talent cannot read a message of a conversation it is not in',
    actor: 'talentB',
    seed: thread,
    op: { type: 'get', path: MSG },
    expect: 'deny',
  },
  {
    name: 'a participant cannot write a message directly',
    actor: 'companyA',
    seed: thread,
    op: { type: 'create', path: `${CONV}/messages/m2`, data: { id: 'm2', by: 'company-a', text: 'Hi', sentAt: at } },
    expect: 'deny',
  },
  {
    name: 'a participant cannot edit a sent message',
    actor: 'companyA',
    seed: thread,
    op: { type: 'update', path: MSG, data: { text: 'Edited' } },
    expect: 'deny',
  },
  // inboxes
  {
    name: 'a user reads its own inbox counts',
    actor: 'talentA',
    seed: { 'inboxes/talent-a': { unreadConversations: 1, unreadNotifications: 2 } },
    op: { type: 'get', path: 'inboxes/talent-a' },
    expect: 'allow',
  },
  {
    name: 'a user cannot read another user inbox counts',
    actor: 'companyA',
    seed: { 'inboxes/talent-a': { unreadConversations: 1 } },
    op: { type: 'get', path: 'inboxes/talent-a' },
    expect: 'deny',
  },
  {
    name: 'a user cannot lift its own messaging pause',
    actor: 'companyA',
    seed: { 'inboxes/company-a': { messagingBlocked: true } },
    op: { type: 'update', path: 'inboxes/company-a', data: { messagingBlocked: false } },
    expect: 'deny',
  },
  // notifications
  {
    name: 'talent reads its own notification',
    actor: 'talentA',
    seed: { 'notifications/n1': notification('talent-a') },
    op: { type: 'get', path: 'notifications/n1' },
    expect: 'allow',
  },
  {
    name: 'talent lists its own notifications',
    actor: 'talentA',
    seed: { 'notifications/n1': notification('talent-a') },
    op: { type: 'query', spec: myNotifications('talent-a') },
    expect: 'allow',
  },
  {
    name: 'talent cannot read another user notification',
    actor: 'talentB',
    seed: { 'notifications/n1': notification('talent-a') },
    op: { type: 'get', path: 'notifications/n1' },
    expect: 'deny',
  },
  {
    name: 'company cannot list a talent notifications',
    actor: 'companyA',
    seed: { 'notifications/n1': notification('talent-a') },
    op: { type: 'query', spec: myNotifications('talent-a') },
    expect: 'deny',
  },
  {
    name: 'company cannot forge a notification for a talent',
    actor: 'companyA',
    op: { type: 'create', path: 'notifications/n2', data: { ...notification('talent-a'), id: 'n2' } },
    expect: 'deny',
  },
  {
    name: 'a user cannot write a notification for itself either',
    actor: 'talentA',
    op: { type: 'create', path: 'notifications/n2', data: { ...notification('talent-a'), id: 'n2' } },
    expect: 'deny',
  },
  {
    name: 'the recipient cannot rewrite a notification',
    actor: 'talentA',
    seed: { 'notifications/n1': notification('talent-a') },
    op: { type: 'update', path: 'notifications/n1', data: { title: 'Changed' } },
    expect: 'deny',
  },
  // back-office queues
  {
    name: 'administrator lists open reports',
    actor: 'admin',
    seed: report,
    op: { type: 'query', spec: openReports },
    expect: 'allow',
  },
  {
    name: 'a reporter cannot read the report queue',
    actor: 'talentA',
    seed: report,
    op: { type: 'query', spec: openReports },
    expect: 'deny',
  },
  {
    name: 'a company cannot read a report',
    actor: 'companyA',
    seed: report,
    op: { type: 'get', path: 'reports/r1' },
    expect: 'deny',
  },
  {
    name: 'administrator lists past announcements',
    actor: 'admin',
    op: {
      type: 'query',
      spec: { collection: 'announcements', orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 21 },
    },
    expect: 'allow',
  },
  {
    name: 'a talent cannot list announcements',
    actor: 'talentA',
    op: {
      type: 'query',
      spec: { collection: 'announcements', orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 21 },
    },
    expect: 'deny',
  },
  {
    name: 'an administrator cannot write an announcement directly',
    actor: 'admin',
    op: {
      type: 'create',
      path: 'announcements/a1',
      data: { id: 'a1', title: 'Hi', body: 'x', audience: 'talents', createdAt: at },
    },
    expect: 'deny',
  },
];
