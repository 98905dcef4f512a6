import type { NextApiRequest, NextApiResponse } from 'next';
import { siteOrigin } from '@/server/public-jobs/site-origin';
import { robotsTxt } from '@/server/public-jobs/site-files';

// Served as /robots.txt (next.config.js rewrites): the sitemap's address must be absolute.
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.status(200).send(robotsTxt(siteOrigin(req)));
}
