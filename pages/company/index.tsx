import { CompanyHomeScreen, CompanyHomeTop } from '@/components/home/company-home-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyHomeScreen, CompanyHomeTop);
