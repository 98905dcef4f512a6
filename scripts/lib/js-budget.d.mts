/** Types of js-budget.mjs, for the TypeScript tests that import it. */
export interface RouteBudget {
  route: string;
  files: string[];
  firstLoad: number;
  adapter: number;
  total: number;
  adapterFound: boolean;
  /** The SDK adapter Firebase mode loads after the screen's first data (not in `total`). */
  later: number;
}
export interface BuildReader {
  read(file: string): string;
  gzipSize(file: string): number;
}
export interface BuildManifest {
  rootMainFiles?: string[];
  pages: Record<string, string[]>;
}
export function isSignedInRoute(route: string): boolean;
export function asyncGroupsIn(text: string): string[][];
export function firstLoadFiles(manifest: BuildManifest, route: string): string[];
export function adapterGroup(chunkFiles: string[], read: (file: string) => string): string[];
export function routeBudgets(manifest: BuildManifest, chunkFiles: string[], reader: BuildReader): RouteBudget[];
/** The public pages held to 150 KB of first-load JavaScript. */
export const PUBLIC_ROUTES: readonly string[];
export function publicRouteBudgets(
  manifest: BuildManifest,
  reader: Pick<BuildReader, 'gzipSize'>,
): { route: string; files: string[]; total: number }[];
export function buildReader(distDir: string): BuildReader;
export function chunkFilesOf(distDir: string): string[];
