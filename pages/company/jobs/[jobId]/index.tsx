import { CompanyJobScreen } from '@/components/jobs/company-job-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyJobScreen);
