import { TalentPublicProfileScreen } from '@/components/discovery/talent-public-profile-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(TalentPublicProfileScreen);
