/** Types of screen-scripts.mjs, for the TypeScript spec and tests that import it. */
export const FIGURE_ANNOTATION: string;
export interface SeenRequest {
  url: string;
  /** The browser's resource type: `script`, `fetch`, `stylesheet`, ... */
  type: string;
  /** When it was made, in any unit that orders requests (a timestamp, a rank). */
  at: number;
}
export function scriptsUntil<T extends SeenRequest>(
  requests: readonly T[],
  options: { origin: string; until?: number },
): T[];
export interface ScreenFigure {
  role: string;
  name: string;
  path: string;
  gzip: number;
  files: number;
  budgetKb: number;
  over: boolean;
  [key: string]: unknown;
}
export function screenFigure<S extends { role: string; name: string; path: string }>(
  screen: S,
  scripts: readonly { gzip: number }[],
  budgetKb: number,
): S & ScreenFigure;
export function figuresInReport(report: unknown): ScreenFigure[];
export function figureLines(figures: readonly ScreenFigure[], mode: string): string[];
export function reportFigures(options: { reportFile: string; file: string; mode: string }): ScreenFigure[] | null;
