import { ButtonLink } from '@/components/ui/button';
import { COMPANY_ROUTES } from '@/constants/routes';
import styles from '@/components/ui/profile.module.css';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

/** Shown to a new company until its profile is complete: talents judge a job by the company behind it. */
export function CompanySetupBanner() {
  const company = useSignedInProfile('company');
  if (!company?.new) return null;
  return (
    <section className={styles.banner} aria-label="Complete your company profile">
      <p className={styles.bannerText}>
        <strong>Complete your company profile before posting a job.</strong> Add your logo, what you do, size, type,
        industries and location so talents know who is hiring.
      </p>
      <ButtonLink href={COMPANY_ROUTES.profile} size="small">
        Complete profile
      </ButtonLink>
    </section>
  );
}
