import { ComingSoon } from '@/components/ui/coming-soon';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';

export const AppliedJobsScreen = () => (
  <ComingSoon
    feature="Applied jobs"
    summary="The jobs you applied to and where each application stands."
    back={{ href: TALENT_ROUTES.jobs, label: 'Browse jobs' }}
  />
);

export const CompanyApplicationsScreen = () => (
  <ComingSoon
    feature="Applied"
    summary="The talents who applied to your jobs, with their verified skills."
    back={{ href: COMPANY_ROUTES.home, label: 'Back to home' }}
  />
);
