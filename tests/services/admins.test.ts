import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAdmin, subscribeAdmin, type Admin } from '@/services/account/admins';
import { BackendError } from '@/services/errors';
import {
  firstEvent,
  putDoc,
  signInActor,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

// The vitest projects do not inherit the root timeouts; an engine start on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;

beforeAll(async () => {
  server = await startServer();
  // Admin documents are written by no client: made with the engine's privileged side, as create-admin does.
  const user = await server.engine.auth.createUser({
    email: 'root@service.test',
    password: 'password-123',
    emailVerified: true,
  });
  await putDoc(server, `admin/${user.uid}`, {
    id: user.uid,
    email: 'root@service.test',
    name: 'Root',
    timestamp: new Date(),
  });
  admin = await signInActor(server, 'root@service.test', 'password-123');
});
afterAll(async () => {
  await stopServer(server);
});

describe('admin', () => {
  it('reads and subscribes to the admin document, returned with its id', async () => {
    admin.use();
    expect(await getAdmin(admin.uid)).toEqual({ id: admin.uid, email: 'root@service.test', name: 'Root' });
    const event = await firstEvent<Admin>((onData, onError) => subscribeAdmin(admin.uid, onData, onError));
    expect(event.data).toEqual({ id: admin.uid, email: 'root@service.test', name: 'Root' });
  });

  it("fails with 'User does not exists' for a user without an admin document", async () => {
    const talent = (await signUpActor(server, 'talent')).use();
    const error = await getAdmin(talent.uid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'not-found', message: 'User does not exists' });
    const event = await firstEvent<Admin>((onData, onError) => subscribeAdmin(talent.uid, onData, onError));
    expect(event.data).toBeUndefined();
    expect(event.error).toMatchObject({ code: 'not-found', message: 'User does not exists' });
    const empty = await firstEvent<Admin>((onData, onError) => subscribeAdmin('', onData, onError));
    expect(empty.error).toMatchObject({ message: 'User does not exists' });
  });

  it("rethrows the refusal to read someone else's admin document", async () => {
    (await signUpActor(server, 'talent')).use();
    await expect(getAdmin(admin.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    const event = await firstEvent<Admin>((onData, onError) => subscribeAdmin(admin.uid, onData, onError));
    expect(event.error).toMatchObject({ code: 'permission-denied' });
  });
});
