/** Starts tests/helpers/stop-child.ts (the local backend's handlers in a process of its own) on `dataDir`. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pgliteInitTemplate } from './local-server';

export interface ServerChild {
  child: ChildProcess;
  url: string;
  /** How long opening the data folder took, as the child measured it. */
  openedMs: number;
  exited: Promise<number | null>;
}

export function startServerChild(dataDir: string): Promise<ServerChild> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('tests', 'helpers', 'stop-child.ts'), dataDir, pgliteInitTemplate()],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening (\S+)/.exec(output)?.[1];
      const opened = /opened in (\d+) ms/.exec(output)?.[1];
      if (url && opened) resolve({ child, url, openedMs: Number(opened), exited });
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
}
