/**
 * A download of one's data through the local engine end to end: the demo talent's and the demo company's exports are
 * built from the seeded marketplace and an uploaded file (timed: a minute at most), the zip lands in the local file store at the owner's
 * path, and `GET /api/data-export` hands it over once: the second click, a forged token and the old file are gone.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_ACCOUNTS } from '@/constants/demo-accounts';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import type { LocalEngine } from '@/server/local/engine';
import { createDownloadHandler } from '@/server/trusted/data-export/download';
import { findTrustedOperation } from '@/server/trusted/registry';
import type { DataExportResult } from '@/services/backend/trusted-ops/account';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

let engine: LocalEngine;
let server: http.Server;
let base: string;

beforeAll(async () => {
  engine = await openTestEngine({ seed: true });
  const handler = createDownloadHandler(async () => localTrustedServices(engine));
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await engine?.close();
});

async function uidOf(email: string): Promise<string> {
  const { rows } = await engine.db.query<{ uid: string }>('select uid from auth_users where email = $1', [email]);
  return rows[0].uid;
}

async function exportOf(uid: string): Promise<DataExportResult> {
  const ctx = { ...localTrustedServices(engine), caller: { uid, email: 'demo' } };
  return (await findTrustedOperation('data-export')!(ctx, {})) as DataExportResult;
}

describe.each(['talent', 'company'] as const)('the demo %s downloads its data', (role) => {
  it('within a minute, once, by its link', async () => {
    const uid = await uidOf(DEMO_ACCOUNTS[role].email);
    const upload = role === 'talent' ? `talents/${uid}/profile/cv.pdf` : `companies/${uid}/logo.png`;
    await engine.files.put(upload, 'application/pdf', new TextEncoder().encode('%PDF- uploaded'));
    const started = performance.now();
    const result = await exportOf(uid);
    const seconds = (performance.now() - started) / 1000;
    console.info(`[data export] demo ${role}: ${seconds.toFixed(2)} s, ${result.bytes} bytes, ${result.files} files`);
    expect(seconds).toBeLessThan(60);
    expect(await engine.files.list(`exports/${uid}`)).toHaveLength(1);

    const forged = new URL(result.link, base);
    forged.searchParams.set('token', 'not-the-token');
    expect((await fetch(forged)).status).toBe(404);

    const first = await fetch(new URL(result.link, base));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await first.arrayBuffer()));
    const json = JSON.parse(strFromU8(entries['data.json'])) as { role: string; account: string };
    expect(json).toMatchObject({ role, account: uid });
    expect(Object.keys(entries).length).toBe(result.files + 1);
    expect(strFromU8(entries[`files/${upload}`])).toBe('%PDF- uploaded');

    const second = await fetch(new URL(result.link, base));
    expect(second.status).toBe(410);
    expect(await engine.files.list(`exports/${uid}`)).toEqual([]);
  });
});
