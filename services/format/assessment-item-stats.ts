/**
 * Item analysis from running sums (no attempt is read on a page view): per question, the share answered
 * correctly, its discrimination (the point-biserial correlation between answering it correctly and the score on
 * the rest of the test), and flags. "Possibly leaked": over the latest attempts the question is answered
 * correctly far more often than before, while the same candidates did not do better on the rest of the test.
 */
import type { ItemStats } from '../schemas/assessment';

export const ITEM_RECENT_WINDOW = 20;
/** Below this many graded attempts a question gets no flag: too little data to say anything. */
export const ITEM_MIN_ATTEMPTS = 10;
const TOO_EASY = 0.9;
const TOO_HARD = 0.2;
const MISLEADING = -0.05;
const LEAK_JUMP = 0.3;
const LEAK_REST_JUMP = 0.1;
/** The jump must also be unlikely by chance (two-proportion z-test), or small samples flag honest questions. */
const LEAK_MIN_Z = 2.5;

export const emptyItemStats = (): ItemStats => ({
  n: 0,
  correct: 0,
  sumY: 0,
  sumY2: 0,
  sumXY: 0,
  recentX: [],
  recentY: [],
});

/** Adds one graded attempt's outcome for the question: x = correct (0/1), y = score on the other questions (0..1). */
export function addItemOutcome(stats: ItemStats, correct: boolean, restScore: number): ItemStats {
  const x = correct ? 1 : 0;
  const keep = (list: number[], value: number) => [...list, value].slice(-ITEM_RECENT_WINDOW);
  return {
    n: stats.n + 1,
    correct: stats.correct + x,
    sumY: stats.sumY + restScore,
    sumY2: stats.sumY2 + restScore * restScore,
    sumXY: stats.sumXY + x * restScore,
    recentX: keep(stats.recentX, x),
    recentY: keep(stats.recentY, restScore),
  };
}

/** Pearson correlation of a 0/1 variable with y from sums (x² = x); null when either side does not vary. */
export function pointBiserial(s: Pick<ItemStats, 'n' | 'correct' | 'sumY' | 'sumY2' | 'sumXY'>): number | null {
  const { n, correct: sx, sumY: sy, sumY2: syy, sumXY: sxy } = s;
  if (n < 2) return null;
  const varX = n * sx - sx * sx;
  const varY = n * syy - sy * sy;
  if (varX <= 0 || varY <= 1e-12) return null;
  return (n * sxy - sx * sy) / Math.sqrt(varX * varY);
}

type ItemFlag = 'too easy' | 'too hard' | 'misleading' | 'possibly leaked';

export interface ItemAnalysis {
  drawn: number;
  /** Share answered correctly, 0..1; null before the first attempt. */
  correctRate: number | null;
  discrimination: number | null;
  recentRate: number | null;
  earlierRate: number | null;
  flags: ItemFlag[];
}

const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;

export function analyseItem(s: ItemStats): ItemAnalysis {
  const correctRate = s.n > 0 ? s.correct / s.n : null;
  const discrimination = pointBiserial(s);
  const recentN = s.recentX.length;
  const earlierN = s.n - recentN;
  const recentRate = recentN > 0 ? mean(s.recentX) : null;
  const earlierRate = earlierN > 0 ? (s.correct - s.recentX.reduce((a, b) => a + b, 0)) / earlierN : null;
  const flags: ItemFlag[] = [];
  if (s.n >= ITEM_MIN_ATTEMPTS && correctRate !== null) {
    if (correctRate >= TOO_EASY) flags.push('too easy');
    if (correctRate <= TOO_HARD) flags.push('too hard');
    if (discrimination !== null && discrimination < MISLEADING) flags.push('misleading');
  }
  if (recentN >= ITEM_MIN_ATTEMPTS && earlierN >= ITEM_MIN_ATTEMPTS && recentRate !== null && earlierRate !== null) {
    const recentRest = mean(s.recentY);
    const earlierRest = (s.sumY - s.recentY.reduce((a, b) => a + b, 0)) / earlierN;
    const pooled = s.correct / s.n;
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / recentN + 1 / earlierN));
    const z = se > 0 ? (recentRate - earlierRate) / se : 0;
    if (recentRate - earlierRate >= LEAK_JUMP && z >= LEAK_MIN_Z && recentRest - earlierRest < LEAK_REST_JUMP)
      flags.push('possibly leaked');
  }
  return { drawn: s.n, correctRate, discrimination, recentRate, earlierRate, flags };
}
