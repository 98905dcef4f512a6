#!/usr/bin/env node
/**
 * npm run dev:firebase [-- next dev options]: `next dev` in Firebase mode against the emulators that
 * `npm run emulators` runs (firebase.json's ports, project demo-marketplace). Its build output goes to
 * .next-firebase/ so it never mixes with the local backend's .next/. Ctrl-C stops it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { emulatorEnv } from './lib/emulator-ports.mjs';
import { root } from './lib/next-server.mjs';

export const FIREBASE_DIST_DIR = '.next-firebase';

const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)],
  {
    cwd: root,
    env: { ...process.env, ...emulatorEnv(), NEXT_DIST_DIR: FIREBASE_DIST_DIR },
    stdio: 'inherit',
  },
);
// next dev stops itself on the terminal's Ctrl-C; a SIGTERM to this script is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
