/**
 * A server whose output reader went away (server/broken-pipes.mjs). The child logs, and logs its own uncaught errors
 * as Next does; with its pipes closed, each log line failed with EPIPE, an uncaught error whose own log line failed
 * again, without end (a stopped benchmark's server spun at a full core). With the guard nothing is uncaught.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const guard = path.resolve('server/broken-pipes.mjs');

/** A child that logs every 5 ms for 300 ms with its pipes closed: its exit code, and how many errors went uncaught. */
function childWithClosedPipes(guarded: boolean): Promise<{ code: number | null; uncaught: number }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'broken-pipes-')), 'uncaught');
  const script = `
    const { writeFileSync } = await import('node:fs');
    ${guarded ? `const { ignoreBrokenPipes } = await import(${JSON.stringify(guard)}); ignoreBrokenPipes();` : ''}
    let uncaught = 0;
    process.on('uncaughtException', (error) => { uncaught += 1; console.error('uncaught', error); });
    const timer = setInterval(() => console.log('a log line'), 5);
    setTimeout(() => { clearInterval(timer); writeFileSync(${JSON.stringify(out)}, String(uncaught)); process.exit(0); }, 300);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  child.stderr.destroy();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, uncaught: fs.existsSync(out) ? Number(fs.readFileSync(out, 'utf8')) : Number.NaN });
    });
  });
}

describe('a server whose output reader went away', () => {
  it('goes on with nothing uncaught', async () => {
    expect(await childWithClosedPipes(true)).toEqual({ code: 0, uncaught: 0 });
  });

  it('(without the guard, the same child throws error after error)', async () => {
    expect((await childWithClosedPipes(false)).uncaught).toBeGreaterThan(10);
  });
});
