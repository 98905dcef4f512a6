/**
 * The Firebase emulator project of the test file being run. Vitest runs several files at once against one Firestore
 * emulator, which keeps each project's documents and rules apart, so each file works in a project of its own:
 * clearing it, loading rules into it or sweeping a whole collection touches nothing another file is doing. The id
 * comes from the file's path, so a file gets the same project on every run. Kept free of Firebase imports so suites
 * that build their own environment (@firebase/rules-unit-testing) can take the id cheaply.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';

/** `demo-<file name>-<hash of its path>`: a `demo-` project needs no credentials; 30 characters at most. */
function projectIdForFile(file: string): string {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  const name = path
    .basename(relative)
    .replace(/\.test\.tsx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 16)
    .replace(/^-+|-+$/g, '');
  return `demo-${name}-${createHash('sha1').update(relative).digest('hex').slice(0, 6)}`;
}

/** This test file's project (the demo project when no test file is running, e.g. a script importing the helpers). */
export const FILE_PROJECT_ID = (() => {
  const file = expect.getState().testPath;
  return file ? projectIdForFile(file) : 'demo-marketplace';
})();
