import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES } from '@/constants/routes';

export const AdminCompaniesScreen = () => (
  <ComingSoon
    feature="Companies"
    summary="Every company hiring on the marketplace, with its jobs and activity."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);
