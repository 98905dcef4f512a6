import { describe, expect, it } from 'vitest';
import { marksOf, valueMax, valueTicks } from '@/components/backoffice/dashboard/chart-geometry';

describe('the dashboard charts count things', () => {
  it('tick the value axis in whole numbers, from 0 to at least the largest value, on a round step', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(230)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(valueTicks(0)).toEqual([0, 1]);
    for (const max of [1, 2, 9, 13, 99, 1234]) {
      const ticks = valueTicks(max);
      expect(ticks.every(Number.isInteger), `${max}`).toBe(true);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
    }
  });

  it('reach the tallest stack when bars are stacked, the tallest bar otherwise', () => {
    const spec = {
      kind: 'bar' as const,
      labels: ['a', 'b'],
      series: [
        { label: 'x', values: [2, 5] },
        { label: 'y', values: [4, 1] },
      ],
    };
    expect(valueMax({ ...spec, stacked: true })).toBe(6);
    expect(valueMax(spec)).toBe(5);
  });
});

describe('marks', () => {
  const series = [
    { label: 'Talents', values: [2, 4] },
    { label: 'Companies', values: [1, 0] },
  ];

  it('stack the bars of one category on one another, from the bottom', () => {
    const marks = marksOf({ kind: 'bar', stacked: true, labels: ['w1', 'w2'], series }, 200, 100, 4);
    const [first, second] = marks.filter((m) => m.category === 0);
    expect(first).toMatchObject({ value: 2, height: 50, y: 50 });
    expect(second).toMatchObject({ value: 1, height: 25, y: 25, x: first.x });
  });

  it('lay horizontal bars along x from the axis, categories down y', () => {
    const marks = marksOf(
      { kind: 'bar', horizontal: true, labels: ['Applied', 'Hired'], series: [{ label: 'n', values: [8, 2] }] },
      200,
      100,
      8,
    );
    expect(marks[0]).toMatchObject({ x: 0, width: 200 });
    expect(marks[1]).toMatchObject({ x: 0, width: 50 });
    expect(marks[1].y).toBeGreaterThan(marks[0].y);
  });

  it('put line points at each category centre, higher for more', () => {
    const marks = marksOf({ kind: 'line', labels: ['w1', 'w2'], series }, 200, 100, 4);
    const talents = marks.filter((m) => m.series === 0);
    expect(talents.map((m) => m.x)).toEqual([50, 150]);
    expect(talents[1].y).toBeLessThan(talents[0].y);
    expect(marks.reduce((sum, m) => sum + m.value, 0)).toBe(7);
  });
});
