import type { ComponentType, ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { COMPANY_ROUTES } from '@/constants/routes';
import { SecondFactorGate } from '@/components/account/second-factor-gate';
import { useOwnMembership } from '@/hooks/use-own-membership';
import { useRoleSession } from '@/hooks/use-role-session';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { areaPage, type ScreenTop } from './area-page';
import { DashboardLayout } from './dashboard-layout';
import { VerificationBanner } from './verification-banner';

/** A company verifies its email before the back office reviews it: the banner stays until it has. */
function CompanyLayout({ children, Top }: { children: ReactNode; Top?: ScreenTop }) {
  const session = useRoleSession('company');
  const company = useAppSelector(selectCompany);
  const authUser = session.authUser;
  // The member's own record says whether its owner requires two-step sign-in of the team.
  const me = useOwnMembership(company?.id ?? '');
  return (
    <DashboardLayout
      Top={Top}
      role="company"
      session={session}
      userName={company?.name}
      userEmail={session.authUser?.email}
      inboxUid={company?.id ?? ''}
      actions={
        <ButtonLink href={COMPANY_ROUTES.createJob} size="small">
          <Icon name="plus" size={18} />
          {/* On a phone the icon alone (the words stay for screen readers), so the logo and its badge keep their room. */}
          <span className="visually-hidden-narrow">Post Job</span>
        </ButtonLink>
      }
      banner={authUser && !authUser.emailVerified ? <VerificationBanner email={authUser.email} /> : null}
    >
      <SecondFactorGate role="company" required={me.data?.secondFactorRequired === true}>
        {children}
      </SecondFactorGate>
    </DashboardLayout>
  );
}

/** A page of the company area: `export default companyPage(SomeScreen)`. */
export const companyPage = (Screen: ComponentType, Top?: ScreenTop) => areaPage('company', CompanyLayout, Screen, Top);
