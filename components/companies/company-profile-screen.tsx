import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { useCompany } from '@/components/companies/use-company-profile';
import { companyCompleteness } from '@/services/format/company-profile';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { CompanyLogo } from './company-logo';
import { CompanyProfileForm } from './company-profile-form';
import styles from '@/components/ui/profile.module.css';

export function CompanyProfileScreen() {
  const signedIn = useAppSelector(selectCompany);
  const query = useCompany(signedIn?.id ?? '');
  const company = query.data;
  const status = company ? companyCompleteness(company) : null;
  return (
    <>
      <ScreenHeader title="Company profile" lead="What talents see next to each of your jobs." />
      {query.isError ? (
        <LoadError text="Your company profile could not be loaded." onRetry={() => void query.refetch()} />
      ) : !company || !status ? (
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
              <CompanyLogo company={company} />
            </section>
          </div>
          <section className={styles.card} aria-label="Details">
            <CompanyProfileForm key={company.id} company={company} />
          </section>
        </div>
      )}
    </>
  );
}
