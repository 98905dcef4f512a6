import { CompanyHomeScreen } from '@/components/dashboard/company-home-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyHomeScreen);
