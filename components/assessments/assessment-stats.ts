import type { Assessment } from '@/services/schemas/assessment';

/** An assessment's results as the admin screens show them; a dash until someone took it. */
export const passRate = (a: Assessment) => (a.stats.attempts > 0 ? `${Math.round((100 * a.stats.passed) / a.stats.attempts)}%` : '—');
export const averageScore = (a: Assessment) => (a.stats.averageScore === null ? '—' : `${a.stats.averageScore}%`);
