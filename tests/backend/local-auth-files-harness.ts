import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthEngine, type AuthEngineOptions } from '../../server/local/auth/auth-engine';
import type { LocalMail } from '../../server/local/auth/types';
import type { LocalEngine } from '../../server/local/engine';
import { createFileStore } from '../../server/local/files/file-store';
import { createAuthHandler } from '../../server/local/http/auth-handler';
import { createFilesHandler } from '../../server/local/http/files-handler';
import { createMailboxHandler } from '../../server/local/http/mailbox-handler';
import { openTestEngine } from '../helpers/local-server';

/**
 * The local engine with its auth engine and file store rebuilt on a movable clock (throttling, token and code
 * expiry) and, when given, per-client limits of the test's own, and the auth, files and mailbox handlers mounted on
 * a plain HTTP server.
 */
export async function startAuthFilesServer(options: Pick<AuthEngineOptions, 'clientLimits'> = {}) {
  const base = await openTestEngine();
  const { dataDir, db } = base;
  const clock = { offsetMs: 0 };
  const now = () => Date.now() + clock.offsetMs;
  const log: string[] = [];
  const auth = await createAuthEngine(db, {
    dataDir,
    now,
    appUrl: 'http://app.test',
    log: (line) => log.push(line),
    ...options,
  });
  const lookup = { get: async (docPath: string) => (await base.serverDocuments.get(docPath)).data ?? null };
  const engine: LocalEngine = { ...base, auth, files: createFileStore(db, { dataDir, auth, now, lookup }) };
  const getEngine = async () => engine;
  const routes: [string, http.RequestListener][] = [
    ['/api/local/auth/', createAuthHandler(getEngine)],
    ['/api/local/files/', createFilesHandler(getEngine)],
    ['/api/local/mailbox', createMailboxHandler(getEngine)],
  ];
  // Requests whose handler has finished (also after the client went away), for tests that must wait for that.
  const finished: { method: string; url: string }[] = [];
  const onFinished = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const route = routes.find(([prefix]) => req.url?.startsWith(prefix));
    if (route) {
      void Promise.resolve(route[1](req, res)).finally(() => {
        finished.push({ method: req.method ?? '', url: req.url ?? '' });
        for (const notify of onFinished) notify();
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    db,
    dataDir,
    engine,
    clock,
    log,
    /** Resolves once the server has finished handling a `method` request whose URL ends with `urlEnd`. */
    handled(method: string, urlEnd: string): Promise<void> {
      const seen = () => finished.some((r) => r.method === method && r.url.endsWith(urlEnd));
      return new Promise((resolve) => {
        if (seen()) return resolve();
        const notify = () => {
          if (!seen()) return;
          onFinished.delete(notify);
          resolve();
        };
        onFinished.add(notify);
      });
    },
    /** The local mailbox as a developer reads it, over HTTP. */
    async mailbox(): Promise<LocalMail[]> {
      const res = await fetch(`${url}/api/local/mailbox`);
      if (!res.ok) throw new Error(`mailbox: HTTP ${res.status}`);
      return ((await res.json()) as { mails: LocalMail[] }).mails;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await base.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type AuthFilesServer = Awaited<ReturnType<typeof startAuthFilesServer>>;

/** The oobCode of the newest mail to `to` whose link has `mode`. */
export async function latestCode(
  server: AuthFilesServer,
  to: string,
  mode: 'verifyEmail' | 'resetPassword',
): Promise<string> {
  const mail = (await server.mailbox()).find((m) => m.to === to && m.link.includes(`mode=${mode}`));
  if (!mail) throw new Error(`no ${mode} mail to ${to}`);
  return new URL(mail.link, 'http://app.test').searchParams.get('oobCode') ?? '';
}
