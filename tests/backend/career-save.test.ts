/**
 * The `career-save` trusted operation on both engines (the local engine's privileged documents, firebase-admin against
 * the Firestore emulator), called as the route calls it (input checked against the contract first): a talent's work
 * history and education are stored with the search words derived from them, on the profile and its card, so
 * discovery finds the talent by where it worked and by nothing else; entries out of bounds are refused with nothing
 * written; a company, a suspended talent and an account being deleted save nothing.
 */
import { findTrustedOperation } from '@/server/trusted/registry';
import type { TrustedServices } from '@/server/trusted/types';
import { trustedContext } from '../helpers/trusted-context';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const RUN = `${process.pid}c${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;
const acme = { organisation: 'Acme Ltd', title: 'Product Designer', start: '2022-03', end: 'present', description: '' };
const porto = {
  organisation: 'Université de Porto',
  degree: 'BA Design',
  start: '2018-09',
  end: '2021-07',
  description: '',
};

type Docs = TrustedServices['docs'];

function scenarios(name: string, openDocs: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    beforeAll(async () => {
      docs = await openDocs();
    });
    const save = (uid: string, input: unknown) =>
      findTrustedOperation('career-save')!(trustedContext(uid, { docs }), input) as Promise<{ careerTerms: string[] }>;
    const talent = async (extra: Record<string, unknown> = {}) => {
      const uid = id('ta');
      const student = {
        id: uid,
        email: `${uid}@x.test`,
        name: 'Ada Lovelace',
        availability: true,
        timestamp: new Date(),
        new: false,
        role: 'Web Developer',
        skills: [{ skill: 'React' }],
        profile: { phone: '+1 555', headline: 'Designer' },
        ...extra,
      };
      await docs.set(`students/${uid}`, student);
      return uid;
    };

    it('stores the entries with the words derived from them, on the profile and its card', async () => {
      const uid = await talent();
      const { careerTerms } = await save(uid, { workHistory: [acme], education: [porto] });
      expect(careerTerms).toEqual(['acme', 'ltd', 'product', 'designer', 'universite', 'de', 'porto', 'ba', 'design']);
      const student = (await docs.get(`students/${uid}`)).data!;
      expect(student).toMatchObject({ workHistory: [acme], education: [porto], careerTerms });
      // The back office's name search: the name first, then the career words.
      expect((student.nameTerms as string[]).slice(0, 2)).toEqual(['a', 'ad']);
      expect(student.nameTerms).toContain('acme');
      const card = (await docs.get(`talentCards/${uid}`)).data!;
      expect(card).toMatchObject({ workHistory: [acme], education: [porto], careerTerms, name: 'Ada Lovelace' });
      expect(card).not.toHaveProperty('email');
      expect(card.profile).toEqual({ headline: 'Designer' });
      // Dropping the entry drops its words: the talent is no longer found at Acme.
      expect((await save(uid, { workHistory: [] })).careerTerms).toEqual(['universite', 'de', 'porto', 'ba', 'design']);
      expect((await docs.get(`talentCards/${uid}`)).data!.careerTerms).not.toContain('acme');
    });

    it('takes no words but the entries’: a key of its own is refused, and so are entries out of bounds', async () => {
      const uid = await talent();
      for (const input of [
        { workHistory: [acme], careerTerms: ['google'] },
        { workHistory: Array.from({ length: 6 }, () => acme) },
        { workHistory: [{ ...acme, start: '2024-05', end: '2023-01' }] },
        { workHistory: [{ ...acme, organisation: 'o'.repeat(101) }] },
        { education: [acme] },
      ])
        await expect(save(uid, input)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect((await docs.get(`students/${uid}`)).data).not.toHaveProperty('careerTerms');
      expect((await docs.get(`talentCards/${uid}`)).exists).toBe(false);
    });

    it('refuses a company, a suspended talent and an account being deleted', async () => {
      const company = id('co');
      await docs.set(`companies/${company}`, { id: company, name: 'Acme', timestamp: new Date() });
      const suspended = await talent({ suspended: true });
      const leaving = await talent();
      await docs.set(`deletedAccounts/${leaving}`, { deletedAt: new Date() });
      for (const uid of [company, suspended, leaving]) {
        await expect(save(uid, { workHistory: [acme] })).rejects.toMatchObject({ code: 'permission-denied' });
        expect((await docs.get(`talentCards/${uid}`)).exists).toBe(false);
      }
      expect((await docs.get(`students/${suspended}`)).data).not.toHaveProperty('workHistory');
    });
  });
}

onBothEngines('career-save', scenarios);
