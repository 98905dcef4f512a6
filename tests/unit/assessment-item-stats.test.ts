import { describe, expect, it } from 'vitest';
import {
  ITEM_RECENT_WINDOW,
  addItemOutcome,
  analyseItem,
  emptyItemStats,
  pointBiserial,
} from '@/services/format/assessment-item-stats';

/** Pearson correlation computed directly, to check the running-sum formula against. */
function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

const feed = (outcomes: [boolean, number][]) =>
  outcomes.reduce((s, [c, y]) => addItemOutcome(s, c, y), emptyItemStats());

describe('item statistics from running sums', () => {
  it('computes the point-biserial correlation exactly as the direct formula', () => {
    const outcomes: [boolean, number][] = [
      [true, 0.9],
      [true, 0.7],
      [false, 0.4],
      [true, 0.5],
      [false, 0.2],
      [false, 0.6],
      [true, 0.8],
    ];
    const direct = pearson(
      outcomes.map(([c]) => (c ? 1 : 0)),
      outcomes.map(([, y]) => y),
    );
    expect(pointBiserial(feed(outcomes))).toBeCloseTo(direct, 10);
  });

  it('has no discrimination while nobody or everybody answers correctly', () => {
    expect(
      pointBiserial(
        feed([
          [true, 0.5],
          [true, 0.9],
        ]),
      ),
    ).toBeNull();
    expect(pointBiserial(emptyItemStats())).toBeNull();
  });

  it('keeps only the latest outcomes in the recent window', () => {
    const stats = feed(
      Array.from({ length: ITEM_RECENT_WINDOW + 5 }, (_, i) => [i % 2 === 0, i / 100] as [boolean, number]),
    );
    expect(stats.n).toBe(ITEM_RECENT_WINDOW + 5);
    expect(stats.recentX).toHaveLength(ITEM_RECENT_WINDOW);
    expect(stats.recentY[0]).toBeCloseTo(0.05);
  });

  it('flags too easy, too hard and misleading questions, and none with too little data', () => {
    const strongRight = (n: number, rate: number) =>
      Array.from({ length: n }, (_, i) => [i < n * rate, i < n * rate ? 0.8 : 0.3] as [boolean, number]);
    expect(analyseItem(feed(strongRight(20, 0.95))).flags).toContain('too easy');
    expect(analyseItem(feed(strongRight(20, 0.1))).flags).toContain('too hard');
    // The weak candidates get it right and the strong ones wrong: negative discrimination.
    const misleading = Array.from({ length: 20 }, (_, i) => [i < 10, i < 10 ? 0.2 : 0.9] as [boolean, number]);
    const analysis = analyseItem(feed(misleading));
    expect(analysis.discrimination).toBeLessThan(0);
    expect(analysis.flags).toEqual(['misleading']);
    expect(analyseItem(feed(strongRight(5, 1))).flags).toEqual([]);
  });

  it('flags a possible leak when the recent correct rate jumps while the rest of the test does not', () => {
    const earlier = Array.from({ length: 40 }, (_, i) => [i % 4 === 0, 0.5] as [boolean, number]);
    const leaked = Array.from({ length: ITEM_RECENT_WINDOW }, (_, i) => [i % 10 !== 0, 0.5] as [boolean, number]);
    const analysis = analyseItem(feed([...earlier, ...leaked]));
    expect(analysis.earlierRate).toBeCloseTo(0.25);
    expect(analysis.recentRate).toBeCloseTo(0.9);
    expect(analysis.flags).toContain('possibly leaked');

    // Stronger candidates lately (the rest of the test went up too): not a leak.
    const stronger = Array.from({ length: ITEM_RECENT_WINDOW }, (_, i) => [i % 10 !== 0, 0.9] as [boolean, number]);
    expect(analyseItem(feed([...earlier, ...stronger])).flags).not.toContain('possibly leaked');
  });
});
