import { useCompany } from '@/hooks/use-jobs';
import { companyResponseLabel } from '@/services/format/response-stats';
import type { Job } from '@/services/schemas/job';
import { CompanyMark } from './job-card';
import styles from './jobs.module.css';
import { VerifiedCompanyBadge } from './verified-badge';

/** The job already carries the company's name and logo; the rest of the card arrives with one more read. */
export function CompanyCard({ job }: { job: Pick<Job, 'companyId' | 'companyName' | 'companyLogo'> }) {
  const company = useCompany(job.companyId);
  const c = company.data as (Record<string, unknown> & { name?: string }) | undefined;
  const text = (key: string) => (typeof c?.[key] === 'string' ? (c[key] as string) : undefined);
  const website = text('website');
  const facts = [text('type'), text('size') ? `${text('size')} employees` : undefined, text('location')].filter(
    Boolean,
  );
  const replies = companyResponseLabel(company.data?.responseStats);
  return (
    <section className={styles.card} aria-labelledby="company-title">
      <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
        <CompanyMark name={job.companyName} logo={text('logo') ?? job.companyLogo} />
        <h2 id="company-title" className={styles.sectionTitle} style={{ margin: 0 }}>
          {job.companyName}
          <VerifiedCompanyBadge verified={company.data?.verification === 'verified'} />
        </h2>
      </div>
      {company.isError ? <p className={styles.muted}>More about this company could not be loaded.</p> : null}
      {replies ? (
        <p className={styles.muted} style={{ marginTop: 'var(--space-3)', marginBottom: 0 }}>
          {replies}
        </p>
      ) : null}
      {facts.length > 0 ? (
        <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
          {facts.join(' · ')}
        </p>
      ) : null}
      {text('about') ? <p className={styles.description}>{text('about')}</p> : null}
      {website ? (
        <p style={{ margin: 0 }}>
          <a href={website} target="_blank" rel="noopener noreferrer">
            Company website
          </a>
        </p>
      ) : null}
    </section>
  );
}
