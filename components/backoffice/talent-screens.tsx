import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES } from '@/constants/routes';

export const AdminTalentsScreen = () => (
  <ComingSoon
    feature="Talents"
    summary="Every talent account on the marketplace, searchable and filterable by category."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);

export const AdminTalentScreen = () => (
  <ComingSoon
    feature="Talent details"
    summary="One talent's profile, skills, assessments and applications."
    back={{ href: ADMIN_ROUTES.talents, label: 'Back to talents' }}
  />
);
