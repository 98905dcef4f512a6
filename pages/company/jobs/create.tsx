import { CompanySetupBanner } from '@/components/companies/company-setup-banner';
import { CreateJobScreen } from '@/components/jobs/job-editor-screens';
import { companyPage } from '@/layouts/company-layout';

function CreateJob() {
  return <CreateJobScreen setupBanner={<CompanySetupBanner />} />;
}

export default companyPage(CreateJob);
