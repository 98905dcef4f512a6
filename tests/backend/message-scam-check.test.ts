/**
 * The scam check on a company's first messages to a talent, on both engines: a message the checker flags is
 * delivered unchanged, the warning lands in a document only the talent reads and the message joins the trust queue;
 * an honest message is not flagged; only the company's first three messages of a conversation are checked; a
 * talent's and an administrator's messages never are.
 */
import { removeAccountTraces } from '@/server/trusted/account-traces';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import { founderMemberDoc } from '@/services/converters/company-member-doc';
import { conversationId } from '@/services/schemas/messaging';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const RUN = `${process.pid}s${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = TrustedServices['docs'];

const SCAM = 'Congratulations! To start the internship pay the registration fee of 50 USD by M-Pesa today.';
const HONEST = 'Hello Ada, we liked your profile and would like to invite you to an interview next week.';
const PAYMENT_WARNING = 'This company asks you to pay. Companies on the marketplace never ask for money.';

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    beforeAll(async () => {
      docs = await openDocs();
    });
    const send = (uid: string, input: unknown) =>
      findTrustedOperation('message-send')!(trustedContext(uid, { docs }), input) as Promise<{
        conversationId: string;
        messageId: string;
      }>;
    const pair = async () => {
      const company = id('co');
      const talent = id('ta');
      await docs.set(`companies/${company}`, {
        id: company,
        name: 'Quick Hire Ltd',
        timestamp: new Date(),
        new: false,
        verification: 'verified',
      });
      await docs.set(
        `companyMembers/${company}`,
        founderMemberDoc(company, 'Quick Hire Ltd', `${company}@x.test`, new Date()),
      );
      await docs.set(`students/${talent}`, {
        id: talent,
        email: `${talent}@x.test`,
        name: 'Ada Lovelace',
        availability: true,
        timestamp: new Date(),
        new: false,
        skills: [],
      });
      return { company, talent, conversation: conversationId(company, talent) };
    };
    const warnings = async (conversation: string, talent: string) =>
      (await docs.get(`conversations/${conversation}/warnings/${talent}`)).data as
        { checked: number; messages: Record<string, { warning: string; signals: string[] }> } | undefined;
    const queueOf = async (company: string) =>
      (await docs.query({ collection: 'trustQueue', where: [{ field: 'companyId', op: '==', value: company }] })).map(
        (s) => s.data,
      );

    it('delivers a flagged message unchanged, warns the talent alone and queues it for the back office', async () => {
      const { company, talent, conversation } = await pair();
      const { messageId } = await send(company, { to: talent, text: SCAM });
      const message = (await docs.get(`conversations/${conversation}/messages/${messageId}`)).data;
      expect(message).toMatchObject({ by: company, text: SCAM });
      // Nothing on the message or the conversation, which the company reads, says it was flagged.
      expect(Object.keys(message!).sort()).toEqual(['by', 'id', 'sentAt', 'sentBy', 'sentByName', 'text']);
      expect(JSON.stringify((await docs.get(`conversations/${conversation}`)).data)).not.toMatch(/warn|signal/i);
      expect(await warnings(conversation, talent)).toMatchObject({
        talent,
        checked: 1,
        messages: { [messageId]: { warning: PAYMENT_WARNING, signals: ['asks for a payment or fee'] } },
      });
      expect(await queueOf(company)).toEqual([
        expect.objectContaining({
          kind: 'message',
          companyName: 'Quick Hire Ltd',
          talentId: talent,
          talentName: 'Ada Lovelace',
          conversationId: conversation,
          signals: ['asks for a payment or fee'],
          excerpt: SCAM,
          status: 'open',
        }),
      ]);
    });

    it('warns with the sentence of the strongest signal', async () => {
      const { company, talent, conversation } = await pair();
      const { messageId } = await send(company, {
        to: talent,
        text: 'Great news, you are hired without interview! Add me on WhatsApp to continue.',
      });
      const stored = (await warnings(conversation, talent))!.messages[messageId];
      expect(stored.signals).toEqual(
        expect.arrayContaining([
          'moves the conversation off the platform',
          'promises easy money or a job without an interview',
        ]),
      );
      expect(stored.warning).toMatch(/^This company (wants to move|promises easy money)/);
    });

    it('checks only the company’s first three messages, and never the talent’s', async () => {
      const { company, talent, conversation } = await pair();
      await send(company, { to: talent, text: HONEST });
      expect(await warnings(conversation, talent)).toMatchObject({ checked: 1, messages: {} });
      // The talent's reply (which accepts the request) is not checked, whatever it says.
      await send(talent, { to: company, text: 'Sure! Do I need to pay a registration fee?' });
      const second = await send(company, { to: talent, text: SCAM });
      await send(company, { to: talent, text: HONEST });
      const fourth = await send(company, { to: talent, text: SCAM });
      const stored = await warnings(conversation, talent);
      expect(stored!.checked).toBe(3);
      expect(Object.keys(stored!.messages)).toEqual([second.messageId]);
      expect(stored!.messages[fourth.messageId]).toBeUndefined();
      expect(await queueOf(company)).toHaveLength(1);
    });

    it('queues a talent’s report of the company with the signals flagged in the conversation', async () => {
      const { company, talent, conversation } = await pair();
      await send(company, { to: talent, text: SCAM });
      const report = findTrustedOperation('conversation-report')!;
      const { reportId } = (await report(trustedContext(talent, { docs }), {
        conversationId: conversation,
        reason: 'Possible scam (flagged by the marketplace): asks for a payment or fee',
      })) as { reportId: string };
      expect((await docs.get(`trustQueue/rep_${reportId}`)).data).toMatchObject({
        kind: 'report',
        companyId: company,
        talentId: talent,
        conversationId: conversation,
        signals: ['asks for a payment or fee'],
        excerpt: 'Possible scam (flagged by the marketplace): asks for a payment or fee',
        status: 'open',
      });
    });

    it('removes a talent’s warnings with its account', async () => {
      const { company, talent, conversation } = await pair();
      await send(company, { to: talent, text: SCAM });
      await removeAccountTraces(trustedContext(talent, { docs }), talent, 'talent');
      expect((await docs.get(`conversations/${conversation}/warnings/${talent}`)).exists).toBe(false);
    });

    it('does not check an administrator’s message to a talent', async () => {
      const admin = id('ad');
      const { talent } = await pair();
      await docs.set(`admin/${admin}`, { id: admin, name: 'Back Office', email: `${admin}@x.test` });
      await send(admin, { to: talent, text: SCAM });
      expect((await docs.get(`conversations/${conversationId(admin, talent)}/warnings/${talent}`)).exists).toBe(false);
    });
  });
}

onBothEngines('the scam check on messages', scenarios);
