import { ComingSoon } from '@/components/ui/coming-soon';
import { COMPANY_ROUTES } from '@/constants/routes';

export const CompanyApplicationsScreen = () => (
  <ComingSoon
    feature="Applied"
    summary="The talents who applied to your jobs, with their verified skills."
    back={{ href: COMPANY_ROUTES.home, label: 'Back to home' }}
  />
);
