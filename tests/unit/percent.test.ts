import { describe, expect, it } from 'vitest';
import { formatPercent, formatShare } from '@/services/format/percent';

describe('percentages', () => {
  it('read as English writes them: a whole number and "%", no space', () => {
    expect(formatPercent(36)).toBe('36%');
    expect(formatPercent(99.6)).toBe('100%');
    expect(formatShare(0.364)).toBe('36%');
    expect(formatShare(0)).toBe('0%');
  });
});
