import { CompanyAppliedScreen } from '@/components/company-applications/company-applied-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyAppliedScreen);
