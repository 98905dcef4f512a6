/** The order Vitest starts test files in (tests/helpers/longest-first-sequencer.ts), on made-up files. */
import path from 'node:path';
import type { TestSpecification } from 'vitest/node';
import { LONG_FILES, LongestFirstSequencer } from '../helpers/longest-first-sequencer';

const root = '/repo';
const spec = (file: string, size: number) =>
  ({
    moduleId: path.join(root, file),
    project: { name: 'node', config: { sequence: { groupOrder: 0 } } },
    size,
  }) as unknown as TestSpecification & { size: number };

function sequencer(times: Record<string, number> = {}) {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) => {
        const ms = times[key.replace(/^node:/, '')];
        return ms === undefined ? undefined : { duration: ms, failed: false };
      },
      getFileStats: (key: string) => ({ size: files.find((f) => key.endsWith(path.relative(root, f.moduleId)))!.size }),
    },
  };
  return new LongestFirstSequencer(ctx as never);
}

const [longest, second] = Object.keys(LONG_FILES).sort((a, b) => LONG_FILES[b] - LONG_FILES[a]);
const files = [
  spec('tests/unit/big.test.ts', 9000),
  spec(second, 100),
  spec('tests/unit/small.test.ts', 50),
  spec(longest, 10),
];
const order = (sorted: TestSpecification[]) => sorted.map((f) => path.relative(root, f.moduleId));

describe('the order test files start in', () => {
  it('starts the files known to take longest first on a fresh clone, then the others, largest first', async () => {
    expect(order(await sequencer().sort(files))).toEqual([
      longest,
      second,
      'tests/unit/big.test.ts',
      'tests/unit/small.test.ts',
    ]);
  });

  it("follows an earlier run's times when it has them for every file", async () => {
    const times = { [longest]: 1, [second]: 2, 'tests/unit/big.test.ts': 3, 'tests/unit/small.test.ts': 4 };
    expect(order(await sequencer(times).sort(files))).toEqual([
      'tests/unit/small.test.ts',
      'tests/unit/big.test.ts',
      second,
      longest,
    ]);
  });
});
