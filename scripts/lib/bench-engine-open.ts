/**
 * How long the local engine takes to open an existing data folder in a fresh process (which also loads PGlite's
 * WebAssembly, what a restarted dev server pays): the benchmark runs itself again with `--open-only <folder>`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openLocalEngine } from '../../server/local/engine';

/** The tests' cached freshly-initialised database (tests/helpers/local-server.ts): skips initdb for the new folder. */
export function initTemplatePath(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  return path.join(os.tmpdir(), `talent-marketplace-pglite-${pkg.version as string}-init.tar`);
}

/** Child mode: open the folder once in this fresh process and print the time. */
export async function openOnly(dataDir: string) {
  const t0 = performance.now();
  const engine = await openLocalEngine({ dataDir });
  const elapsed = performance.now() - t0;
  await engine.close();
  console.log(JSON.stringify({ openMs: elapsed }));
}

export function openInFreshProcess(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1], '--open-only', dataDir], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve((JSON.parse(line) as { openMs: number }).openMs);
      } catch {
        reject(new Error(`open-only child exited with ${code}: ${out}`));
      }
    });
  });
}
