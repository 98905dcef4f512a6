/**
 * The public job page's server side (`/jobs/<id>`): reads the job through the backend's privileged documents,
 * answers 404 for a missing job or one still awaiting review, and decides openness and structured data here.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { PUBLIC_ROUTES } from '@/constants/routes';
import type { PublicJobPage } from '@/services/schemas/public-job';
import { jobPostingJsonLd, jsonLdText } from './job-posting';
import { publicDocuments } from './public-docs';
import { isOpenJob, loadPublicJob } from './public-job';
import { siteOrigin } from './site-origin';

export async function publicJobProps({
  params,
  req,
  res,
}: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PublicJobPage>> {
  const id = typeof params?.jobId === 'string' ? params.jobId : '';
  const job = await loadPublicJob(await publicDocuments(), id);
  if (!job) return { notFound: true };
  const origin = siteOrigin(req);
  const url = origin + PUBLIC_ROUTES.job(job.id);
  const now = Date.now();
  // Shared caches may keep the page a minute: a job closing shows within that.
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  const posting = isOpenJob(job, now) ? jobPostingJsonLd(job, url, origin) : null;
  return { props: { job, url, now, jsonLd: posting ? jsonLdText(posting) : null } };
}
