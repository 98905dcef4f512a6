/** Types of screen-scripts.mjs, for the TypeScript spec and tests that import it. */
export const FIGURE_ANNOTATION: string;
export const SCREEN_ANNOTATION: string;
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
export interface UnmeasuredScreen {
  role: string;
  name: string;
  label: string;
}
export interface KeptFigures {
  figures: ScreenFigure[];
  /** The screens whose test recorded no figure. */
  unmeasured: UnmeasuredScreen[];
}
export function budgetInReport(report: unknown): KeptFigures;
export function figureLines(
  figures: readonly ScreenFigure[],
  mode: string,
  unmeasured?: readonly UnmeasuredScreen[],
): string[];
export function budgetVerdict(
  kept: KeptFigures | null,
  run?: { passed: number; failed: number },
): { status: 'passed' | 'failed' | 'skipped'; note: string };
export function reportFigures(options: { reportFile: string; file: string; mode: string }): KeptFigures | null;
export function keptFigures(file: string): (KeptFigures & { mode: string }) | null;
