import { CompanyJobsScreen, CompanyJobsTop } from '@/components/jobs/company-jobs-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyJobsScreen, CompanyJobsTop);
