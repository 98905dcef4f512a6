/**
 * A company's team through its trusted operations on the local engine, in process (tests/helpers/company-team-cases.ts),
 * and, here only, the files side of a recruiter's deletion: what it sends in its company's conversation is stored in
 * the company's folder of that conversation and stays there; what it sent from its old upload folder is copied there
 * before that folder goes. The talent and the team still open both, and nothing is left under the recruiter's uid.
 */
import type { LocalEngine } from '@/server/local/engine';
import { deleteAccount } from '@/server/trusted/delete-account';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { messageSend } from '@/server/trusted/message-send';
import { companyTeamCases } from '../helpers/company-team-cases';
import { fileBytes } from '../helpers/file-bytes';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('company teams (local engine, in process)', () => {
  companyTeamCases(() => ({ services: () => localTrustedServices(engine) }));
});

const PDF = fileBytes('application/pdf');

async function account(email: string) {
  return engine.auth.createUser({ email, password: 'password-123', emailVerified: true });
}

function ctxOf(caller: { uid: string; email: string }) {
  return {
    ...localTrustedServices(engine),
    deleteUser: async () => undefined,
    setUserDisabled: async () => undefined,
    caller: { ...caller, authTime: Date.now() },
  };
}

async function filesUnder(prefix: string): Promise<string[]> {
  const { rows } = await engine.db.query<{ path: string }>(
    `select path from local_files where left(path, length($1)) = $1`,
    [prefix],
  );
  return rows.map((r) => r.path);
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token');

describe('deleting a recruiter who sent attachments for its company (local engine)', () => {
  it("keeps them readable by the talent and the team, and removes the recruiter's own files", async () => {
    const founder = await account('founder@attach.test');
    const recruiter = await account('rae@attach.test');
    const talent = await account('tal@attach.test');
    const docs = engine.serverDocuments;
    await docs.set(`companies/${founder.uid}`, {
      id: founder.uid,
      name: 'Attach Co',
      verification: 'verified',
      timestamp: new Date(),
    });
    await docs.set(`companyAccounts/${founder.uid}`, { id: founder.uid, email: founder.email });
    await docs.set(`companyMembers/${founder.uid}`, {
      uid: founder.uid,
      companyId: founder.uid,
      role: 'owner',
      name: 'Fay',
      email: founder.email,
      joinedAt: new Date(),
    });
    await docs.set(`companyMembers/${recruiter.uid}`, {
      uid: recruiter.uid,
      companyId: founder.uid,
      role: 'recruiter',
      name: 'Rae',
      email: recruiter.email,
      joinedAt: new Date(),
    });
    await docs.set(`students/${talent.uid}`, { id: talent.uid, name: 'Tal', email: talent.email });
    const id = [founder.uid, talent.uid].sort().join('_');
    const at = new Date(Date.now() - 60_000);
    await docs.set(`conversations/${id}`, {
      id,
      participants: [founder.uid, talent.uid].sort(),
      people: { [founder.uid]: { name: 'Attach Co', role: 'company' }, [talent.uid]: { name: 'Tal', role: 'talent' } },
      status: 'open',
      blockedBy: [],
      lastMessage: { text: 'Hi', at, by: talent.uid },
      unread: { [founder.uid]: 0, [talent.uid]: 0 },
      seenAt: {},
      createdAt: at,
      updatedAt: at,
    });

    // Sent now: in the company's folder of the conversation (reserved first, as the app does).
    const brief = `conversations/${id}/${founder.uid}/1700000000000-brief.pdf`;
    await docs.set(`uploadQuotas/${recruiter.uid}`, { paths: [brief], reservedAt: [at] });
    const sent = await engine.files.upload(recruiter, brief, 'application/pdf', PDF);
    const { messageId } = await messageSend(ctxOf(recruiter), {
      to: talent.uid,
      text: 'The brief',
      attachment: { url: sent.downloadURL, name: 'brief.pdf', contentType: 'application/pdf' },
    });
    // Sent before attachments lived in the conversation: a file of its old folder, and its message.
    const old = `uploadedFiles/${recruiter.uid}/1700000000001-offer.pdf`;
    const oldUrl = (await engine.files.copy(brief, old))!;
    await docs.set(`conversations/${id}/messages/m-old`, {
      id: 'm-old',
      by: founder.uid,
      sentBy: recruiter.uid,
      sentByName: 'Rae',
      text: 'The offer',
      sentAt: at,
      attachment: { url: oldUrl, name: 'offer.pdf', contentType: 'application/pdf' },
    });

    expect(await deleteAccount(ctxOf(recruiter), { confirm: 'DELETE' })).toMatchObject({
      role: 'recruiter',
      filesDeleted: 1,
    });

    expect(await filesUnder(`uploadedFiles/${recruiter.uid}/`)).toEqual([]);
    expect(await engine.files.read(null, old, tokenOf(oldUrl))).toBeNull();
    // The new one is where it was, its link unchanged.
    const message = (await docs.get(`conversations/${id}/messages/${messageId}`)).data!;
    expect((message.attachment as { url: string }).url).toBe(sent.downloadURL);
    // The old one now lives in the company's folder of the conversation.
    const moved = (await docs.get(`conversations/${id}/messages/m-old`)).data!.attachment as { url: string };
    const url = new URL(moved.url, 'http://x');
    const copy = `conversations/${id}/${founder.uid}/1700000000001-offer.pdf`;
    expect(decodeURIComponent(url.pathname)).toBe(`/api/local/files/${copy}`);
    // The talent opens both with the links its messages carry, and by path; the team reads them too.
    for (const storagePath of [brief, copy]) {
      expect((await engine.files.read(talent, storagePath, null))?.bytes).toEqual(PDF);
      expect((await engine.files.read(founder, storagePath, null))?.contentType).toBe('application/pdf');
    }
    expect((await engine.files.read(null, copy, url.searchParams.get('token')))?.bytes).toEqual(PDF);
    expect((await engine.files.read(null, brief, tokenOf(sent.downloadURL)))?.bytes).toEqual(PDF);
  });
});
