import { CompanyProfileScreen } from '@/components/profile/company-profile-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyProfileScreen);
