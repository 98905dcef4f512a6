import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { filtersFromQuery } from '@/components/jobs/job-query';
import { Icon } from '@/components/ui/icon';
import { communityUrl, TALENT_ROUTES } from '@/constants/routes';
import { activeJobsQueryOptions } from '@/hooks/use-jobs';
import { useRoleSession } from '@/hooks/use-role-session';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { areaPage, type ScreenTop } from './area-page';
import { DashboardLayout } from './dashboard-layout';
import styles from './area-layouts.module.css';
import { VerificationBanner } from './verification-banner';

/**
 * The job list is the talents' busiest page, and the layout holds its content back until the profile is loaded:
 * ask for the first page as soon as the account is known, so both requests travel together.
 */
function usePrefetchJobList(waitingForProfile: boolean) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onJobList = router.isReady && router.pathname === TALENT_ROUTES.jobs;
  useEffect(() => {
    if (waitingForProfile && onJobList)
      void queryClient.prefetchInfiniteQuery(activeJobsQueryOptions(filtersFromQuery(router.query)));
  }, [waitingForProfile, onJobList, queryClient, router.query]);
}

function TalentLayout({ children, Top }: { children: ReactNode; Top?: ScreenTop }) {
  const session = useRoleSession('talent');
  const talent = useAppSelector(selectTalent);
  const authUser = session.authUser;
  usePrefetchJobList(authUser !== null && !talent);
  const community = communityUrl();
  return (
    <DashboardLayout
      Top={Top}
      role="talent"
      session={session}
      userName={talent?.name}
      userEmail={authUser?.email}
      actions={
        community ? (
          <a className={styles.communityLink} href={community} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden-narrow">Join Community</span>
            <Icon name="external" size={16} />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        ) : null
      }
      banner={authUser && !authUser.emailVerified ? <VerificationBanner email={authUser.email} /> : null}
    >
      {children}
    </DashboardLayout>
  );
}

/** A page of the talent area: `export default talentPage(SomeScreen)`. */
export const talentPage = (Screen: ComponentType, Top?: ScreenTop) => areaPage('talent', TalentLayout, Screen, Top);
