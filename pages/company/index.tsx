import { CompanyHomeScreen, CompanyHomeTop } from '@/components/dashboard/company-home-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyHomeScreen, CompanyHomeTop);
