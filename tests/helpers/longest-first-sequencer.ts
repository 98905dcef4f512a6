/**
 * The order Vitest starts test files in. Its own order runs the longest files first when it has their times from an
 * earlier run on this machine (its cache), and otherwise the largest files first: on a fresh clone (CI) a short file
 * that runs for minutes against an emulator started last, and ran alone on one of the two workers at the end while
 * the other had nothing left to do. Without cached times, the files known to take longest start first here.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in seconds on the two-core CI machine (a full `npm test` run). Only their order
 * matters; a file missing here simply starts in Vitest's own order.
 */
export const LONG_FILES: Readonly<Record<string, number>> = {
  'tests/access/rules.test.ts': 234,
  'tests/backend/local-seeding.test.ts': 151,
  'tests/backend/trusted-concurrency-firebase.test.ts': 140,
  'tests/backend/differential.test.ts': 82,
  'tests/backend/local-init-template.test.ts': 80,
  'tests/scripts/seed-assessments.test.ts': 68,
  'tests/backend/local-engine.test.ts': 54,
  'tests/backend/local-crash.test.ts': 43,
  'tests/components/job-form.test.tsx': 42,
  'tests/backend/local-file-races.test.ts': 41,
  'tests/backend/local-auth-operator.test.ts': 40,
  'tests/access/local-policy.test.ts': 37,
  'tests/backend/local-worker-database.test.ts': 34,
};

export class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const key = (file: TestSpecification) =>
      path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/');
    const timed = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${key(file)}`) !== undefined;
    // An earlier run's times (a developer's machine) are better than these.
    if (sorted.every(timed)) return sorted;
    const long = sorted.filter((file) => LONG_FILES[key(file)] !== undefined);
    long.sort((a, b) => LONG_FILES[key(b)] - LONG_FILES[key(a)]);
    return [...long, ...sorted.filter((file) => LONG_FILES[key(file)] === undefined)];
  }
}
