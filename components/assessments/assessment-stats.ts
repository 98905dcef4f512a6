import type { Assessment } from '@/services/schemas/assessment';
import { formatPercent, formatShare } from '@/services/format/percent';

/** An assessment's results as the admin screens show them; a dash until someone took it. */
export const passRate = (a: Assessment) =>
  a.stats.attempts > 0 ? formatShare(a.stats.passed / a.stats.attempts) : '—';
export const averageScore = (a: Assessment) =>
  a.stats.averageScore === null ? '—' : formatPercent(a.stats.averageScore);
