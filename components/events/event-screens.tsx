import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES } from '@/constants/routes';

export const AdminEventsScreen = () => (
  <ComingSoon
    feature="Events"
    summary="Community events for talents and companies: meetups, workshops and job fairs."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);
