import { CompanySetupBanner } from '@/components/profile/company-setup-banner';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES } from '@/constants/routes';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { companyReachesTalents } from '@/services/format/company-reach';
import { CompanyReviewBanner } from './company-review-banner';
import { CompanyStats, LatestApplicants, TalentTeaser } from './company-home';
import styles from './home.module.css';
import { ShortcutGrid, type Shortcut } from './shortcut-grid';

const COMPANY_SHORTCUTS: readonly Shortcut[] = [
  { href: COMPANY_ROUTES.profile, icon: 'building', title: 'Company profile', text: 'Tell talents who you are, with your logo and what you do.' },
  { href: COMPANY_ROUTES.jobs, icon: 'briefcase', title: 'Your jobs', text: 'See, edit and close the jobs you posted.' },
  { href: COMPANY_ROUTES.applied, icon: 'send', title: 'Applicants', text: 'Review the talents who applied to your jobs.' },
  { href: COMPANY_ROUTES.messages, icon: 'message', title: 'Messages', text: 'Talk with talents about your openings.' },
];

export function CompanyHomeScreen() {
  const company = useAppSelector(selectCompany);
  return (
    <>
      <PageTitle title="Home" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Company dashboard</p>
        <h1 className={styles.title}>Welcome, {company?.name ?? 'there'}!</h1>
        <p className={styles.lead}>Post a job and meet talents whose skills are verified by assessments.</p>
      </header>
      <CompanySetupBanner />
      <CompanyReviewBanner />
      <div className={styles.cta}>
        <ButtonLink href={COMPANY_ROUTES.createJob}>
          <Icon name="plus" size={18} />
          Post a job
        </ButtonLink>
      </div>
      {company ? (
        <>
          <CompanyStats company={company} />
          <LatestApplicants companyId={company.id} />
          {companyReachesTalents(company) ? <TalentTeaser companyId={company.id} /> : null}
        </>
      ) : null}
      <ShortcutGrid shortcuts={COMPANY_SHORTCUTS} label="Next steps" />
    </>
  );
}
