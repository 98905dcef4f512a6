import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { useCompany } from '@/components/companies/use-company-profile';
import { useOwnMembership } from '@/hooks/use-own-membership';
import { companyCompleteness } from '@/services/format/company-profile';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { CompanyLogo, CompanyLogoImage } from './company-logo';
import { CompanyProfileForm } from './company-profile-form';
import styles from '@/components/ui/profile.module.css';

/** What a recruiter reads in place of the form: the profile, its logo included, is the owner's to edit. */
const OWNER_EDITS = 'Only the company’s owner edits the company profile and its logo.';

export function CompanyProfileScreen() {
  const signedIn = useAppSelector(selectCompany);
  const query = useCompany(signedIn?.id ?? '');
  const me = useOwnMembership(signedIn?.id ?? '');
  const company = query.data;
  const status = company ? companyCompleteness(company) : null;
  const owner = me.data?.role === 'owner';
  return (
    <>
      <ScreenHeader title="Company profile" lead="What talents see next to each of your jobs." />
      {query.isError || me.isError ? (
        <LoadError
          text="Your company profile could not be loaded."
          onRetry={() => void (query.isError ? query.refetch() : me.refetch())}
        />
      ) : !company || !status || me.isPending ? (
        <p role="status" className={styles.muted}>
          Loading your company profile…
        </p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <section className={styles.card} aria-labelledby="company-status">
              <h2 id="company-status" className={styles.cardTitle}>
                {status.complete ? 'Profile complete' : 'Profile incomplete'}
              </h2>
              {status.complete ? (
                <p className={styles.muted}>Talents see everything they need about you.</p>
              ) : (
                <ul className={styles.missing} aria-label="Missing from your company profile">
                  {status.missing.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.card} aria-label="Logo">
              {owner ? <CompanyLogo company={company} /> : <CompanyLogoImage company={company} />}
            </section>
          </div>
          <section className={styles.card} aria-label="Details">
            {owner ? (
              <CompanyProfileForm key={company.id} company={company} />
            ) : (
              <p role="status" className={styles.muted}>
                {OWNER_EDITS}
              </p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
