import { CompanySetupBanner } from '@/components/profile/company-setup-banner';
import { TalentOnboarding } from '@/components/profile/talent-onboarding';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { selectAdmin } from '@/store/admins-slice';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { CompanyStats, LatestApplicants, TalentTeaser } from './company-home';
import styles from './home.module.css';
import { ShortcutGrid, type Shortcut } from './shortcut-grid';
import { ApplicationSummary, RecommendedJobs } from './talent-home';

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || 'there';

const TALENT_SHORTCUTS: readonly Shortcut[] = [
  { href: TALENT_ROUTES.profile, icon: 'user', title: 'Complete your profile', text: 'Add your skills, experience and links so companies find you.' },
  { href: TALENT_ROUTES.assessments, icon: 'clipboard', title: 'Take an assessment', text: 'Prove a skill once and show a verified badge everywhere.' },
  { href: TALENT_ROUTES.jobs, icon: 'briefcase', title: 'Browse jobs', text: 'Find openings that match your category and skills.' },
  { href: TALENT_ROUTES.messages, icon: 'message', title: 'Messages', text: 'Talk with the companies interested in you.' },
];

export function TalentHomeScreen() {
  const talent = useAppSelector(selectTalent);
  return (
    <>
      <PageTitle title="Home" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Talent dashboard</p>
        <h1 className={styles.title}>Welcome, {firstName(talent?.name)}!</h1>
        <p className={styles.lead}>
          {talent?.role ? `${talent.role}. ` : ''}Here is how to get noticed by companies on the marketplace.
        </p>
      </header>
      {talent ? (
        <>
          <ApplicationSummary talentId={talent.id} />
          <RecommendedJobs talent={talent} />
        </>
      ) : null}
      <ShortcutGrid shortcuts={TALENT_SHORTCUTS} label="Next steps" />
      <TalentOnboarding />
    </>
  );
}

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
          <TalentTeaser companyId={company.id} />
        </>
      ) : null}
      <ShortcutGrid shortcuts={COMPANY_SHORTCUTS} label="Next steps" />
    </>
  );
}

const ADMIN_SHORTCUTS: readonly Shortcut[] = [
  { href: ADMIN_ROUTES.talents, icon: 'users', title: 'Talents', text: 'Browse and look after talent accounts.' },
  { href: ADMIN_ROUTES.companies, icon: 'building', title: 'Companies', text: 'Review the companies hiring on the marketplace.' },
  { href: ADMIN_ROUTES.assessments, icon: 'clipboard', title: 'Assessments', text: 'Write and maintain skill assessments.' },
  { href: ADMIN_ROUTES.resources, icon: 'book', title: 'Resources', text: 'Publish learning resources for talents.' },
  { href: ADMIN_ROUTES.events, icon: 'calendar', title: 'Events', text: 'Announce community events.' },
  { href: ADMIN_ROUTES.messages, icon: 'message', title: 'Message', text: 'Write to talents and companies.' },
];

export function AdminHomeScreen() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Dashboard" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Back office</p>
        <h1 className={styles.title}>Welcome, {admin?.name || admin?.email || 'administrator'}!</h1>
        <p className={styles.lead}>Everything that keeps the marketplace running, one click away.</p>
      </header>
      <ShortcutGrid shortcuts={ADMIN_SHORTCUTS} label="Back-office areas" />
    </>
  );
}
