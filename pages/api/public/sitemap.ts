import type { NextApiRequest, NextApiResponse } from 'next';
import { publicDocuments } from '@/server/public-jobs/public-docs';
import { openJobs } from '@/server/public-jobs/public-job';
import { siteOrigin } from '@/server/public-jobs/site-origin';
import { sitemapXml } from '@/server/public-jobs/site-files';

// Served as /sitemap.xml (next.config.js rewrites): the landing page and the open jobs.
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const jobs = await openJobs(await publicDocuments(), Date.now());
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=600');
  res.status(200).send(sitemapXml(siteOrigin(req), jobs));
}
