import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '@/services/backend/types';
import { ValidationError } from '@/services/errors';
import { uploadFile } from '@/services/uploads';
import { fileBlob } from '../helpers/file-bytes';
import { signUpActor, startServer, stopServer, type LocalServer } from './service-env';

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
  it('stores the file under uploadedFiles/<uid>/<time>-<safe name>, reports progress, returns a working URL', async () => {
    const talent = (await signUpActor(server, 'talent')).use();
    const progress: UploadProgress[] = [];
    const result = await uploadFile(png(64 * 1024), {
      folder: talent.uid,
      name: 'My Avatar.png',
      now: 1767225600000,
      onProgress: (p) => progress.push(p),
    });
    expect(result.path).toBe(`uploadedFiles/${talent.uid}/1767225600000-My-Avatar.png`);
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
  });

  it('refuses a file the checks reject before sending it', async () => {
    const talent = (await signUpActor(server, 'talent')).use();
    let calls = 0;
    const original = talent.backend.files.upload;
    talent.backend.files.upload = (...args) => (calls++, original(...args));
    await expect(uploadFile(png(5 * 1024 * 1024 + 1), { folder: talent.uid })).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toBe(0);
  });

  it("rethrows the storage refusal for another user's folder", async () => {
    const other = await signUpActor(server, 'talent');
    (await signUpActor(server, 'talent')).use();
    await expect(uploadFile(png(100), { folder: other.uid, name: 'x.png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});
