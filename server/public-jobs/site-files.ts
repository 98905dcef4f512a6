/**
 * The crawler's files: `/sitemap.xml` (the landing page and every open job) and `/robots.txt` (pointing to it).
 * Addresses in both must be absolute, so they start with the site's origin (site-origin.ts).
 */
import { PUBLIC_ROUTES } from '@/constants/routes';
import type { Job } from '@/services/schemas/job';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(origin: string, jobs: readonly Pick<Job, 'id' | 'updatedAt' | 'createdAt'>[]): string {
  const entry = (path: string, lastModified?: number | null) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(PUBLIC_ROUTES.landing),
    ...jobs.map((job) => entry(PUBLIC_ROUTES.job(job.id), job.updatedAt ?? job.createdAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
