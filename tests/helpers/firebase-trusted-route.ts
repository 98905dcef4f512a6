/**
 * The trusted operations served over HTTP in Firebase mode, as `pages/api/trusted/[...name].ts` serves them (the same
 * handler, tokens verified by firebase-admin against the Auth emulator), on a free local port: a Firebase-adapter
 * backend given its URL (emulatorBackend(hosts, url)) calls them as the app does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firebaseTrustedBackend } from '@/server/trusted/firebase-services';
import { createTrustedHandler } from '@/server/trusted/handler';

export async function serveFirebaseTrustedRoute(): Promise<{ url: string; stop(): Promise<void> }> {
  const handler = createTrustedHandler(async () => firebaseTrustedBackend());
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
