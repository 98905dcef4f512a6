/**
 * `/sitemap.xml` and `/robots.txt`, answered from their pages' getServerSideProps (pages/sitemap.xml.tsx,
 * pages/robots.txt.tsx), which write the file and end the response. Pages rather than API routes behind rewrites:
 * a rewrite in next.config.js adds Next's client-side rewrite matching (3 KB gzip) to every page's JavaScript.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { publicDocuments } from './public-docs';
import { openJobs } from './public-job';
import { robotsTxt, sitemapXml } from './site-files';
import { siteOrigin } from './site-origin';

type Context = Pick<GetServerSidePropsContext, 'req' | 'res'>;
type Nothing = GetServerSidePropsResult<Record<string, never>>;

function send({ res }: Context, type: string, body: string, cacheSeconds: number): Nothing {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${cacheSeconds}`);
  res.end(body);
  return { props: {} };
}

/** The landing page and the open jobs. */
export async function sitemapProps(ctx: Context): Promise<Nothing> {
  const jobs = await openJobs(await publicDocuments(), Date.now());
  return send(ctx, 'application/xml; charset=utf-8', sitemapXml(siteOrigin(ctx.req), jobs), 600);
}

export async function robotsProps(ctx: Context): Promise<Nothing> {
  return send(ctx, 'text/plain; charset=utf-8', robotsTxt(siteOrigin(ctx.req)), 3600);
}
