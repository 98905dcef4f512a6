import { sitemapProps } from '@/server/public-jobs/crawler-pages';

// The server writes the XML and ends the response: there is nothing to render.
export const getServerSideProps = sitemapProps;

export default function Sitemap() {
  return null;
}
