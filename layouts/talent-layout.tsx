import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { communityUrl } from '@/constants/routes';
import { useRoleSession } from '@/hooks/use-role-session';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { DashboardLayout } from './dashboard-layout';
import styles from './area-layouts.module.css';
import { VerificationBanner } from './verification-banner';

export function TalentLayout({ children }: { children: ReactNode }) {
  const session = useRoleSession('talent');
  const talent = useAppSelector(selectTalent);
  const authUser = session.authUser;
  return (
    <DashboardLayout
      role="talent"
      session={session}
      userName={talent?.name}
      userEmail={authUser?.email}
      actions={
        <a className={styles.communityLink} href={communityUrl()} target="_blank" rel="noopener noreferrer">
          Join Community
          <Icon name="external" size={16} />
          <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      }
      banner={authUser && !authUser.emailVerified ? <VerificationBanner email={authUser.email} /> : null}
    >
      {children}
    </DashboardLayout>
  );
}
