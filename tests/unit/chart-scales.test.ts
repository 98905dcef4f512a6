import { describe, expect, it } from 'vitest';
import { chartScales } from '@/components/backoffice/dashboard/draw-chart';

describe('the dashboard charts count things', () => {
  it('ask for whole-number ticks on the value axis of vertical charts', () => {
    const scales = chartScales({ horizontal: false });
    expect(scales.y).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
    expect(scales.x).not.toHaveProperty('ticks');
  });

  it('ask for whole-number ticks on the value axis of horizontal bars too (x, not y)', () => {
    const scales = chartScales({ horizontal: true, stacked: true });
    expect(scales.x).toMatchObject({ stacked: true, beginAtZero: true, ticks: { precision: 0 } });
    expect(scales.y).not.toHaveProperty('ticks');
  });
});
