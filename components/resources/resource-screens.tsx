import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES } from '@/constants/routes';

export const AdminResourcesScreen = () => (
  <ComingSoon
    feature="Resources"
    summary="Learning resources for talents: guides, courses and links, by category."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);
