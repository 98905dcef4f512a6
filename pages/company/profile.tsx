import { CompanyProfileScreen } from '@/components/companies/company-profile-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyProfileScreen);
