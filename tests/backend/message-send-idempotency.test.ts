/**
 * `message-send` with an idempotency key on both engines (the local engine's privileged documents, firebase-admin
 * against the Firestore emulator), called as the route calls it: the same send repeated (a retry after the answer
 * was lost, a queued message sent again when the connection returns) stores one message, counts it unread once and
 * notifies once; a key another party used in the conversation is refused with nothing written; sends without a key
 * are each a message, as before.
 */
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import { conversationId } from '@/services/schemas/messaging';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const RUN = `${process.pid}k${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;
const key = () => `key${RUN}x${++seq}`.padEnd(20, '0');

type Docs = TrustedServices['docs'];

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
    /** An administrator (who may start a conversation with anyone) and a talent. */
    const pair = async () => {
      const admin = id('ad');
      const talent = id('ta');
      await docs.set(`admin/${admin}`, { id: admin, name: 'Back Office', email: `${admin}@x.test` });
      await docs.set(`students/${talent}`, {
        id: talent,
        email: `${talent}@x.test`,
        name: 'Ada Lovelace',
        availability: true,
        timestamp: new Date(),
        new: false,
        role: 'Web Developer',
        skills: [],
      });
      return { admin, talent, conversation: conversationId(admin, talent) };
    };
    const messages = async (conversation: string) =>
      (await docs.query({ collection: `conversations/${conversation}/messages` })).map((s) => s.data);
    const notificationsOf = async (userId: string) =>
      (await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: userId }] })).length;

    it('stores a message sent twice with one key once, counts it unread once and notifies once', async () => {
      const { admin, talent, conversation } = await pair();
      const input = { to: talent, text: 'Welcome aboard', key: key() };
      const first = await send(admin, input);
      const again = await send(admin, input);
      expect(again).toEqual(first);
      expect((await messages(conversation)).map((m) => m?.text)).toEqual(['Welcome aboard']);
      expect((await docs.get(`conversations/${conversation}`)).data?.unread).toMatchObject({ [talent]: 1 });
      expect(await notificationsOf(talent)).toBe(1);

      // The reply, retried after a lost answer, is one message too.
      const reply = { to: admin, text: 'Thanks!', key: key() };
      await send(talent, reply);
      await send(talent, reply);
      expect((await messages(conversation)).map((m) => m?.text).sort()).toEqual(['Thanks!', 'Welcome aboard']);
      expect(await notificationsOf(admin)).toBe(1);
    });

    it('refuses a key the other party already used, writing nothing', async () => {
      const { admin, talent, conversation } = await pair();
      const used = key();
      await send(admin, { to: talent, text: 'First', key: used });
      await expect(send(talent, { to: admin, text: 'Sneaky', key: used })).rejects.toMatchObject({
        code: 'already-exists',
      });
      expect((await messages(conversation)).map((m) => m?.text)).toEqual(['First']);
      expect(await notificationsOf(admin)).toBe(0);
    });

    it('stores every send without a key, and refuses a malformed key', async () => {
      const { admin, talent, conversation } = await pair();
      await send(admin, { to: talent, text: 'Same words' });
      await send(admin, { to: talent, text: 'Same words' });
      expect(await messages(conversation)).toHaveLength(2);
      await expect(send(admin, { to: talent, text: 'x', key: 'short' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect(await messages(conversation)).toHaveLength(2);
    });
  });
}

onBothEngines('message-send with an idempotency key', scenarios);
