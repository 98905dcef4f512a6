import type { Company } from '@/services/schemas/company';
import styles from './backoffice.module.css';

const REVIEW_LABELS = { verified: 'Verified', pending: 'Awaiting review', declined: 'Declined' } as const;

/** A company's review and suspension as tags. Companies from before the review count as awaiting it. */
export function CompanyStatus({ company }: { company: Pick<Company, 'verification' | 'suspended'> }) {
  const review = company.verification ?? 'pending';
  return (
    <>
      <span className={review === 'verified' ? styles.good : review === 'declined' ? styles.bad : styles.tag}>
        {REVIEW_LABELS[review]}
      </span>{' '}
      {company.suspended ? <span className={styles.bad}>Suspended</span> : null}
    </>
  );
}
