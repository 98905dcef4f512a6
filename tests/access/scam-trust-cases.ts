/**
 * The access cases of the scam checks, part of the shared table (cases.ts spreads them in). A talent's warnings on
 * a company's messages (conversations/{id}/warnings/{talentUid}) are read by that talent alone: never by the company
 * whose messages were flagged, another talent or an administrator; the trust queue by administrators only. No
 * client writes either, nor a message carrying a warning of its own.
 */
import type { DocumentData, QuerySpec } from '../../services/backend/types';
import type { AccessCase } from './cases';

const at = new Date('2026-02-01T00:00:00Z');
const CONV = 'conversations/company-a_talent-a';
const WARNINGS = `${CONV}/warnings/talent-a`;
const warnings: DocumentData = {
  talent: 'talent-a',
  checked: 1,
  messages: { m1: { warning: 'This company asks you to pay.', signals: ['asks for a payment or fee'] } },
};
const item: DocumentData = {
  id: 'msg_company-a_talent-a_m1',
  kind: 'message',
  companyId: 'company-a',
  companyName: 'Company A',
  talentId: 'talent-a',
  talentName: 'Talent A',
  conversationId: 'company-a_talent-a',
  signals: ['asks for a payment or fee'],
  excerpt: 'Pay the registration fee',
  status: 'open',
  createdAt: at,
};
const ITEM = `trustQueue/${item.id}`;
const openQueue: QuerySpec = {
  collection: 'trustQueue',
  where: [{ field: 'status', op: '==', value: 'open' }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: 21,
};

export const SCAM_TRUST_CASES: AccessCase[] = [
  {
    name: 'a talent reads its warnings on a company’s messages',
    actor: 'talentA',
    seed: { [WARNINGS]: warnings },
    op: { type: 'get', path: WARNINGS },
    expect: 'allow',
  },
  {
    name: 'a talent may look up warnings that do not exist yet',
    actor: 'talentA',
    op: { type: 'get', path: 'conversations/company-b_talent-a/warnings/talent-a' },
    expect: 'allow',
  },
  {
    name: 'the company whose messages were flagged cannot read the warnings',
    actor: 'companyA',
    seed: { [WARNINGS]: warnings },
    op: { type: 'get', path: WARNINGS },
    expect: 'deny',
  },
  {
    name: 'a recruiter of the company cannot read the warnings',
    actor: 'recruiterA',
    seed: { [WARNINGS]: warnings },
    op: { type: 'get', path: WARNINGS },
    expect: 'deny',
  },
  {
    name: 'another talent cannot read a talent’s warnings',
    actor: 'talentB',
    seed: { [WARNINGS]: warnings },
    op: { type: 'get', path: WARNINGS },
    expect: 'deny',
  },
  {
    name: 'a talent cannot read warnings filed under its id in a conversation it is not in',
    actor: 'talentA',
    seed: { 'conversations/company-a_talent-b/warnings/talent-a': warnings },
    op: { type: 'get', path: 'conversations/company-a_talent-b/warnings/talent-a' },
    expect: 'deny',
  },
  {
    name: 'a talent cannot list the warnings of a conversation',
    actor: 'talentA',
    seed: { [WARNINGS]: warnings },
    op: { type: 'query', spec: { collection: `${CONV}/warnings` } },
    expect: 'deny',
  },
  {
    name: 'a talent cannot clear its warnings',
    actor: 'talentA',
    seed: { [WARNINGS]: warnings },
    op: { type: 'update', path: WARNINGS, data: { messages: {} } },
    expect: 'deny',
  },
  {
    name: 'a company cannot write a warnings document to stop the checks',
    actor: 'companyA',
    op: { type: 'create', path: WARNINGS, data: { talent: 'talent-a', checked: 3, messages: {} } },
    expect: 'deny',
  },
  {
    name: 'a company cannot write a message with a warning of its own',
    actor: 'companyA',
    op: {
      type: 'create',
      path: `${CONV}/messages/m9`,
      data: { id: 'm9', by: 'company-a', text: 'Hello', sentAt: at, warning: 'Verified by the marketplace' },
    },
    expect: 'deny',
  },
  {
    name: 'an administrator lists the open trust queue',
    actor: 'admin',
    seed: { [ITEM]: item },
    op: { type: 'query', spec: openQueue },
    expect: 'allow',
  },
  {
    name: 'a talent cannot read the trust queue item of its conversation',
    actor: 'talentA',
    seed: { [ITEM]: item },
    op: { type: 'get', path: ITEM },
    expect: 'deny',
  },
  {
    name: 'a company cannot list the trust queue',
    actor: 'companyA',
    seed: { [ITEM]: item },
    op: { type: 'query', spec: openQueue },
    expect: 'deny',
  },
  {
    name: 'a company cannot close its own trust queue item',
    actor: 'companyA',
    seed: { [ITEM]: item },
    op: { type: 'update', path: ITEM, data: { status: 'closed' } },
    expect: 'deny',
  },
  {
    name: 'an administrator cannot write a trust queue item directly',
    actor: 'admin',
    op: { type: 'create', path: 'trustQueue/x1', data: { ...item, id: 'x1' } },
    expect: 'deny',
  },
];
