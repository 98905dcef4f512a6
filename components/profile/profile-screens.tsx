import { ComingSoon } from '@/components/ui/coming-soon';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';

export const TalentProfileScreen = () => (
  <ComingSoon
    feature="Profile"
    summary="Your talent profile: what companies see when they consider you."
    plans={['Photo, headline and bio', 'Skills, with the ones you proved by assessment marked verified', 'Education, experience and CV upload']}
    back={{ href: TALENT_ROUTES.home, label: 'Back to home' }}
  />
);

export const CompanyProfileScreen = () => (
  <ComingSoon
    feature="Company profile"
    summary="Your company's page: what talents see next to each of your jobs."
    plans={['Logo, website and description', 'Company size, type and industries', 'Social links']}
    back={{ href: COMPANY_ROUTES.home, label: 'Back to home' }}
  />
);
