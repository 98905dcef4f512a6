import { TalentPublicProfileScreen } from '@/components/talents/talent-public-profile-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(TalentPublicProfileScreen);
