import { CompanyJobScreen } from '@/components/company-applications/company-job-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyJobScreen);
