/**
 * The device operations on both engines (the local engine's privileged documents, firebase-admin against the
 * Firestore emulator), called as the route calls them: a browser's first visit records it and announces it by email
 * once; its session ended from another device stays ended for the browser that still holds its token, until it signs
 * in again; nobody ends or touches another account's device; signing out everywhere ends every device of the caller
 * only and every session on the identity provider.
 */
import { findTrustedOperation } from '@/server/trusted/registry';
import type { OutgoingMail } from '@/server/mail/types';
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const RUN = `${process.pid}v${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const ended: string[] = [];
    const endedOne: string[] = [];
    beforeAll(async () => {
      docs = await openDocs();
    });
    /** The caller as the route gives it: signed in at `authTime`, asking from a browser and maybe a country. */
    const ctx = (
      uid: string,
      authTime: number,
      userAgent = CHROME,
      country?: string,
      sessionId?: string,
    ): TrustedContext => {
      const base = trustedContext(uid, {
        docs,
        sendMail: async (mail) => void mails.push(mail),
        endSessions: async (who) => void ended.push(who),
        endSession: async (who, session) => void endedOne.push(`${who}/${session}`),
      });
      const agent = { userAgent, ...(country ? { country } : {}) };
      return { ...base, caller: { ...base.caller, authTime, agent, ...(sessionId ? { sessionId } : {}) } };
    };
    const call = (name: string, context: TrustedContext, input: unknown) =>
      findTrustedOperation(name)!(context, input) as Promise<Record<string, unknown>>;
    const record = async (uid: string, device: string) => (await docs.get(`devices/${uid}_${device}`)).data;
    const mailsTo = (uid: string) => mails.filter((m) => m.to === `${uid}@x.test`);

    it('records a new device with its browser, system and place, and announces it by email once', async () => {
      const uid = id('u');
      const device = id('laptop-');
      const signedIn = Date.now() - 60_000;
      expect(await call('device-seen', ctx(uid, signedIn, CHROME, 'KE'), { device })).toEqual({ ended: false });
      expect(await record(uid, device)).toMatchObject({
        uid,
        device,
        browser: 'Chrome 131',
        os: 'Windows',
        place: 'Kenya',
      });
      expect(mailsTo(uid)).toHaveLength(1);
      expect(mailsTo(uid)[0]).toMatchObject({ subject: 'New sign-in to your account', link: '/company/settings' });
      expect(mailsTo(uid)[0].text).toContain('Chrome 131 on Windows, from Kenya');

      // Later visits and sign-ins from the same browser are not new: no second email, last active moves on.
      const first = (await record(uid, device))!.lastActive as Date;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await call('device-seen', ctx(uid, Date.now()), { device });
      expect(((await record(uid, device))!.lastActive as Date).getTime()).toBeGreaterThan(first.getTime());
      expect(mailsTo(uid)).toHaveLength(1);

      // Another browser is: its own record and email, with an unknown place when no header named one.
      const phone = id('phone-');
      await call('device-seen', ctx(uid, Date.now(), IPHONE), { device: phone });
      expect(await record(uid, phone)).toMatchObject({ browser: 'Safari 18', os: 'iOS', place: null });
      expect(mailsTo(uid)).toHaveLength(2);
      expect(mailsTo(uid)[1].text).toContain('from an unknown place');
    });

    it('refuses a device id that is not one', async () => {
      await expect(call('device-seen', ctx(id('u'), Date.now()), { device: '../x' })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    });

    it('keeps a device signed out until its browser signs in again', async () => {
      const uid = id('u');
      const phone = id('phone-');
      const signedIn = Date.now() - 3_600_000;
      await call('device-seen', ctx(uid, signedIn, IPHONE), { device: phone });
      // From the laptop: the phone's session ends.
      expect(await call('device-sign-out', ctx(uid, Date.now()), { device: phone })).toEqual({ ended: true });
      expect((await record(uid, phone))!.endedAt).toBeInstanceOf(Date);
      // The phone still holds its token from before: it is told to sign out, and cannot bring its record back.
      expect(await call('device-seen', ctx(uid, signedIn, IPHONE), { device: phone })).toEqual({ ended: true });
      expect((await record(uid, phone))!.endedAt).toBeInstanceOf(Date);
      // Signed in again (a later sign-in time): it is back, without a new-device email.
      const before = mailsTo(uid).length;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await call('device-seen', ctx(uid, Date.now(), IPHONE), { device: phone })).toEqual({ ended: false });
      expect((await record(uid, phone))!.endedAt).toBeUndefined();
      expect(mailsTo(uid)).toHaveLength(before);
    });

    it("ends the provider's session the device was last seen in, where the provider names one", async () => {
      const uid = id('u');
      const phone = id('phone-');
      await call('device-seen', ctx(uid, Date.now(), IPHONE, undefined, 'session-1'), { device: phone });
      await call('device-seen', ctx(uid, Date.now(), IPHONE, undefined, 'session-2'), { device: phone });
      await call('device-sign-out', ctx(uid, Date.now(), CHROME, undefined, 'session-laptop'), { device: phone });
      expect(endedOne).toEqual([`${uid}/session-2`]);
    });

    it("cannot end or touch another account's device", async () => {
      const owner = id('u');
      const other = id('u');
      const phone = id('phone-');
      await call('device-seen', ctx(owner, Date.now(), IPHONE), { device: phone });
      const seen = await record(owner, phone);
      // The same device id from another account names that account's own record, never the owner's.
      await call('device-sign-out', ctx(other, Date.now()), { device: phone });
      await call('device-seen', ctx(other, Date.now()), { device: phone });
      expect(await record(owner, phone)).toEqual(seen);
      expect(await record(other, phone)).toMatchObject({ uid: other, browser: 'Chrome 131' });
    });

    it("signs out everywhere: every device of the caller's ended, nobody else's, and its sessions on the provider", async () => {
      const uid = id('u');
      const bystander = id('u');
      const [laptop, phone, theirs] = [id('laptop-'), id('phone-'), id('laptop-')];
      await call('device-seen', ctx(uid, Date.now()), { device: laptop });
      await call('device-seen', ctx(uid, Date.now(), IPHONE), { device: phone });
      await call('device-seen', ctx(bystander, Date.now()), { device: theirs });
      ended.length = 0;

      expect(await call('devices-sign-out-all', ctx(uid, Date.now()), {})).toEqual({ ended: 2 });
      expect((await record(uid, laptop))!.endedAt).toBeInstanceOf(Date);
      expect((await record(uid, phone))!.endedAt).toBeInstanceOf(Date);
      expect((await record(bystander, theirs))!.endedAt).toBeUndefined();
      expect(ended).toEqual([uid]);
    });
  });
}

onBothEngines('devices', scenarios);
