import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_QUOTA } from '@/constants/settings';
import type { UploadProgress } from '@/services/backend/types';
import { ValidationError } from '@/services/errors';
import { uploadFile } from '@/services/uploads';
import { fileBlob } from '../helpers/file-bytes';
import { signUpCompany, signUpTalent } from './job-fixtures';
import { rawDoc, startServer, stopServer, type LocalServer } from './service-env';

// The vitest projects do not inherit the root timeouts; an engine start on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const png = (size: number) => fileBlob('image/png', size);

describe('uploadFile', () => {
  it("stores a talent's photo under talents/<uid>/profile/<time>-<safe name>, reports progress, returns a working URL", async () => {
    const talent = await signUpTalent(server);
    const progress: UploadProgress[] = [];
    const result = await uploadFile(png(64 * 1024), {
      target: { kind: 'talentProfile', uid: talent.uid },
      name: 'My Avatar.png',
      now: 1767225600000,
      onProgress: (p) => progress.push(p),
    });
    expect(result.path).toBe(`talents/${talent.uid}/profile/1767225600000-My-Avatar.png`);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toMatchObject({
      percent: 100,
      bytesTransferred: 64 * 1024,
      totalBytes: 64 * 1024,
    });
    const url = new URL(result.downloadURL, server.url);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(64 * 1024);
    // Reserved first, within the account's quota.
    expect(await rawDoc(server, `uploadQuotas/${talent.uid}`)).toMatchObject({ paths: [result.path] });
  });

  it('refuses a file the checks reject before reserving or sending it', async () => {
    const talent = await signUpTalent(server);
    const calls: string[] = [];
    const { upload } = talent.backend.files;
    const { callTrusted } = talent.backend;
    talent.backend.files.upload = (...args) => (calls.push('upload'), upload(...args));
    talent.backend.callTrusted = ((...args: Parameters<typeof callTrusted>) => (
      calls.push('reserve'),
      callTrusted(...args)
    )) as typeof callTrusted;
    const target = { kind: 'talentProfile', uid: talent.uid } as const;
    await expect(uploadFile(png(5 * 1024 * 1024 + 1), { target })).rejects.toBeInstanceOf(ValidationError);
    await expect(uploadFile(png(10), { target: { kind: 'talentProfile', uid: 'a/b' } })).rejects.toMatchObject({
      field: 'folder',
    });
    expect(calls).toEqual([]);
  });

  it("rethrows the storage refusal for another talent's folder", async () => {
    const other = await signUpTalent(server);
    await signUpTalent(server);
    await expect(
      uploadFile(png(100), { target: { kind: 'talentProfile', uid: other.uid }, name: 'x.png' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it("lets any member of a company store its logo in the company's folder", async () => {
    const company = await signUpCompany(server, 'Logo Co');
    const result = await uploadFile(png(100), { target: { kind: 'companyFile', companyId: company.uid } });
    expect(result.path).toMatch(new RegExp(`^companies/${company.uid}/\\d+-file$`));
  });

  it(`allows ${UPLOAD_QUOTA.perDay} uploads a day per account, then refuses the reservation until older ones age`, async () => {
    const talent = await signUpTalent(server);
    const folder = `talents/${talent.uid}/profile`;
    for (let i = 0; i < UPLOAD_QUOTA.perDay; i++)
      await talent.backend.callTrusted('upload-reserve', { path: `${folder}/${i}-cv.pdf` });
    // A path still reserved (a retry) costs nothing.
    await expect(
      talent.backend.callTrusted('upload-reserve', { path: `${folder}/${UPLOAD_QUOTA.perDay - 1}-cv.pdf` }),
    ).resolves.toEqual({ remaining: 0 });
    await expect(uploadFile(png(100), { target: { kind: 'talentProfile', uid: talent.uid } })).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    // A day later the oldest reservations no longer count.
    const quota = (await rawDoc(server, `uploadQuotas/${talent.uid}`))!;
    const dayAgo = new Date(Date.now() - UPLOAD_QUOTA.windowMs - 1000);
    await server.engine.serverDocuments.update(`uploadQuotas/${talent.uid}`, {
      reservedAt: (quota.reservedAt as Date[]).map(() => dayAgo),
    });
    await expect(uploadFile(png(100), { target: { kind: 'talentProfile', uid: talent.uid } })).resolves.toMatchObject({
      path: expect.stringMatching(new RegExp(`^${folder}/`)),
    });
  });
});
