/** Types of screen-report.mjs, for the TypeScript tests that import it. */
export interface ScreenRow {
  role: string;
  lighthouseBudget?: boolean;
  js: { gzip: number; usableGzip: number };
  lighthouse: { score: number | null } | null;
}
/** The budgets a row of `npm run measure:screens` misses, e.g. `JS > 220 KB`. */
export function verdictOf(row: ScreenRow): string[];
export function printRow(row: unknown, details: boolean): void;
export function printHeader(): void;
