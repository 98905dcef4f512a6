import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { COMPANY_ROUTES } from '@/constants/routes';
import { companyReachesTalents } from '@/services/format/company-reach';
import { CompanyReviewBanner } from './company-review-banner';
import { CompanyStats, LatestApplicants, TalentTeaser } from './company-home';
import welcome from '@/components/ui/welcome.module.css';
import styles from './home.module.css';
import { ShortcutGrid, type Shortcut } from '@/components/ui/shortcut-grid';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

const COMPANY_SHORTCUTS: readonly Shortcut[] = [
  {
    href: COMPANY_ROUTES.profile,
    icon: 'building',
    title: 'Company profile',
    text: 'Tell talents who you are, with your logo and what you do.',
  },
  {
    href: COMPANY_ROUTES.jobs,
    icon: 'briefcase',
    title: 'Your jobs',
    text: 'See, edit and close the jobs you posted.',
  },
  {
    href: COMPANY_ROUTES.applied,
    icon: 'send',
    title: 'Applicants',
    text: 'Review the talents who applied to your jobs.',
  },
  { href: COMPANY_ROUTES.messages, icon: 'message', title: 'Messages', text: 'Talk with talents about your openings.' },
];

/** Before the back office verified it, a company prepares: no talent sees its jobs, so none applies or writes. */
const UNREVIEWED_SHORTCUTS: readonly Shortcut[] = [
  COMPANY_SHORTCUTS[0],
  {
    href: COMPANY_ROUTES.jobs,
    icon: 'briefcase',
    title: 'Your jobs',
    text: 'Prepare your jobs: they go live once your company is verified.',
  },
];

/**
 * One message per review state: a verified company is invited to hire and sees its figures; until then (awaiting
 * review, declined, or from before the review) the review banner says where it stands and the page offers only what
 * it can do meanwhile, with no applicant figures or talent promises that contradict it.
 */
/**
 * Drawn by the layout from the first paint. Its lead is there from the start, never changes and is long enough to stay
 * the page's largest text: an applicant's two-line row drawn seconds later, or a lead rewritten once the profile
 * arrives, would be the largest paint a phone waits for. The hiring promise is the screen's, once verified.
 */
export function CompanyHomeTop() {
  const company = useSignedInProfile('company');
  return (
    <>
      <PageTitle title="Home" />
      <header className={welcome.header}>
        <p className={welcome.eyebrow}>Company dashboard</p>
        <h1 className={welcome.title}>Welcome, {company?.name ?? 'there'}!</h1>
        <p className={welcome.lead}>
          Your company&apos;s place on the marketplace: your jobs, the talents who apply to them and your conversations
          with them.
        </p>
      </header>
    </>
  );
}

/** `setupBanner`: the page's nudge to finish the company profile (the companies room's banner). */
export function CompanyHomeScreen({ setupBanner }: { setupBanner: ReactNode }) {
  const company = useSignedInProfile('company');
  const verified = company?.verification === 'verified';
  return (
    <>
      <CompanyReviewBanner />
      {setupBanner}
      <div className={styles.cta}>
        {verified ? <p>Post a job and meet talents whose skills are verified by assessments.</p> : null}
        <ButtonLink href={COMPANY_ROUTES.createJob}>
          <Icon name="plus" size={18} />
          Post a job
        </ButtonLink>
      </div>
      {company && verified ? (
        <>
          <CompanyStats company={company} />
          <LatestApplicants companyId={company.id} />
          {companyReachesTalents(company) ? <TalentTeaser companyId={company.id} /> : null}
        </>
      ) : null}
      <ShortcutGrid shortcuts={verified ? COMPANY_SHORTCUTS : UNREVIEWED_SHORTCUTS} label="Next steps" />
    </>
  );
}
