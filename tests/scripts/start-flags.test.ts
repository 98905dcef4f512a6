/**
 * `npm start` and the servers the tests, benchmarks and measurements start (scripts/lib/next-server.mjs) run with
 * the same Node flags: a cap on the old generation, which keeps the server's memory near what it uses.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_HEAP_FLAGS } from '@/scripts/lib/next-server.mjs';

describe("the server's Node flags", () => {
  it("are the same in package.json's start script and in the harness that starts servers", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_HEAP_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('cap the heap where V8 would otherwise size it from the machine', () => {
    const limit = (flags: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [...flags, '-e', 'console.log(require("v8").getHeapStatistics().heap_size_limit)'],
          { encoding: 'utf8' },
        ),
      );
    expect(limit(SERVER_HEAP_FLAGS)).toBeLessThan(700 * 2 ** 20);
    expect(limit(SERVER_HEAP_FLAGS)).toBeLessThan(limit([]));
  });
});
