import Head from 'next/head';
import Link from 'next/link';
import { JobArticle } from '@/components/jobs/job-article';
import { applyBlocker } from '@/services/format/job-format';
import styles from '@/components/jobs/jobs.module.css';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/components/ui/logo';
import { PageTitle } from '@/components/ui/page-title';
import { PUBLIC_ROUTES, TALENT_ROUTES, withNext } from '@/constants/routes';
import type { PublicJobPage } from '@/services/schemas/public-job';

const SUMMARY_MAX = 200;
const summaryOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat;
};

/** Link previews (Open Graph) and search engines' view of the job. */
function JobHead({ job, url, jsonLd }: Omit<PublicJobPage, 'now'>) {
  const title = `${job.title} at ${job.companyName}`;
  const summary = summaryOf(job.description);
  return (
    <Head>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </Head>
  );
}

/**
 * A job's page for anyone with the link. Applying needs a talent account: Apply leads to sign-up (or sign-in) and
 * from there to the job in the talent's area, where the application form is.
 */
export function PublicJobScreen({ job, url, now, jsonLd }: PublicJobPage) {
  const blocker = applyBlocker(job, now);
  const talentJob = TALENT_ROUTES.job(job.id);
  return (
    <div className={styles.detail}>
      <PageTitle title={job.title} />
      <JobHead job={job} url={url} jsonLd={jsonLd} />
      <JobArticle job={job} timeZone="UTC" />
      <aside className={styles.side} aria-label="Apply">
        <section className={styles.card} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.sectionTitle}>
            Apply
          </h2>
          {blocker ? (
            <>
              <Alert tone="warning">{blocker}</Alert>
              <p className={styles.muted}>
                <Link href={PUBLIC_ROUTES.landing} prefetch={false}>
                  Find other jobs
                </Link>
              </p>
            </>
          ) : (
            <>
              <ButtonLink block href={withNext(TALENT_ROUTES.signUp, talentJob)}>
                Apply now
              </ButtonLink>
              <p className={styles.muted}>
                Applying takes a free talent account. Have one?{' '}
                <Link href={withNext(TALENT_ROUTES.login, talentJob)} prefetch={false}>
                  Sign in to apply
                </Link>
              </p>
            </>
          )}
        </section>
      </aside>
    </div>
  );
}
