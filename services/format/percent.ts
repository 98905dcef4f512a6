/**
 * Every percentage the product shows, one way: a whole number followed by "%" with no space ("36%", as English
 * writes it). `formatPercent` takes points (0 to 100), `formatShare` a fraction (0 to 1).
 */
export const formatPercent = (points: number): string => `${Math.round(points)}%`;

export const formatShare = (fraction: number): string => formatPercent(fraction * 100);
