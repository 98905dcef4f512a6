/** Types of server/prebuilt-pages.mjs (plain JavaScript, which `npm start` loads without a build). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Encoding = 'br' | 'gzip';

export function chooseEncoding(header: string | undefined): Encoding | null;

export interface PrebuiltPages {
  /** Answers a prerendered page and returns true, or returns false for Next to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  paths(): string[];
}

export function prebuiltPages(
  distDir: string,
  config?: {
    basePath?: string;
    i18n?: unknown;
    trailingSlash?: boolean;
    headers?: unknown;
    redirects?: unknown;
    rewrites?: unknown;
  },
): PrebuiltPages | null;
