import type { AdminCompany } from '@/services/backoffice/companies';
import styles from './backoffice.module.css';
import { formatDay } from '@/services/format/dates';

/** What the back office knows of a company: contact email and its verification, sign-up date, reply time, profile. */
export function CompanyProfile({ company: c }: { company: AdminCompany & { replyLabel: string | null } }) {
  return (
    <section className={styles.section} aria-labelledby="company-profile-title">
      <h2 id="company-profile-title">Profile</h2>
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>
          {c.account.email ? <a href={`mailto:${c.account.email}`}>{c.account.email}</a> : 'Not recorded'}{' '}
          {c.account.emailVerified ? (
            <span className={styles.good}>Email verified</span>
          ) : (
            <span className={styles.tag}>Email not verified</span>
          )}
        </dd>
        <dt>Signed up</dt>
        <dd>{c.timestamp ? formatDay(c.timestamp) : 'Unknown'}</dd>
        <dt>Reply time</dt>
        <dd>{c.replyLabel ?? 'Not enough applications yet'}</dd>
        {c.website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={c.website} target="_blank" rel="noopener noreferrer">
                {c.website}
              </a>
            </dd>
          </>
        ) : null}
        {c.location ? (
          <>
            <dt>Location</dt>
            <dd>{c.location}</dd>
          </>
        ) : null}
        {c.size ? (
          <>
            <dt>Size</dt>
            <dd>{c.size}</dd>
          </>
        ) : null}
        {c.about ? (
          <>
            <dt>About</dt>
            <dd>{c.about}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
