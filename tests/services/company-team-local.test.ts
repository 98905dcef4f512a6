/**
 * A company's team through its trusted operations on the local engine, in process (tests/helpers/company-team-cases.ts),
 * and, here only, the files side of a recruiter's deletion: what it sent in its company's conversation is copied under
 * the company before its own folder goes, so the talent still downloads it and nothing is left under its uid.
 */
import type { LocalEngine } from '@/server/local/engine';
import { deleteAccount } from '@/server/trusted/delete-account';
import { localTrustedServices } from '@/server/trusted/local-services';
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

async function filesUnder(uid: string): Promise<string[]> {
  const { rows } = await engine.db.query<{ path: string }>(
    `select path from local_files where left(path, length($1)) = $1`,
    [`uploadedFiles/${uid}/`],
  );
  return rows.map((r) => r.path);
}

describe('deleting a recruiter who sent an attachment for its company (local engine)', () => {
  it("keeps the attachment readable by the talent and the team, and removes the recruiter's own files", async () => {
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

    const sent = await engine.files.upload(
      recruiter,
      `uploadedFiles/${recruiter.uid}/1700000000000-brief.pdf`,
      'application/pdf',
      PDF,
    );
    await engine.files.upload(recruiter, `uploadedFiles/${recruiter.uid}/own-notes.pdf`, 'application/pdf', PDF);
    const { messageId } = await messageSend(ctxOf(recruiter), {
      to: talent.uid,
      text: 'The brief',
      attachment: { url: sent.downloadURL, name: 'brief.pdf', contentType: 'application/pdf' },
    });

    expect(await deleteAccount(ctxOf(recruiter), { confirm: 'DELETE' })).toMatchObject({
      role: 'recruiter',
      filesDeleted: 2,
    });

    expect(await filesUnder(recruiter.uid)).toEqual([]);
    expect(
      await engine.files.read(
        null,
        `uploadedFiles/${recruiter.uid}/1700000000000-brief.pdf`,
        new URL(sent.downloadURL, 'http://x').searchParams.get('token'),
      ),
    ).toBeNull();
    const message = (await docs.get(`conversations/${id}/messages/${messageId}`)).data!;
    const url = new URL((message.attachment as { url: string }).url, 'http://x');
    expect(decodeURIComponent(url.pathname)).toBe(
      `/api/local/files/uploadedFiles/${founder.uid}/1700000000000-brief.pdf`,
    );
    // The talent opens it with the link its message carries; the team reads its company's file too.
    const storagePath = `uploadedFiles/${founder.uid}/1700000000000-brief.pdf`;
    expect((await engine.files.read(null, storagePath, url.searchParams.get('token')))?.bytes).toEqual(PDF);
    expect((await engine.files.read(talent, storagePath, null))?.contentType).toBe('application/pdf');
    expect((await engine.files.read(founder, storagePath, null))?.bytes).toEqual(PDF);
  });
});
