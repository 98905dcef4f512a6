import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES, COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';

export const TalentMessagesScreen = () => (
  <ComingSoon
    feature="Messages"
    summary="Conversations with the companies interested in you."
    back={{ href: TALENT_ROUTES.home, label: 'Back to home' }}
  />
);

export const CompanyMessagesScreen = () => (
  <ComingSoon
    feature="Messages"
    summary="Conversations with talents about your jobs."
    back={{ href: COMPANY_ROUTES.home, label: 'Back to home' }}
  />
);

export const AdminMessagesScreen = () => (
  <ComingSoon
    feature="Message"
    summary="Write to talents and companies, one at a time or all at once."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);
