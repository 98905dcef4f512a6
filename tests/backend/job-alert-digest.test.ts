/**
 * Job alerts as one email per talent and run, on both engines (the local engine's privileged documents and
 * firebase-admin against the Firestore emulator): a section per saved search that found new jobs, none for one that
 * found nothing, one stop link for all of them, nothing on a second run, nothing for a talent whose job alerts are
 * off, and one digest each for two talents.
 */
import { sendJobAlerts } from '@/server/scheduled/job-alerts';
import type { NotifyServices } from '@/server/trusted/notify';
import type { OutgoingMail } from '@/server/mail/types';
import { onBothEngines } from '../helpers/trusted-docs-on-both-engines';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 300_000 });

const DAY = 24 * 3_600_000;
/** Far back, as the other job-alert suites do: only this file's searches are due then. */
const NOW = Date.now() - 27 * 365 * DAY;
const RUN = `${process.pid}d${Date.now().toString(36)}`;
let seq = 0;
const id = (prefix: string) => `${prefix}${RUN}n${++seq}`;

type Docs = NotifyServices['docs'];

function scenarios(name: string, open: () => Promise<Docs>) {
  describe(name, () => {
    let docs: Docs;
    const mails: OutgoingMail[] = [];
    const run = (now = NOW) =>
      sendJobAlerts(
        { docs, accountEmails: async () => new Map(), sendMail: async (mail) => void mails.push(mail) },
        now,
      );
    const mailsTo = (uid: string) => mails.filter((m) => m.to === `${uid}@digest.test`);
    beforeAll(async () => {
      docs = await open();
    });

    const talent = async (setting?: 'app-email' | 'app' | 'off') => {
      const uid = id('ta');
      await docs.set(`students/${uid}`, {
        id: uid,
        name: `Talent ${uid}`,
        email: `${uid}@digest.test`,
        skills: [],
        timestamp: new Date(NOW),
      });
      if (setting) await docs.set(`notificationSettings/${uid}`, { 'job-alerts': setting });
      return uid;
    };
    /** Active jobs holding a word no other job holds, posted a minute apart a day ago (after the searches' last run). */
    const jobs = async (word: string, titles: string[]) => {
      const ids: string[] = [];
      for (const [i, title] of titles.entries()) {
        const jobId = id('job');
        const createdAt = new Date(NOW - DAY + i * 60_000);
        await docs.set(`jobs/${jobId}`, {
          id: jobId,
          companyId: 'c1',
          companyName: 'Acme',
          title,
          status: 'active',
          keywords: [word],
          createdAt,
        });
        ids.push(jobId);
      }
      return ids;
    };
    const search = async (talentId: string, name: string, keyword: string, frequency = 'daily') => {
      const searchId = id('search');
      const at = new Date(NOW - 8 * DAY);
      await docs.set(`savedSearches/${searchId}`, {
        talentId,
        name,
        frequency,
        filters: { keyword },
        createdAt: at,
        lastRunAt: at,
        alertsOn: true,
      });
      return searchId;
    };
    const lastRun = async (searchId: string) =>
      ((await docs.get(`savedSearches/${searchId}`)).data?.lastRunAt as Date).getTime();

    it('a talent with three saved searches with new jobs gets one email with three sections; a second run sends nothing', async () => {
      const uid = await talent();
      const [react, data, design, quiet] = [id('w'), id('w'), id('w'), id('w')].map((w) => w.toLowerCase());
      const reactJobs = await jobs(react, [
        'React 1',
        'React 2',
        'React 3',
        'React 4',
        'React 5',
        'React 6',
        'React 7',
      ]);
      const [dataJob] = await jobs(data, ['Analyst']);
      await jobs(design, ['Designer', 'Illustrator']);
      const searches = [
        await search(uid, 'Remote React', react),
        await search(uid, 'Data jobs', data),
        // Daily and weekly searches of one talent meet in one digest.
        await search(uid, 'Design', design, 'weekly'),
        await search(uid, 'Nothing new', quiet),
      ];

      const first = await run();
      expect(first).toMatchObject({ emailed: 1, notified: 3 });
      const [mail, ...more] = mailsTo(uid);
      expect(more).toEqual([]);
      expect(mail.subject).toBe('10 new jobs for your 3 saved searches');
      // The search with nothing new has no section.
      expect(mail.sections?.map((s) => s.heading).sort()).toEqual([
        'Data jobs: 1 new job',
        'Design: 2 new jobs',
        'Remote React: 7 new jobs',
      ]);
      const reactSection = mail.sections?.find((s) => s.heading.startsWith('Remote React'));
      // The newest five, each linking to its job, then the job list with the search's filters.
      expect(reactSection?.lines.map((l) => l.label)).toEqual([
        'React 7 at Acme',
        'React 6 at Acme',
        'React 5 at Acme',
        'React 4 at Acme',
        'React 3 at Acme',
      ]);
      expect(reactSection?.lines.map((l) => l.path)).toEqual(
        reactJobs
          .slice(2)
          .reverse()
          .map((jobId) => `/talent-dashboard/jobs/${jobId}`),
      );
      expect(reactSection?.more).toEqual({
        label: 'See all jobs for "Remote React"',
        path: `/talent-dashboard/jobs?q=${react}`,
      });
      expect(mail.sections?.find((s) => s.heading.startsWith('Data jobs'))?.lines).toEqual([
        { label: 'Analyst at Acme', path: `/talent-dashboard/jobs/${dataJob}` },
      ]);
      // One stop link, for job alerts as a whole, and the one-click headers' address.
      expect(mail.unsubscribe?.page).toMatch(/^\/job-alerts\/unsubscribe\?token=[\w.-]+$/);
      expect(mail.unsubscribe?.oneClick).toBe(mail.unsubscribe?.page.replace('/job-alerts/', '/api/job-alerts/'));
      // Each search's clock moved, the one with nothing new too; the bell still has one notice per search.
      expect(await Promise.all(searches.map(lastRun))).toEqual([NOW, NOW, NOW, NOW]);
      expect(
        await docs.query({ collection: 'notifications', where: [{ field: 'userId', op: '==', value: uid }] }),
      ).toHaveLength(3);

      expect(await run()).toMatchObject({ emailed: 0, notified: 0 });
      expect(mailsTo(uid)).toHaveLength(1);
    });

    it('a talent whose job alerts are off, or in the app only, gets no email', async () => {
      const [off, appOnly] = [await talent('off'), await talent('app')];
      const word = id('w').toLowerCase();
      await jobs(word, ['Match']);
      for (const uid of [off, appOnly]) {
        await search(uid, 'One', word);
        await search(uid, 'Two', word);
      }
      await run();
      expect([mailsTo(off), mailsTo(appOnly)]).toEqual([[], []]);
    });

    it('two talents get one digest each, each with only its own searches', async () => {
      const [ann, bob] = [await talent(), await talent('app-email')];
      const [w1, w2] = [id('w').toLowerCase(), id('w').toLowerCase()];
      await jobs(w1, ['First']);
      await jobs(w2, ['Second']);
      await search(ann, 'Ann one', w1);
      await search(ann, 'Ann two', w2);
      await search(bob, 'Bob one', w1);
      await run();
      expect(mailsTo(ann).map((m) => [m.subject, m.sections?.length])).toEqual([
        ['2 new jobs for your 2 saved searches', 2],
      ]);
      expect(mailsTo(bob).map((m) => [m.subject, m.sections?.map((s) => s.heading)])).toEqual([
        ['1 new job for "Bob one"', ['Bob one: 1 new job']],
      ]);
    });

    it("a send that fails leaves the other talents' digests going out, and the run reports the failure", async () => {
      const [refused, fine] = [await talent(), await talent()];
      const word = id('w').toLowerCase();
      await jobs(word, ['Match']);
      await search(refused, 'Refused', word);
      await search(fine, 'Fine', word);
      const sent: string[] = [];
      const failing = sendJobAlerts(
        {
          docs,
          accountEmails: async () => new Map(),
          sendMail: async (mail) => {
            if (mail.to.startsWith(refused)) throw new Error('mail server down');
            sent.push(mail.to);
          },
        },
        NOW,
      );
      await expect(failing).rejects.toThrow('mail server down');
      expect(sent).toContain(`${fine}@digest.test`);
    });
  });
}

onBothEngines('job alert digests', scenarios);
