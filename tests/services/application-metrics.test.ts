import { describe, expect, it } from 'vitest';
import { OVERDUE_AFTER_MS, isOverdue, medianFirstResponseMs } from '@/services/format/application-metrics';
import type { Application } from '@/services/schemas/application';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1);

const app = (extra: Partial<Application> = {}): Application => ({
  id: 'j_t',
  jobId: 'j',
  talentId: 't',
  companyId: 'c',
  jobTitle: 'Job',
  companyName: 'Co',
  talentName: 'Ada',
  talentCategory: 'Web Developer',
  stage: 'applied',
  history: [{ stage: 'applied', at: now - 20 * DAY, by: 't' }],
  createdAt: now - 20 * DAY,
  updatedAt: now - 20 * DAY,
  firstResponseAt: null,
  ...extra,
});

describe('isOverdue', () => {
  it('flags an application not moved for 14 days and not final', () => {
    expect(isOverdue(app(), now)).toBe(true);
    expect(isOverdue(app({ stage: 'interview' }), now)).toBe(true);
  });

  it('does not flag one moved within 14 days', () => {
    const recent = now - OVERDUE_AFTER_MS + 1;
    expect(isOverdue(app({ updatedAt: recent }), now)).toBe(false);
    expect(isOverdue(app({ history: [{ stage: 'reviewing', at: recent, by: 'c' }] }), now)).toBe(false);
    expect(isOverdue(app({ updatedAt: now - OVERDUE_AFTER_MS }), now)).toBe(true);
  });

  it.each(['hired', 'rejected', 'withdrawn'] as const)('never flags a final stage (%s)', (stage) => {
    expect(isOverdue(app({ stage }), now)).toBe(false);
  });
});

describe('medianFirstResponseMs', () => {
  const responded = (hours: number) => app({ createdAt: now, firstResponseAt: now + hours * 3_600_000 });

  it('is null under 3 applications', () => {
    expect(medianFirstResponseMs([])).toBeNull();
    expect(medianFirstResponseMs([responded(1), responded(2)])).toBeNull();
  });

  it('is the median over the answered ones (odd and even counts)', () => {
    expect(medianFirstResponseMs([responded(5), responded(1), responded(3)])).toBe(3 * 3_600_000);
    expect(medianFirstResponseMs([responded(1), responded(2), app(), responded(4), responded(10)])).toBe(3 * 3_600_000);
  });

  it('is null when none of 3+ applications got a response yet', () => {
    expect(medianFirstResponseMs([app(), app(), app()])).toBeNull();
  });
});
