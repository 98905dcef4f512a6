import { CompanyAppliedScreen } from '@/components/applications/pipeline/company-applied-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyAppliedScreen);
